import { createHash, type Hash } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import type { UploadFolder } from './upload-folder.ts';
import { HttpError, storageFailure } from './errors.ts';
import { boundaryOf, MultipartParser, readMultipartBody, type MultipartEvent } from './multipart.ts';
import { cleanText } from './validation.ts';
import { fieldLabel } from './field-labels.ts';

/** What the policies say of a form field, named in Chinese (an unknown one is not named: it means nothing to a customer). */
export const formFieldMessages = {
  label: (name: string): string => fieldLabel(name) ?? '表单字段',
  unknown: (_name: string): string => '表单中有本页不接受的字段，请刷新页面后重新提交',
  tooLong: (name: string): string => `${fieldLabel(name) ?? '表单字段'}过长`,
} as const;

/** A received file part, streamed to `path` in the incoming area (the caller keeps or removes it). */
export interface ReceivedPart<Kind> {
  name: string;
  /** What the policy's `accept` made of it (a file format, nothing…). */
  kind: Kind;
  size: number;
  sha256: string;
  /** The first `headBytes`, to check the content without reading the file again. */
  head: Uint8Array;
  path: string;
}

export interface PartMessages {
  notMultipart: string;
  unknownField: (name: string) => string;
  repeatedField: (name: string) => string;
  fieldAfterFile: (name: string) => string;
  fieldTooLong: (name: string) => string;
  tooManyFiles: string;
  noName: string;
  nameTooLong: string;
  tooLarge: (name: string, maxBytes: number) => string;
  empty: (name: string) => string;
  bodyTooLarge: string;
  noFile: string;
}

/** What one endpoint accepts: its text fields, its file parts, their sizes and content checks. */
export interface MultipartPolicy<Kind> {
  folder: UploadFolder;
  messages: PartMessages;
  /** The text fields the form may carry; any other part is refused. */
  fields: readonly string[];
  maxFieldBytes: number;
  /** Files are checked against the fields sent before them, so a field after a file is refused. */
  fieldsBeforeFiles: boolean;
  /** A text field sent twice is refused instead of the last one counting. */
  refuseRepeatedFields: boolean;
  /** The name of the file parts (`file`, `image`) and how many of them (at least one when `requireFile`). */
  filePart: string;
  maxFiles: number;
  requireFile: boolean;
  maxNameLength: number;
  headBytes: number;
  /** The whole body, beyond which reading stops (413). */
  bodyLimit: number;
  /**
   * Runs when a file part starts, with its name and the fields sent before it: what the file is
   * and how large it may be; throwing an HttpError refuses it before any byte is stored.
   */
  accept: (name: string, fields: ReadonlyMap<string, string>) => { kind: Kind; maxBytes: number };
  /**
   * Checks the content from its first `bytes` (and, for a shorter file, at its end), so a
   * disguised file is refused before it is stored whole; throws to refuse.
   */
  sniff?: { bytes: number; check: (head: Uint8Array, name: string) => void };
}

type Current<Kind> =
  | { type: 'field'; name: string; chunks: Buffer[]; size: number }
  | { type: 'file'; name: string; kind: Kind; maxBytes: number; path: string; handle: FileHandle; hash: Hash; size: number; head: Buffer[]; headSize: number; sniffed: boolean };

/**
 * Reads a multipart body under `policy`, streaming each file part to the upload folder's incoming
 * area while its name, size and first bytes are checked. When it refuses, it keeps reading (and
 * dropping) a little more of the body so the client gets the answer instead of a reset
 * connection, and removes every file received so far.
 */
