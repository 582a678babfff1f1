import { createHash, type Hash } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import type { FileFormat } from '../../src/lib/file-formats.ts';
import { designFormatOf } from '../../src/lib/quotation-rules.ts';
import { cleanText } from '../core/validation.ts';
import { HttpError, storageFailure } from '../core/errors.ts';
import { boundaryOf, MultipartParser, readMultipartBody, type MultipartEvent } from '../core/multipart.ts';
import type { UploadFolder } from './upload-folder.ts';

/** An accepted upload, streamed to `path` (which the caller keeps or removes). */
export interface ReceivedFile {
  name: string;
  format: FileFormat;
  size: number;
  sha256: string;
  /** The first bytes, to check the content is what the name says without reading the file again. */
  head: Uint8Array;
  path: string;
}

export interface UploadOptions {
  folder: UploadFolder;
  /** The largest file accepted; `maxBytesOf` may lower it per format. */
  maxBytes: number;
  maxBytesOf?: (format: FileFormat) => number;
  /** The text fields the form may carry (others are refused); all must come before the file. */
  fields: readonly string[];
  /**
   * The format a file name stands for given the fields sent before it, or null to refuse it
   * (with `unsupported`); drawings by default.
   */
  formatOf?: (name: string, fields: ReadonlyMap<string, string>) => FileFormat | null;
  unsupported?: (name: string, fields: ReadonlyMap<string, string>) => string;
  /**
   * Runs when the file part starts, with the text fields sent before it; throwing an HttpError
   * refuses the upload before its bytes are stored.
   */
  beforeFile?: (file: { name: string; format: FileFormat }, fields: ReadonlyMap<string, string>) => void;
}

const headBytes = 1024;
const maxFieldBytes = 1024;
const maxNameLength = 255;
/** Body bytes beyond the file (boundaries, part headers, text fields) an upload may carry. */
const overheadBytes = 64 * 1024;
const supported = '（支持 STL、OBJ、3MF、STEP、IGES、ZIP）';

/** `.dwg` of a name, or 无扩展名. */
export function extensionText(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '无扩展名' : name.slice(dot).toLowerCase();
}

export const uploadMessages = {
  notMultipart: '请以 multipart/form-data 上传文件',
  noFile: '请选择要上传的文件',
  oneFile: '一次只能上传一个文件',
  tooLarge: (name: string, maxBytes: number) => `文件「${name}」超过 ${Math.round(maxBytes / 1024 / 1024)} MB 的上限`,
  bodyTooLarge: '上传内容过大',
  unsupported: (name: string) => `不支持的文件格式：${extensionText(name)}${supported}`,
  empty: (name: string) => `文件「${name}」是空文件`,
  nameTooLong: `文件名最多 ${maxNameLength} 个字符`,
  unknownField: (name: string) => `不支持的表单字段：${name}`,
  fieldAfterFile: (name: string) => `表单字段 ${name} 须在 file 之前发送`,
  fieldTooLong: (name: string) => `表单字段 ${name} 过长`,
} as const;

type Current =
  | { kind: 'field'; name: string; chunks: Buffer[]; size: number }
  | { kind: 'file'; name: string; format: FileFormat; maxBytes: number; path: string; handle: FileHandle; hash: Hash; size: number; head: Buffer[]; headSize: number };

/**
 * Reads a multipart upload of one `file` and a few text fields, streaming the file to the
 * upload folder's incoming area while checking its name, its size and `beforeFile`. When it
 * refuses, it keeps reading (and dropping) a little more of the body so the client gets the
 * answer instead of a reset connection, then gives up on the rest.
 */
