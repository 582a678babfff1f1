import { MeshMeasurer } from './mesh-measurer.ts';
import { TextCursor, ascii } from './text-cursor.ts';
import { type MeasureOptions, type MeasureResult, MeshReadError } from './types.ts';

const HEADER = 80;
const RECORD = 50;
const PROGRESS_EVERY = 1 << 16;
const SOLID = ascii('solid');
const VERTEX = ascii('vertex');
const FACET = ascii('facet');
const ENDSOLID = ascii('endsolid');

/**
 * Binary or ASCII. Binary files whose 80-byte header starts with "solid" are common
 * (SolidWorks and others), so the size rule decides first: a file of exactly 84 + 50·n bytes,
 * n being the count at byte 80, is binary. Otherwise it is ASCII if it starts with `solid`
 * and has a `facet` or `endsolid` keyword in its first kilobyte of text, binary if it is
 * long enough to hold its count (trailing bytes after the records are tolerated), else null.
 */
export function detectStlEncoding(bytes: Uint8Array): 'binary' | 'ascii' | null {
  const count = bytes.length >= HEADER + 4 ? readCount(bytes) : -1;
  if (count >= 0 && bytes.length === HEADER + 4 + RECORD * count) return 'binary';
  if (looksLikeAsciiStl(bytes)) return 'ascii';
  if (count > 0 && bytes.length > HEADER + 4 + RECORD * count) return 'binary';
  return null;
}

export function measureStl(bytes: Uint8Array, options: MeasureOptions = {}): MeasureResult {
  const encoding = detectStlEncoding(bytes);
  if (encoding === 'binary') return measureBinaryStl(bytes, options);
  if (encoding === 'ascii') return measureAsciiStl(bytes, options);
  if (bytes.length >= HEADER + 4) {
    const count = readCount(bytes);
    throw new MeshReadError('unreadable', `binary STL declares ${count} triangles but has room for ${Math.floor((bytes.length - HEADER - 4) / RECORD)}`);
  }
  throw new MeshReadError('unreadable', 'neither binary nor ASCII STL');
}

function measureBinaryStl(bytes: Uint8Array, options: MeasureOptions): MeasureResult {
  const count = readCount(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const measurer = new MeshMeasurer(count);
  let at = HEADER + 4 + 12; // each record: normal (ignored: recomputed from the corners), 3 corners, 2 attribute bytes
  for (let t = 0; t < count; t++, at += RECORD) {
    measurer.add(
      view.getFloat32(at, true),
      view.getFloat32(at + 4, true),
      view.getFloat32(at + 8, true),
      view.getFloat32(at + 12, true),
      view.getFloat32(at + 16, true),
      view.getFloat32(at + 20, true),
      view.getFloat32(at + 24, true),
      view.getFloat32(at + 28, true),
      view.getFloat32(at + 32, true),
    );
    if (options.onProgress && (t & (PROGRESS_EVERY - 1)) === 0) options.onProgress(t / count);
  }
  return measurer.finish(options);
}

/** Takes every `vertex x y z` in order, three to a triangle; other keywords are skipped. */
function measureAsciiStl(bytes: Uint8Array, options: MeasureOptions): MeasureResult {
  const cursor = new TextCursor(bytes);
  const measurer = new MeshMeasurer();
  const corner = new Float64Array(9);
  let filled = 0;
  let next = PROGRESS_EVERY;
  for (;;) {
    cursor.skipSpace();
    if (cursor.done) break;
    if (!cursor.isWord(VERTEX)) {
      cursor.skipToken();
      continue;
    }
    cursor.pos += VERTEX.length;
    for (let axis = 0; axis < 3; axis++) {
      const value = cursor.readNumber(true);
      if (cursor.failed) throw new MeshReadError('unreadable', `bad vertex coordinate at byte ${cursor.pos}`);
      corner[filled * 3 + axis] = value;
    }
    filled++;
    if (filled === 3) {
      filled = 0;
      measurer.add(corner[0] ?? 0, corner[1] ?? 0, corner[2] ?? 0, corner[3] ?? 0, corner[4] ?? 0, corner[5] ?? 0, corner[6] ?? 0, corner[7] ?? 0, corner[8] ?? 0);
      if (options.onProgress && measurer.trianglesRead >= next) {
        next += PROGRESS_EVERY;
        options.onProgress(cursor.pos / bytes.length);
      }
    }
  }
  if (filled !== 0) throw new MeshReadError('unreadable', 'ASCII STL ends inside a facet');
  return measurer.finish(options);
}

function readCount(bytes: Uint8Array): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(HEADER, true);
}

function looksLikeAsciiStl(bytes: Uint8Array): boolean {
  const cursor = new TextCursor(bytes, 0, Math.min(bytes.length, 1024));
  cursor.skipSpace();
  if (!startsWith(bytes, cursor.pos, SOLID)) return false;
  for (let pos = cursor.pos; pos < cursor.end; pos++) {
    const c = bytes[pos] ?? 0;
    // Text has no control bytes but tab and line breaks; a binary header padded with zeros or
    // followed by floats soon shows some. Bytes above 127 pass: solid names may be UTF-8.
    if (c === 127 || (c < 32 && c !== 9 && c !== 10 && c !== 13)) return false;
    if (startsWith(bytes, pos, FACET) || startsWith(bytes, pos, ENDSOLID)) return true;
  }
  return false;
}

/** Case-insensitive: some old exporters write SOLID, FACET, VERTEX. */
function startsWith(bytes: Uint8Array, pos: number, word: Uint8Array): boolean {
  if (pos + word.length > bytes.length) return false;
  for (let i = 0; i < word.length; i++) if (((bytes[pos + i] ?? 0) | 0x20) !== word[i]) return false;
  return true;
}
