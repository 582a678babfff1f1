import { describe, expect, it } from 'vitest';
import type { MaterialPricing } from '../../wire/catalogue.ts';
import type { FilePart } from '../../wire/files.ts';
import type { PartOptions } from '../../wire/quotes.ts';
import { assemblyLinesOf, changedChoice, choiceOfKept, keptPartsOf, readAssemblyChoice } from './assembly-draft.ts';

const geometry = { volume: 1000, area: 600, bbox: { x: 10, y: 10, z: 10 }, triangles: 12 };
const parts: FilePart[] = [
  { name: 'base-plate', count: 1, geometry },
  { name: 'bracket', count: 2, geometry },
  { name: 'pin', count: 4, geometry },
];

describe('an assembly in the quotation draft', () => {
  it('asks for every part at the file’s counts until the customer changes them', () => {
    expect(keptPartsOf({ parts }, undefined)).toEqual([
      { part: 0, count: 1 },
      { part: 1, count: 2 },
      { part: 2, count: 4 },
    ]);
  });

  it('leaves out a dropped part and asks a changed count, and restores both', () => {
    let stored: unknown = changedChoice(undefined, { parts }, 2, { dropped: true });
    stored = changedChoice(stored, { parts }, 1, { count: 3 });
    expect(keptPartsOf({ parts }, stored)).toEqual([
      { part: 0, count: 1 },
      { part: 1, count: 3 },
    ]);
    expect(assemblyLinesOf({ parts }, stored).map((line) => [line.name, line.fileCount, line.count, line.dropped])).toEqual([
      ['base-plate', 1, 1, false],
      ['bracket', 2, 3, false],
      ['pin', 4, 4, true],
    ]);
    stored = changedChoice(stored, { parts }, 2, { dropped: false });
    stored = changedChoice(stored, { parts }, 1, { count: 2 });
    expect(stored).toEqual({ dropped: [], counts: {}, finishes: {}, materials: {} });
  });

  it('never asks for an empty parts list, and a file without parts has none', () => {
    const all = { dropped: [0, 1, 2], counts: {} };
    expect(keptPartsOf({ parts }, all)).toHaveLength(3);
    expect(keptPartsOf({}, all)).toBeUndefined();
  });

  it('reads a damaged entry as the file has it, dropping what does not read', () => {
    expect(readAssemblyChoice({ dropped: [1, -1, 'x'], counts: { 0: 0, 1: 5, 2: 1.5 } })).toEqual({ dropped: [1], counts: { 1: 5 }, finishes: {}, materials: {} });
    expect(readAssemblyChoice('nonsense')).toEqual({ dropped: [], counts: {}, finishes: {}, materials: {} });
  });

  it('takes back the parts list an order or a saved quotation asked for', () => {
    const choice = choiceOfKept({ parts }, [
      { part: 0, count: 1 },
      { part: 1, count: 3 },
    ]);
    expect(choice).toEqual({ dropped: [2], counts: { 1: 3 }, finishes: {}, materials: {} });
    expect(keptPartsOf({ parts }, choice)).toEqual([
      { part: 0, count: 1 },
      { part: 1, count: 3 },
    ]);
  });
});

const pricing: MaterialPricing = {
  breaks: [{ minQuantity: 1, factorPercent: 100 }],
  leadTimes: [
    { kind: 'standard', days: 5, adjustPercent: 0 },
    { kind: 'express', days: 2, adjustPercent: 40 },
  ],
  finishes: [
    { id: 'sanding', name: '打磨', percent: 15, perPart: 0, perCm2: 0, colours: [] },
    { id: 'painting', name: '喷漆', percent: 0, perPart: 1_000, perCm2: 8, colours: ['中国红', '白色'] },
  ],
};
const fileOptions: PartOptions = { units: 'mm', finish: 'sanding', colour: null, leadTime: 'express' };

