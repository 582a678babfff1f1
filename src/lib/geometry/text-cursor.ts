const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const LOWER_E = 101;
const UPPER_E = 69;

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);
const latin1 = new TextDecoder('latin1');

/**
 * Reads tokens and numbers straight from the file's bytes: a 100 MB text mesh never becomes a
 * 200 MB JavaScript string, and numbers parse without a substring each.
 *
 * Numbers with at most 15 significant digits and a decimal exponent within ±22 are exact
 * (one correctly rounded multiplication or division of two exactly representable values);
 * anything longer falls back to `Number()`, so results always equal `Number(text)`.
 */
export class TextCursor {
  readonly bytes: Uint8Array;
  pos: number;
  readonly end: number;
  /** Whether the last `readNumber` found no number (as opposed to reading `nan`). */
  failed = false;

  constructor(bytes: Uint8Array, start = 0, end = bytes.length) {
    this.bytes = bytes;
    this.pos = start;
    this.end = end;
  }

  get done(): boolean {
    return this.pos >= this.end;
  }

  /** Skips spaces and tabs, not line breaks. */
  skipBlanks(): void {
    const bytes = this.bytes;
    let pos = this.pos;
    while (pos < this.end) {
      const c = bytes[pos];
      if (c !== SPACE && c !== TAB && c !== CR) break;
      pos++;
    }
    this.pos = pos;
  }

  /** Skips every kind of white space, line breaks included. */
  skipSpace(): void {
    const bytes = this.bytes;
    let pos = this.pos;
    while (pos < this.end && (bytes[pos] ?? 0) <= SPACE) pos++;
    this.pos = pos;
  }

  /** Moves past the next line break (or to the end). */
  skipLine(): void {
    const at = this.bytes.indexOf(LF, this.pos);
    this.pos = at < 0 || at >= this.end ? this.end : at + 1;
  }

  /** At a line break or the end, ignoring trailing blanks. */
  atLineEnd(): boolean {
    this.skipBlanks();
    return this.pos >= this.end || this.bytes[this.pos] === LF;
  }

  /** Moves past the next run of non-space bytes and returns its length (0 at the end). */
  skipToken(): number {
    this.skipSpace();
    const bytes = this.bytes;
    const start = this.pos;
    let pos = start;
    while (pos < this.end && (bytes[pos] ?? 0) > SPACE) pos++;
    this.pos = pos;
    return pos - start;
  }

  /** Whether the bytes at `pos` spell `word` (lower-case ASCII letters; any case matches) followed by a space or the end. */
  isWord(word: Uint8Array, pos = this.pos): boolean {
    if (pos + word.length > this.end) return false;
    for (let i = 0; i < word.length; i++) if (((this.bytes[pos + i] ?? 0) | 0x20) !== word[i]) return false;
    return pos + word.length === this.end || (this.bytes[pos + word.length] ?? 0) <= SPACE;
  }

  /**
   * Reads a decimal number after optional white space (line breaks included unless
   * `sameLine`). Returns NaN and sets `failed`, without moving, when there is none.
   */
  readNumber(sameLine = false): number {
    this.failed = false;
    if (sameLine) this.skipBlanks();
    else this.skipSpace();
    const bytes = this.bytes;
    const end = this.end;
    const start = this.pos;
    let pos = start;
    let negative = false;
    let c = bytes[pos] ?? 0;
    if (c === MINUS || c === PLUS) {
      negative = c === MINUS;
      c = bytes[++pos] ?? 0;
    }
    let mantissa = 0;
    let digits = 0;
    let significant = 0;
    let scale = 0;
    while (pos < end && c >= ZERO && c <= NINE) {
      if (significant > 0 || c !== ZERO) significant++;
      mantissa = mantissa * 10 + (c - ZERO);
      digits++;
      c = bytes[++pos] ?? 0;
    }
    if (pos < end && c === DOT) {
      c = bytes[++pos] ?? 0;
      while (pos < end && c >= ZERO && c <= NINE) {
        if (significant > 0 || c !== ZERO) significant++;
        mantissa = mantissa * 10 + (c - ZERO);
        scale--;
        digits++;
        c = bytes[++pos] ?? 0;
      }
    }
    if (digits === 0) return this.readWord(start);
    if (pos < end && (c === LOWER_E || c === UPPER_E)) {
      let p = pos + 1;
      let e = bytes[p] ?? 0;
      let expNegative = false;
      if (e === MINUS || e === PLUS) {
        expNegative = e === MINUS;
        e = bytes[++p] ?? 0;
      }
      let exponent = 0;
      let expDigits = 0;
      while (p < end && e >= ZERO && e <= NINE) {
        exponent = exponent * 10 + (e - ZERO);
        expDigits++;
        e = bytes[++p] ?? 0;
      }
      if (expDigits === 0) return this.fail();
      scale += expNegative ? -exponent : exponent;
      pos = p;
    }
    if (pos < end && (bytes[pos] ?? 0) > SPACE && !isDelimiter(bytes[pos] ?? 0)) return this.fail();
    this.pos = pos;
    if (significant > 15 || scale > 22 || scale < -22) return Number(latin1.decode(bytes.subarray(start, pos)));
    const magnitude = scale >= 0 ? mantissa * (POWERS_OF_TEN[scale] ?? 1) : mantissa / (POWERS_OF_TEN[-scale] ?? 1);
    return negative ? -magnitude : magnitude;
  }

  /** `nan`, `inf`, `infinity` (any case, signed) as some exporters write them; else NaN without moving. */
  private readWord(start: number): number {
    let pos = start;
    while (pos < this.end && (this.bytes[pos] ?? 0) > SPACE && !isDelimiter(this.bytes[pos] ?? 0)) pos++;
    const word = latin1.decode(this.bytes.subarray(start, pos)).toLowerCase();
    const sign = word.startsWith('-') ? -1 : 1;
    const bare = word.replace(/^[+-]/, '');
    if (bare === 'inf' || bare === 'infinity') {
      this.pos = pos;
      return sign * Infinity;
    }
    if (bare === 'nan') {
      this.pos = pos;
      return Number.NaN;
    }
    return this.fail();
  }

  private fail(): number {
    this.failed = true;
    return Number.NaN;
  }
}

/** Characters that may end a number inside OBJ faces (`1/2/3`) or XML attributes (`"`). */
function isDelimiter(c: number): boolean {
  return c === 47 /* / */ || c === 34 /* " */ || c === 39 /* ' */;
}

/** ASCII bytes of a keyword, for `TextCursor.isWord`. */
export function ascii(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export { LF };
