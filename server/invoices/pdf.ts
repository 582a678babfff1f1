/**
 * The PDF the simulated platform issues for an invoice request: one A4 page in the PDF's own
 * Helvetica, so it needs no font file; its text is ASCII only (figures, numbers, dates) and says
 * it is a simulation. Uncompressed, so a test can read the invoice number back from the bytes.
 */

export interface InvoicePdf {
  invoiceNo: string;
  requestNo: string;
  type: 'normal' | 'special';
  taxNo: string;
  /** Fen. */
  amount: number;
  orderNos: readonly string[];
  /** Milliseconds since the epoch. */
  issuedAt: number;
}

/** Text for a PDF string literal: backslash and parentheses escaped, nothing outside ASCII. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7E]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The lines the page shows, top to bottom. */
export function invoiceLines(invoice: InvoicePdf): string[] {
  return [
    `VAT ${invoice.type === 'special' ? 'Special' : 'General'} Invoice (simulated)`,
    `Invoice No.: ${invoice.invoiceNo}`,
    `Issued: ${new Date(invoice.issuedAt).toISOString().slice(0, 10)}`,
    `Buyer tax ID: ${invoice.taxNo}`,
    `Amount incl. tax, CNY: ${yuan(invoice.amount)}`,
    `Request No.: ${invoice.requestNo}`,
    `Orders: ${invoice.orderNos.join(', ')}`,
    'Issued by the simulated platform of the reference shop-platform API; not a real invoice.',
  ];
}

/** The PDF's bytes. */
export function invoicePdf(invoice: InvoicePdf): Uint8Array<ArrayBuffer> {
  const content = invoiceLines(invoice)
    .map((line, index) => `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 24} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
