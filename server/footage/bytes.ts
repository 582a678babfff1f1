/**
 * The bytes of every footage file, generated on demand from its content key so nothing is
 * stored: parametric binary STL meshes, an OBJ, CSV tables, guides and drawings
 * (documents.ts) and one ~50 MB STL of a finely tessellated torus that is produced and
 * streamed ring by ring, never whole in memory. Sizes are known without generating; each file's
 * SHA-256 is worked out once per process and remembered.
 */
import { createHash } from 'node:crypto';
import * as documents from './documents.ts';
import { binaryStl, box, bracket, extrude } from '../seed-meshes.ts';

export interface FootageBytes {
  contentType: string;
  size: number;
  /** The file from its first byte, in pieces; iterate once per download. */
  chunks: () => Iterable<Uint8Array>;
}

const text = (contentType: string, build: () => string) => ({ contentType, build: () => new TextEncoder().encode(build()) });
const stl = (build: () => Uint8Array) => ({ contentType: 'model/stl', build });
const markdown = (body: string) => text('text/markdown; charset=utf-8', () => body);
const plain = (body: string) => text('text/plain; charset=utf-8', () => body);
const csv = (build: () => string) => text('text/csv; charset=utf-8', build);
const svg = (build: () => string) => text('image/svg+xml', build);

/** A regular polygon of `sides` corners around (r, r), so every corner sees the whole profile. */
function polygon(radius: number, sides: number): Array<[number, number]> {
  return Array.from({ length: sides }, (_, i): [number, number] => {
    const angle = (2 * Math.PI * i) / sides;
    return [radius + radius * Math.cos(angle), radius + radius * Math.sin(angle)];
  });
}

/** Triangles of a torus band: rings `from`..`to` of `rings` around, each of `sides` quads. */
function torusBand(major: number, minor: number, rings: number, sides: number, from: number, to: number): Float32Array {
  const corners = new Float32Array((to - from) * sides * 2 * 9);
  const point = (u: number, v: number, at: number) => {
    // The seam must repeat the first ring's exact coordinates, or the mesh would not close.
    const a = (2 * Math.PI * (u % rings)) / rings;
    const b = (2 * Math.PI * (v % sides)) / sides;
    const r = major + minor * Math.cos(b);
    corners[at] = r * Math.cos(a);
    corners[at + 1] = r * Math.sin(a);
    corners[at + 2] = minor * Math.sin(b);
  };
  let at = 0;
  for (let u = from; u < to; u += 1) {
    for (let v = 0; v < sides; v += 1) {
      // Two triangles per quad, wound outwards.
      for (const [du, dv] of [[0, 0], [1, 0], [1, 1], [0, 0], [1, 1], [0, 1]] as const) {
        point(u + du, v + dv, at);
        at += 3;
      }
    }
  }
  return corners;
}

/** Binary STL records (50 bytes each, zero normal) of packed triangle corners. */
function stlRecords(corners: Float32Array): Uint8Array {
  const count = corners.length / 9;
  const bytes = new Uint8Array(count * 50);
  const view = new DataView(bytes.buffer);
  for (let t = 0; t < count; t += 1) {
    for (let k = 0; k < 9; k += 1) view.setFloat32(t * 50 + 12 + k * 4, corners[t * 9 + k] ?? 0, true);
  }
  return bytes;
}

function stlHeader(title: string, triangles: number): Uint8Array {
  const header = new Uint8Array(84);
  header.set(new TextEncoder().encode(title.slice(0, 80)));
  new DataView(header.buffer).setUint32(80, triangles, true);
  return header;
}

/** A torus mesh as a whole file (for the small models). */
function torusStl(major: number, minor: number, rings: number, sides: number): Uint8Array {
  const body = stlRecords(torusBand(major, minor, rings, sides, 0, rings));
  const bytes = new Uint8Array(84 + body.byteLength);
  bytes.set(stlHeader('xinghuo footage torus', rings * sides * 2));
  bytes.set(body, 84);
  return bytes;
}

/** The large file: 1 000 × 500 quads = 1 000 000 triangles, 50 000 084 bytes. */
export const largeTorus = { major: 60, minor: 20, rings: 1000, sides: 500, ringsPerChunk: 4 } as const;

