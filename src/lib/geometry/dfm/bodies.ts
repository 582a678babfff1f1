import { TriangleReader } from './surface.ts';
import { sortIdsByKey } from './sort-by-key.ts';
import type { BodyAnalysis } from './types.ts';

/** Bodies at least this long (mm) are not listed as small: every catalogue minimum wall is well below it. */
export const DEFAULT_BODY_CEILING = 5;
/** Cavities are looked for inside this many of the largest bodies: enough for any real part, bounded for a triangle soup. */
const MAX_CONTAINERS = 64;

export interface BodyOptions {
  /** mm (default `DEFAULT_BODY_CEILING`). */
  ceiling?: number | undefined;
}

/**
 * The separate pieces of a welded mesh.
 *
 * Shells are the connected components of the triangles sharing welded corners (union-find
 * over vertex ids with path halving, one pass over the triangles; corners that touch join,
 * so two bodies meeting at one vertex count as one). Each shell gets its signed volume and
 * bounding box. A shell wound against the whole mesh (negative volume in a part with positive
 * volume) whose box lies inside the box of a shell wound with it is a cavity: the inner skin
 * of a hollow part, not a piece of its own. Every other shell is a body. Bodies whose longest
 * side is under the ceiling are listed smallest first with their triangles, so tiny bodies
 * can be found for any limit below it.
 */
export function analyseBodies(positions: Float32Array, indices: Uint32Array, options: BodyOptions = {}): BodyAnalysis {
  const ceiling = options.ceiling ?? DEFAULT_BODY_CEILING;
  const count = Math.floor(indices.length / 3);
  const component = components(positions.length / 3, indices, count);
  let shells = 0;
  for (let v = 0; v < component.length; v++) shells = Math.max(shells, (component[v] ?? -1) + 1);

  const volume6 = new Float64Array(shells);
  const box = new Float32Array(shells * 6);
  for (let s = 0; s < shells; s++) box.set([Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity], s * 6);
  for (let v = 0; v < component.length; v++) {
    const b = (component[v] ?? 0) * 6;
    for (let axis = 0; axis < 3; axis++) {
      const x = positions[v * 3 + axis] ?? 0;
      if (x < (box[b + axis] ?? 0)) box[b + axis] = x;
      if (x > (box[b + 3 + axis] ?? 0)) box[b + 3 + axis] = x;
    }
  }
  const p = positions;
  const o = (indices[0] ?? 0) * 3;
  const ox = p[o] ?? 0, oy = p[o + 1] ?? 0, oz = p[o + 2] ?? 0;
  let total6 = 0;
  // One shell cannot hold a cavity: the volumes are only needed to tell shells apart.
  const triangle = new TriangleReader(p, indices);
  for (let t = 0; t < count && shells > 1; t++) {
    triangle.read(t);
    const { ax, ay, az, nx, ny, nz } = triangle;
    const six = (ax - ox) * nx + (ay - oy) * ny + (az - oz) * nz;
    const s = component[(indices[t * 3] ?? 0)] ?? 0;
    volume6[s] = (volume6[s] ?? 0) + six;
    total6 += six;
  }

  const cavity = findCavities(volume6, box, total6 < 0 ? -1 : 1);
  let cavities = 0;
  const size = new Float32Array(shells);
  for (let s = 0; s < shells; s++) {
    if (cavity[s]) {
      cavities++;
      size[s] = Infinity;
      continue;
    }
    const b = s * 6;
    size[s] = Math.max((box[b + 3] ?? 0) - (box[b] ?? 0), (box[b + 4] ?? 0) - (box[b + 1] ?? 0), (box[b + 5] ?? 0) - (box[b + 2] ?? 0));
  }

  const { ids: small, values: smallBodySizes } = sortIdsByKey(size, ceiling);
  if (small.length === 0) {
    return { state: 'done', shells, cavities, bodies: shells - cavities, smallBodySizes, smallBodyTriangleEnds: new Uint32Array(0), smallBodyTriangles: new Uint32Array(0), ceiling };
  }
  const rank = new Int32Array(shells).fill(-1);
  for (let i = 0; i < small.length; i++) rank[small[i] ?? 0] = i;
  const smallBodyTriangleEnds = new Uint32Array(small.length);
  for (let t = 0; t < count; t++) {
    const r = rank[component[indices[t * 3] ?? 0] ?? 0] ?? -1;
    if (r >= 0) smallBodyTriangleEnds[r] = (smallBodyTriangleEnds[r] ?? 0) + 1;
  }
  let sum = 0;
  const cursor = new Uint32Array(small.length);
  for (let i = 0; i < small.length; i++) {
    cursor[i] = sum;
    sum += smallBodyTriangleEnds[i] ?? 0;
    smallBodyTriangleEnds[i] = sum;
  }
  const smallBodyTriangles = new Uint32Array(sum);
  for (let t = 0; t < count; t++) {
    const r = rank[component[indices[t * 3] ?? 0] ?? 0] ?? -1;
    if (r < 0) continue;
    const at = cursor[r] ?? 0;
    smallBodyTriangles[at] = t;
    cursor[r] = at + 1;
  }
  return { state: 'done', shells, cavities, bodies: shells - cavities, smallBodySizes, smallBodyTriangleEnds, smallBodyTriangles, ceiling };
}

