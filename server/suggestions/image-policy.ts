import { imageSize, sniffImage, SNIFF_BYTES, type ImageKind, type PixelSize } from '../../src/lib/files/image-sniff.ts';
import { SUGGESTION_LIMITS } from '../../src/lib/forms/suggestion-rules.ts';
import { HttpError } from '../core/errors.ts';
import { formFieldMessages, receiveMultipart, removeReceived } from '../core/multipart-receiver.ts';
import type { UploadFolder } from '../core/upload-folder.ts';

/** A received image, streamed to `path` in the incoming area (the caller keeps or removes it). */
export interface ReceivedImage {
  name: string;
  kind: ImageKind;
  size: number;
  pixels: PixelSize | null;
  path: string;
}

const maxNameLength = 255;
const maxMb = SUGGESTION_LIMITS.maxImageBytes / 1024 / 1024;

export const suggestionUploadMessages = {
  notMultipart: '请通过反馈表单提交',
  unknownField: (name: string) => formFieldMessages.unknown(name),
  repeatedField: (name: string) => `${formFieldMessages.label(name)}重复提交了多次`,
  fieldTooLong: (name: string) => formFieldMessages.tooLong(name),
  tooManyImages: `最多上传 ${SUGGESTION_LIMITS.maxImages} 张图片`,
  noName: '图片缺少文件名',
  nameTooLong: `图片文件名最多 ${maxNameLength} 个字符`,
  notImage: (name: string) => `图片「${name}」不是 PNG、JPEG 或 WebP 格式`,
  tooLarge: (name: string) => `图片「${name}」超过 ${maxMb} MB 的上限`,
  empty: (name: string) => `图片「${name}」是空文件`,
  bodyTooLarge: '提交的内容过大',
} as const;

/** How many images of what size one form takes, and the words its refusals use. */
export interface ImageFormPolicy {
  maxImages: number;
  maxImageBytes: number;
  /** The file part's name. */
  part: string;
  messages: {
    notMultipart: string;
    tooManyImages: string;
    tooLarge: (name: string) => string;
  };
}

const suggestionPolicy: ImageFormPolicy = {
  maxImages: SUGGESTION_LIMITS.maxImages,
  maxImageBytes: SUGGESTION_LIMITS.maxImageBytes,
  part: 'image',
  messages: suggestionUploadMessages,
};

/**
 * Reads the multipart body of a new suggestion: its text fields (`fieldNames`, each once) and up
 * to three `image` files, each refused as soon as its size or first bytes say it is not a
 * picture we take. On any refusal nothing received is kept.
 */
export function receiveSuggestion(request: Request, folder: UploadFolder, fieldNames: readonly string[]): Promise<{ fields: Map<string, string>; images: ReceivedImage[] }> {
  return receiveImageForm(request, folder, fieldNames, suggestionPolicy);
}

/**
 * Reads a multipart form of text fields (`fieldNames`, each once) and up to `policy.maxImages`
 * PNG, JPEG or WebP files (judged by their first bytes), as suggestions and after-sales claims
 * take them. On any refusal nothing received is kept.
 */
export async function receiveImageForm(
  request: Request,
  folder: UploadFolder,
  fieldNames: readonly string[],
  policy: ImageFormPolicy,
): Promise<{ fields: Map<string, string>; images: ReceivedImage[] }> {
  const notImage = (name: string) => new HttpError(400, suggestionUploadMessages.notImage(name));
  const { fields, files } = await receiveMultipart(request, {
    folder,
    messages: {
      ...suggestionUploadMessages,
      notMultipart: policy.messages.notMultipart,
      fieldAfterFile: suggestionUploadMessages.unknownField,
      tooManyFiles: policy.messages.tooManyImages,
      tooLarge: (name) => policy.messages.tooLarge(name),
      noFile: suggestionUploadMessages.noName,
    },
    fields: fieldNames,
    // 500 characters of up to 4 UTF-8 bytes each, and some room.
    maxFieldBytes: 4 * 1024,
    fieldsBeforeFiles: false,
    refuseRepeatedFields: true,
    filePart: policy.part,
    maxFiles: policy.maxImages,
    requireFile: false,
    maxNameLength,
    // Enough of the start of a file to find a JPEG's frame header behind its EXIF data.
    headBytes: 64 * 1024,
    bodyLimit: policy.maxImages * policy.maxImageBytes + 64 * 1024,
    accept: () => ({ kind: null, maxBytes: policy.maxImageBytes }),
    sniff: {
      bytes: SNIFF_BYTES,
      check: (head, name) => {
        if (sniffImage(head) === null) throw notImage(name);
      },
    },
  });
  const images = files.map((file): ReceivedImage => {
    const kind = sniffImage(file.head);
    if (kind === null) {
      removeReceived(files);
      throw notImage(file.name);
    }
    return { name: file.name, kind, size: file.size, pixels: imageSize(file.head, kind), path: file.path };
  });
  return { fields, images };
}
