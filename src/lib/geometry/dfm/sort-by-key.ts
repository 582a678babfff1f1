/** Index bits of a packed sort key, with the key's rank in the 21 bits above them: 2^53 is exact in a double. */
const INDEX_SPAN = 2 ** 32;
const RANK_SPAN = 2 ** 21 - 1;

/**
 * The ids whose key is under `ceiling`, by key ascending, with their keys. Sorts one
 * Float64Array of (rank · 2³² + id), so a million ids sort natively without an object or a
 * comparator call each. Keys closer than ceiling / 2²¹ share a rank and keep id order; their
 * listed values are raised to the one before, so `values` is exactly ascending (a shift of
 * at most ceiling / 2²¹, 2.4 nm for 5 mm).
 */
export function sortIdsByKey(keys: Float32Array, ceiling: number): { ids: Uint32Array; values: Float32Array } {
  let n = 0;
  for (let id = 0; id < keys.length; id++) if ((keys[id] ?? Infinity) < ceiling) n++;
  const packed = new Float64Array(n);
  let at = 0;
  for (let id = 0; id < keys.length; id++) {
    const key = keys[id] ?? Infinity;
    if (key < ceiling) packed[at++] = Math.floor((Math.max(0, key) / ceiling) * RANK_SPAN) * INDEX_SPAN + id;
  }
  packed.sort();
  const ids = new Uint32Array(n);
  const values = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const id = (packed[i] ?? 0) % INDEX_SPAN;
    ids[i] = id;
    values[i] = Math.max(keys[id] ?? 0, i > 0 ? (values[i - 1] ?? 0) : 0);
  }
  return { ids, values };
}

/** How many of the ascending `values` are below `limit` (binary search). */
export function countBelow(values: Float32Array, limit: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] ?? Infinity) < limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
