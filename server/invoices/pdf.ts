/**
 * The PDF the simulated platform issues for an invoice request: one A4 page in Chinese
 * (增值税普通发票 / 增值税专用发票, 发票号码, 开票日期 …) that says it is a simulation. Its text is
 * drawn in a Type 3 font made of the outlines of the characters it prints (invoice-glyphs.ts,
 * from Noto Sans CJK SC), embedded in the file: every viewer renders it without a CJK font of its
 * own, and a ToUnicode map keeps the text selectable and searchable. Uncompressed.
 */
import { formatFen } from '../../src/lib/format/money.ts';
import { shopDay } from '../orders/numbers.ts';
import { invoiceGlyphs } from './invoice-glyphs.ts';
import { invoiceLabels } from './pdf-labels.ts';

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

/** Order numbers per printed line, so a request of many orders stays on the page. */
const ORDERS_PER_LINE = 4;

/** The lines the page shows, top to bottom. */
export function invoiceLines(invoice: InvoicePdf): string[] {
  const orderLines: string[] = [];
  for (let i = 0; i < invoice.orderNos.length; i += ORDERS_PER_LINE) orderLines.push(invoice.orderNos.slice(i, i + ORDERS_PER_LINE).join('、'));
  return [
    invoiceLabels[invoice.type],
    `${invoiceLabels.invoiceNo}${invoice.invoiceNo}`,
    `${invoiceLabels.issued}${shopDay(invoice.issuedAt)}`,
    `${invoiceLabels.buyerTaxNo}${invoice.taxNo}`,
    `${invoiceLabels.amount}${formatFen(invoice.amount)}`,
    `${invoiceLabels.requestNo}${invoice.requestNo}`,
    ...orderLines.map((line, index) => (index === 0 ? `${invoiceLabels.orders}${line}` : `${' '.repeat(4)}${line}`)),
    invoiceLabels.notice,
  ];
}

/** A character the glyphs lack is printed as ?: the invoice's own fields are ASCII (numbers, dates, tax IDs). */
const glyphOf = (char: string) => invoiceGlyphs[char] ?? invoiceGlyphs['?'] ?? { w: 500, d: '' };
const charOf = (char: string) => (invoiceGlyphs[char] ? char : '?');

const hex = (code: number) => code.toString(16).padStart(2, '0').toUpperCase();
const utf16Hex = (char: string) => Array.from({ length: char.length }, (_, i) => char.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase()).join('');

/** The PDF's bytes. */
export function invoicePdf(invoice: InvoicePdf): Uint8Array<ArrayBuffer> {
  const lines = invoiceLines(invoice);
  // One byte code per distinct character, in order of first use (a page uses well under 256).
  const codes = new Map<string, number>();
  for (const char of lines.join('')) {
    const shown = charOf(char);
    if (!codes.has(shown)) codes.set(shown, codes.size);
  }
  if (codes.size > 256) throw new Error('invoice PDF: more than 256 distinct characters');
  const used = [...codes.keys()];

  const content = lines
    .map((line, index) => {
      const size = index === 0 ? 18 : 11;
      const text = [...line].map((char) => hex(codes.get(charOf(char)) ?? 0)).join('');
      return `BT /F1 ${size} Tf 56 ${780 - index * 26} Td <${text}> Tj ET`;
    })
    .join('\n');

  const toUnicode = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Invoice-UCS def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    ...chunks(used, 100).flatMap((chunk, c) => [`${chunk.length} beginbfchar`, ...chunk.map((char, i) => `<${hex(c * 100 + i)}> <${utf16Hex(char)}>`), 'endbfchar']),
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');

  // Objects: 1 catalog, 2 pages, 3 page, 4 font, 5 content, 6 ToUnicode, then one glyph procedure each.
  const glyphObject = (index: number) => 7 + index;
  const font = [
    '<< /Type /Font /Subtype /Type3 /Name /F1',
    '/FontBBox [0 -150 1000 900] /FontMatrix [0.001 0 0 0.001 0 0]',
    `/CharProcs << ${used.map((_, i) => `/g${i} ${glyphObject(i)} 0 R`).join(' ')} >>`,
    `/Encoding << /Type /Encoding /Differences [0 ${used.map((_, i) => `/g${i}`).join(' ')}] >>`,
    `/FirstChar 0 /LastChar ${used.length - 1} /Widths [${used.map((char) => glyphOf(char).w).join(' ')}]`,
    '/Resources << >> /ToUnicode 6 0 R >>',
  ].join('\n');
  const stream = (body: string) => `<< /Length ${new TextEncoder().encode(body).length} >>\nstream\n${body}\nendstream`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    font,
    stream(content),
    stream(toUnicode),
    ...used.map((char) => {
      const glyph = glyphOf(char);
      // d0: the glyph takes the colour of the text; an empty outline (a space) draws nothing.
      return stream(`${glyph.w} 0 d0\n${glyph.d}${glyph.d ? ' f' : ''}`);
    }),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  const encoder = new TextEncoder();
  let length = encoder.encode(body).length;
  const parts = [body];
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = `${index + 1} 0 obj\n${object}\nendobj\n`;
    parts.push(part);
    length += encoder.encode(part).length;
  });
  const xref = length;
  parts.push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`);
  parts.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  body = parts.join('');
  return encoder.encode(body);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
