/**
 * `npx node scripts/make-cad-fixtures.ts`: writes the STEP and IGES fixtures with known exact
 * volumes to e2e/fixtures/cad/, with expected.json holding each file's answer (used by the
 * geometry unit tests, the server's tests and the upload e2e). STEP files come from OpenCascade's
 * own writer (replicad), IGES files from scripts/iges-writer.ts. Deterministic: running it again
 * gives byte-identical files. Each stays under 100 KB.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeBox, makeCylinder, measureVolume, weldShellsAndFaces, type Shape3D } from 'replicad';
import { loadReplicad, writeStep, writeStepPart } from './cad-writers.ts';
import { boxPatches, writeIges } from './iges-writer.ts';

const out = 'e2e/fixtures/cad';
const MAX_BYTES = 100 * 1024;
const INCH = 25.4;

/** What reading a fixture must give: its figures in millimetres, or why it cannot be measured. */
interface Expected {
  format: 'step' | 'iges';
  /** The length unit the file states. */
  unit: 'mm' | 'inch' | null;
  /** Exact volume in mm³ (from the dimensions, checked against OpenCascade's own). */
  volume?: number;
  bbox?: { x: number; y: number; z: number };
  /** Distinct parts with how often each is placed, by the names the file gives them. */
  parts?: Array<{ name: string; count: number; volume: number }>;
  error?: 'surfaceOnly' | 'truncated' | 'unsupportedSchema';
}

await loadReplicad();
mkdirSync(out, { recursive: true });
const expected: Record<string, Expected> = {};
const texts: Record<string, string> = {};

/** Checks an exact volume against OpenCascade's measurement of the same solid, so a mistake in either shows. */
function exact(shape: Shape3D, volume: number): number {
  const measured = measureVolume(shape);
  if (Math.abs(measured - volume) > volume * 1e-9) throw new Error(`exact volume ${volume} but OpenCascade measures ${measured}`);
  return volume;
}

const box = (x0: number, y0: number, z0: number, x1: number, y1: number, z1: number): Shape3D => makeBox([x0, y0, z0], [x1, y1, z1]);
const hole = (radius: number, x: number, y: number, z0: number, height: number): Shape3D => makeCylinder(radius, height, [x, y, z0]);

// A solid block.
const block = box(0, 0, 0, 50, 40, 30);
texts['block.step'] = await writeStepPart('block', block);
expected['block.step'] = { format: 'step', unit: 'mm', volume: exact(block, 60_000), bbox: { x: 50, y: 40, z: 30 }, parts: [{ name: 'block', count: 1, volume: 60_000 }] };

// A block with a rectangular pocket and two round through holes.
const pocketed = box(0, 0, 0, 60, 40, 20).cut(box(10, 10, 10, 50, 30, 20)).cut(hole(3, 5, 20, 0, 20)).cut(hole(3, 55, 20, 0, 20));
const pocketedVolume = 48_000 - 8000 - 2 * Math.PI * 9 * 20;
texts['pocketed-block.step'] = await writeStepPart('pocketed-block', pocketed);
expected['pocketed-block.step'] = { format: 'step', unit: 'mm', volume: exact(pocketed, pocketedVolume), bbox: { x: 60, y: 40, z: 20 }, parts: [{ name: 'pocketed-block', count: 1, volume: pocketedVolume }] };

// An L bracket with a hole in its foot.
const bracketL = box(0, 0, 0, 80, 40, 6).fuse(box(0, 0, 6, 6, 40, 50)).cut(hole(4, 50, 20, 0, 6));
const bracketLVolume = 80 * 40 * 6 + 6 * 40 * 44 - Math.PI * 16 * 6;
texts['l-bracket.step'] = await writeStepPart('l-bracket', bracketL);
expected['l-bracket.step'] = { format: 'step', unit: 'mm', volume: exact(bracketL, bracketLVolume), bbox: { x: 80, y: 40, z: 50 }, parts: [{ name: 'l-bracket', count: 1, volume: bracketLVolume }] };

// A 2 × 1 × 0.5 inch block, stated in inches by the file.
const inchBlock = box(0, 0, 0, 2 * INCH, 1 * INCH, 0.5 * INCH);
const inchVolume = INCH ** 3;
texts['inch-block.step'] = await writeStepPart('inch-block', inchBlock, { unit: 'inch' });
expected['inch-block.step'] = { format: 'step', unit: 'inch', volume: exact(inchBlock, inchVolume), bbox: { x: 2 * INCH, y: INCH, z: 0.5 * INCH }, parts: [{ name: 'inch-block', count: 1, volume: inchVolume }] };

