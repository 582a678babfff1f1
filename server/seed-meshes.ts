/**
 * Small, valid binary STL files built in code for the seeded drawings (and for tests): prisms
 * made by extruding a polygon, closed and wound outwards, so their measurements are exact.
 */

type Point = readonly [number, number, number];
type Triangle = readonly [Point, Point, Point];

/**
 * The triangles of `profile` (a polygon in the XY plane, counter-clockwise, star-shaped around
 * its first corner) extruded from z = 0 to z = `height`.
 */
export function extrude(profile: ReadonlyArray<readonly [number, number]>, height: number): Triangle[] {
  const bottom = profile.map(([x, y]): Point => [x, y, 0]);
  const top = profile.map(([x, y]): Point => [x, y, height]);
  const at = (points: Point[], index: number): Point => {
    const point = points[index % points.length];
    if (point === undefined) throw new Error('extrude: empty profile');
    return point;
  };
  const triangles: Triangle[] = [];
  for (let i = 1; i + 1 < profile.length; i += 1) {
    // Caps as a fan from the first corner: the top faces +z, the bottom -z.
    triangles.push([at(top, 0), at(top, i), at(top, i + 1)]);
    triangles.push([at(bottom, 0), at(bottom, i + 1), at(bottom, i)]);
  }
  for (let i = 0; i < profile.length; i += 1) {
    triangles.push([at(bottom, i), at(bottom, i + 1), at(top, i + 1)]);
    triangles.push([at(bottom, i), at(top, i + 1), at(top, i)]);
  }
  return triangles;
}

/** A box of x × y × z mm with a corner at the origin. */
export function box(x: number, y: number, z: number): Triangle[] {
  return extrude([[0, 0], [x, 0], [x, y], [0, y]], z);
}

/** An L-shaped bracket: legs `length` and `height` long, `thickness` thick, `width` wide. */
export function bracket(length: number, height: number, thickness: number, width: number): Triangle[] {
  return extrude(
    [[0, 0], [length, 0], [length, thickness], [thickness, thickness], [thickness, height], [0, height]],
    width,
  );
}

/** The same triangles moved by (dx, dy, dz) mm. */
export function moved(triangles: readonly Triangle[], dx: number, dy: number, dz: number): Triangle[] {
  const move = ([x, y, z]: Point): Point => [x + dx, y + dy, z + dz];
  return triangles.map(([a, b, c]): Triangle => [move(a), move(b), move(c)]);
}

/** Binary STL: an 80-byte header, the triangle count, then 50 bytes per triangle. */
export function binaryStl(triangles: readonly Triangle[], header = 'xinghuo reference shop'): Uint8Array {
  const bytes = new Uint8Array(84 + 50 * triangles.length);
  bytes.set(new TextEncoder().encode(header.slice(0, 80)));
  const view = new DataView(bytes.buffer);
  view.setUint32(80, triangles.length, true);
  triangles.forEach((corners, t) => {
    let at = 84 + 50 * t + 12; // the normal stays zero: readers recompute it from the corners
    for (const point of corners) {
      for (const value of point) {
        view.setFloat32(at, value, true);
        at += 4;
      }
    }
  });
  return bytes;
}