function* largeTorusChunks(): Generator<Uint8Array> {
  const { major, minor, rings, sides, ringsPerChunk } = largeTorus;
  yield stlHeader('xinghuo footage: torus R60 r20, 1000000 triangles', rings * sides * 2);
  for (let from = 0; from < rings; from += ringsPerChunk) {
    yield stlRecords(torusBand(major, minor, rings, sides, from, Math.min(rings, from + ringsPerChunk)));
  }
}

interface WholeFile {
  contentType: string;
  build: () => Uint8Array;
}

const wholeFiles = {
  'stl-enclosure': stl(() => binaryStl(box(60, 40, 20), 'xinghuo footage: enclosure 60x40x20')),
  'stl-bracket': stl(() => binaryStl(bracket(60, 40, 6, 25), 'xinghuo footage: L bracket')),
  'stl-hex-standoff': stl(() => binaryStl(extrude(polygon(5, 6), 20), 'xinghuo footage: hex standoff M5 x 20')),
  'stl-knob': stl(() => binaryStl(extrude(polygon(15, 96), 12), 'xinghuo footage: knob D30 x 12')),
  'stl-calibration-ring': stl(() => torusStl(20, 5, 96, 48)),
  'stl-vise-jaw': stl(() => binaryStl(bracket(100, 30, 8, 20), 'xinghuo footage: soft vise jaw 100')),
  'stl-drill-block': stl(() => binaryStl(box(120, 80, 20), 'xinghuo footage: drilling block')),
  'stl-cable-clip': stl(() => binaryStl(bracket(18, 12, 2, 10), 'xinghuo footage: cable clip')),
  'obj-fixture-plate': text('model/obj', () => documents.fixturePlateObj(160, 120, 10)),
  'svg-fixture-drawing': svg(documents.fixtureDrawing),
  'svg-wall-thickness': svg(documents.wallThicknessDrawing),
  'svg-layer-animation': svg(documents.layerAnimation),
  'svg-resin-animation': svg(documents.resinAnimation),
  'vtt-levelling': text('text/vtt; charset=utf-8', () => documents.levellingSubtitles),
  'md-fdm-guide': markdown(documents.fdmGuide),
  'md-sla-guide': markdown(documents.slaGuide),
  'md-fit-guide': markdown(documents.fitGuide),
  'md-postprocess': markdown(documents.postprocessGuide),
  'txt-cnc-drawings': plain(documents.cncDrawingRules),
  'txt-pa12-safety': plain(documents.pa12Safety),
  'csv-resin-materials': csv(() => documents.materialTable(['SLA'])),
  'csv-all-materials': csv(() => documents.materialTable(['SLA', 'SLS', 'MJF', 'FDM', 'SLM', 'CNC', 'VC'])),
  'csv-filaments': csv(() => documents.consumableTable(['filament'])),
  'csv-powders': csv(() => documents.consumableTable(['powder'])),
} satisfies Record<string, WholeFile>;

export type FootageKey = keyof typeof wholeFiles | 'stl-large-torus';

export function isFootageKey(key: string): key is FootageKey {
  return key === 'stl-large-torus' || Object.hasOwn(wholeFiles, key);
}

/** The file of a content key. */
export function footageBytes(key: FootageKey): FootageBytes {
  if (key === 'stl-large-torus') {
    return { contentType: 'model/stl', size: 84 + 50 * largeTorus.rings * largeTorus.sides * 2, chunks: largeTorusChunks };
  }
  const file: WholeFile = wholeFiles[key];
  const bytes = file.build();
  return { contentType: file.contentType, size: bytes.byteLength, chunks: () => [bytes] };
}

const digests = new Map<FootageKey, string>();

/** Hex SHA-256 of the file, computed on first use and then remembered for the process. */
export function footageSha256(key: FootageKey): string {
  const known = digests.get(key);
  if (known !== undefined) return known;
  const hash = createHash('sha256');
  for (const chunk of footageBytes(key).chunks()) hash.update(chunk);
  const digest = hash.digest('hex');
  digests.set(key, digest);
  return digest;
}
