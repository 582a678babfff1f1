import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, describe, expect, test } from 'vitest';
import { drawingFile } from '../lib/drafts/test-support.ts';
import { newQuotationDraft, parseQuotationDraft } from '../lib/drafts/quotation-draft.ts';
import { QUOTATION_KEY } from '../core/shell/storage-keys.ts';
import { reorderDraft } from '../lib/drafts/reorder-draft.ts';

useTestStorageEngine();
const { $quotation } = await import('./quotation.ts');
const { startReorder } = await import('./quotation-handoff.ts');
// One key, declared once: the store and the handoff both take it from lib/storage-keys.ts.
const QUOTATION_DRAFT_KEY = QUOTATION_KEY;
const emptyDraft = () => newQuotationDraft('fresh-draft');

const file = drawingFile;

/** A Storage over the persistent test engine, as the quotation store sees it. */
const storage: Pick<Storage, 'setItem'> = {
  setItem: (key: string, value: string) => {
    getTestStorage()[key] = value;
  },
};

describe('再来一单 of a customised order', () => {
  afterEach(() => cleanTestStorage());

  test('writes the draft where the quotation store keeps it, in the shape it has', () => {
    expect(QUOTATION_DRAFT_KEY).toBe(QUOTATION_KEY);
    const ids = ['d1', 'k1', 'k2'];
    const draft = reorderDraft(3, { kind: 'customized', materialId: 2, items: [{ file: file(21), quantity: 4 }, { file: file(22), quantity: 1 }], missing: [] }, () => ids.shift() ?? 'x');
    expect(Object.keys(draft).sort()).toEqual(Object.keys(emptyDraft()).sort());
    expect(parseQuotationDraft(JSON.stringify(draft))).toEqual(draft);
  });

  test("the quotation store then holds the order's files, quantities and material, marked as the order's", () => {
    const before = $quotation.get().draftId;
    startReorder(3, { kind: 'customized', materialId: 2, items: [{ file: file(21), quantity: 4 }, { file: file(22), quantity: 1 }], missing: [] }, storage);
    const draft = parseQuotationDraft(getTestStorage()[QUOTATION_KEY]);
    expect(draft).toMatchObject({ ownerId: 3, materialTypeId: 2, remarks: '', couponId: null, quantities: { '21': 4, '22': 1 } });
    expect(draft?.draftId).not.toBe(before);
    expect(draft?.fileList.map((known) => known.id)).toEqual([21, 22]);
    expect(draft?.uploadFileList).toEqual([
      expect.objectContaining({ name: 'part-21.stl', status: 'success', fileId: 21, fromOrder: true }),
      expect.objectContaining({ name: 'part-22.stl', status: 'success', fileId: 22, fromOrder: true }),
    ]);
  });

  test("starts each part with the order line's choices where the answer has them", () => {
    const painted = { units: 'mm', finish: 'painting', colour: '中国红', leadTime: 'express' } as const;
    startReorder(3, { kind: 'customized', materialId: 4, items: [{ file: file(21), quantity: 10, options: painted }, { file: file(22), quantity: 1 }], missing: [] }, storage);
    expect(parseQuotationDraft(getTestStorage()[QUOTATION_KEY])?.partOptions).toEqual({ '21': painted });
  });

  test('leaves the material to be picked when the order had none; a mangled mark does not survive a reload', () => {
    startReorder(3, { kind: 'customized', materialId: null, items: [{ file: file(21), quantity: 2 }], missing: ['旧零件.stl'] }, storage);
    const stored = getTestStorage()[QUOTATION_KEY] ?? '';
    expect(parseQuotationDraft(stored)?.materialTypeId).toBe(0);
    expect(parseQuotationDraft(stored.replace('"fromOrder":true', '"fromOrder":"yes"'))?.uploadFileList[0]?.fromOrder).toBeUndefined();
  });
});
