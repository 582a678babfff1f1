/**
 * A streaming reader of multipart/form-data bodies (RFC 7578): chunks in, events out, so an
 * upload goes to disk as it arrives and its size is checked before the body is complete.
 */
import { HttpError } from './errors.ts';

export type MultipartEvent =
  | { type: 'part'; name: string; filename: string | null }
  | { type: 'data'; chunk: Uint8Array }
  | { type: 'partEnd' };

/** The body is not well-formed multipart. */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

const crlf = Buffer.from('\r\n');
const headerEnd = Buffer.from('\r\n\r\n');
const maxHeaderBytes = 16 * 1024;

/** The boundary of a `multipart/form-data` content type, or null for any other type. */
export function boundaryOf(contentType: string | null | undefined): string | null {
  if (contentType == null || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

type State = 'preamble' | 'afterBoundary' | 'headers' | 'body' | 'done';

export class MultipartParser {
  readonly #delimiter: Buffer;
  // A leading CRLF lets the first boundary match the same delimiter as every later one.
  #buffer: Buffer = Buffer.from(crlf);
  #state: State = 'preamble';

  constructor(boundary: string) {
    this.#delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  /** Whether the closing boundary has been read. */
  get done(): boolean {
    return this.#state === 'done';
  }

  /** Feeds the next chunk of the body; answers the events it completes, in order. */
  push(chunk: Uint8Array): MultipartEvent[] {
    if (this.#state === 'done') return [];
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.#buffer = this.#buffer.length === 0 ? bytes : Buffer.concat([this.#buffer, bytes]);
    const events: MultipartEvent[] = [];
    while (this.#step(events));
    return events;
  }

  /** Call once the body has ended: a body without its closing boundary is incomplete. */
  finish(): void {
    if (this.#state !== 'done') throw new MultipartError('上传内容不完整');
  }

  /** Advances as far as the buffered bytes allow; answers whether another step may progress. */
  #step(events: MultipartEvent[]): boolean {
    const buffer = this.#buffer;
    switch (this.#state) {
      case 'preamble': {
        const at = buffer.indexOf(this.#delimiter);
        if (at < 0) {
          this.#buffer = this.#keepTail(buffer);
          return false;
        }
        this.#buffer = buffer.subarray(at + this.#delimiter.length);
        this.#state = 'afterBoundary';
        return true;
      }
      case 'afterBoundary': {
        if (buffer.length < 2) return false;
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          this.#state = 'done';
          this.#buffer = Buffer.alloc(0);
          return false;
        }
        // Transport padding (spaces, tabs) may follow a boundary before its CRLF.
        const lineEnd = buffer.indexOf(crlf);
        if (lineEnd < 0) {
          if (buffer.length > 256) throw new MultipartError('上传内容格式无效');
          return false;
        }
        if (!/^[ \t]*$/.test(buffer.subarray(0, lineEnd).toString('latin1'))) throw new MultipartError('上传内容格式无效');
        this.#buffer = buffer.subarray(lineEnd + 2);
        this.#state = 'headers';
        return true;
      }
      case 'headers': {
        const end = buffer.subarray(0, 2).equals(crlf) ? -2 : buffer.indexOf(headerEnd);
        if (end === -1) {
          if (buffer.length > maxHeaderBytes) throw new MultipartError('上传内容的分段头过长');
          return false;
        }
        const headerText = end < 0 ? '' : buffer.subarray(0, end).toString('utf8');
        this.#buffer = buffer.subarray(end + 4);
        this.#state = 'body';
        events.push(partOf(headerText));
        return true;
      }
      case 'body': {
        const at = buffer.indexOf(this.#delimiter);
        if (at < 0) {
          const keep = this.#keepTail(buffer);
          const safe = buffer.length - keep.length;
          if (safe > 0) events.push({ type: 'data', chunk: buffer.subarray(0, safe) });
          this.#buffer = keep;
          return false;
        }
        if (at > 0) events.push({ type: 'data', chunk: buffer.subarray(0, at) });
        events.push({ type: 'partEnd' });
        this.#buffer = buffer.subarray(at + this.#delimiter.length);
        this.#state = 'afterBoundary';
        return true;
      }
      case 'done':
        return false;
    }
  }

  /** The end of `buffer` that may be the start of a delimiter split across chunks. */
  #keepTail(buffer: Buffer): Buffer {
    const keep = Math.min(buffer.length, this.#delimiter.length - 1);
    return Buffer.from(buffer.subarray(buffer.length - keep));
  }
}

function partOf(headerText: string): MultipartEvent {
  let disposition: string | null = null;
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === 'content-disposition') {
      disposition = line.slice(colon + 1).trim();
    }
  }
  if (disposition === null || !/^form-data\s*(;|$)/i.test(disposition)) {
    throw new MultipartError('上传内容缺少 Content-Disposition: form-data');
  }
  const params = parametersOf(disposition);
  const name = params.get('name');
  if (name === undefined) throw new MultipartError('上传内容的分段缺少 name');
  const extended = params.get('filename*');
  const filename = extended === undefined ? (params.get('filename') ?? null) : decodeExtended(extended);
  return { type: 'part', name, filename };
}

/**
 * Parameters of a Content-Disposition value. Quoted values end at the next quote: browsers
 * percent-encode `"`, CR and LF in names (HTML's form encoding) and send backslashes as they are.
 */
function parametersOf(value: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const [, key, quoted, plain] of value.matchAll(/;\s*([^\s=;]+)\s*=\s*(?:"([^"]*)"|([^;]*))/g)) {
    if (key === undefined) continue;
    const raw = quoted ?? (plain ?? '').trim();
    params.set(key.toLowerCase(), quoted === undefined ? raw : raw.replace(/%22/gi, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n'));
  }
  return params;
}

/** RFC 5987 `UTF-8''%E5%A4%96.stl`. */
function decodeExtended(value: string): string {
  const match = /^utf-8'[^']*'(.*)$/i.exec(value);
  if (match?.[1] === undefined) throw new MultipartError('上传内容的文件名编码无效');
  try {
    return decodeURIComponent(match[1]);
  } catch {
    throw new MultipartError('上传内容的文件名编码无效');
  }
}

/**
 * Reads a request body through `parser`, handing every event to `handle`. A refusal (an
 * HttpError from `handle`, a malformed body, or more than `bodyLimit` bytes: 413 `tooLarge`)
 * stops the parsing, but the body is read on up to `bodyLimit` so the client gets the answer
 * rather than a reset connection; then the refusal is thrown (malformed bodies as 400).
 */
export async function readMultipartBody(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  parser: MultipartParser,
  handle: (event: MultipartEvent) => Promise<void>,
  bodyLimit: number,
  tooLarge: string,
): Promise<void> {
  let refusal: HttpError | null = null;
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (refusal !== null) {
      if (total > bodyLimit) {
        await reader.cancel();
        break;
      }
      continue;
    }
    try {
      for (const event of parser.push(value)) await handle(event);
      if (total > bodyLimit) throw new HttpError(413, tooLarge);
    } catch (error) {
      if (error instanceof MultipartError) refusal = new HttpError(400, error.message);
      else if (error instanceof HttpError) refusal = error;
      else throw error;
    }
  }
  if (refusal !== null) throw refusal;
  try {
    parser.finish();
  } catch (error) {
    if (error instanceof MultipartError) throw new HttpError(400, error.message);
    throw error;
  }
}
