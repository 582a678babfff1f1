/**
 * What a STEP or IGES file says about itself before anything parses it: whether it is whole,
 * which schema it is written in, the length unit it states, whether it declares a solid and what
 * its products are called.
 * Read from the text alone (a few regular expressions over the file), so a truncated download
 * is caught before the parser could measure the half of a part that arrived.
 */

/** Length units a CAD file may state; the parser converts every one of them to millimetres. */
export type CadUnit = 'mm' | 'cm' | 'm' | 'inch' | 'foot';

export interface CadFileFacts {
  /** The file ends as its format requires: STEP with `END-ISO-10303-21;`, IGES with its T record. */
  complete: boolean;
  /** STEP: the first schema FILE_SCHEMA names (upper case, without its object identifier); null for IGES or when absent. */
  schema: string | null;
  /**
   * The file holds the points every shape of mechanical STEP is built on (CARTESIAN_POINT), whatever
   * schema its header names; false for a file of another application under the STEP format (IFC
   * buildings write IFCCARTESIANPOINT). True for IGES. Only asked once the parser has read nothing:
   * whether a schema is read is the parser's to say, not a list of names.
   */
  shapeEntities: boolean;
  /**
   * STEP: every name and id its PRODUCT entities give (decoded as the parser decodes them), what
   * tells a part's own name from other names the parser hands over. Empty for IGES.
   */
  products: string[];
  /** The length unit the file states, null when it states none this shop knows. */
  unit: CadUnit | null;
  /** The file declares a solid (STEP solid B-rep entities, IGES entity 186), not only surfaces. */
  declaresSolid: boolean;
  /** The file holds no entity at all (an empty DATA section, no directory entry): nothing to parse. */
  empty: boolean;
}

