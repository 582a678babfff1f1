/**
 * A bounding-volume hierarchy over the triangles of an indexed mesh, in typed arrays only:
 * 32 bytes per node and 4 per triangle, no object per node or triangle.
 *
 * A linear BVH (triangles sorted along a Morton curve, ranges split at code bits, see
 * `build`), into leaves of at most `LEAF_SIZE` triangles. Nodes are stored depth first, so a
 * node's left child is the next node and node bounds can be filled bottom up in one backwards
 * pass. Such trees are a little looser than surface-area ones but build in a sort and two
 * sequential passes, which matters more here: each tree serves some tens of thousands of
 * short rays, not millions.
 */

const LEAF_SIZE = 4;
/** Triangle index bits of a packed sort key (23), under a 30-bit Morton code: 2^53 is exact in a double. */
const INDEX_LIMIT = 2 ** 23;
/** A tree is at most 30 code bits plus 23 halvings deep, so no stack grows past this. */
const STACK_SIZE = 128;
const INNER = 0x80000000;

export class TriangleBvh {
  readonly triangleCount: number;
  /** Triangle ids in leaf order. */
  private readonly order: Uint32Array;
  /** min x, y, z, max x, y, z per node. */
  private bounds: Float32Array;
  /** Per node: [first triangle in `order`, count] for a leaf; [right child, INNER | split axis] for an inner node. */
  private meta: Uint32Array;
  private nodes = 0;
  private readonly stack = new Int32Array(STACK_SIZE);
  /** After `nearestExit` found a triangle: the cosine between the ray and that triangle's normal (times `facing`), 0…1. */
  hitCosine = 0;

  private readonly positions: Float32Array;
  private readonly indices: Uint32Array;

  /** @param indices three vertex ids per triangle into `positions` (x, y, z per vertex). */
  constructor(positions: Float32Array, indices: Uint32Array) {
    this.positions = positions;
    this.indices = indices;
    const count = Math.floor(indices.length / 3);
    this.triangleCount = count;
    this.order = new Uint32Array(count);
    for (let t = 0; t < count; t++) this.order[t] = t;
    const capacity = Math.max(1, Math.ceil(count / 2));
    this.bounds = new Float32Array(capacity * 6);
    this.meta = new Uint32Array(capacity * 2);
    if (count > 0) this.build();
  }

  /** Bytes held, for the benchmark's memory report. */
  get byteLength(): number {
    return this.order.byteLength + this.bounds.byteLength + this.meta.byteLength;
  }

  get nodeCount(): number {
    return this.nodes;
  }

