import { describe, expect, test } from 'vitest';
import type { DrawingFile } from '../wire/files.ts';
import type { QuotationDraft } from '../wire/quote-docs.ts';
import { parseQuotationDraft } from './quotation-draft.ts';
import { draftFromQuotation } from './quote-doc-draft.ts';

const file = (id: number): DrawingFile => ({ id, name: `part-${id}.stl`, size: 684, format: 'stl', geometry: null, warnings: [], createdAt: '2026-11-21T02:00:00.000Z' });
const answer = (items: QuotationDraft['items']): QuotationDraft => ({
  quoteNo: 'BJ20261124-0001',
  draftId: 'draft-from-quote',
  expired: false,
  materialId: 4,
  colour: null,
  remarks: '',
  items,
  copied: false,
  storageSize: 0,
  quote: null,
  unpriced: null,
});

describe('a quotation turned back into a draft', () => {
  test("restores each part's choices into the draft, which reads them back after a reload", () => {
    const painted = { units: 'inch', finish: 'painting', colour: '中国红', leadTime: 'express' } as const;
    const draft = draftFromQuotation(41, answer([{ file: file(7), quantity: 10, options: painted }, { file: file(8), quantity: 1 }]), () => 'k');
    expect(draft.partOptions).toEqual({ '7': painted });
    expect(parseQuotationDraft(JSON.stringify(draft))?.partOptions).toEqual({ '7': painted });
  });

  test('a quotation saved without choices gives a draft without any', () => {
    expect(draftFromQuotation(41, answer([{ file: file(7), quantity: 2 }]), () => 'k').partOptions).toEqual({});
  });
});
