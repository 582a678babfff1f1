/**
 * `npx node scripts/make-step-interop-fixtures.ts`: writes the STEP files that stand for what other
 * CAD systems send to e2e/fixtures/cad/interop/, with expected.json holding each file's parts list
 * (used by the geometry unit tests, the server's tests and e2e/step-interop.spec.ts):
 *
 * - ap203e2-bracket.step: an L bracket under the AP203 second edition header
 *   (CONFIGURATION_CONTROL_3D_DESIGN_ED2_MIM_LF, ISO 10303-403), written by OpenCascade as AP203.
 * - nested-assembly.step: an assembly of sub-assemblies, a plate, two bracket sub-assemblies of a
 *   bracket and three bolt-and-nut sub-assemblies each, and a rod sub-assembly with two nuts on it
 *   (lying along x, where the bolts' nuts stand along z): 5 distinct parts, 18 pieces.
 * - turned-nuts.step: one hex nut placed three times, flat, on its side and tilted, 1.5 m from the
 *   origin as a machine's assembly places its parts.
 *
 * Every file comes from OpenCascade's own STEP writer (replicad-opencascadejs), each product named
 * as a CAD system names it. Deterministic: running it again gives byte-identical files.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawPolysides, makeBox, makeCylinder, measureVolume, type Shape3D } from 'replicad';
import { loadReplicad } from './cad-writers.ts';

const out = 'e2e/fixtures/cad/interop';
const MAX_BYTES = 400 * 1024;
// The writer stamps the time into FILE_NAME; fixtures must come out byte for byte the same.
const FIXED_TIME = '2026-12-02T12:00:00';

/** A rotation (degrees about an axis through the origin) then a move. */
interface Placement {
  at?: readonly [number, number, number];
  turns?: ReadonlyArray<{ axis: readonly [number, number, number]; degrees: number }>;
}

/** A node of a product structure: a part (its shape) or an assembly of placed children. */
type Node = { name: string; shape: Shape3D } | { name: string; children: ReadonlyArray<{ node: Node; place?: Placement }> };

interface Expected {
  /** The distinct parts by their own names, with how often one set uses each and one piece's exact volume (mm³). */
  parts: Array<{ name: string; count: number; volume: number }>;
  /** Exact volume of the whole (mm³). */
  volume: number;
  /** The schema the header names. */
  schema: string;
}

const oc = await loadReplicad();
mkdirSync(out, { recursive: true });

/** Writes `top` as a STEP file with its product structure (schema 3 = AP203, 5 = AP242). */
function writeStructure(top: Node, schema: 3 | 5): string {
  const text = (value: string) => new oc.TCollection_ExtendedString(value, true);
  const doc = new oc.TDocStd_Document(text('XmlOcaf'));
  oc.XCAFDoc_ShapeTool.SetAutoNaming(false);
  const tool = oc.XCAFDoc_DocumentTool.ShapeTool(doc.Main());
  // One label per product, however often it is placed: a part used eight times is one product.
  const labels = new Map<Node, ReturnType<typeof tool.NewShape>>();
  const labelOf = (node: Node): ReturnType<typeof tool.NewShape> => {
    const known = labels.get(node);
    if (known) return known;
    let label;
    if ('shape' in node) {
      label = tool.AddShape(node.shape.wrapped, false, false);
    } else {
      label = tool.NewShape();
      for (const child of node.children) tool.AddComponent(label, labelOf(child.node), locationOf(child.place));
    }
    oc.TDataStd_Name.Set(label, text(node.name));
    labels.set(node, label);
    return label;
  };
  labelOf(top);
  tool.UpdateAssemblies();

  oc.Interface_Static.SetCVal('xstep.cascade.unit', 'MM');
  oc.Interface_Static.SetCVal('write.step.unit', 'MM');
  const session = new oc.XSControl_WorkSession();
  const writer = new oc.STEPCAFControl_Writer(session, false);
  writer.SetNameMode(true);
  oc.Interface_Static.SetIVal('write.surfacecurve.mode', 1);
  oc.Interface_Static.SetIVal('write.precision.mode', 0);
  oc.Interface_Static.SetIVal('write.step.assembly', 1);
  oc.Interface_Static.SetIVal('write.step.schema', schema);
  if (!writer.Perform(doc, 'interop.step', new oc.Message_ProgressRange())) throw new Error('OpenCascade could not write the STEP file');
  const bytes: Uint8Array = oc.FS.readFile('/interop.step');
  oc.FS.unlink('/interop.step');
  return new TextDecoder().decode(bytes).replace(/'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d'/, `'${FIXED_TIME}'`);
}

