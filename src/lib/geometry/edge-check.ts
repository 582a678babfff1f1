export interface EdgeReport {
  /** Edges used by exactly one triangle. */
  open: number;
  /** Edges used by three or more triangles. */
  nonManifold: number;
  /** Edges shared by two triangles that run along it in the same direction. */
  inconsistent: number;
}

/**
 * Classifies the edges of a welded triangle list (3 vertex ids per triangle).
 *
 * In a closed, consistently wound mesh every undirected edge is used exactly twice, once in
 * each direction. Edges are bucketed by their smaller vertex id (a counting sort, O(n)), so
 * the only memory is one 32-bit entry per directed edge plus one counter per vertex, rather
 * than a hash map of edge objects.
 */
export function checkEdges(corners: Uint32Array, triangleCount: number, vertexCount: number): EdgeReport {
  const starts = new Uint32Array(vertexCount + 1);
  for (let t = 0; t < triangleCount; t++) {
    const i = t * 3;
    const a = corners[i] ?? 0;
    const b = corners[i + 1] ?? 0;
    const c = corners[i + 2] ?? 0;
    countEdge(starts, a, b);
    countEdge(starts, b, c);
    countEdge(starts, c, a);
  }
  let total = 0;
  for (let v = 0; v <= vertexCount; v++) {
    const n = starts[v] ?? 0;
    starts[v] = total;
    total += n;
  }
  // Each entry is the larger vertex id × 2, plus 1 when the edge runs from larger to smaller.
  const entries = new Uint32Array(total);
  const fill = starts.slice(0, vertexCount);
  for (let t = 0; t < triangleCount; t++) {
    const i = t * 3;
    const a = corners[i] ?? 0;
    const b = corners[i + 1] ?? 0;
    const c = corners[i + 2] ?? 0;
    placeEdge(entries, fill, a, b);
    placeEdge(entries, fill, b, c);
    placeEdge(entries, fill, c, a);
  }

  const report: EdgeReport = { open: 0, nonManifold: 0, inconsistent: 0 };
  for (let v = 0; v < vertexCount; v++) {
    const from = starts[v] ?? 0;
    const to = starts[v + 1] ?? 0;
    if (to - from > 1) entries.subarray(from, to).sort();
    let i = from;
    while (i < to) {
      const other = (entries[i] ?? 0) >>> 1;
      let j = i + 1;
      let forward = 1 - ((entries[i] ?? 0) & 1);
      while (j < to && (entries[j] ?? 0) >>> 1 === other) {
        forward += 1 - ((entries[j] ?? 0) & 1);
        j++;
      }
      const uses = j - i;
      if (uses === 1) report.open++;
      else if (uses > 2) report.nonManifold++;
      else if (forward !== 1) report.inconsistent++;
      i = j;
    }
  }
  return report;
}

function countEdge(starts: Uint32Array, a: number, b: number): void {
  // A collapsed edge (both ends welded together) belongs to a degenerate triangle, reported elsewhere.
  if (a === b) return;
  const low = a < b ? a : b;
  starts[low] = (starts[low] ?? 0) + 1;
}

function placeEdge(entries: Uint32Array, fill: Uint32Array, a: number, b: number): void {
  if (a === b) return;
  const low = a < b ? a : b;
  const high = a < b ? b : a;
  const at = fill[low] ?? 0;
  entries[at] = high * 2 + (a < b ? 0 : 1);
  fill[low] = at + 1;
}
