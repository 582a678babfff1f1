/**
 * A minimal IGES 5.3 writer for the CAD fixtures: independent bilinear B-spline patches (entity
 * 128), the way many surface modellers still send parts. The replicad build of OpenCascade has
 * no IGES writer, and the fixtures need IGES files with known answers, so they are written here
 * column by column as the standard lays them out (80-column records, sections S, G, D, P, T).
 */

type Point = readonly [number, number, number];

/** A flat four-cornered patch p00 → p10 (u) and p00 → p01 (v); its normal is u × v. */
export interface Patch {
  p00: Point;
  p10: Point;
  p01: Point;
  p11: Point;
}

export interface IgesOptions {
  /** The unit the coordinates are in, as IGES states it in the global section. */
  unit: 'mm' | 'inch';
  fileName: string;
}

const UNIT_FLAG = { mm: 2, inch: 1 } as const;
const UNIT_NAME = { mm: 'MM', inch: 'INCH' } as const;
// Fixed, so the fixture script writes the same bytes each time.
const STAMP = '20261127.120000';

const hollerith = (text: string): string => `${text.length}H${text}`;
const real = (value: number): string => (Number.isInteger(value) ? `${value}.` : String(value));

/** Text cut into records of `width` characters, each ended with `tail(index)`. */
function records(text: string, width: number, tail: (index: number) => string): string[] {
  const lines: string[] = [];
  for (let at = 0; at < text.length; at += width) lines.push(text.slice(at, at + width).padEnd(width) + tail(lines.length));
  return lines;
}

/**
 * Parameters packed into records of `width` characters without splitting one (the standard lets
 * no number run over into the next record), the last ended with `;`.
 */
function parameterRecords(values: readonly string[], width: number, tail: (index: number) => string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const [index, value] of values.entries()) {
    const token = value + (index === values.length - 1 ? ';' : ',');
    if (line.length + token.length > width) {
      lines.push(line.padEnd(width) + tail(lines.length));
      line = '';
    }
    line += token;
  }
  lines.push(line.padEnd(width) + tail(lines.length));
  return lines;
}

const sequence = (letter: string, index: number): string => `${letter}${String(index + 1).padStart(7)}`;
const field = (value: string | number): string => String(value).padStart(8);

/** An axis-aligned box as six outward-facing patches. */
export function boxPatches(min: Point, max: Point): Patch[] {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const patch = (p00: Point, p10: Point, p01: Point, p11: Point): Patch => ({ p00, p10, p01, p11 });
  return [
    patch([x0, y0, z0], [x0, y1, z0], [x1, y0, z0], [x1, y1, z0]), // bottom, −z
    patch([x0, y0, z1], [x1, y0, z1], [x0, y1, z1], [x1, y1, z1]), // top, +z
    patch([x0, y0, z0], [x1, y0, z0], [x0, y0, z1], [x1, y0, z1]), // front, −y
    patch([x0, y1, z0], [x0, y1, z1], [x1, y1, z0], [x1, y1, z1]), // back, +y
    patch([x0, y0, z0], [x0, y0, z1], [x0, y1, z0], [x0, y1, z1]), // left, −x
    patch([x1, y0, z0], [x1, y1, z0], [x1, y0, z1], [x1, y1, z1]), // right, +x
  ];
}

/** The IGES file of `patches`, each an independent rational B-spline surface of degree 1 × 1. */
export function writeIges(patches: readonly Patch[], options: IgesOptions): string {
  const start = records('Fixture written by scripts/iges-writer.ts: independent B-spline patches.', 72, (index) => sequence('S', index));
  const global = [
    '1H,',
    '1H;',
    hollerith('fixture'),
    hollerith(options.fileName),
    hollerith('shop fixtures'),
    hollerith('iges-writer 1'),
    '32',
    '38',
    '6',
    '308',
    '15',
    hollerith('fixture'),
    '1.',
    String(UNIT_FLAG[options.unit]),
    hollerith(UNIT_NAME[options.unit]),
    '1',
    '0.',
    hollerith(STAMP),
    '1.E-07',
    '0.',
    hollerith('shop'),
    hollerith('shop'),
    '11',
    '0',
    hollerith(STAMP),
  ];
  const globalLines = parameterRecords(global, 72, (index) => sequence('G', index));

  const directory: string[] = [];
  const parameters: string[] = [];
  for (const [index, { p00, p10, p01, p11 }] of patches.entries()) {
    const entry = index * 2 + 1;
    // Type, degrees, upper indices and the five flags are integers; knots, weights, points and parameter ranges reals.
    const integers = [128, 1, 1, 1, 1, 0, 0, 1, 0, 0].map(String);
    const reals = [0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, ...p00, ...p10, ...p01, ...p11, 0, 1, 0, 1].map(real);
    const lines = parameterRecords([...integers, ...reals], 64, (line) => ` ${field(entry).slice(1)}${sequence('P', parameters.length + line)}`);
    const pointer = parameters.length + 1;
    parameters.push(...lines);
    directory.push(`${field(128)}${field(pointer)}${field(0)}${field(0)}${field(0)}${field(0)}${field(0)}${field(0)}${'00000000'}${sequence('D', entry - 1)}`);
    directory.push(`${field(128)}${field(0)}${field(0)}${field(lines.length)}${field(0)}${' '.repeat(8)}${' '.repeat(8)}${field('PATCH')}${field(index + 1)}${sequence('D', entry)}`);
  }
  const counts = `S${String(start.length).padStart(7)}G${String(globalLines.length).padStart(7)}D${String(directory.length).padStart(7)}P${String(parameters.length).padStart(7)}`;
  const terminate = `${counts.padEnd(72)}${sequence('T', 0)}`;
  return `${[...start, ...globalLines, ...directory, ...parameters, terminate].join('\n')}\n`;
}