describe('a part’s own finish in an assembly', () => {
  it('reads the finishes kept per part, an unreadable one as the file’s', () => {
    const long = 'x'.repeat(41);
    expect(readAssemblyChoice({ dropped: [], counts: {}, finishes: { 0: 'painting', 1: null, 2: '', 3: long, 4: 7, x: 'painting' } }).finishes).toEqual({ 0: 'painting', 1: null });
    expect(readAssemblyChoice({ dropped: [], counts: {}, finishes: 'junk' }).finishes).toEqual({});
    // A draft kept before parts had finishes reads as every part with the file’s.
    expect(readAssemblyChoice({ dropped: [2], counts: {} })).toEqual({ dropped: [2], counts: {}, finishes: {}, materials: {} });
  });

  it('keeps a finish only while it differs from the file’s, none being a finish of its own', () => {
    let stored: unknown = changedChoice(undefined, { parts }, 1, { finish: 'painting', fileFinish: 'sanding' });
    stored = changedChoice(stored, { parts }, 2, { finish: null, fileFinish: 'sanding' });
    expect(stored).toEqual({ dropped: [], counts: {}, finishes: { 1: 'painting', 2: null }, materials: {} });
    expect(assemblyLinesOf({ parts }, stored).map((line) => line.finish)).toEqual([undefined, 'painting', null]);
    // Back to the file’s finish: forgotten, the other changes kept.
    stored = changedChoice(stored, { parts }, 0, { dropped: true });
    stored = changedChoice(stored, { parts }, 1, { finish: 'sanding', fileFinish: 'sanding' });
    expect(stored).toEqual({ dropped: [0], counts: {}, finishes: { 2: null }, materials: {} });
  });

  it('asks a part with its own finish with the file’s choices, that finish and its first colour; the others follow the file’s', () => {
    const stored = { dropped: [], counts: {}, finishes: { 1: 'painting', 2: null } };
    expect(keptPartsOf({ parts }, stored, fileOptions, pricing)).toEqual([
      { part: 0, count: 1 },
      { part: 1, count: 2, options: { units: 'mm', finish: 'painting', colour: '中国红', leadTime: 'express' } },
      { part: 2, count: 4, options: { units: 'mm', finish: null, colour: null, leadTime: 'express' } },
    ]);
    // Without the material’s choices (a backend without `pricing`) nothing of a part’s own is sent.
    expect(keptPartsOf({ parts }, stored)).toEqual([
      { part: 0, count: 1 },
      { part: 1, count: 2 },
      { part: 2, count: 4 },
    ]);
  });

  it('lets a part follow the file’s when the material does not offer its finish, or the file now has the same one', () => {
    const stored = { dropped: [], counts: {}, finishes: { 0: 'anodizing', 1: 'painting' } };
    expect(keptPartsOf({ parts }, stored, { ...fileOptions, finish: 'painting', colour: '白色' }, pricing)).toEqual([
      { part: 0, count: 1 },
      { part: 1, count: 2 },
      { part: 2, count: 4 },
    ]);
  });

  it('takes back the parts’ own finishes of a parts list asked before, and asks them again alike', () => {
    const asked = keptPartsOf({ parts }, { dropped: [0], counts: { 2: 5 }, finishes: { 1: 'painting', 2: null } }, fileOptions, pricing) ?? [];
    const choice = choiceOfKept({ parts }, asked, fileOptions);
    expect(choice).toEqual({ dropped: [0], counts: { 2: 5 }, finishes: { 1: 'painting', 2: null }, materials: {} });
    expect(keptPartsOf({ parts }, choice, fileOptions, pricing)).toEqual(asked);
    // A stored line’s parts each carry the choices they were priced with: the line’s are no finish of their own.
    expect(choiceOfKept({ parts }, [{ part: 0, count: 1, options: fileOptions }, { part: 1, count: 2, options: { ...fileOptions, finish: null } }], fileOptions).finishes).toEqual({ 1: null });
  });
});

describe('a part of its own material in the draft', () => {
  const pricing: MaterialPricing = {
    finishes: [{ id: 'polish', name: '打磨抛光', percent: 20, perPart: 0, perCm2: 0, colours: [] }],
    leadTimes: [{ kind: 'standard', days: 5, adjustPercent: 0 }],
    breaks: [{ minQuantity: 1, factorPercent: 100 }],
  };
  const grey = { id: 2, pricing };
  const materialsOf = (id: number) => (id === 2 ? grey : undefined);
  const fileOptions: PartOptions = { units: 'mm', finish: 'polish', colour: null, leadTime: 'standard' };

  it('keeps it over a reload, asks it with the file\'s choices as that material offers them, and lets it go back to the quotation\'s', () => {
    let stored: unknown = changedChoice(undefined, { parts }, 1, { material: 2 });
    stored = JSON.parse(JSON.stringify(stored));
    expect(readAssemblyChoice(stored).materials).toEqual({ '1': 2 });
    expect(keptPartsOf({ parts }, stored, fileOptions, pricing, materialsOf)?.[1]).toEqual({ part: 1, count: 2, materialId: 2, options: fileOptions });
    // A material the shop no longer offers in the process is not asked: the part is the quotation's again.
    expect(keptPartsOf({ parts }, stored, fileOptions, pricing, () => undefined)?.[1]).toEqual({ part: 1, count: 2 });
    stored = changedChoice(stored, { parts }, 1, { material: null });
    expect(readAssemblyChoice(stored).materials).toEqual({});
  });

  it('drops the part\'s own finish when its material changes, and reads what is not a material id as none', () => {
    let stored: unknown = changedChoice(undefined, { parts }, 0, { finish: null, fileFinish: 'polish' });
    stored = changedChoice(stored, { parts }, 0, { material: 2 });
    expect(readAssemblyChoice(stored)).toMatchObject({ finishes: {}, materials: { '0': 2 } });
    expect(readAssemblyChoice({ materials: { '0': 'x', '1': -3, two: 2, '2': 5 } }).materials).toEqual({ '2': 5 });
  });

  it('comes back from an order\'s parts list (再来一单)', () => {
    expect(choiceOfKept({ parts }, [{ part: 0, count: 1, materialId: 2 }, { part: 1, count: 2 }, { part: 2, count: 4 }]).materials).toEqual({ '0': 2 });
  });
});

