import { describe, expect, it } from 'vitest';
import { boxMesh, cellsMesh, mergeMeshes, type IndexedMesh } from './mesh-builders.ts';
import { writeBinaryStl } from './mesh-writers.ts';
import { measureForQuote } from './quote-figures.ts';


const warningCodes = (name: string, mesh: IndexedMesh): string[] => {
  const { result } = measureForQuote(name, writeBinaryStl(mesh));
  if (!result.ok) throw new Error(result.error);
  return result.warnings.map((warning) => warning.code);
};

describe('measureForQuote', () => {
  it('adds how the part is machined to its measurement', () => {
    const { result } = measureForQuote('cup.stl', writeBinaryStl(cellsMesh([0, 2, 48, 50], [0, 2, 48, 50], [0, 2, 50], (i, j, k) => !(i === 1 && j === 1 && k === 1))));
    expect(result.ok && result.geometry.machining).toMatchObject({ setups: ['+z', '-z'], fiveAxisArea: 0, unreachableArea: 0, narrowPocket: null });
    expect(result.ok && result.geometry.volume).toBeCloseTo(23_432, 3);
  });

  it('does not price a file whose volume is larger than its box: a thousand copies of one 10 mm cube', () => {
    const copies = mergeMeshes(...Array.from({ length: 1000 }, () => boxMesh(10, 10, 10)));
    const { result } = measureForQuote('stacked.stl', writeBinaryStl(copies));
    expect(result.ok && result.geometry.volume).toBeCloseTo(1_000_000, 0);
    expect(result.ok && result.warnings.map((warning) => warning.code)).toContain('volumeExceedsBox');
  });

  it('finds shells pushed into one another even when the volume fits its box', () => {
    // A 20 mm cube and a 10 × 10 × 20 mm bar standing half inside it: 8000 + 2000 mm³ in a 20 × 20 × 30 mm box.
    const codes = warningCodes('overlap.stl', mergeMeshes(boxMesh(20, 20, 20), boxMesh(10, 10, 20, [5, 5, 10])));
    expect(codes).toContain('overlappingShells');
    expect(codes).not.toContain('volumeExceedsBox');
  });

  it('does not count bodies apart, nor a closed cavity, as overlapping', () => {
    expect(warningCodes('apart.stl', mergeMeshes(boxMesh(10, 10, 10), boxMesh(10, 10, 10, [20, 0, 0])))).toEqual([]);
    const sealed = cellsMesh([0, 1.5, 48.5, 50], [0, 1.5, 48.5, 50], [0, 1.5, 48.5, 50], (i, j, k) => !(i === 1 && j === 1 && k === 1));
    expect(warningCodes('sealed.stl', sealed)).toEqual([]);
  });
});