  /**
   * The distance along the ray to the nearest triangle it leaves the solid through, in
   * (tMin, tMax), or Infinity. "Leaves through" means the triangle faces the way the ray goes:
   * its normal (counter-clockwise winding) times `facing` points along the direction. Triangle
   * `skip` (where the ray starts) is ignored. The direction need not be unit length; the
   * distance is in its units.
   */
  nearestExit(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, tMin: number, tMax: number, skip: number, facing: number): number {
    if (this.nodes === 0) return Infinity;
    // A zero component would make 0 × ∞ = NaN in the slab test when the origin lies on a box face.
    const ix = 1 / (dx === 0 ? 1e-30 : dx);
    const iy = 1 / (dy === 0 ? 1e-30 : dy);
    const iz = 1 / (dz === 0 ? 1e-30 : dz);
    const { bounds, meta, order, positions: p, indices, stack } = this;
    let best = tMax;
    let cosine = 0;
    let top = 0;
    stack[top++] = 0;
    while (top > 0) {
      const node = stack[--top] ?? 0;
      const b = node * 6;
      let t1 = ((bounds[b] ?? 0) - ox) * ix;
      let t2 = ((bounds[b + 3] ?? 0) - ox) * ix;
      let near = t1 < t2 ? t1 : t2;
      let far = t1 < t2 ? t2 : t1;
      t1 = ((bounds[b + 1] ?? 0) - oy) * iy;
      t2 = ((bounds[b + 4] ?? 0) - oy) * iy;
      near = Math.max(near, t1 < t2 ? t1 : t2);
      far = Math.min(far, t1 < t2 ? t2 : t1);
      t1 = ((bounds[b + 2] ?? 0) - oz) * iz;
      t2 = ((bounds[b + 5] ?? 0) - oz) * iz;
      near = Math.max(near, t1 < t2 ? t1 : t2);
      far = Math.min(far, t1 < t2 ? t2 : t1);
      if (near > far || far < tMin || near > best) continue;
      const first = meta[node * 2] ?? 0;
      const second = meta[node * 2 + 1] ?? 0;
      if (second & INNER) {
        const axis = second & 3;
        const forward = axis === 0 ? dx > 0 : axis === 1 ? dy > 0 : dz > 0;
        // Near child last, so it is searched first and shortens `best` for the far one.
        stack[top++] = forward ? first : node + 1;
        stack[top++] = forward ? node + 1 : first;
        continue;
      }
      for (let k = first; k < first + second; k++) {
        const t = order[k] ?? 0;
        if (t === skip) continue;
        const a = (indices[t * 3] ?? 0) * 3;
        const bi = (indices[t * 3 + 1] ?? 0) * 3;
        const c = (indices[t * 3 + 2] ?? 0) * 3;
        const ax = p[a] ?? 0;
        const ay = p[a + 1] ?? 0;
        const az = p[a + 2] ?? 0;
        const e1x = (p[bi] ?? 0) - ax;
        const e1y = (p[bi + 1] ?? 0) - ay;
        const e1z = (p[bi + 2] ?? 0) - az;
        const e2x = (p[c] ?? 0) - ax;
        const e2y = (p[c + 1] ?? 0) - ay;
        const e2z = (p[c + 2] ?? 0) - az;
        // Möller–Trumbore; det = −direction · normal, so its sign says which way the triangle faces.
        const px = dy * e2z - dz * e2y;
        const py = dz * e2x - dx * e2z;
        const pz = dx * e2y - dy * e2x;
        const det = e1x * px + e1y * py + e1z * pz;
        if (det * facing >= 0) continue;
        const inv = 1 / det;
        const sx = ox - ax;
        const sy = oy - ay;
        const sz = oz - az;
        const u = (sx * px + sy * py + sz * pz) * inv;
        if (u < 0 || u > 1) continue;
        const qx = sy * e1z - sz * e1y;
        const qy = sz * e1x - sx * e1z;
        const qz = sx * e1y - sy * e1x;
        const v = (dx * qx + dy * qy + dz * qz) * inv;
        if (v < 0 || u + v > 1) continue;
        const distance = (e2x * qx + e2y * qy + e2z * qz) * inv;
        if (distance > tMin && distance < best) {
          best = distance;
          const nx = e1y * e2z - e1z * e2y;
          const ny = e1z * e2x - e1x * e2z;
          const nz = e1x * e2y - e1y * e2x;
          cosine = (-det * facing) / Math.sqrt((nx * nx + ny * ny + nz * nz) * (dx * dx + dy * dy + dz * dz));
        }
      }
    }
    this.hitCosine = cosine;
    return best < tMax ? best : Infinity;
  }

  /**
   * How many times more the ray leaves the solid than it enters it beyond `tMin`: the number of
   * solids wound outwards that contain the origin (1 inside one part, 2 where two overlap, 0
   * outside). Leaving is crossing a triangle whose counter-clockwise normal points along the ray.
   */
  windingAlong(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, tMin: number): number {
    if (this.nodes === 0) return 0;
    const ix = 1 / (dx === 0 ? 1e-30 : dx);
    const iy = 1 / (dy === 0 ? 1e-30 : dy);
    const iz = 1 / (dz === 0 ? 1e-30 : dz);
    const { bounds, meta, order, positions: p, indices, stack } = this;
    let winding = 0;
    let top = 0;
    stack[top++] = 0;
    while (top > 0) {
      const node = stack[--top] ?? 0;
      const b = node * 6;
      let t1 = ((bounds[b] ?? 0) - ox) * ix;
      let t2 = ((bounds[b + 3] ?? 0) - ox) * ix;
      let near = Math.min(t1, t2);
      let far = Math.max(t1, t2);
      t1 = ((bounds[b + 1] ?? 0) - oy) * iy;
      t2 = ((bounds[b + 4] ?? 0) - oy) * iy;
      near = Math.max(near, Math.min(t1, t2));
      far = Math.min(far, Math.max(t1, t2));
      t1 = ((bounds[b + 2] ?? 0) - oz) * iz;
      t2 = ((bounds[b + 5] ?? 0) - oz) * iz;
      near = Math.max(near, Math.min(t1, t2));
      far = Math.min(far, Math.max(t1, t2));
      if (near > far || far < tMin) continue;
      const first = meta[node * 2] ?? 0;
      const second = meta[node * 2 + 1] ?? 0;
      if (second & INNER) {
        stack[top++] = first;
        stack[top++] = node + 1;
        continue;
      }
      for (let k = first; k < first + second; k++) {
        const t = order[k] ?? 0;
        const a = (indices[t * 3] ?? 0) * 3;
        const bi = (indices[t * 3 + 1] ?? 0) * 3;
        const c = (indices[t * 3 + 2] ?? 0) * 3;
        const ax = p[a] ?? 0, ay = p[a + 1] ?? 0, az = p[a + 2] ?? 0;
        const e1x = (p[bi] ?? 0) - ax, e1y = (p[bi + 1] ?? 0) - ay, e1z = (p[bi + 2] ?? 0) - az;
        const e2x = (p[c] ?? 0) - ax, e2y = (p[c + 1] ?? 0) - ay, e2z = (p[c + 2] ?? 0) - az;
        const px = dy * e2z - dz * e2y, py = dz * e2x - dx * e2z, pz = dx * e2y - dy * e2x;
        const det = e1x * px + e1y * py + e1z * pz;
        if (det === 0) continue;
        const inv = 1 / det;
        const sx = ox - ax, sy = oy - ay, sz = oz - az;
        const u = (sx * px + sy * py + sz * pz) * inv;
        if (u < 0 || u > 1) continue;
        const qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
        const v = (dx * qx + dy * qy + dz * qz) * inv;
        if (v < 0 || u + v > 1) continue;
        if ((e2x * qx + e2y * qy + e2z * qz) * inv > tMin) winding += det < 0 ? 1 : -1;
      }
    }
    return winding;
  }

