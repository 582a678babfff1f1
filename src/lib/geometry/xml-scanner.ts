import { TextCursor } from './text-cursor.ts';
import { MeshReadError } from './types.ts';

const LT = 60;
const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const EQUALS = 61;
const COLON = 58;
const QUOTE = 34;
const APOSTROPHE = 39;
const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder();

/**
 * A forward-only scanner over the tags of an XML document in bytes: enough for 3MF model
 * parts, with no DOM (none exists in a worker or in Node) and no object per element.
 * Element and attribute names are compared by local name (after any `prefix:`); text
 * content, comments, processing instructions and CDATA are skipped; entities are not
 * decoded (3MF numbers and ids never need them).
 */
export class XmlScanner {
  readonly bytes: Uint8Array;
  private readonly numbers: TextCursor;
  private pos = 0;
  private nameStart = 0;
  private nameEnd = 0;
  /** Per attribute: local-name start, name end, value start, value end. */
  private attrs = new Int32Array(64);
  private attrCount = 0;
  closing = false;
  selfClosing = false;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
    this.numbers = new TextCursor(bytes);
  }

  /** Where the scanner is, for progress reports. */
  get offset(): number {
    return this.pos;
  }

  /** Moves to the next start or end tag; false at the end of the document. */
  next(): boolean {
    const bytes = this.bytes;
    for (;;) {
      const open = bytes.indexOf(LT, this.pos);
      if (open < 0) {
        this.pos = bytes.length;
        return false;
      }
      const first = bytes[open + 1];
      if (first === BANG || first === QUESTION) {
        this.pos = this.skipSpecial(open);
        continue;
      }
      this.closing = first === SLASH;
      let pos = this.closing ? open + 2 : open + 1;
      const start = pos;
      let local = start;
      while (pos < bytes.length && !isNameEnd(bytes[pos] ?? 0)) {
        if (bytes[pos] === COLON) local = pos + 1;
        pos++;
      }
      if (pos === start) throw new MeshReadError('unreadable', `malformed tag at byte ${open}`);
      this.nameStart = local;
      this.nameEnd = pos;
      this.pos = this.readAttributes(pos);
      return true;
    }
  }

  /** Whether the current tag's local name is `name`. */
  is(name: Uint8Array): boolean {
    return equalBytes(this.bytes, this.nameStart, this.nameEnd, name);
  }

  /** Index of the attribute with local name `name` on the current tag, or -1. */
  attribute(name: Uint8Array): number {
    for (let i = 0; i < this.attrCount; i++) {
      if (equalBytes(this.bytes, this.attrs[i * 4] ?? 0, this.attrs[i * 4 + 1] ?? 0, name)) return i;
    }
    return -1;
  }

  /** The attribute's value as text (UTF-8), or null when absent. */
  text(name: Uint8Array): string | null {
    const i = this.attribute(name);
    if (i < 0) return null;
    return utf8.decode(this.bytes.subarray(this.attrs[i * 4 + 2] ?? 0, this.attrs[i * 4 + 3] ?? 0));
  }

  /** The attribute's value as a number; throws `unreadable` when absent or not a number. */
  number(name: Uint8Array): number {
    const i = this.attribute(name);
    if (i < 0) throw new MeshReadError('unreadable', `missing ${latin1.decode(name)} at byte ${this.pos}`);
    const cursor = this.numbers;
    cursor.pos = this.attrs[i * 4 + 2] ?? 0;
    const value = cursor.readNumber();
    cursor.skipSpace();
    if (cursor.failed || cursor.pos !== this.attrs[i * 4 + 3]) {
      throw new MeshReadError('unreadable', `bad ${latin1.decode(name)} at byte ${this.pos}`);
    }
    return value;
  }

  /** All numbers in a space-separated attribute (a 3MF transform), or null when absent. */
  numberList(name: Uint8Array): number[] | null {
    const i = this.attribute(name);
    if (i < 0) return null;
    const cursor = this.numbers;
    const end = this.attrs[i * 4 + 3] ?? 0;
    cursor.pos = this.attrs[i * 4 + 2] ?? 0;
    const values: number[] = [];
    for (;;) {
      cursor.skipSpace();
      if (cursor.pos >= end) return values;
      const value = cursor.readNumber();
      if (cursor.failed || cursor.pos > end) throw new MeshReadError('unreadable', `bad ${latin1.decode(name)} at byte ${this.pos}`);
      values.push(value);
    }
  }

  private readAttributes(from: number): number {
    const bytes = this.bytes;
    let pos = from;
    this.attrCount = 0;
    this.selfClosing = false;
    for (;;) {
      while (pos < bytes.length && (bytes[pos] ?? 0) <= 32) pos++;
      const c = bytes[pos];
      if (c === undefined) throw new MeshReadError('unreadable', 'document ends inside a tag');
      if (c === GT) return pos + 1;
      if (c === SLASH && bytes[pos + 1] === GT) {
        this.selfClosing = true;
        return pos + 2;
      }
      let local = pos;
      const start = pos;
      while (pos < bytes.length && !isNameEnd(bytes[pos] ?? 0) && bytes[pos] !== EQUALS) {
        if (bytes[pos] === COLON) local = pos + 1;
        pos++;
      }
      const nameEnd = pos;
      while (pos < bytes.length && (bytes[pos] ?? 0) <= 32) pos++;
      if (pos === start || bytes[pos] !== EQUALS) throw new MeshReadError('unreadable', `malformed attribute at byte ${pos}`);
      pos++;
      while (pos < bytes.length && (bytes[pos] ?? 0) <= 32) pos++;
      const quote = bytes[pos] ?? 0;
      if (quote !== QUOTE && quote !== APOSTROPHE) throw new MeshReadError('unreadable', `unquoted attribute at byte ${pos}`);
      const close = bytes.indexOf(quote, pos + 1);
      if (close < 0) throw new MeshReadError('unreadable', 'document ends inside an attribute');
      if ((this.attrCount + 1) * 4 > this.attrs.length) {
        const next = new Int32Array(this.attrs.length * 2);
        next.set(this.attrs);
        this.attrs = next;
      }
      const at = this.attrCount * 4;
      this.attrs[at] = local;
      this.attrs[at + 1] = nameEnd;
      this.attrs[at + 2] = pos + 1;
      this.attrs[at + 3] = close;
      this.attrCount++;
      pos = close + 1;
    }
  }

  /** Skips `<!-- -->`, `<![CDATA[ ]]>`, `<!DOCTYPE >` and `<? ?>`; returns the position after. */
  private skipSpecial(open: number): number {
    const bytes = this.bytes;
    const [terminator, from] =
      bytes[open + 1] === QUESTION ? ['?>', open + 2] : bytes[open + 2] === 45 ? ['-->', open + 4] : bytes[open + 2] === 91 ? [']]>', open + 9] : ['>', open + 2];
    const end = indexOfText(bytes, terminator, from);
    if (end < 0) throw new MeshReadError('unreadable', 'document ends inside a comment or declaration');
    return end + terminator.length;
  }
}

/** ASCII bytes of a name, for `XmlScanner.is` and `attribute`. */
export function name(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function isNameEnd(c: number): boolean {
  return c <= 32 || c === GT || c === SLASH;
}

function equalBytes(bytes: Uint8Array, start: number, end: number, word: Uint8Array): boolean {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i++) if (bytes[start + i] !== word[i]) return false;
  return true;
}

function indexOfText(bytes: Uint8Array, text: string, from: number): number {
  const first = text.charCodeAt(0);
  for (let at = bytes.indexOf(first, from); at >= 0; at = bytes.indexOf(first, at + 1)) {
    let match = true;
    for (let i = 1; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) match = false;
    if (match) return at;
  }
  return -1;
}
