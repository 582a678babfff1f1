import { describe, expect, it } from 'vitest';
import { blockWithHoleMesh, boxMesh, cellsMesh, invertMesh, pinMesh, prismMesh, rotateAboutX, uvSphereMesh } from '../mesh-builders.ts';
import { analyseMachining } from './analyse.ts';
import { MACHINING_SPOTS } from './access.ts';
import { FIVE_AXIS, NARROW_FLAG, UNREACHABLE } from './classes.ts';
import { coverOf } from './setups.ts';

const figures = (mesh: { positions: Float32Array; indices: Uint32Array }) => analyseMachining(mesh.positions, mesh.indices).figures;

/** A 50 mm cube pocketed from the top to 2 mm walls and floor. */
const cup = cellsMesh([0, 2, 48, 50], [0, 2, 48, 50], [0, 2, 50], (i, j, k) => !(i === 1 && j === 1 && k === 1));
/** A 50 mm box with 1.5 mm walls and no opening: the cavity is a second shell wound inwards. */
const sealed = cellsMesh([0, 1.5, 48.5, 50], [0, 1.5, 48.5, 50], [0, 1.5, 48.5, 50], (i, j, k) => !(i === 1 && j === 1 && k === 1));

describe('set-ups', () => {
  it('cuts a block from the top, then turned over: two set-ups', () => {
    const result = figures(boxMesh(50, 50, 50));
    expect(result).toMatchObject({ setups: ['+z', '-z'], fiveAxisArea: 0, unreachableArea: 0, narrowPocket: null });
    // The top and the four sides from above, the bottom once turned over.
    expect(result.faceArea['+z']).toBeCloseTo(12_500, 6);
    expect(result.faceArea['-z']).toBeCloseTo(2_500, 6);
  });

  it('reaches a pocket’s walls and floor from above', () => {
    const result = figures(cup);
    expect(result.setups).toEqual(['+z', '-z']);
    // Everything but the bottom face: 23 832 − 2500 mm².
    expect(result.faceArea['+z']).toBeCloseTo(21_332, 6);
    expect(result.narrowPocket).toBeNull();
  });

  it('needs a set-up from the side for a pocket cut into a side', () => {
    // A 40 mm block with a 10 × 10 × 10 pocket entered from +x.
    const side = cellsMesh([0, 30, 40], [0, 15, 25, 40], [0, 15, 25, 40], (i, j, k) => !(i === 1 && j === 1 && k === 1));
    const result = figures(side);
    // Turned about y between the two, the block is held by its ±y faces both times: the top and
    // the sides from +z, then the pocket (floor and walls, 100 + 400 mm²) and the bottom face,
    // now a wall, from +x.
    expect(result.setups).toEqual(['+z', '+x']);
    expect(result.faceArea['+x']).toBeCloseTo(1600 + 100 + 400, 6);
  });

  it('counts a slot deeper than three times its width as a narrow pocket', () => {
    // A 40 mm block with a 4 mm slot 30 mm deep, open at both ends.
    const slot = cellsMesh([0, 18, 22, 40], [0, 40], [0, 10, 40], (i, _j, k) => !(i === 1 && k === 1));
    const result = analyseMachining(slot.positions, slot.indices);
    // Deeper than 3 × 4 = 12 mm: the floor (4 × 40) and the walls' lower 18 mm (2 × 18 × 40) = 1600 mm², as far as the spots resolve it.
    const pocket = result.figures.narrowPocket;
    expect(pocket).toMatchObject({ depth: 30, width: 4 });
    expect(pocket?.area).toBeGreaterThan(1600 * 0.97);
    expect(pocket?.area).toBeLessThan(1600 * 1.03);
    expect([...result.classes].some((value) => (value & NARROW_FLAG) !== 0)).toBe(true);
  });

  it('finds faces only a tilted tool reaches: a blind hole at 45°', () => {
    const tilted = rotateAboutX(cellsMesh([0, 20, 25, 45], [0, 20, 25, 45], [0, 20, 40], (i, j, k) => !(i === 1 && j === 1 && k === 1)), 45);
    const result = analyseMachining(tilted.positions, tilted.indices);
    // The hole: four 5 × 20 mm walls and its 5 × 5 mm floor, 425 mm², but for the rim of the walls
    // near the opening, which a tool straight from above or the side still reaches.
    expect(result.figures.fiveAxisArea).toBeGreaterThan(300);
    expect(result.figures.fiveAxisArea).toBeLessThan(425);
    expect(result.figures.unreachableArea).toBe(0);
    expect([...result.classes].filter((value) => (value & ~NARROW_FLAG) === FIVE_AXIS)).toHaveLength(10);
  });

  it('finds faces no straight tool reaches: the inside of a closed box', () => {
    const result = analyseMachining(sealed.positions, sealed.indices);
    expect(result.figures.unreachableArea).toBeCloseTo(6 * 47 * 47, 6);
    expect([...result.classes].filter((value) => value === UNREACHABLE)).toHaveLength(12);
  });

  it('reads a mesh wound inside out the same way', () => {
    expect(figures(invertMesh(boxMesh(50, 50, 50))).setups).toEqual(['+z', '-z']);
  });

  it('spreads spots by area on a large mesh and still finds the two set-ups of a sphere', () => {
    const sphere = uvSphereMesh(20, 128, 80);
    expect(sphere.indices.length / 3).toBeGreaterThan(MACHINING_SPOTS);
    expect(figures(sphere).setups).toEqual(['+z', '-z']);
  });

  it('gives the same figures on every run', () => {
    expect(figures(cup)).toEqual(figures(cup));
  });
});