  /** Calls `visit` with every triangle in a leaf whose box comes within `radius` of the point (a superset: the caller tests each). */
  forEachNear(x: number, y: number, z: number, radius: number, visit: (triangle: number) => void): void {
    if (this.nodes === 0) return;
    const { bounds, meta, order, stack } = this;
    const r2 = radius * radius;
    let top = 0;
    stack[top++] = 0;
    while (top > 0) {
      const node = stack[--top] ?? 0;
      const b = node * 6;
      const gx = Math.max((bounds[b] ?? 0) - x, 0, x - (bounds[b + 3] ?? 0));
      const gy = Math.max((bounds[b + 1] ?? 0) - y, 0, y - (bounds[b + 4] ?? 0));
      const gz = Math.max((bounds[b + 2] ?? 0) - z, 0, z - (bounds[b + 5] ?? 0));
      if (gx * gx + gy * gy + gz * gz > r2) continue;
      const first = meta[node * 2] ?? 0;
      const second = meta[node * 2 + 1] ?? 0;
      if (second & INNER) {
        stack[top++] = first;
        stack[top++] = node + 1;
      } else {
        for (let k = first; k < first + second; k++) visit(order[k] ?? 0);
      }
    }
  }

  /**
   * Sorts the triangles along a Morton curve of their centroids (10 bits per axis, each axis
   * scaled to the centroids' extent) with one native sort of packed doubles, then splits
   * ranges top down at the highest bit in which their codes differ (a binary search, since
   * the range is sorted), halving ranges whose codes are all equal. Every pass reads the
   * triangles in file order or walks sorted arrays, never hopping through a permutation.
   */
  private build(): void {
    const { positions: p, indices } = this;
    const count = this.triangleCount;
    if (count >= INDEX_LIMIT) throw new RangeError(`a search tree holds fewer than ${INDEX_LIMIT} triangles`);
    const low = [Infinity, Infinity, Infinity];
    const high = [-Infinity, -Infinity, -Infinity];
    const centre = new Float64Array(3);
    const centroid = (t: number): void => {
      const a = (indices[t * 3] ?? 0) * 3;
      const b = (indices[t * 3 + 1] ?? 0) * 3;
      const c = (indices[t * 3 + 2] ?? 0) * 3;
      for (let axis = 0; axis < 3; axis++) centre[axis] = ((p[a + axis] ?? 0) + (p[b + axis] ?? 0) + (p[c + axis] ?? 0)) / 3;
    };
    for (let t = 0; t < count; t++) {
      centroid(t);
      for (let axis = 0; axis < 3; axis++) {
        const v = centre[axis] ?? 0;
        if (v < (low[axis] ?? 0)) low[axis] = v;
        if (v > (high[axis] ?? 0)) high[axis] = v;
      }
    }
    const scale = [0, 1, 2].map((axis) => ((high[axis] ?? 0) > (low[axis] ?? 0) ? 1023.999 / ((high[axis] ?? 0) - (low[axis] ?? 0)) : 0));
    const [sx = 0, sy = 0, sz = 0] = scale;
    const [lx = 0, ly = 0, lz = 0] = low;
    const keys = new Float64Array(count);
    for (let t = 0; t < count; t++) {
      centroid(t);
      const code = spread(Math.floor(((centre[0] ?? 0) - lx) * sx)) * 4 + spread(Math.floor(((centre[1] ?? 0) - ly) * sy)) * 2 + spread(Math.floor(((centre[2] ?? 0) - lz) * sz));
      keys[t] = code * INDEX_LIMIT + t;
    }
    keys.sort();
    const codes = new Uint32Array(count);
    for (let i = 0; i < count; i++) {
      const key = keys[i] ?? 0;
      const t = key % INDEX_LIMIT;
      this.order[i] = t;
      codes[i] = (key - t) / INDEX_LIMIT;
    }
    this.split(codes);
    this.fillBounds();
    this.bounds = this.bounds.slice(0, this.nodes * 6);
    this.meta = this.meta.slice(0, this.nodes * 2);
  }