export async function receiveMultipart<Kind>(request: Request, policy: MultipartPolicy<Kind>): Promise<{ fields: Map<string, string>; files: ReceivedPart<Kind>[] }> {
  const { messages } = policy;
  const boundary = boundaryOf(request.headers.get('content-type'));
  if (boundary === null || request.body === null) throw new HttpError(400, messages.notMultipart);
  const parser = new MultipartParser(boundary);
  const fields = new Map<string, string>();
  const files: ReceivedPart<Kind>[] = [];
  // Mutated by the event handler; an object so the compiler does not narrow it away.
  const state: { current: Current<Kind> | null } = { current: null };

  const sniff = (current: Extract<Current<Kind>, { type: 'file' }>) => {
    current.sniffed = true;
    policy.sniff?.check(Buffer.concat(current.head), current.name);
  };

  const handle = async (event: MultipartEvent) => {
    const current = state.current;
    if (event.type === 'part') {
      state.current = await startPart(event, fields, files.length, policy);
      return;
    }
    // Bytes of a part already refused cannot arrive: a refusal stops the parsing.
    if (current === null) return;
    if (event.type === 'data') {
      current.size += event.chunk.byteLength;
      if (current.type === 'field') {
        if (current.size > policy.maxFieldBytes) throw new HttpError(400, messages.fieldTooLong(current.name));
        current.chunks.push(Buffer.from(event.chunk));
        return;
      }
      if (current.size > current.maxBytes) throw new HttpError(413, messages.tooLarge(current.name, current.maxBytes));
      current.hash.update(event.chunk);
      if (current.headSize < policy.headBytes) {
        const piece = Buffer.from(event.chunk.subarray(0, policy.headBytes - current.headSize));
        current.head.push(piece);
        current.headSize += piece.byteLength;
      }
      if (!current.sniffed && policy.sniff !== undefined && current.headSize >= policy.sniff.bytes) sniff(current);
      await current.handle.write(event.chunk);
      return;
    }
    state.current = null;
    if (current.type === 'field') {
      fields.set(current.name, cleanText(current.name, Buffer.concat(current.chunks).toString('utf8')));
      return;
    }
    await current.handle.close();
    files.push({ name: current.name, kind: current.kind, size: current.size, sha256: current.hash.digest('hex'), head: Buffer.concat(current.head), path: current.path });
    if (current.size === 0) throw new HttpError(400, messages.empty(current.name));
    if (!current.sniffed) sniff(current);
  };

  try {
    await readMultipartBody(request.body.getReader(), parser, handle, policy.bodyLimit, messages.bodyTooLarge);
    if (policy.requireFile && files.length === 0) throw new HttpError(400, messages.noFile);
    return { fields, files };
  } catch (error) {
    const current = state.current;
    if (current !== null && current.type === 'file') {
      await current.handle.close().catch(() => undefined);
      rmSync(current.path, { force: true });
    }
    removeReceived(files);
    throw storageFailure(error) ?? error;
  }
}

/** Deletes the incoming bytes of received files that will not be kept. */
export function removeReceived(files: ReadonlyArray<{ path: string }>): void {
  for (const file of files) rmSync(file.path, { force: true });
}

async function startPart<Kind>(
  event: Extract<MultipartEvent, { type: 'part' }>,
  fields: ReadonlyMap<string, string>,
  fileCount: number,
  policy: MultipartPolicy<Kind>,
): Promise<Current<Kind>> {
  const { messages } = policy;
  if (event.filename === null) {
    if (!policy.fields.includes(event.name)) throw new HttpError(400, messages.unknownField(event.name));
    if (policy.refuseRepeatedFields && fields.has(event.name)) throw new HttpError(400, messages.repeatedField(event.name));
    // The files are checked against the fields sent before them; one sent later would be silently ignored.
    if (policy.fieldsBeforeFiles && fileCount > 0) throw new HttpError(400, messages.fieldAfterFile(event.name));
    return { type: 'field', name: event.name, chunks: [], size: 0 };
  }
  if (event.name !== policy.filePart) throw new HttpError(400, messages.unknownField(event.name));
  if (fileCount >= policy.maxFiles) throw new HttpError(400, messages.tooManyFiles);
  // Some clients send the full local path; only the last segment is the name.
  const name = cleanText('filename', basename(event.filename.replaceAll('\\', '/')).trim());
  if (name === '') throw new HttpError(400, messages.noName);
  if (name.length > policy.maxNameLength) throw new HttpError(400, messages.nameTooLong);
  const { kind, maxBytes } = policy.accept(name, fields);
  const { path, handle } = await policy.folder.openIncoming();
  return { type: 'file', name, kind, maxBytes, path, handle, hash: createHash('sha256'), size: 0, head: [], headSize: 0, sniffed: false };
}
