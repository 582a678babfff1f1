import { describe, expect, it } from 'vitest';
import { boxMesh, cellsMesh, invertMesh, rotateAboutX } from './mesh-builders.ts';
import { measureSupport, SUPPORT_HEIGHT_CAP_MM } from './support.ts';

/** The bracket of cost-model-fixtures.ts: a 10 mm web on the plate, 25 mm wings 15–25 mm up, 80 mm long. */
const bracket = cellsMesh([0, 25, 35, 60], [0, 80], [0, 15, 25, 40], (i, _j, k) => i === 1 || k === 1);

describe('support: the faces overhanging more than 45° and the space under them', () => {
  it('needs none for a block on the plate, whichever way it is built', () => {
    const support = measureSupport(...Object.values(boxMesh(30, 20, 10)) as [Float32Array, Uint32Array]);
    for (const need of Object.values(support)) expect(need).toEqual({ area: 0, volume: 0 });
  });

  it('measures the bracket’s wings: 2 × 25 × 80 mm² of overhang 15 mm above the plate, built up or upside down', () => {
    const { positions, indices } = bracket;
    const support = measureSupport(positions, indices);
    expect(support['+z']?.area).toBeCloseTo(4000, 6);
    expect(support['+z']?.volume).toBeCloseTo(4000 * 15, 6);
    // Upside down the wings' tops face down, 40 − 25 = 15 mm above the plate: the same.
    expect(support['-z']?.area).toBeCloseTo(4000, 6);
    expect(support['-z']?.volume).toBeCloseTo(60_000, 6);
    // Built along +x: the faces facing −x overhang: the web's side above and below the wing (2 × 15 × 80 mm², 25 mm up) and the wing's tip (10 × 80, none: on the plate).
    expect(support['+x']?.area).toBeCloseTo(2400, 6);
    expect(support['+x']?.volume).toBeCloseTo(2400 * 25, 6);
    // Along y the profile lies flat on the plate: nothing overhangs.
    expect(support['+y']).toEqual({ area: 0, volume: 0 });
    expect(support['-y']).toEqual({ area: 0, volume: 0 });
  });

  it('reads a mesh wound inwards the same', () => {
    const { positions, indices } = invertMesh(bracket);
    expect(measureSupport(positions, indices)['+z']?.volume).toBeCloseTo(60_000, 6);
  });

  it('leaves a face steeper than 45° from the horizontal alone: a block tilted by 30° overhangs nothing, one tilted by 60° does', () => {
    // Tilted by 30° about x its bottom faces down 30° from straight down (overhangs, but lies on the plate only at an edge) and its sides lean 30° from vertical (no overhang).
    const tilted = rotateAboutX(boxMesh(10, 10, 10, [0, 0, 0]), 30);
    const support30 = measureSupport(tilted.positions, tilted.indices)['+z'];
    // Only the bottom face (100 mm²) overhangs: its normal is 30° from straight down, and it touches the plate along one edge only.
    expect(support30?.area).toBeCloseTo(100, 3);
    const steep = rotateAboutX(boxMesh(10, 10, 10, [0, 0, 0]), 60);
    // At 60° the bottom's normal is 60° from straight down (no longer overhanging), but the side that was at −y now faces 30° from straight down.
    expect(measureSupport(steep.positions, steep.indices)['+z']?.area).toBeCloseTo(100, 3);
  });

  it('caps the height of a tall support', () => {
    // A 100 mm shelf: a post 10 × 10 × 110 with a 30 × 10 × 10 arm at the top; the arm's underside (20 × 10 mm², 100 mm up) counts 50 mm.
    const shelf = cellsMesh([0, 10, 30], [0, 10], [0, 100, 110], (i, _j, k) => i === 0 || k === 1);
    const support = measureSupport(shelf.positions, shelf.indices)['+z'];
    expect(support?.area).toBeCloseTo(200, 6);
    expect(support?.volume).toBeCloseTo(200 * SUPPORT_HEIGHT_CAP_MM, 6);
  });
});
