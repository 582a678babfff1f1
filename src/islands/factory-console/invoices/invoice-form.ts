/**
 * The checks of the 发票 forms before sending (the server applies the same rules: the number, file
 * and reason rules of src/lib/forms/invoice-rules.ts); each answers the message to show, or
 * undefined when the entry is fine.
 */
import { DIGITAL_INVOICE_NO_PATTERN, INVOICE_PDF_MAX_BYTES, INVOICE_REFUSE_REASON_MAX, normaliseInvoiceNo } from '~/lib/forms/invoice-rules';
import { t } from './messages';

export const INVOICE_PDF_MAX_MB = INVOICE_PDF_MAX_BYTES / 1024 / 1024;

/** The number's problem: required without a file, 20 digits when given. */
export function invoiceNoProblem(invoiceNo: string, hasFile: boolean): string | undefined {
  const number = normaliseInvoiceNo(invoiceNo);
  if (number === '') return hasFile ? undefined : t('console.invoices.invoiceNoRequired');
  return DIGITAL_INVOICE_NO_PATTERN.test(number) ? undefined : t('console.invoices.invoiceNoFormat');
}

/** The chosen file's problem: a PDF (by name or type; the server reads its first bytes) within the size limit. */
export function invoiceFileProblem(file: { name: string; type: string; size: number } | null): string | undefined {
  if (file === null) return undefined;
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return t('console.invoices.fileNotPdf');
  if (file.size > INVOICE_PDF_MAX_BYTES) return t('console.invoices.fileTooLarge', { max: INVOICE_PDF_MAX_MB });
  return undefined;
}

export function refuseReasonProblem(reason: string): string | undefined {
  const text = reason.trim();
  if (text === '') return t('console.invoices.reasonRequired');
  if (text.length > INVOICE_REFUSE_REASON_MAX) return t('console.invoices.reasonTooLong', { max: INVOICE_REFUSE_REASON_MAX });
  return undefined;
}