describe('coverOf', () => {
  it('leaves out a sliver too small to turn the part for', () => {
    const areas = new Float64Array(64);
    areas[1] = 10_000; // +z only
    areas[2] = 0.2; // −z only: under a quarter of a mm²
    expect(coverOf(areas, 10_000.2)).toEqual(['+z']);
    areas[2] = 5;
    expect(coverOf(areas, 10_005)).toEqual(['+z', '-z']);
  });

  it('prefers the top and bottom among covers of the same size', () => {
    const areas = new Float64Array(64);
    // Faces reachable from +z or +x, and faces reachable from −z or −x.
    areas[0b000101] = 100;
    areas[0b001010] = 100;
    expect(coverOf(areas, 200)).toEqual(['+z', '-z']);
  });
});

/** An L-shaped block 40 mm tall whose inner corner is filleted at `radius` with `segments` facets: reached from above, the fillet forces the tool. */
function filletedL(radius: number, height = 40, segments = 8) {
  const arc: Array<[number, number]> = [];
  for (let i = 0; i <= segments; i++) {
    const angle = -Math.PI / 2 - (Math.PI / 2) * (i / segments);
    arc.push([10 + radius + radius * Math.cos(angle), 10 + radius + radius * Math.sin(angle)]);
  }
  return prismMesh([[0, 0], [40, 0], [40, 10], ...arc, [10, 40], [0, 40]], height);
}

describe('what makes a part hard to mill', () => {
  it('measures the pocketed cube’s pocket and its 24:1 walls', () => {
    const result = figures(cup);
    // The pocket 46 × 46, 48 mm deep: its floor held 46 × 46 × 48 = 101 568 mm³; its walls and floor 4 × 46 × 48 + 46² = 10 948 mm², less the rim spots within the ray lift of the top.
    expect(result.pocket).toMatchObject({ depth: 48, width: 46, volume: 101_568 });
    expect(result.pocket?.area).toBeGreaterThan(10_948 * 0.97);
    expect(result.pocket?.area).toBeLessThanOrEqual(10_948);
    // The most slender wall: the inner face stands 48 mm over the floor, 2 mm thick.
    expect(result.wall).toMatchObject({ height: 48, thickness: 2 });
    // More slender than 8:1: all of the inner walls (8832 mm²) and the outer walls from the floor's top up to 50 − 16 = 34 mm (4 × 50 × 32 = 6400 mm²), as far as the spots resolve it.
    expect(result.wall?.slenderArea).toBeGreaterThan(15_232 * 0.94);
    expect(result.wall?.slenderArea).toBeLessThan(15_232 * 1.02);
    expect(result.corner).toBeNull();
    expect(result.turned).toBeNull();
  });

  it('finds nothing hard on a solid block', () => {
    const result = figures(boxMesh(50, 50, 50));
    expect(result).toMatchObject({ pocket: null, wall: null, corner: null, turned: null });
  });

  it('reads a filleted internal corner’s radius and depth, whatever the facets', () => {
    expect(figures(filletedL(1)).corner).toEqual({ radius: 1, depth: 40 });
    expect(figures(filletedL(3, 30, 4)).corner).toEqual({ radius: 3, depth: 30 });
    // A round hole is drilled to its size: not a corner, though its facets meet concavely.
    expect(figures(blockWithHoleMesh(30, 3, 40)).corner).toBeNull();
    // A sharp internal corner forces no tool: the shop leaves its own radius there.
    expect(figures(cellsMesh([0, 10, 40], [0, 10, 40], [0, 40], (i, j) => i === 0 || j === 0)).corner).toBeNull();
  });

  it('knows a turned pin, along any axis, and not a hexagon or a block', () => {
    expect(figures(pinMesh(10, 40)).turned).toEqual({ axis: 'z', diameter: 10, length: 40, flatEnds: 2 });
    expect(figures(pinMesh(12, 30, 32)).turned).toMatchObject({ axis: 'z', diameter: 12, length: 30 });
    const lying = rotateAboutX(pinMesh(10, 40), 90);
    expect(figures(lying).turned).toMatchObject({ axis: 'y', length: 40 });
    expect(figures(pinMesh(10, 40, 6)).turned).toBeNull();
    expect(figures(boxMesh(10, 10, 40)).turned).toBeNull();
    expect(figures(cup).turned).toBeNull();
  });

  it('measures the difficulty of the pocketed cube quickly', () => {
    const started = performance.now();
    figures(cup);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
