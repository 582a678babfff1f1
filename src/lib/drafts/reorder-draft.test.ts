import { describe, expect, test } from 'vitest';
import type { DrawingFile } from '../../wire/files.ts';
import { parseQuotationDraft } from './quotation-draft.ts';
import { reorderDraft } from './reorder-draft.ts';

const file = (id: number): DrawingFile => ({ id, name: `part-${id}.stl`, size: 684, format: 'stl', geometry: null, warnings: [], createdAt: '2026-11-21T02:00:00.000Z' });

describe('再来一单 of a customised order', () => {
  test("starts a draft whose parts keep their drawing and call-outs, read back after a reload", () => {
    const line = { drawing: { fileId: 52, name: 'cube_drawing.pdf' }, callouts: { threads: 4, tolerance: true } };
    const draft = reorderDraft(41, { kind: 'customized', materialId: 1, items: [{ file: file(7), quantity: 3, ...line }, { file: file(8), quantity: 1 }], missing: [] }, () => 'k');
    expect(draft.quantities).toEqual({ '7': 3, '8': 1 });
    expect(draft.lineCallouts).toEqual({ '7': line });
    expect(parseQuotationDraft(JSON.stringify(draft))?.lineCallouts).toEqual({ '7': line });
  });

  test('an order without them (or a backend that sends none) starts a draft without lineCallouts', () => {
    const draft = reorderDraft(41, { kind: 'customized', materialId: 1, items: [{ file: file(7), quantity: 3 }], missing: [] }, () => 'k');
    expect(draft).not.toHaveProperty('lineCallouts');
  });
});