function locationOf(place: Placement = {}) {
  let transform = new oc.gp_Trsf();
  for (const { axis, degrees } of place.turns ?? []) {
    const turn = new oc.gp_Trsf();
    turn.SetRotation(new oc.gp_Ax1(new oc.gp_Pnt(0, 0, 0), new oc.gp_Dir(...axis)), (degrees * Math.PI) / 180);
    transform = turn.Multiplied(transform);
  }
  const move = new oc.gp_Trsf();
  move.SetTranslation(new oc.gp_Vec(...(place.at ?? [0, 0, 0])));
  return new oc.TopLoc_Location(move.Multiplied(transform));
}

/** Checks an exact volume against OpenCascade's measurement of the same solid, so a mistake in either shows. */
function exact(shape: Shape3D, volume: number): number {
  const measured = measureVolume(shape);
  if (Math.abs(measured - volume) > volume * 1e-9) throw new Error(`exact volume ${volume} but OpenCascade measures ${measured}`);
  return volume;
}

const box = (x0: number, y0: number, z0: number, x1: number, y1: number, z1: number): Shape3D => makeBox([x0, y0, z0], [x1, y1, z1]);

// An M6 nut: a hexagon 10 mm across flats (circumradius 10/√3), 5 mm thick, a 6 mm hole; its axis z, centred at the origin.
const NUT_R = 10 / Math.sqrt(3);
const nut = (drawPolysides(NUT_R, 6).sketchOnPlane('XY', [0, 0, -2.5]).extrude(5) as Shape3D).cut(makeCylinder(3, 5, [0, 0, -2.5]));
const nutVolume = exact(nut, ((3 * Math.sqrt(3)) / 2) * NUT_R ** 2 * 5 - Math.PI * 9 * 5);
// An M6 bolt: a round head 10 mm across and 4 mm high on a 6 mm shank 22 mm long; its axis z, the head's underside at z = 0.
const bolt = makeCylinder(5, 4, [0, 0, 0]).fuse(makeCylinder(3, 22, [0, 0, -22]));
const boltVolume = exact(bolt, Math.PI * 25 * 4 + Math.PI * 9 * 22);
// One node per product, however often it is placed: a part used eight times is one product, as a CAD system writes a library part.
const nutPart: Node = { name: 'nut', shape: nut };
// The bolt with its nut under the 16 mm it clamps (the bracket's foot and the plate).
const boltAndNut: Node = { name: 'bolt-and-nut', children: [{ node: { name: 'bolt', shape: bolt } }, { node: nutPart, place: { at: [0, 0, -18.5] } }] };
// An L bracket: a 60 × 40 × 6 foot with three 6.4 mm holes along it, an upright 6 × 40 × 50 with one for the rod.
const HOLE = Math.PI * 3.2 ** 2;
const bracketShape = [15, 30, 45]
  .reduce<Shape3D>((shape, x) => shape.cut(makeCylinder(3.2, 6, [x, 20, 0])), box(0, 0, 0, 60, 40, 6).fuse(box(0, 0, 6, 6, 40, 50)))
  .cut(makeCylinder(3.2, 6, [0, 20, 40], [1, 0, 0]));
const bracketVolume = exact(bracketShape, 60 * 40 * 6 + 6 * 40 * 44 - 4 * HOLE * 6);
// Its sub-assembly: the bracket and a bolt down through each hole, head on the foot.
const bracketAssembly: Node = {
  name: 'l-bracket-assembly',
  children: [{ node: { name: 'l-bracket', shape: bracketShape } }, ...[15, 30, 45].map((x) => ({ node: boltAndNut, place: { at: [x, 20, 6] as const } }))],
};
// The plate, with a hole under each bracket's bolts (the brackets stand at x 20–80 and, turned, 120–180).
const BOLTS_AT = [35, 50, 65, 135, 150, 165];
const plate = BOLTS_AT.reduce<Shape3D>((shape, x) => shape.cut(makeCylinder(3.2, 10, [x, 50, 0])), box(0, 0, 0, 200, 100, 10));
const plateVolume = exact(plate, 200_000 - BOLTS_AT.length * HOLE * 10);
// A rod 6 mm thick and 160 mm long along x through the two uprights, a nut inside each: the nuts' axes along x.
const rod = makeCylinder(3, 160, [0, 0, 0], [1, 0, 0]);
const rodVolume = exact(rod, Math.PI * 9 * 160);
const onRod = (x: number): Placement => ({ turns: [{ axis: [0, 1, 0], degrees: 90 }], at: [x, 0, 0] });
const rodAssembly: Node = { name: 'rod-with-nuts', children: [{ node: { name: 'rod', shape: rod } }, { node: nutPart, place: onRod(8.5) }, { node: nutPart, place: onRod(151.5) }] };

