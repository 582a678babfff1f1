import { checkEdges } from './edge-check.ts';
import type { MeasureOptions, MeasureResult, MeshWarning } from './types.ts';
import { VertexWelder } from './vertex-welder.ts';

/**
 * Above this many triangles the edge analysis (open / non-manifold / orientation) is skipped
 * with a `manifoldCheckSkipped` warning: it needs about 40 bytes per triangle on top of the
 * file. 4 M triangles is a 200 MB binary STL, twice the upload limit, so real uploads are
 * always checked; only huge 3MF archives (which compress well) can reach it.
 */
export const MANIFOLD_CHECK_MAX_TRIANGLES = 4_000_000;

/** sin θ below ~1e-7 between two edges counts as a degenerate (needle or cap) triangle. */
const DEGENERATE_SIN_SQUARED = 1e-14;

/**
 * Accumulates volume, area, bounds and mesh-quality counters one triangle at a time, so the
 * parsers never build a triangle object: they call `add` with nine numbers.
 */
export class MeshMeasurer {
  private read = 0;
  private measured = 0;
  private nonFinite = 0;
  private degenerate = 0;
  private signedVolume6 = 0;
  private doubleArea = 0;
  // The first vertex is the apex of every tetrahedron: far from the file's origin this keeps
  // the products small and the rounding error with them.
  private ox = 0;
  private oy = 0;
  private oz = 0;
  private minX = Infinity;
  private minY = Infinity;
  private minZ = Infinity;
  private maxX = -Infinity;
  private maxY = -Infinity;
  private maxZ = -Infinity;
  private welder: VertexWelder | null;
  private corners: Uint32Array | null;
  /** File index of each welded triangle, kept only once a non-finite triangle has been left out. */
  private sources: Uint32Array | null = null;
  private skippedEdges = false;
  private readonly limit: number;

  /** @param expectedTriangles a size hint (exact for binary STL); 0 when unknown. */
  constructor(expectedTriangles = 0, limit = MANIFOLD_CHECK_MAX_TRIANGLES) {
    this.limit = limit;
    if (expectedTriangles > limit) {
      this.welder = null;
      this.corners = null;
      this.skippedEdges = true;
    } else {
      // Closed meshes have about half as many vertices as triangles.
      this.welder = new VertexWelder(Math.max(64, expectedTriangles / 2));
      this.corners = new Uint32Array(Math.max(3, expectedTriangles * 3));
    }
  }

  /** Triangles passed to `add` so far, measurable or not. */
  get trianglesRead(): number {
    return this.read;
  }

  /** Bytes held for the edge analysis, for the benchmark's memory report. */
  get workingBytes(): number {
    return (this.welder?.byteLength ?? 0) + (this.corners?.byteLength ?? 0);
  }

  add(ax: number, ay: number, az: number, bx: number, by: number, bz: number, cx: number, cy: number, cz: number): void {
    this.read++;
    // One sum catches NaN and ±Infinity in any of the nine coordinates.
    if (!Number.isFinite(ax + ay + az + bx + by + bz + cx + cy + cz)) {
      this.nonFinite++;
      if (this.corners && !this.sources) this.sources = identity(this.corners.length / 3, this.measured);
      return;
    }
    if (this.measured === 0) {
      this.ox = ax;
      this.oy = ay;
      this.oz = az;
    }
    this.measured++;
    this.extend(ax, ay, az);
    this.extend(bx, by, bz);
    this.extend(cx, cy, cz);

    const e1x = bx - ax;
    const e1y = by - ay;
    const e1z = bz - az;
    const e2x = cx - ax;
    const e2y = cy - ay;
    const e2z = cz - az;
    const nx = e1y * e2z - e1z * e2y;
    const ny = e1z * e2x - e1x * e2z;
    const nz = e1x * e2y - e1y * e2x;
    const crossSquared = nx * nx + ny * ny + nz * nz;
    this.doubleArea += Math.sqrt(crossSquared);
    const lengths = (e1x * e1x + e1y * e1y + e1z * e1z) * (e2x * e2x + e2y * e2y + e2z * e2z);
    let degenerate = crossSquared <= DEGENERATE_SIN_SQUARED * lengths;

    // Signed volume of the tetrahedron (origin, a, b, c) × 6: (a − o) · ((b − a) × (c − a)).
    this.signedVolume6 += (ax - this.ox) * nx + (ay - this.oy) * ny + (az - this.oz) * nz;

    if (this.welder && this.corners) {
      if (this.measured > this.limit) {
        this.welder = null;
        this.corners = null;
        this.skippedEdges = true;
      } else {
        const a = this.welder.idOf(ax, ay, az);
        const b = this.welder.idOf(bx, by, bz);
        const c = this.welder.idOf(cx, cy, cz);
        if (a === b || b === c || c === a) degenerate = true;
        const at = (this.measured - 1) * 3;
        if (at + 3 > this.corners.length) this.corners = growCorners(this.corners);
        this.corners[at] = a;
        this.corners[at + 1] = b;
        this.corners[at + 2] = c;
        if (this.sources) {
          if (this.measured > this.sources.length) this.sources = growCorners(this.sources);
          this.sources[this.measured - 1] = this.read - 1;
        }
      }
    }
    if (degenerate) this.degenerate++;
  }

