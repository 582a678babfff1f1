import { rmSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import { imageSize, sniffImage, SNIFF_BYTES, type ImageKind, type PixelSize } from '../../src/lib/image-sniff.ts';
import { SUGGESTION_LIMITS } from '../../src/lib/suggestion-rules.ts';
import { cleanText } from '../core/validation.ts';
import { HttpError, storageFailure } from '../core/errors.ts';
import { boundaryOf, MultipartParser, readMultipartBody, type MultipartEvent } from '../core/multipart.ts';
import type { UploadFolder } from '../files/upload-folder.ts';

/** A received image, streamed to `path` in the incoming area (the caller keeps or removes it). */
export interface ReceivedImage {
  name: string;
  kind: ImageKind;
  size: number;
  pixels: PixelSize | null;
  path: string;
}

const fieldNames = ['type', 'title', 'content', 'contact', 'idempotencyKey'] as const;
/** 500 characters of up to 4 UTF-8 bytes each, and some room. */
const maxFieldBytes = 4 * 1024;
const maxNameLength = 255;
/** Enough of the start of a file to find a JPEG's frame header behind its EXIF data. */
const headBytes = 64 * 1024;
const overheadBytes = 64 * 1024;
const maxMb = SUGGESTION_LIMITS.maxImageBytes / 1024 / 1024;

export const suggestionUploadMessages = {
  notMultipart: '请以 multipart/form-data 提交反馈',
  unknownField: (name: string) => `不支持的表单字段：${name}`,
  repeatedField: (name: string) => `表单字段 ${name} 重复`,
  fieldTooLong: (name: string) => `表单字段 ${name} 过长`,
  tooManyImages: `最多上传 ${SUGGESTION_LIMITS.maxImages} 张图片`,
  noName: '图片缺少文件名',
  nameTooLong: `图片文件名最多 ${maxNameLength} 个字符`,
  notImage: (name: string) => `图片「${name}」不是 PNG、JPEG 或 WebP 格式`,
  tooLarge: (name: string) => `图片「${name}」超过 ${maxMb} MB 的上限`,
  empty: (name: string) => `图片「${name}」是空文件`,
  bodyTooLarge: '提交的内容过大',
} as const;

type Current =
  | { kind: 'field'; name: string; chunks: Buffer[]; size: number }
  | { kind: 'image'; name: string; path: string; handle: FileHandle; size: number; head: Buffer[]; headSize: number; sniffed: ImageKind | null };

/**
 * Reads the multipart body of a new suggestion: its text fields and up to three `image` files,
 * each streamed to the incoming area while its size and first bytes are checked, so a refused
 * file is never read whole. On any refusal every file received so far is removed; the caller
 * removes (or keeps) the rest.
 */
export async function receiveSuggestion(request: Request, folder: UploadFolder): Promise<{ fields: Map<string, string>; images: ReceivedImage[] }> {
  const boundary = boundaryOf(request.headers.get('content-type'));
  if (boundary === null || request.body === null) throw new HttpError(400, suggestionUploadMessages.notMultipart);
  const parser = new MultipartParser(boundary);
  const reader = request.body.getReader();
  const fields = new Map<string, string>();
  const images: ReceivedImage[] = [];
  const bodyLimit = SUGGESTION_LIMITS.maxImages * SUGGESTION_LIMITS.maxImageBytes + overheadBytes;
  const state: { current: Current | null } = { current: null };

  const handle = async (event: MultipartEvent) => {
    const current = state.current;
    if (event.type === 'part') {
      state.current = await startPart(event, fields, images.length, folder);
      return;
    }
    if (current === null) return;
    if (event.type === 'data') {
      current.size += event.chunk.byteLength;
      if (current.kind === 'field') {
        if (current.size > maxFieldBytes) throw new HttpError(400, suggestionUploadMessages.fieldTooLong(current.name));
        current.chunks.push(Buffer.from(event.chunk));
        return;
      }
      if (current.size > SUGGESTION_LIMITS.maxImageBytes) throw new HttpError(413, suggestionUploadMessages.tooLarge(current.name));
      if (current.headSize < headBytes) {
        const piece = Buffer.from(event.chunk.subarray(0, headBytes - current.headSize));
        current.head.push(piece);
        current.headSize += piece.byteLength;
      }
      // Refuse a disguised file as soon as its first bytes are in, not after storing it whole.
      if (current.sniffed === null && current.headSize >= SNIFF_BYTES) {
        current.sniffed = sniffImage(Buffer.concat(current.head));
        if (current.sniffed === null) throw new HttpError(400, suggestionUploadMessages.notImage(current.name));
      }
      await current.handle.write(event.chunk);
      return;
    }
    state.current = null;
    if (current.kind === 'field') {
      fields.set(current.name, cleanText(current.name, Buffer.concat(current.chunks).toString('utf8')));
      return;
    }
    await current.handle.close();
    if (current.size === 0) {
      rmSync(current.path, { force: true });
      throw new HttpError(400, suggestionUploadMessages.empty(current.name));
    }
    const head = Buffer.concat(current.head);
    const kind = current.sniffed ?? sniffImage(head);
    if (kind === null) {
      rmSync(current.path, { force: true });
      throw new HttpError(400, suggestionUploadMessages.notImage(current.name));
    }
    images.push({ name: current.name, kind, size: current.size, pixels: imageSize(head, kind), path: current.path });
  };

  try {
    await readMultipartBody(reader, parser, handle, bodyLimit, suggestionUploadMessages.bodyTooLarge);
    return { fields, images };
  } catch (error) {
    const current = state.current;
    if (current !== null && current.kind === 'image') {
      await current.handle.close().catch(() => undefined);
      rmSync(current.path, { force: true });
    }
    removeReceived(images);
    throw storageFailure(error) ?? error;
  }
}

/** Deletes the incoming bytes of received images that will not be kept. */
export function removeReceived(images: readonly ReceivedImage[]): void {
  for (const image of images) rmSync(image.path, { force: true });
}

async function startPart(event: Extract<MultipartEvent, { type: 'part' }>, fields: ReadonlyMap<string, string>, imageCount: number, folder: UploadFolder): Promise<Current> {
  if (event.filename === null) {
    if (!(fieldNames as readonly string[]).includes(event.name)) throw new HttpError(400, suggestionUploadMessages.unknownField(event.name));
    if (fields.has(event.name)) throw new HttpError(400, suggestionUploadMessages.repeatedField(event.name));
    return { kind: 'field', name: event.name, chunks: [], size: 0 };
  }
  if (event.name !== 'image') throw new HttpError(400, suggestionUploadMessages.unknownField(event.name));
  if (imageCount >= SUGGESTION_LIMITS.maxImages) throw new HttpError(400, suggestionUploadMessages.tooManyImages);
  // Some clients send the full local path; only the last segment is the name.
  const name = cleanText('filename', basename(event.filename.replaceAll('\\', '/')).trim());
  if (name === '') throw new HttpError(400, suggestionUploadMessages.noName);
  if (name.length > maxNameLength) throw new HttpError(400, suggestionUploadMessages.nameTooLong);
  const { path, handle } = await folder.openIncoming();
  return { kind: 'image', name, path, handle, size: 0, head: [], headSize: 0, sniffed: null };
}