export async function receiveUpload(
  request: Request,
  options: UploadOptions,
): Promise<{ fields: Map<string, string>; file: ReceivedFile }> {
  const boundary = boundaryOf(request.headers.get('content-type'));
  if (boundary === null || request.body === null) throw new HttpError(400, uploadMessages.notMultipart);
  const parser = new MultipartParser(boundary);
  const reader = request.body.getReader();
  const fields = new Map<string, string>();
  const bodyLimit = options.maxBytes + overheadBytes;
  // Mutated by the event handler; an object so the compiler does not narrow it away.
  const state: { current: Current | null; received: ReceivedFile | null } = { current: null, received: null };

  const handle = async (event: MultipartEvent) => {
    const current = state.current;
    if (event.type === 'part') {
      state.current = await startPart(event, fields, state.received !== null, options);
    } else if (current === null) {
      // Bytes of a part already refused cannot arrive: a refusal stops the parsing.
    } else if (event.type === 'data') {
      current.size += event.chunk.byteLength;
      if (current.kind === 'field') {
        if (current.size > maxFieldBytes) throw new HttpError(400, uploadMessages.fieldTooLong(current.name));
        current.chunks.push(Buffer.from(event.chunk));
        return;
      }
      if (current.size > current.maxBytes) throw new HttpError(413, uploadMessages.tooLarge(current.name, current.maxBytes));
      current.hash.update(event.chunk);
      if (current.headSize < headBytes) {
        const piece = Buffer.from(event.chunk.subarray(0, headBytes - current.headSize));
        current.head.push(piece);
        current.headSize += piece.byteLength;
      }
      await current.handle.write(event.chunk);
    } else {
      state.current = null;
      if (current.kind === 'field') {
        fields.set(current.name, cleanText(current.name, Buffer.concat(current.chunks).toString('utf8')));
        return;
      }
      await current.handle.close();
      state.received = {
        name: current.name,
        format: current.format,
        size: current.size,
        sha256: current.hash.digest('hex'),
        head: Buffer.concat(current.head),
        path: current.path,
      };
      if (current.size === 0) throw new HttpError(400, uploadMessages.empty(current.name));
    }
  };

  try {
    await readMultipartBody(reader, parser, handle, bodyLimit, uploadMessages.bodyTooLarge);
    if (state.received === null) throw new HttpError(400, uploadMessages.noFile);
    return { fields, file: state.received };
  } catch (error) {
    const { current, received } = state;
    if (current !== null && current.kind === 'file') {
      await current.handle.close().catch(() => undefined);
      rmSync(current.path, { force: true });
    }
    if (received !== null) rmSync(received.path, { force: true });
    throw storageFailure(error) ?? error;
  }
}

async function startPart(
  event: Extract<MultipartEvent, { type: 'part' }>,
  fields: ReadonlyMap<string, string>,
  haveFile: boolean,
  options: UploadOptions,
): Promise<Current> {
  if (event.filename === null) {
    if (!options.fields.includes(event.name)) throw new HttpError(400, uploadMessages.unknownField(event.name));
    // The file is checked against the fields sent before it; one sent later would be silently ignored.
    if (haveFile) throw new HttpError(400, uploadMessages.fieldAfterFile(event.name));
    return { kind: 'field', name: event.name, chunks: [], size: 0 };
  }
  if (event.name !== 'file') throw new HttpError(400, uploadMessages.unknownField(event.name));
  if (haveFile) throw new HttpError(400, uploadMessages.oneFile);
  // Some clients send the full local path; only the last segment is the name.
  const name = cleanText('filename', basename(event.filename.replaceAll('\\', '/')).trim());
  if (name === '') throw new HttpError(400, uploadMessages.noFile);
  if (name.length > maxNameLength) throw new HttpError(400, uploadMessages.nameTooLong);
  const format = options.formatOf ? options.formatOf(name, fields) : designFormatOf(name);
  if (format === null) throw new HttpError(400, options.unsupported ? options.unsupported(name, fields) : uploadMessages.unsupported(name));
  options.beforeFile?.({ name, format }, fields);
  const maxBytes = Math.min(options.maxBytes, options.maxBytesOf?.(format) ?? options.maxBytes);
  const { path, handle } = await options.folder.openIncoming();
  return { kind: 'file', name, format, maxBytes, path, handle, hash: createHash('sha256'), size: 0, head: [], headSize: 0 };
}
