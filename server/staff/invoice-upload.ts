/** The multipart body of issuing an invoice: the 数电票 number and/or the invoice's PDF (by its first bytes). */
import { INVOICE_PDF_MAX_BYTES } from '../../src/wire/staff-invoices.ts';
import { HttpError } from '../core/errors.ts';
import { formFieldMessages, receiveMultipart, type ReceivedPart } from '../core/multipart-receiver.ts';
import type { UploadFolder } from '../core/upload-folder.ts';

const maxMb = INVOICE_PDF_MAX_BYTES / 1024 / 1024;
const maxNameLength = 255;
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export const invoiceUploadMessages = {
  notMultipart: '请通过开票表单提交',
  unknownField: (name: string) => formFieldMessages.unknown(name),
  repeatedField: (name: string) => `${formFieldMessages.label(name)}重复提交了多次`,
  fieldTooLong: (name: string) => formFieldMessages.tooLong(name),
  tooManyFiles: '只能上传一个发票文件',
  noName: '发票文件缺少文件名',
  nameTooLong: `发票文件名最多 ${maxNameLength} 个字符`,
  notPdf: (name: string) => `文件「${name}」不是 PDF 文件`,
  tooLarge: (name: string) => `文件「${name}」超过 ${maxMb} MB 的上限`,
  empty: (name: string) => `文件「${name}」是空文件`,
  bodyTooLarge: '提交的内容过大',
} as const;

const isPdf = (head: Uint8Array) => PDF_MAGIC.every((byte, index) => head[index] === byte);

/** Reads the form: its `invoiceNo` field (once) and at most one `file`, refused unless it starts with `%PDF-`. */
export async function receiveInvoiceForm(request: Request, folder: UploadFolder): Promise<{ fields: Map<string, string>; file: ReceivedPart<null> | null }> {
  const { fields, files } = await receiveMultipart(request, {
    folder,
    messages: { ...invoiceUploadMessages, fieldAfterFile: invoiceUploadMessages.unknownField, tooLarge: (name) => invoiceUploadMessages.tooLarge(name), noFile: invoiceUploadMessages.noName },
    fields: ['invoiceNo'],
    maxFieldBytes: 1024,
    fieldsBeforeFiles: false,
    refuseRepeatedFields: true,
    filePart: 'file',
    maxFiles: 1,
    requireFile: false,
    maxNameLength,
    headBytes: PDF_MAGIC.length,
    bodyLimit: INVOICE_PDF_MAX_BYTES + 64 * 1024,
    accept: () => ({ kind: null, maxBytes: INVOICE_PDF_MAX_BYTES }),
    sniff: {
      bytes: PDF_MAGIC.length,
      check: (head, name) => {
        if (!isPdf(head)) throw new HttpError(400, invoiceUploadMessages.notPdf(name));
      },
    },
  });
  return { fields, file: files[0] ?? null };
}
