import { beforeEach, describe, expect, it } from 'vitest';
import type { DrawingFile } from '../wire/files.ts';
import { keptPartsOf } from '../lib/drafts/assembly-draft.ts';
import { quoteRequestOf } from '../lib/pricing/quote-request.ts';
import { $quotation, quotationDraft } from './quotation.ts';
import { dropAssemblyPart, setAssemblyPartCount, setAssemblyPartFinish, setAssemblyPartMaterial } from './quotation-assembly.ts';

const geometry = { volume: 1000, area: 600, bbox: { x: 10, y: 10, z: 10 }, triangles: 12 };
const file: DrawingFile = {
  id: 41,
  name: 'assembly.step',
  size: 1000,
  format: 'step',
  geometry,
  warnings: [],
  createdAt: '2026-11-27T10:00:00.000Z',
  parts: [
    { name: 'base-plate', count: 1, geometry },
    { name: 'bracket', count: 2, geometry },
    { name: 'pin', count: 4, geometry },
  ],
};

/** The price request of the draft as step 3 asks it, with each assembly's parts list. */
const requestOf = () => {
  const draft = $quotation.get();
  return quoteRequestOf(draft, null, undefined, undefined, (stored) => keptPartsOf(stored, draft.assemblies?.[String(stored.id)]));
};

describe('an assembly’s parts list in the quotation draft', () => {
  beforeEach(() => {
    quotationDraft.update((draft) => ({ ...draft, materialTypeId: 1, fileList: [file], quantities: { 41: 3 }, assemblies: {} }));
  });

  it('asks for the kept parts at their counts per set, the quantity being the sets', () => {
    dropAssemblyPart(file, 2, true);
    setAssemblyPartCount(file, 1, 5);
    expect(requestOf().items).toEqual([
      { fileId: 41, quantity: 3, parts: [
        { part: 0, count: 1 },
        { part: 1, count: 5 },
      ] },
    ]);
  });

  it('forgets the entry once the parts list is as the file has it again', () => {
    dropAssemblyPart(file, 2, true);
    dropAssemblyPart(file, 2, false);
    expect($quotation.get().assemblies).toEqual({});
    expect(requestOf().items[0]?.parts).toHaveLength(3);
  });

  it('keeps a part’s own finish until it is the file’s again', () => {
    setAssemblyPartFinish(file, 1, 'painting', null);
    expect($quotation.get().assemblies).toEqual({ 41: { dropped: [], counts: {}, finishes: { 1: 'painting' }, materials: {} } });
    setAssemblyPartFinish(file, 1, null, null);
    expect($quotation.get().assemblies).toEqual({});
  });

  it('keeps a part’s own material until it is the quotation’s again, its own finish going with the old one', () => {
    setAssemblyPartFinish(file, 0, 'painting', null);
    setAssemblyPartMaterial(file, 0, 2);
    expect($quotation.get().assemblies).toEqual({ 41: { dropped: [], counts: {}, finishes: {}, materials: { 0: 2 } } });
    setAssemblyPartMaterial(file, 0, null);
    expect($quotation.get().assemblies).toEqual({});
  });
});

