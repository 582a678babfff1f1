import { describe, expect, test } from 'vitest';
import type { DrawingFile } from '../../wire/files.ts';
import type { QuotationDraft } from '../../wire/quote-docs.ts';
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

  test("restores an assembly's parts list (a part left out, a count changed), which survives a reload with the file's parts", () => {
    const geometry = { volume: 960, area: 800, bbox: { x: 20, y: 10, z: 18 }, triangles: 44 };
    const assembly: DrawingFile = { ...file(9), name: 'bracket-set.step', format: 'step', geometry, parts: [{ name: 'bracket', count: 2, geometry }, { name: 'pin', count: 4, geometry }] };
    const draft = draftFromQuotation(41, answer([{ file: assembly, quantity: 3, parts: [{ part: 0, count: 3 }] }]), () => 'k');
    expect(draft.assemblies).toEqual({ '9': { dropped: [1], counts: { '0': 3 }, finishes: {}, materials: {} } });
    const reloaded = parseQuotationDraft(JSON.stringify(draft));
    expect(reloaded?.assemblies).toEqual(draft.assemblies);
    expect(reloaded?.fileList[0]?.parts?.map((part) => [part.name, part.count])).toEqual([
      ['bracket', 2],
      ['pin', 4],
    ]);
  });

  test('a draft without assemblies has no parts lists', () => {
    expect(draftFromQuotation(41, answer([{ file: file(7), quantity: 2 }]), () => 'k')).not.toHaveProperty('assemblies');
  });

  test("restores each part's drawing and call-outs into lineCallouts, which the draft reads back after a reload", () => {
    const drawing = { fileId: 31, name: '支架图纸.pdf' };
    const callouts = { threads: 4, tolerance: true };
    const draft = draftFromQuotation(41, answer([{ file: file(7), quantity: 2, drawing, callouts }, { file: file(8), quantity: 1, callouts: { roughness: true, roughnessNote: 'Ra 1.6' } }, { file: file(9), quantity: 1 }]), () => 'k');
    const expected = { '7': { drawing, callouts }, '8': { callouts: { roughness: true, roughnessNote: 'Ra 1.6' } } };
    expect(draft.lineCallouts).toEqual(expected);
    expect(parseQuotationDraft(JSON.stringify(draft))?.lineCallouts).toEqual(expected);
  });

  test('a quotation without drawings or call-outs (a backend that sends none) gives a draft without lineCallouts', () => {
    expect(draftFromQuotation(41, answer([{ file: file(7), quantity: 2 }]), () => 'k')).not.toHaveProperty('lineCallouts');
  });

  test('keeps only what reads right of an answer’s call-outs', () => {
    // As another backend's answer may read: a count out of range, a flag that is no boolean.
    const odd = JSON.parse('{ "threads": 0, "tolerance": "yes", "inserts": true }');
    const draft = draftFromQuotation(41, answer([{ file: file(7), quantity: 2, callouts: odd, drawing: { fileId: -1, name: 'x.pdf' } }]), () => 'k');
    expect(draft.lineCallouts).toEqual({ '7': { callouts: { inserts: true } } });
  });
});
