/**
 * A saved quotation keeps its prices until its validUntil: when it becomes a draft while valid,
 * its lines are held for the reader (price-holds.ts) for the same parts, quantities and choices
 * at the factory that quoted them, so step 3 and the order charge them even if the catalogue's
 * price rose since. An expired quotation holds nothing: its draft is priced afresh, and the
 * quotation's own figures (`quoted`) go with it so the difference is shown before paying.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { QuotationDraft } from '../../src/wire/quote-docs.ts';
import type { ItemPart, QuoteLine } from '../../src/wire/quotes.ts';
import { intOf, nullableIntOf, numberOf, textOf, type Row } from '../core/rows.ts';
import { holdDigest, recordHold } from '../quotation/price-holds.ts';
import { storedOptionsOf, storedPartsOf } from '../quotation/line-choices.ts';
import type { CustomerScope } from '../users/customers.ts';

/** The quotation's own figures as it was saved, for the draft to compare today's price with. */
export function quotedOf(row: Row): NonNullable<QuotationDraft['quoted']> {
  return { goods: intOf(row, 'goods'), payable: intOf(row, 'payable'), validUntil: new Date(intOf(row, 'valid_until')).toISOString() };
}

/**
 * Holds the quotation's line prices for the reader's draft (`items`, in the quotation's order,
 * with the reader's own file ids) until its validUntil, when it is valid at `at`, the reader
 * orders from the factory that quoted it, and every line kept the choices it was quoted with.
 */
export function holdQuotationPrices(
  db: DatabaseSync,
  scope: CustomerScope,
  row: Row,
  items: ReadonlyArray<{ position: number; fileId: number; quantity: number; options?: QuoteLine['options']; parts?: ItemPart[] | undefined }>,
  optionsDropped: boolean,
  at: number,
): void {
  const validUntil = intOf(row, 'valid_until');
  const materialId = nullableIntOf(row, 'material_id');
  const quotedBy = db.prepare('SELECT factory_id FROM quotations WHERE id = ?').get(intOf(row, 'id'));
  const factoryId = quotedBy === undefined ? null : nullableIntOf(quotedBy, 'factory_id');
  if (at >= validUntil || materialId === null || optionsDropped || scope.usingFactoryId === null || scope.usingFactoryId !== factoryId) return;
  const quoted = new Map(
    db
      .prepare('SELECT position, name, volume, unit_price, quantity, subtotal, manual, options, lead_days, parts FROM quotation_lines WHERE quotation_id = ?')
      .all(intOf(row, 'id'))
      .map((line) => [intOf(line, 'position'), line]),
  );
  const lines: QuoteLine[] = [];
  for (const item of items) {
    const line = quoted.get(item.position);
    if (line === undefined || intOf(line, 'quantity') !== item.quantity) return;
    const options = storedOptionsOf(line);
    const leadDays = nullableIntOf(line, 'lead_days');
    lines.push({
      fileId: item.fileId,
      fileName: textOf(line, 'name'),
      volume: line['volume'] === null ? null : numberOf(line, 'volume'),
      unitPrice: intOf(line, 'unit_price'),
      quantity: item.quantity,
      subtotal: intOf(line, 'subtotal'),
      manual: intOf(line, 'manual') === 1,
      ...(options === undefined ? {} : { options }),
      ...(options === undefined || leadDays === null ? {} : { leadDays }),
      ...storedPartsOf(line),
    });
  }
  const digest = holdDigest(scope.usingFactoryId, { materialId, items: items.map(({ fileId, quantity, options, parts }) => ({ fileId, quantity, ...(options === undefined ? {} : { options }), ...(parts ? { parts } : {}) })) });
  recordHold(db, { customerId: scope.customerId, digest, materialId, lines, source: textOf(row, 'quote_no'), validUntil }, at);
}