// An assembly: a base plate, a small bracket placed twice (once turned) and a pin placed four times.
const plate = box(0, 0, 0, 100, 60, 5);
const smallBracket = box(0, 0, 0, 20, 10, 3).fuse(box(0, 0, 3, 3, 10, 15));
const pin = makeCylinder(2, 12, [0, 0, 0]);
const pinVolume = Math.PI * 4 * 12;
texts['assembly.step'] = await writeStep(
  [
    { name: 'base-plate', shape: plate, instances: [{ at: [0, 0, 0] }] },
    { name: 'bracket', shape: smallBracket, instances: [{ at: [10, 10, 5] }, { at: [90, 50, 5], turn: 180 }] },
    { name: 'pin', shape: pin, instances: [{ at: [5, 5, 5] }, { at: [95, 5, 5] }, { at: [5, 55, 5] }, { at: [95, 55, 5] }] },
  ],
  { assemblyName: 'bracket-set' },
);
expected['assembly.step'] = {
  format: 'step',
  unit: 'mm',
  volume: exact(plate, 30_000) + 2 * exact(smallBracket, 960) + 4 * exact(pin, pinVolume),
  bbox: { x: 100, y: 60, z: 20 },
  parts: [
    { name: 'base-plate', count: 1, volume: 30_000 },
    { name: 'bracket', count: 2, volume: 960 },
    { name: 'pin', count: 4, volume: pinVolume },
  ],
};

// Surfaces without a solid: a box without its lid, as an open shell.
const openBox = weldShellsAndFaces(box(0, 0, 0, 30, 30, 30).faces.filter((face) => face.center.z < 29.999));
texts['surface-only.step'] = await writeStepPart('open-box', openBox);
expected['surface-only.step'] = { format: 'step', unit: 'mm', error: 'surfaceOnly' };

// The block cut off half-way, as an interrupted download or e-mail leaves it.
const blockText = texts['block.step'];
texts['truncated.step'] = blockText.slice(0, Math.floor(blockText.length * 0.55));
expected['truncated.step'] = { format: 'step', unit: 'mm', error: 'truncated' };

// An exchange file of another application protocol under a STEP name: a building's wall in IFC4,
// which the parser reads nothing of (a part's file under a header it does not know it reads).
texts['unsupported-schema.step'] = [
  'ISO-10303-21;',
  'HEADER;',
  "FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');",
  "FILE_NAME('wall.ifc','2026-11-27T12:00:00',(''),(''),'','','');",
  "FILE_SCHEMA(('IFC4'));",
  'ENDSEC;',
  'DATA;',
  "#1=IFCPROJECT('2O2Fr$t4X7Zf8NOew3FLOH',$,'wall',$,$,$,$,(#2),#7);",
  "#2=IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,#3,$);",
  '#3=IFCAXIS2PLACEMENT3D(#4,$,$);',
  '#4=IFCCARTESIANPOINT((0.,0.,0.));',
  '#5=IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.);',
  '#7=IFCUNITASSIGNMENT((#5));',
  '#8=IFCRECTANGLEPROFILEDEF(.AREA.,$,$,5000.,200.);',
  '#9=IFCDIRECTION((0.,0.,1.));',
  '#10=IFCEXTRUDEDAREASOLID(#8,#3,#9,3000.);',
  "#11=IFCSHAPEREPRESENTATION(#2,'Body','SweptSolid',(#10));",
  '#12=IFCPRODUCTDEFINITIONSHAPE($,$,(#11));',
  '#13=IFCLOCALPLACEMENT($,#3);',
  "#14=IFCWALL('3vB2YO$MX4xv5uCqZZG05x',$,'wall',$,$,#13,#12,$,.STANDARD.);",
  'ENDSEC;',
  'END-ISO-10303-21;',
  '',
].join('\n');
expected['unsupported-schema.step'] = { format: 'step', unit: 'mm', error: 'unsupportedSchema' };

// IGES: the block as six independent surfaces, the same in inches, and a box without its lid.
texts['block.iges'] = writeIges(boxPatches([0, 0, 0], [50, 40, 30]), { unit: 'mm', fileName: 'block.iges' });
expected['block.iges'] = { format: 'iges', unit: 'mm', volume: 60_000, bbox: { x: 50, y: 40, z: 30 } };
texts['inch-block.iges'] = writeIges(boxPatches([0, 0, 0], [2, 1, 0.5]), { unit: 'inch', fileName: 'inch-block.iges' });
expected['inch-block.iges'] = { format: 'iges', unit: 'inch', volume: inchVolume, bbox: { x: 2 * INCH, y: INCH, z: 0.5 * INCH } };
texts['surface-only.iges'] = writeIges(boxPatches([0, 0, 0], [30, 30, 30]).filter((_, index) => index !== 1), { unit: 'mm', fileName: 'surface-only.iges' });
expected['surface-only.iges'] = { format: 'iges', unit: 'mm', error: 'surfaceOnly' };

for (const [name, text] of Object.entries(texts)) {
  const path = join(out, name);
  writeFileSync(path, text);
  const size = statSync(path).size;
  if (size > MAX_BYTES) throw new Error(`${path} is ${size} bytes, over ${MAX_BYTES}`);
  console.log(`${path.padEnd(44)} ${String(size).padStart(7)} B`);
}
writeFileSync(join(out, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
console.log(`${join(out, 'expected.json')}`);
