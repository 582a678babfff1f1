/**
 * Writes STEP files from replicad shapes with OpenCascade's own STEP writer (through
 * replicad-opencascadejs), for the CAD fixtures and the benchmark's generated assembly: single
 * parts, assemblies whose components share one part (instances), and files in inches.
 */
import opencascade from 'replicad-opencascadejs';
import { setOC, type AnyShape } from 'replicad';

// The build's generated types cover thousands of classes; the few calls here are checked by the
// fixtures they write (the geometry tests read every file back).
type Occt = Awaited<ReturnType<typeof opencascade>>;

let loaded: Occt | null = null;

/** Loads OpenCascade once (about 0.6 s) and hands it to replicad. */
export async function loadReplicad(): Promise<Occt> {
  if (loaded) return loaded;
  // OpenCascade reports every transfer on stdout; a fixture script has its own report.
  loaded = await opencascade({ print: () => {}, printErr: () => {} } as Parameters<typeof opencascade>[0]);
  setOC(loaded);
  return loaded;
}

export interface Placed {
  /** x, y, z of the instance's origin in the assembly. */
  at: readonly [number, number, number];
  /** Degrees about z, applied before the move. */
  turn?: number;
}

export interface AssemblyPart {
  name: string;
  shape: AnyShape;
  /** Where each instance of the part sits; one entry is a part used once. */
  instances: readonly Placed[];
}

export interface StepOptions {
  /** The unit the file states; OpenCascade converts the millimetre model into it. */
  unit?: 'mm' | 'inch';
  /** The assembly's product name when there are several parts or instances. */
  assemblyName?: string;
}

// The writer stamps the time into FILE_NAME; fixtures must come out byte for byte the same.
const FIXED_TIME = '2026-11-27T12:00:00';

/**
 * A STEP file (AP242) of `parts`: one product per part, each instance a component of the
 * assembly that points at the same product, as CAD systems write repeated parts.
 */
export async function writeStep(parts: readonly AssemblyPart[], options: StepOptions = {}): Promise<string> {
  const oc = await loadReplicad();
  const text = (value: string) => new oc.TCollection_ExtendedString(value, true);
  const doc = new oc.TDocStd_Document(text('XmlOcaf'));
  oc.XCAFDoc_ShapeTool.SetAutoNaming(false);
  const tool = oc.XCAFDoc_DocumentTool.ShapeTool(doc.Main());

  const single = parts.length === 1 && parts[0]?.instances.length === 1 && isOrigin(parts[0].instances[0]);
  if (single && parts[0]) {
    const label = tool.AddShape(parts[0].shape.wrapped, false, true);
    oc.TDataStd_Name.Set(label, text(parts[0].name));
  } else {
    const builder = new oc.TopoDS_Builder();
    const compound = new oc.TopoDS_Compound();
    builder.MakeCompound(compound);
    for (const part of parts) for (const placed of part.instances) builder.Add(compound, part.shape.wrapped.Moved(location(oc, placed), false));
    // makeAssembly: the compound's children become components, instances of one shape one product.
    const assembly = tool.AddShape(compound, true, true);
    oc.TDataStd_Name.Set(assembly, text(options.assemblyName ?? 'assembly'));
    for (const part of parts) {
      const label = new oc.TDF_Label();
      if (tool.FindShape(part.shape.wrapped, label, false)) oc.TDataStd_Name.Set(label, text(part.name));
    }
  }
  tool.UpdateAssemblies();

  const unit = (options.unit ?? 'mm') === 'inch' ? 'INCH' : 'MM';
  new oc.STEPCAFControl_Writer();
  oc.Interface_Static.SetCVal('xstep.cascade.unit', 'MM');
  oc.Interface_Static.SetCVal('write.step.unit', unit);
  const session = new oc.XSControl_WorkSession();
  const writer = new oc.STEPCAFControl_Writer(session, false);
  writer.SetNameMode(true);
  oc.Interface_Static.SetIVal('write.surfacecurve.mode', 1);
  oc.Interface_Static.SetIVal('write.precision.mode', 0);
  oc.Interface_Static.SetIVal('write.step.assembly', 1);
  oc.Interface_Static.SetIVal('write.step.schema', 5);
  if (!writer.Perform(doc, 'fixture.step', new oc.Message_ProgressRange())) throw new Error('OpenCascade could not write the STEP file');
  const bytes: Uint8Array = oc.FS.readFile('/fixture.step');
  oc.FS.unlink('/fixture.step');
  return new TextDecoder().decode(bytes).replace(/'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d'/, `'${FIXED_TIME}'`);
}

/** A STEP file of one shape at its own place, named `name`. */
export function writeStepPart(name: string, shape: AnyShape, options: StepOptions = {}): Promise<string> {
  return writeStep([{ name, shape, instances: [{ at: [0, 0, 0] }] }], options);
}

function isOrigin(placed: Placed | undefined): boolean {
  return !!placed && placed.at.every((value) => value === 0) && !placed.turn;
}

function location(oc: Occt, placed: Placed) {
  const turn = new oc.gp_Trsf();
  if (placed.turn) turn.SetRotation(new oc.gp_Ax1(new oc.gp_Pnt(0, 0, 0), new oc.gp_Dir(0, 0, 1)), (placed.turn * Math.PI) / 180);
  const move = new oc.gp_Trsf();
  move.SetTranslation(new oc.gp_Vec(...placed.at));
  return new oc.TopLoc_Location(move.Multiplied(turn));
}