  private split(codes: Uint32Array): void {
    // Jobs: start, end, the parent whose right-child slot to fill (−1: none).
    const jobs = new Int32Array(STACK_SIZE * 3);
    jobs[0] = 0;
    jobs[1] = this.triangleCount;
    jobs[2] = -1;
    let top = 1;
    while (top > 0) {
      top--;
      const start = jobs[top * 3] ?? 0;
      const end = jobs[top * 3 + 1] ?? 0;
      const parent = jobs[top * 3 + 2] ?? -1;
      const node = this.allocate();
      if (parent >= 0) this.meta[parent * 2] = node;
      if (end - start <= LEAF_SIZE) {
        this.meta[node * 2] = start;
        this.meta[node * 2 + 1] = end - start;
        continue;
      }
      const first = codes[start] ?? 0;
      const differ = first ^ (codes[end - 1] ?? 0);
      let middle = (start + end) >>> 1;
      // Bits from the top: x, y, z, x, y, z … (spread() leaves x at 3k + 2, y at 3k + 1, z at 3k).
      let axis = 0;
      if (differ !== 0) {
        const bit = 31 - Math.clz32(differ);
        axis = 2 - (bit % 3);
        let lo = start + 1;
        let hi = end - 1;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if ((((codes[mid] ?? 0) >>> bit) & 1) === 0) lo = mid + 1;
          else hi = mid;
        }
        middle = lo;
      }
      this.meta[node * 2 + 1] = INNER | axis;
      jobs[top * 3] = middle;
      jobs[top * 3 + 1] = end;
      jobs[top * 3 + 2] = node;
      top++;
      jobs[top * 3] = start;
      jobs[top * 3 + 1] = middle;
      jobs[top * 3 + 2] = -1;
      top++;
    }
  }

  private allocate(): number {
    if (this.nodes * 2 >= this.meta.length) {
      const meta = new Uint32Array(this.meta.length * 2);
      meta.set(this.meta);
      this.meta = meta;
      const bounds = new Float32Array(this.bounds.length * 2);
      bounds.set(this.bounds);
      this.bounds = bounds;
    }
    return this.nodes++;
  }

  /** Children come after their parent, so one backwards pass sees every child before its parent. */
  private fillBounds(): void {
    const { bounds, meta, order, indices, positions: p } = this;
    for (let node = this.nodes - 1; node >= 0; node--) {
      const b = node * 6;
      const first = meta[node * 2] ?? 0;
      const second = meta[node * 2 + 1] ?? 0;
      if (second & INNER) {
        const l = (node + 1) * 6;
        const r = first * 6;
        for (let i = 0; i < 3; i++) {
          bounds[b + i] = Math.min(bounds[l + i] ?? 0, bounds[r + i] ?? 0);
          bounds[b + 3 + i] = Math.max(bounds[l + 3 + i] ?? 0, bounds[r + 3 + i] ?? 0);
        }
        continue;
      }
      let minX = Infinity, minY = Infinity, minZ = Infinity, maxX = -Infinity, maxY = -Infinity, maxZ = -Infinity;
      for (let k = first; k < first + second; k++) {
        const t = order[k] ?? 0;
        for (let corner = 0; corner < 3; corner++) {
          const v = (indices[t * 3 + corner] ?? 0) * 3;
          const x = p[v] ?? 0, y = p[v + 1] ?? 0, z = p[v + 2] ?? 0;
          if (x < minX) minX = x;
          if (x > maxX) maxX = x;
          if (y < minY) minY = y;
          if (y > maxY) maxY = y;
          if (z < minZ) minZ = z;
          if (z > maxZ) maxZ = z;
        }
      }
      bounds[b] = minX;
      bounds[b + 1] = minY;
      bounds[b + 2] = minZ;
      bounds[b + 3] = maxX;
      bounds[b + 4] = maxY;
      bounds[b + 5] = maxZ;
    }
  }
}

/** The 10 low bits of v spread to every third bit (bit k to bit 3k). */
function spread(v: number): number {
  let x = Math.min(1023, Math.max(0, v)) >>> 0;
  x = (x | (x << 16)) & 0x030000ff;
  x = (x | (x << 8)) & 0x0300f00f;
  x = (x | (x << 4)) & 0x030c30c3;
  x = (x | (x << 2)) & 0x09249249;
  return x;
}
