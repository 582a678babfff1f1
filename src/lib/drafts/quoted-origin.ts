import { isInt, isRecord, isString } from '../json-guard.ts';

/**
 * The saved quotation a quotation draft was made of, as the draft keeps it (quote-doc-draft.ts
 * writes it): its number, whether it had expired, until when it held, its goods and payable, and
 * the parts it priced (file id → quantity) with its material, so step 3 can tell whether the
 * draft still asks what the quotation priced. Read only by step 3's lazily loaded extras.
 */
export interface QuotedOrigin {
  quoteNo: string;
  expired: boolean;
  validUntil: string;
  goods: number;
  payable: number;
  materialId: number;
  quantities: Record<string, number>;
}

/** A stored origin, or null when it is not one (storage is read with suspicion). */
export function readQuotedOrigin(value: unknown): QuotedOrigin | null {
  if (!isRecord(value)) return null;
  const { quoteNo, expired, validUntil, goods, payable, materialId, quantities } = value;
  if (!isString(quoteNo) || typeof expired !== 'boolean' || !isString(validUntil) || !isInt(goods) || !isInt(payable) || !isInt(materialId) || !isRecord(quantities)) return null;
  const read: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(quantities)) {
    if (!isInt(quantity) || quantity < 1) return null;
    read[id] = quantity;
  }
  return { quoteNo, expired, validUntil, goods, payable, materialId, quantities: read };
}

/** Whether the draft (material, files and quantities) still asks exactly what the quotation priced. */
export function asksAsQuoted(origin: QuotedOrigin, draft: { materialTypeId: number; fileList: ReadonlyArray<{ id: number }>; quantities: Readonly<Record<string, number>> }): boolean {
  const ids = draft.fileList.map((file) => String(file.id));
  const quoted = Object.keys(origin.quantities);
  return (
    origin.materialId === draft.materialTypeId &&
    ids.length === quoted.length &&
    ids.every((id) => origin.quantities[id] !== undefined && origin.quantities[id] === (draft.quantities[id] ?? 1))
  );
}
