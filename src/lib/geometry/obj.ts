import { GrowableFloat64, GrowableInt32 } from './growable.ts';
import { MeshMeasurer } from './mesh-measurer.ts';
import { LF, TextCursor } from './text-cursor.ts';
import { type MeasureOptions, type MeasureResult, MeshReadError } from './types.ts';

const V = 118;
const F = 102;
const HASH = 35;
const SLASH = 47;
const PROGRESS_EVERY = 1 << 20;

/**
 * Wavefront OBJ, units taken as millimetres (OBJ has none). Reads `v x y z` (a fourth
 * weight or vertex colours are ignored) and `f` faces with `i`, `i/t`, `i//n` or `i/t/n`
 * corners, 1-based or negative (relative) indices; polygons are fan-triangulated from their
 * first corner. Every other statement (vt, vn, g, o, usemtl, l, p …) is skipped; `\` line
 * continuations are not supported.
 */
export function measureObj(bytes: Uint8Array, options: MeasureOptions = {}): MeasureResult {
  const cursor = new TextCursor(bytes);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) cursor.pos = 3; // UTF-8 byte-order mark
  const positions = new GrowableFloat64(4096);
  const triangles = new GrowableInt32(4096);
  let vertexCount = 0;
  let nextProgress = PROGRESS_EVERY;

  while (!cursor.done) {
    cursor.skipSpace();
    if (cursor.done) break;
    const keyword = bytes[cursor.pos];
    const after = bytes[cursor.pos + 1] ?? LF;
    const bare = after === 32 || after === 9;
    if (keyword === V && bare) {
      cursor.pos++;
      for (let axis = 0; axis < 3; axis++) {
        const value = cursor.readNumber(true);
        if (cursor.failed) throw new MeshReadError('unreadable', `bad vertex coordinate at byte ${cursor.pos}`);
        positions.push(value);
      }
      vertexCount++;
    } else if (keyword === F && bare) {
      cursor.pos++;
      readFace(cursor, vertexCount, triangles);
    } else if (keyword !== HASH && !isLetter(keyword ?? 0)) {
      // Every OBJ statement starts with a keyword or is a comment; anything else is not OBJ.
      throw new MeshReadError('unreadable', `unexpected byte ${keyword ?? 0} at ${cursor.pos}`);
    }
    cursor.skipLine();
    if (options.onProgress && cursor.pos >= nextProgress) {
      nextProgress += PROGRESS_EVERY;
      options.onProgress((0.8 * cursor.pos) / bytes.length);
    }
  }

  const corners = triangles.view();
  const count = corners.length / 3;
  const xyz = positions.view();
  const measurer = new MeshMeasurer(count);
  let invalid = 0;
  for (let t = 0; t < count; t++) {
    const a = corners[t * 3] ?? -1;
    const b = corners[t * 3 + 1] ?? -1;
    const c = corners[t * 3 + 2] ?? -1;
    if (a < 0 || b < 0 || c < 0 || a >= vertexCount || b >= vertexCount || c >= vertexCount) {
      invalid++;
      continue;
    }
    measurer.add(xyz[a * 3] ?? 0, xyz[a * 3 + 1] ?? 0, xyz[a * 3 + 2] ?? 0, xyz[b * 3] ?? 0, xyz[b * 3 + 1] ?? 0, xyz[b * 3 + 2] ?? 0, xyz[c * 3] ?? 0, xyz[c * 3 + 1] ?? 0, xyz[c * 3 + 2] ?? 0);
  }
  const result = measurer.finish(options);
  if (invalid && result.ok) result.warnings.push({ code: 'invalidFaces', count: invalid });
  if (invalid && !result.ok) return { ok: false, error: 'unreadable', detail: `${invalid} faces refer to missing vertices` };
  return result;
}

/** Fan-triangulates one `f` line into `out` as 0-based indices; -1 marks a corner that can never be valid. */
function readFace(cursor: TextCursor, vertexCount: number, out: GrowableInt32): void {
  let corners = 0;
  let first = -1;
  let previous = -1;
  for (;;) {
    if (cursor.atLineEnd()) break;
    const index = cursor.readNumber(true);
    if (cursor.failed || !Number.isInteger(index)) throw new MeshReadError('unreadable', `bad face index at byte ${cursor.pos}`);
    // The texture and normal indices after the first slash do not matter for the shape.
    while (cursor.bytes[cursor.pos] === SLASH) {
      cursor.pos++;
      while (!cursor.done && (cursor.bytes[cursor.pos] ?? 0) > 32) cursor.pos++;
    }
    const corner = index > 0 ? index - 1 : index < 0 ? vertexCount + index : -1;
    corners++;
    if (corners === 1) first = corner;
    else if (corners === 2) previous = corner;
    else {
      out.push(first);
      out.push(previous);
      out.push(corner);
      previous = corner;
    }
  }
}

function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}