/** The component (0, 1, 2 … in order of first vertex) of every vertex. */
export function components(vertexCount: number, indices: Uint32Array, count: number): Int32Array {
  const parent = new Int32Array(vertexCount);
  for (let v = 0; v < vertexCount; v++) parent[v] = v;
  const find = (v: number): number => {
    let x = v;
    while ((parent[x] ?? x) !== x) {
      const up = parent[parent[x] ?? x] ?? x;
      parent[x] = up;
      x = up;
    }
    return x;
  };
  const union = (a: number, b: number): void => {
    const ra = find(a);
    const rb = find(b);
    // The smaller id becomes the root, so labels below come out in order of first vertex.
    if (ra < rb) parent[rb] = ra;
    else if (rb < ra) parent[ra] = rb;
  };
  for (let t = 0; t < count; t++) {
    const a = indices[t * 3] ?? 0;
    union(a, indices[t * 3 + 1] ?? 0);
    union(a, indices[t * 3 + 2] ?? 0);
  }
  // Roots are their smallest member, so walking up the ids labels every root before its members.
  const label = new Int32Array(vertexCount);
  let next = 0;
  for (let v = 0; v < vertexCount; v++) {
    const root = find(v);
    label[v] = root === v ? next++ : (label[root] ?? 0);
  }
  return label;
}

/** 1 for each shell that is the inner skin of another (see analyseBodies). */
function findCavities(volume6: Float64Array, box: Float32Array, orientation: number): Uint8Array {
  const shells = volume6.length;
  const cavity = new Uint8Array(shells);
  const containers: number[] = [];
  for (let s = 0; s < shells; s++) if ((volume6[s] ?? 0) * orientation > 0) containers.push(s);
  const boxVolume = (s: number): number => ((box[s * 6 + 3] ?? 0) - (box[s * 6] ?? 0)) * ((box[s * 6 + 4] ?? 0) - (box[s * 6 + 1] ?? 0)) * ((box[s * 6 + 5] ?? 0) - (box[s * 6 + 2] ?? 0));
  const largest = containers.length > MAX_CONTAINERS ? containers.sort((a, b) => boxVolume(b) - boxVolume(a)).slice(0, MAX_CONTAINERS) : containers;
  for (let s = 0; s < shells; s++) {
    if ((volume6[s] ?? 0) * orientation >= 0) continue;
    for (const c of largest) {
      if (inside(box, s, c)) {
        cavity[s] = 1;
        break;
      }
    }
  }
  return cavity;
}

function inside(box: Float32Array, inner: number, outer: number): boolean {
  for (let axis = 0; axis < 3; axis++) {
    if ((box[inner * 6 + axis] ?? 0) < (box[outer * 6 + axis] ?? 0)) return false;
    if ((box[inner * 6 + 3 + axis] ?? 0) > (box[outer * 6 + 3 + axis] ?? 0)) return false;
  }
  return true;
}
