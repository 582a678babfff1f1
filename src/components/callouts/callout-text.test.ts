import { describe, expect, it } from 'vitest';
import { normalCallouts } from '../../lib/orders/callout-rules.ts';
import { calloutsText } from './callout-text.ts';
import { calloutItemOf, readDraftCallouts } from '../../lib/drafts/callout-draft.ts';
import { parseQuotationDraft } from '../../lib/drafts/quotation-draft.ts';
import { quoteKeyOf, quoteRequestOf } from '../../lib/pricing/quote-request.ts';

describe('a part’s drawing and call-outs', () => {
  it('reads as the documents print it', () => {
    expect(calloutsText({ threads: 4, tolerance: true, inserts: true, roughness: true })).toBe('螺纹 ×4 · 公差严于 ±0.1 mm · 嵌件 · 表面粗糙度要求');
    expect(calloutsText({ roughness: true, roughnessNote: 'Ra 1.6' })).toBe('表面粗糙度要求（Ra 1.6）');
    expect(calloutsText(undefined)).toBe('');
  });

  it('keeps only what is set', () => {
    expect(normalCallouts({ tolerance: false, inserts: false })).toBeUndefined();
    expect(normalCallouts({ threads: 2, tolerance: false, roughness: false, roughnessNote: 'Ra 3.2' })).toEqual({ threads: 2 });
    expect(normalCallouts({ roughness: true, roughnessNote: '  ' })).toEqual({ roughness: true });
  });

  it('reads a stored draft entry field by field, dropping what does not read', () => {
    expect(readDraftCallouts({ drawing: { fileId: 7, name: 'a.pdf' }, callouts: { threads: 4, tolerance: true } })).toEqual({ drawing: { fileId: 7, name: 'a.pdf' }, callouts: { threads: 4, tolerance: true } });
    expect(readDraftCallouts({ drawing: { fileId: -1, name: 'a.pdf' }, callouts: { threads: 1000, inserts: 'yes' } })).toBeNull();
    expect(readDraftCallouts({ drawing: { fileId: 7 }, callouts: { threads: 3 } })).toEqual({ callouts: { threads: 3 } });
    expect(readDraftCallouts('nonsense')).toBeNull();
  });

  it('is optional in a stored draft and goes with its part in the request', () => {
    const base = { draftId: 'd', ownerId: 1, materialTypeId: 1, fileList: [{ id: 5, name: 'a.stl', size: 1, format: 'stl', geometry: null, warnings: [], createdAt: '' }], uploadFileList: [], quantities: { '5': 2 } };
    const without = parseQuotationDraft(JSON.stringify(base));
    expect(without?.lineCallouts).toBeUndefined();
    const stored = parseQuotationDraft(JSON.stringify({ ...base, lineCallouts: { '5': { drawing: { fileId: 9, name: 'a.pdf' }, callouts: { tolerance: true } } } }));
    expect(stored?.lineCallouts).toBeDefined();
    if (!stored || !without) return;
    const request = quoteRequestOf(stored, null, undefined, (fileId) => calloutItemOf(stored.lineCallouts, fileId));
    expect(request.items).toEqual([{ fileId: 5, quantity: 2, drawingFileId: 9, callouts: { tolerance: true } }]);
    // A request without them is the seed's, and another price.
    expect(quoteRequestOf(without, null).items).toEqual([{ fileId: 5, quantity: 2 }]);
    expect(quoteKeyOf(request)).not.toBe(quoteKeyOf(quoteRequestOf(without, null)));
  });
});