const STEP_SOLID = /\b(?:MANIFOLD_SOLID_BREP|BREP_WITH_VOIDS|FACETED_BREP|SOLID_REPLICA|EXTRUDED_AREA_SOLID|REVOLVED_AREA_SOLID|CSG_SOLID)\s*\(/;

/** How much of each end of a file the refusal facts need: the header, the first entities and the end marker. */
export const CAD_HEAD_BYTES = 64 * 1024;
export const CAD_TAIL_BYTES = 1024;

/** The facts a file can be refused by, from its first and last bytes alone (see CAD_HEAD_BYTES). */
export type CadEndFacts = Pick<CadFileFacts, 'complete' | 'schema' | 'empty'>;

/** The facts of `bytes`, a STEP or an IGES file. */
export function cadFileFacts(bytes: Uint8Array, format: 'step' | 'iges'): CadFileFacts {
  const text = latin1(bytes);
  const ends = cadEndFacts(bytes.subarray(0, CAD_HEAD_BYTES), bytes.subarray(Math.max(0, bytes.length - CAD_TAIL_BYTES)), format);
  if (format === 'iges') return { ...ends, ...igesBodyFacts(text), shapeEntities: true, products: [] };
  return { ...ends, unit: stepLengthUnit(text), declaresSolid: STEP_SOLID.test(text), shapeEntities: STEP_POINT.test(text), products: stepProductNames(text) };
}

/**
 * Whether a file is whole, which schema it names and whether it holds anything, from its first
 * CAD_HEAD_BYTES and last CAD_TAIL_BYTES: cheap enough to ask before starting a parser, and
 * without reading a large file whole.
 */
export function cadEndFacts(head: Uint8Array, tail: Uint8Array, format: 'step' | 'iges'): CadEndFacts {
  const start = latin1(head);
  const end = latin1(tail);
  if (format === 'iges') {
    const last = end.split(/\r?\n/).filter((line) => line.trim() !== '').at(-1) ?? '';
    const complete = last.charAt(72) === 'T';
    // The T record counts each section's records; no directory entry means no entity.
    return { complete, schema: null, empty: complete && /D\s*0*(\d+)/.exec(last.slice(0, 72))?.[1] === '0' };
  }
  const schemaMatch = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/i.exec(start);
  const schema = schemaMatch?.[1] ? (schemaMatch[1].trim().split(/[\s{]/)[0] ?? '').toUpperCase() : null;
  return {
    complete: /END-ISO-10303-21\s*;\s*$/.test(end),
    schema,
    // The data section opens with its first entity or closes at once (comments are no entities).
    empty: /\bDATA\s*;\s*ENDSEC\s*;/.test(start.replace(/\/\*[\s\S]*?\*\//g, '')),
  };
}

const latin1 = (bytes: Uint8Array): string => new TextDecoder('latin1').decode(bytes);

// An entity of that name (alone or in a complex entity), not a longer name ending in it.
const STEP_POINT = /[=(,\s]CARTESIAN_POINT\s*\(/;

/** The names and ids of the file's PRODUCT entities, each as the parser may decode it. */
function stepProductNames(text: string): string[] {
  const names = new Set<string>();
  const quoted = "'((?:[^']|'')*)'";
  for (const match of text.matchAll(new RegExp(`[=(\\s]PRODUCT\\s*\\(\\s*${quoted}\\s*,\\s*${quoted}`, 'g'))) {
    for (const raw of [match[1], match[2]]) {
      if (!raw) continue;
      for (const name of stepStrings(raw)) if (name.trim() !== '') names.add(name);
    }
  }
  return [...names];
}

/**
 * A STEP string's text: '' is a quote, \\ a backslash, \X2\…\X0\ UTF-16 and \X4\…\X0\ code points in
 * hex, \X\hh one Latin-1 byte, \S\c the upper half of the page. Bytes written raw (UTF-8 outside the
 * standard, as some systems write Chinese names) are read both as UTF-8 and as Latin-1.
 */
function stepStrings(raw: string): string[] {
  const decoded = raw
    .replace(/''/g, "'")
    .replace(/\\X2\\((?:[0-9A-F]{4})+)\\X0\\/gi, (_, hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))))
    .replace(/\\X4\\((?:[0-9A-F]{8})+)\\X0\\/gi, (_, hex: string) => String.fromCodePoint(...(hex.match(/.{8}/g) ?? []).map((point) => parseInt(point, 16))))
    .replace(/\\X\\([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\S\\(.)/g, (_, char: string) => String.fromCharCode(char.charCodeAt(0) + 128))
    .replace(/\\P[A-I]\\/g, '')
    .replace(/\\\\/g, '\\');
  const codes = [...decoded].map((char) => BYTE_OF.get(char) ?? char.charCodeAt(0));
  const utf8 = codes.every((code) => code < 256) ? new TextDecoder('utf-8').decode(Uint8Array.from(codes)) : decoded;
  return utf8 === decoded ? [decoded] : [decoded, utf8];
}

// The text is decoded as the web decodes 'latin1' (windows-1252): its 0x80–0x9F are other characters, mapped back to their bytes here.
const BYTE_OF: ReadonlyMap<string, number> = new Map(Array.from({ length: 32 }, (_, at) => [latin1(new Uint8Array([0x80 + at])), 0x80 + at] as const));

/**
 * The length unit of the first GLOBAL_UNIT_ASSIGNED_CONTEXT: a conversion-based unit (INCH,
 * FOOT) or an SI metre with its prefix. Other units the file defines (the millimetre an inch is
 * defined by) do not count: only the one the context assigns.
 */
function stepLengthUnit(text: string): CadUnit | null {
  const context = /GLOBAL_UNIT_ASSIGNED_CONTEXT\s*\(\s*\(([^)]*)\)/i.exec(text);
  if (!context?.[1]) return null;
  for (const id of context[1].split(',').map((part) => part.trim())) {
    if (!/^#\d+$/.test(id)) continue;
    const entity = new RegExp(`(?:^|[;\\s])${id}\\s*=\\s*([^;]*);`).exec(text)?.[1]?.toUpperCase();
    if (!entity?.includes('LENGTH_UNIT')) continue;
    const converted = /CONVERSION_BASED_UNIT\s*\(\s*'([^']*)'/.exec(entity)?.[1]?.trim();
    if (converted !== undefined) return /^(?:INCH|INCHES|IN)$/.test(converted) ? 'inch' : /^(?:FOOT|FEET|FT)$/.test(converted) ? 'foot' : null;
    const si = /SI_UNIT\s*\(\s*([^,]*),\s*\.METRE\.\s*\)/.exec(entity)?.[1]?.trim();
    if (si === undefined) return null;
    return si === '.MILLI.' ? 'mm' : si === '.CENTI.' ? 'cm' : si === '$' ? 'm' : null;
  }
  return null;
}

/** IGES unit flags (global parameter 14) this shop names; the others are rare (miles, microns, …). */
const IGES_UNITS: Readonly<Record<string, CadUnit>> = { '1': 'inch', '2': 'mm', '4': 'foot', '6': 'm', '10': 'cm' };

function igesBodyFacts(text: string): Pick<CadFileFacts, 'unit' | 'declaresSolid'> {
  const lines = text.split(/\r?\n/);
  const section = (line: string) => line.charAt(72);
  const global = lines
    .filter((line) => section(line) === 'G')
    .map((line) => line.slice(0, 72))
    .join('');
  // Directory entries take two records; the entity type is the first field of the first.
  const directory = lines.filter((line) => section(line) === 'D');
  const declaresSolid = directory.some((line, index) => index % 2 === 0 && line.slice(0, 8).trim() === '186');
  return { unit: IGES_UNITS[igesGlobalParameter(global, 14) ?? ''] ?? null, declaresSolid };
}

/**
 * The `index`-th (1-based) parameter of an IGES global section, or null. The first two
 * parameters may redefine the delimiters; strings are Hollerith (`5HHELLO`), so a delimiter
 * inside one does not end it.
 */
function igesGlobalParameter(global: string, index: number): string | null {
  let delimiter = ',';
  let end = ';';
  const values: string[] = [];
  let at = 0;
  while (at < global.length && values.length < index) {
    const hollerith = /^\s*(\d+)H/.exec(global.slice(at));
    let value: string;
    if (hollerith?.[1]) {
      const start = at + hollerith[0].length;
      value = global.slice(start, start + Number(hollerith[1]));
      at = start + value.length;
    } else {
      let stop = at;
      while (stop < global.length && global[stop] !== delimiter && global[stop] !== end) stop++;
      value = global.slice(at, stop).trim();
      at = stop;
    }
    values.push(value);
    if (values.length === 1 && value.length === 1) delimiter = value;
    if (values.length === 2 && value.length === 1) end = value;
    if (global[at] === end) break;
    at++;
  }
  return values[index - 1] ?? null;
}
