import { evaluatePrintability } from '~/lib/geometry/dfm/evaluate';
import { analysisOfSummary, readPrintabilitySummary } from '~/lib/geometry/dfm/summary';
import type { PrintabilityReport } from '~/lib/geometry/dfm/types';
import { printabilityRulesOf, type MaterialLike, type ProcessLike } from '~/lib/geometry/dfm/process-limits';
import { printabilityView, type PrintabilityView } from '~/components/uploader/printability/printability-text';
import type { UploadItem } from '~/lib/drafts/upload-draft';
import { scaleAnalysis } from '~/lib/geometry/dfm/scale';
import { assemblyPartSizes, unitScaleOf, type UnitChoices } from '~/lib/geometry/parts-printability';
import { machiningClassesOf, regionsOf } from '../queue/printability-regions';
import { machiningRegions, type MachiningRegion } from '~/components/uploader/printability/machining-regions';
import { t as tBreakdown } from '~/components/price/messages';
import type { FilePart, Geometry } from '~/wire/files';
import { machiningFindings } from '~/components/uploader/printability/machining-findings';
import { t as tFindings } from '~/components/uploader/printability/messages';
import { readMaterialPricing } from '~/lib/pricing/material-pricing';

export { PrintabilityFindings } from './PrintabilityFindings';

/**
 * An uploaded part's printability for one process and material, as its row shows it, and the
 * triangles its preview colours: from the full analysis while this page has it, else from the
 * stored summary (then nothing is coloured), at the part's declared units. Loaded by the uploader once a part has one.
 */
/** The heading of a machined part's colour legend in its preview. */
export const machiningLegend = tBreakdown('machining.legend');

export function printabilityOf(
  item: UploadItem,
  process: ProcessLike,
  material: MaterialLike & { name: string; pricing?: unknown },
  previewable: boolean,
  choices?: UnitChoices,
  geometry: Geometry | null = item.localGeometry,
  parts?: readonly FilePart[],
): { view: PrintabilityView; highlight: Uint32Array | null; regions: MachiningRegion[] } | null {
  const full = regionsOf(item.key);
  const summary = full ? null : readPrintabilitySummary(item.printability);
  const measured = full ?? (summary ? analysisOfSummary(summary) : null);
  if (!measured) return null;
  // A part declared in inches is judged at its real size.
  const scale = item.fileId === null ? 1 : unitScaleOf(choices, material)(item.fileId);
  const analysis = scale === 1 ? measured : scaleAnalysis(measured, scale);
  // An assembly (the server's parts list) is judged part by part.
  const report = evaluatePrintability(analysis, printabilityRulesOf(process, material), assemblyPartSizes(parts, scale));
  const highlight = full ? regionOf(report) : null;
  // A machined part's preview also shows its set-ups, five-axis faces and narrow pockets, with what each costs.
  const classes = machiningClassesOf(item.key);
  const regions = classes && geometry && previewable ? machiningRegions(classes, geometry, material, scale === 1 ? 'mm' : 'inch') : [];
  const view = printabilityView(report, material.name, previewable && (highlight !== null || regions.length > 0));
  return { view: withMachiningFindings(view, geometry, material, scale === 1 ? 'mm' : 'inch'), highlight, regions };
}

/**
 * A part in a CNC material also shows what makes it hard to machine, past a shop's usual limits,
 * after its printability findings (machining-findings.ts); a part otherwise 正常 then reads 加工难点.
 */
function withMachiningFindings(view: PrintabilityView, geometry: Geometry | null, material: { pricing?: unknown }, units: 'mm' | 'inch'): PrintabilityView {
  const model = readMaterialPricing(material.pricing)?.model;
  if (model?.kind !== 'cnc' || !geometry) return view;
  const lines = machiningFindings(geometry, model, units);
  if (lines.length === 0) return view;
  const verdict = view.verdict === 'ok' ? 'mayFail' : view.verdict;
  return { ...view, verdict, verdictLabel: view.verdict === 'ok' ? tFindings('machining.finding.verdict') : view.verdictLabel, lines: [...view.lines, ...lines] };
}

/** The triangles to colour (thin walls, tiny pieces) in the file's order; null when there are none. */
function regionOf(report: PrintabilityReport): Uint32Array | null {
  const parts: Uint32Array[] = [];
  for (const finding of report.findings) if ((finding.code === 'thinWalls' || finding.code === 'tinyBodies') && finding.triangles.length) parts.push(finding.triangles);
  if (!parts.length) return null;
  const all = new Uint32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