const expected: Record<string, Expected> = {};
const texts: Record<string, string> = {};

// The nested assembly: one frame of two bracket sub-assemblies (the second turned to face the first), a plate and the rod across.
const frame: Node = {
  name: 'bracket-frame',
  children: [
    { node: { name: 'base-plate', shape: plate } },
    { node: bracketAssembly, place: { at: [20, 30, 10] } },
    { node: bracketAssembly, place: { turns: [{ axis: [0, 0, 1], degrees: 180 }], at: [180, 70, 10] } },
    { node: rodAssembly, place: { at: [20, 50, 50] } },
  ],
};
texts['nested-assembly.step'] = writeStructure(frame, 5);
expected['nested-assembly.step'] = {
  schema: 'AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_MIM_LF',
  volume: plateVolume + 2 * bracketVolume + 6 * boltVolume + 8 * nutVolume + rodVolume,
  parts: [
    { name: 'base-plate', count: 1, volume: plateVolume },
    { name: 'l-bracket', count: 2, volume: bracketVolume },
    { name: 'bolt', count: 6, volume: boltVolume },
    { name: 'nut', count: 8, volume: nutVolume },
    { name: 'rod', count: 1, volume: rodVolume },
  ],
};

// One nut placed three times where a machine's assembly puts it, a metre and a half from its origin:
// flat, stood on its side, and tilted about two axes.
texts['turned-nuts.step'] = writeStructure(
  {
    name: 'nut-tray',
    children: [
      { node: nutPart, place: { at: [1500, 800, 2.5] } },
      { node: nutPart, place: { turns: [{ axis: [1, 0, 0], degrees: 90 }], at: [1530, 820, NUT_R] } },
      { node: nutPart, place: { turns: [{ axis: [0, 0, 1], degrees: 17 }, { axis: [1, 1, 0], degrees: 35 }], at: [1560, 1200, 8] } },
    ],
  },
  5,
);
expected['turned-nuts.step'] = { schema: 'AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_MIM_LF', volume: 3 * nutVolume, parts: [{ name: 'nut', count: 3, volume: nutVolume }] };

// The bracket written as AP203, under the header of AP203's second edition as several CAD systems write it.
const ED2 = 'CONFIGURATION_CONTROL_3D_DESIGN_ED2_MIM_LF';
const ap203 = writeStructure({ name: 'l-bracket', shape: bracketShape }, 3);
if (!/FILE_SCHEMA\s*\(\s*\(\s*'CONFIG_CONTROL_DESIGN'\s*\)\s*\)\s*;/.test(ap203)) throw new Error('OpenCascade did not write AP203');
texts['ap203e2-bracket.step'] = ap203.replace(/FILE_SCHEMA\s*\(\s*\(\s*'CONFIG_CONTROL_DESIGN'\s*\)\s*\)\s*;/, `FILE_SCHEMA(('${ED2} { 1 0 10303 403 2 1 2 }'));`);
expected['ap203e2-bracket.step'] = { schema: ED2, volume: bracketVolume, parts: [{ name: 'l-bracket', count: 1, volume: bracketVolume }] };

for (const [name, text] of Object.entries(texts)) {
  const path = join(out, name);
  writeFileSync(path, text);
  const size = statSync(path).size;
  if (size > MAX_BYTES) throw new Error(`${path} is ${size} bytes, over ${MAX_BYTES}`);
  console.log(`${path.padEnd(52)} ${String(size).padStart(7)} B`);
}
writeFileSync(join(out, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
console.log(join(out, 'expected.json'));
