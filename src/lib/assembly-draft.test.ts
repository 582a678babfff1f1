import { describe, expect, it } from 'vitest';
import type { FilePart } from '../wire/files.ts';
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
    expect(stored).toEqual({ dropped: [], counts: {} });
  });

  it('never asks for an empty parts list, and a file without parts has none', () => {
    const all = { dropped: [0, 1, 2], counts: {} };
    expect(keptPartsOf({ parts }, all)).toHaveLength(3);
    expect(keptPartsOf({}, all)).toBeUndefined();
  });

  it('reads a damaged entry as the file has it, dropping what does not read', () => {
    expect(readAssemblyChoice({ dropped: [1, -1, 'x'], counts: { 0: 0, 1: 5, 2: 1.5 } })).toEqual({ dropped: [1], counts: { 1: 5 } });
    expect(readAssemblyChoice('nonsense')).toEqual({ dropped: [], counts: {} });
  });

  it('takes back the parts list an order or a saved quotation asked for', () => {
    const choice = choiceOfKept({ parts }, [
      { part: 0, count: 1 },
      { part: 1, count: 3 },
    ]);
    expect(choice).toEqual({ dropped: [2], counts: { 1: 3 } });
    expect(keptPartsOf({ parts }, choice)).toEqual([
      { part: 0, count: 1 },
      { part: 1, count: 3 },
    ]);
  });
});
