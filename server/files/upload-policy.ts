import type { FileFormat } from '../../src/lib/files/file-formats.ts';
import { drawingFormatOf as designFormatOf } from '../../src/lib/files/quotation-rules.ts';
import { HttpError } from '../core/errors.ts';
import { formFieldMessages, receiveMultipart, type ReceivedPart } from '../core/multipart-receiver.ts';
import type { UploadFolder } from '../core/upload-folder.ts';

/** An accepted upload, streamed to `path` (which the caller keeps or removes). */
export type ReceivedFile = ReceivedPart<FileFormat> & { format: FileFormat };

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
  notMultipart: '请通过上传表单提交文件',
  noFile: '请选择要上传的文件',
  oneFile: '一次只能上传一个文件',
  tooLarge: (name: string, maxBytes: number) => `文件「${name}」超过 ${Math.round(maxBytes / 1024 / 1024)} MB 的上限`,
  bodyTooLarge: '上传内容过大',
  unsupported: (name: string) => `不支持的文件格式：${extensionText(name)}${supported}`,
  empty: (name: string) => `文件「${name}」是空文件`,
  nameTooLong: `文件名最多 ${maxNameLength} 个字符`,
  unknownField: (name: string) => formFieldMessages.unknown(name),
  fieldAfterFile: (name: string) => `${formFieldMessages.label(name)}须在文件之前发送`,
  fieldTooLong: (name: string) => formFieldMessages.tooLong(name),
} as const;

/**
 * Reads a multipart upload of one `file` (a design file, or a reference picture or PDF) and a
 * few short text fields sent before it, streaming the file to the incoming area while checking
 * its name, its size and `beforeFile`. Its content is checked afterwards (accept-upload.ts).
 */
export async function receiveUpload(request: Request, options: UploadOptions): Promise<{ fields: Map<string, string>; file: ReceivedFile }> {
  const { fields, files } = await receiveMultipart(request, {
    folder: options.folder,
    messages: { ...uploadMessages, repeatedField: uploadMessages.unknownField, tooManyFiles: uploadMessages.oneFile, noName: uploadMessages.noFile },
    fields: options.fields,
    maxFieldBytes: 1024,
    fieldsBeforeFiles: true,
    refuseRepeatedFields: false,
    filePart: 'file',
    maxFiles: 1,
    requireFile: true,
    maxNameLength,
    headBytes: 1024,
    bodyLimit: options.maxBytes + overheadBytes,
    accept: (name, sent) => {
      const format = options.formatOf ? options.formatOf(name, sent) : designFormatOf(name);
      if (format === null) throw new HttpError(400, options.unsupported ? options.unsupported(name, sent) : uploadMessages.unsupported(name));
      options.beforeFile?.({ name, format }, sent);
      return { kind: format, maxBytes: Math.min(options.maxBytes, options.maxBytesOf?.(format) ?? options.maxBytes) };
    },
  });
  const [file] = files;
  // requireFile and maxFiles make it exactly one.
  if (file === undefined) throw new HttpError(400, uploadMessages.noFile);
  return { fields, file: { ...file, format: file.kind } };
}
