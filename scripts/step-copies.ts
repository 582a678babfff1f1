/**
 * A large STEP file made from a small one, for the benchmark and the tests of the parser's
 * bounds: every entity of the data section copied `copies` times with its ids renumbered, each
 * copy moved by its own offset (every CARTESIAN_POINT but its frame's origin, so the whole shape moves exactly) and its
 * products renamed, as an assembly of that many distinct parts. Text only: no CAD kernel.
 */
export function stepCopies(text: string, copies: number, offset: (copy: number) => readonly [number, number, number]): string {
  const dataAt = text.indexOf('DATA;');
  const endAt = text.lastIndexOf('ENDSEC;');
  if (dataAt < 0 || endAt < dataAt) throw new Error('not a STEP file with a data section');
  const head = text.slice(0, dataAt + 'DATA;'.length);
  const data = text.slice(dataAt + 'DATA;'.length, endAt);
  const tail = text.slice(endAt);
  let largest = 0;
  for (const match of data.matchAll(/#(\d+)/g)) largest = Math.max(largest, Number(match[1]));
  // OpenCascade places a representation's items by the representation's own frame too: its origin stays put.
  const frames = new Set<string>();
  for (const [, frame] of data.matchAll(/SHAPE_REPRESENTATION\s*\(\s*'[^']*'\s*,\s*\(\s*#(\d+)/g)) {
    const origin = new RegExp(`#${frame}\\s*=\\s*AXIS2_PLACEMENT_3D\\s*\\(\\s*'[^']*'\\s*,\\s*#(\\d+)`).exec(data)?.[1];
    if (origin) frames.add(origin);
  }
  const parts: string[] = [head];
  for (let copy = 0; copy < copies; copy++) {
    const [dx, dy, dz] = offset(copy);
    const shift = copy * largest;
    parts.push(
      data
        .replace(/#(\d+)\s*=\s*CARTESIAN_POINT\s*\(\s*'([^']*)'\s*,\s*\(([^)]*)\)\s*\)/g, (whole, id: string, label: string, list: string) => {
          if (frames.has(id)) return whole;
          const [x = 0, y = 0, z = 0] = list.split(',').map(Number);
          return `#${id} = CARTESIAN_POINT('${label}',(${[x + dx, y + dy, z + dz].map(stepReal).join(',')}))`;
        })
        .replace(/#(\d+)/g, (_, id: string) => `#${Number(id) + shift}`)
        .replace(/\bPRODUCT\s*\(\s*'([^']*)'\s*,\s*'([^']*)'/g, (_, id: string, name: string) => `PRODUCT('${id}-${copy + 1}','${name}-${copy + 1}'`)
    );
  }
  parts.push(tail);
  return parts.join('');
}

/** A real as STEP writes it: always with a decimal point. */
function stepReal(value: number): string {
  const text = String(value);
  return /[.eE]/.test(text) ? text : `${text}.`;
}