  /** The figures and warnings; hands the welded mesh to `options.onWeldedMesh` when there is one. */
  finish(options: Pick<MeasureOptions, 'onWeldedMesh'> = {}): MeasureResult {
    if (this.measured === 0) {
      return { ok: false, error: 'empty', detail: this.read ? 'no triangle with finite coordinates' : 'no triangles' };
    }
    if (options.onWeldedMesh && this.welder && this.corners) {
      options.onWeldedMesh({
        positions: this.welder.positions(),
        indices: this.corners.subarray(0, this.measured * 3),
        sourceTriangles: this.sources ? this.sources.subarray(0, this.measured) : null,
      });
    }
    const warnings: MeshWarning[] = [];
    if (this.welder && this.corners) {
      const edges = checkEdges(this.corners, this.measured, this.welder.size);
      if (edges.open) warnings.push({ code: 'openEdges', count: edges.open });
      if (edges.nonManifold) warnings.push({ code: 'nonManifoldEdges', count: edges.nonManifold });
      if (edges.inconsistent) warnings.push({ code: 'inconsistentOrientation', count: edges.inconsistent });
    }
    if (this.skippedEdges) warnings.push({ code: 'manifoldCheckSkipped' });
    if (this.signedVolume6 < 0) warnings.push({ code: 'invertedNormals' });
    if (this.degenerate) warnings.push({ code: 'degenerateTriangles', count: this.degenerate });
    if (this.nonFinite) warnings.push({ code: 'nonFiniteCoordinates', count: this.nonFinite });
    return {
      ok: true,
      geometry: {
        volume: Math.abs(this.signedVolume6) / 6,
        area: this.doubleArea / 2,
        bbox: {
          x: this.maxX - this.minX,
          y: this.maxY - this.minY,
          z: this.maxZ - this.minZ,
          min: { x: this.minX, y: this.minY, z: this.minZ },
          max: { x: this.maxX, y: this.maxY, z: this.maxZ },
        },
        triangles: this.read,
      },
      warnings,
    };
  }

  private extend(x: number, y: number, z: number): void {
    if (x < this.minX) this.minX = x;
    if (x > this.maxX) this.maxX = x;
    if (y < this.minY) this.minY = y;
    if (y > this.maxY) this.maxY = y;
    if (z < this.minZ) this.minZ = z;
    if (z > this.maxZ) this.maxZ = z;
  }
}

/** 0, 1, 2 … up to `filled`, in room for `length`. */
function identity(length: number, filled: number): Uint32Array {
  const ids = new Uint32Array(Math.max(length, filled + 1));
  for (let i = 0; i < filled; i++) ids[i] = i;
  return ids;
}

function growCorners(corners: Uint32Array): Uint32Array {
  const next = new Uint32Array(corners.length * 2);
  next.set(corners);
  return next;
}
