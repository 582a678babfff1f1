import { evaluatePrintability, type AssemblyPartSize } from './dfm/evaluate.ts';
import { analysisOfSummary, readPrintabilitySummary } from './dfm/summary.ts';
import type { PrintabilityReport, PrintabilityRules, PrintabilitySeverity } from './dfm/types.ts';
import { printabilityRulesOf, type MaterialLike, type ProcessLike } from './dfm/process-limits.ts';
import { scaleAnalysis } from './dfm/scale.ts';
import type { MaterialPricing } from '../../wire/catalogue.ts';
import { readMaterialPricing } from '../pricing/material-pricing.ts';
import { partOptionsOf } from '../pricing/part-options.ts';
import type { QuotationDraft } from '../drafts/quotation-draft.ts';
import type { UploadItem } from '../drafts/upload-draft.ts';
import { partNameOf } from '../files/part-name.ts';

/**
 * The printability of each uploaded part, by server file id, judged against one process and
 * material from the summaries the draft keeps. Parts the browser did not analyse (not a mesh,
 * put back from an earlier order) are not listed: nothing is known against them.
 */
export function printabilityByFile(
  items: readonly UploadItem[],
  rules: PrintabilityRules,
  scaleOf: (fileId: number) => number = () => 1,
  files: readonly FileWithParts[] = [],
): Map<number, PrintabilityReport> {
  const reports = new Map<number, PrintabilityReport>();
  for (const item of items) {
    const summary = item.fileId === null ? null : readPrintabilitySummary(item.printability);
    if (item.fileId === null || !summary) continue;
    const fileId = item.fileId;
    const scale = scaleOf(fileId);
    reports.set(fileId, evaluatePrintability(scaleAnalysis(analysisOfSummary(summary), scale), rules, assemblyPartSizes(files.find((file) => file.id === fileId)?.parts, scale)));
  }
  return reports;
}

/** A stored file as far as its printability reads it: an assembly's parts (the server's `parts`). */
export type FileWithParts = { id: number; parts?: readonly { name: string; geometry: { bbox: { x: number; y: number; z: number } } }[] | undefined };

/**
 * An assembly's parts as its printability judges them (each must fit the machine on its own; the
 * bodies not touching is what an assembly is), named as its parts list names them (零件 N when the
 * file names none), at `scale` mm per unit (a 3MF declared in inches); undefined for a file without parts.
 */
export function assemblyPartSizes(parts: FileWithParts['parts'], scale = 1): AssemblyPartSize[] | undefined {
  return parts?.map((part, index) => {
    const { x, y, z } = part.geometry.bbox;
    return { name: partNameOf(part.name, index), size: { x: x * scale, y: y * scale, z: z * scale } };
  });
}

/** The draft's choices the judgement follows: a part declared in inches is judged at 25.4 × its mesh's size. */
export type UnitChoices = Pick<QuotationDraft, 'partOptions'>;

/**
 * Millimetres per unit of the mesh of `fileId`: 25.4 when the customer declared it in inches and
 * the material offers that choice (its pricing table readable, as the price follows it), else 1.
 */
export function unitScaleOf(choices: UnitChoices | undefined, material: MaterialLike): (fileId: number) => number {
  const pricing = 'pricing' in material ? readMaterialPricing(material.pricing) : undefined;
  if (!choices || !pricing) return () => 1;
  return (fileId) => (partOptionsOf(choices, fileId, pricing as MaterialPricing)?.units === 'inch' ? 25.4 : 1);
}

/**
 * The server file ids of the uploaded parts the browser found cannot be made with `material` on
 * `process` (at their declared units): the live estimate prices none of them.
 */
export function unmakeableFiles(items: readonly UploadItem[], files: readonly FileWithParts[], process: ProcessLike, material: MaterialLike, choices?: UnitChoices): Set<number> {
  const reports = printabilityByFile(items, printabilityRulesOf(process, material), unitScaleOf(choices, material), files);
  return new Set([...reports].filter(([, report]) => report.verdict === 'cannotMake').map(([fileId]) => fileId));
}

/** How the analysed parts of a draft fare in one material: the worst verdict and how many parts have each. */
export interface PartsVerdict {
  verdict: PrintabilitySeverity;
  cannotMake: number;
  mayFail: number;
  /** The server file ids of the parts that cannot be made in it: they count in none of its prices. */
  cannotMakeFiles: readonly number[];
}

/**
 * The parts' printability in `material` on `process`, summed up for a comparison of materials;
 * null when the browser analysed none of them (nothing is known against any material).
 */
export function partsVerdict(items: readonly UploadItem[], process: ProcessLike | null | undefined, material: MaterialLike, choices?: UnitChoices, files: readonly FileWithParts[] = []): PartsVerdict | null {
  const reports = printabilityByFile(items, printabilityRulesOf(process, material), unitScaleOf(choices, material), files);
  if (reports.size === 0) return null;
  const cannotMakeFiles: number[] = [];
  let mayFail = 0;
  for (const [fileId, report] of reports) {
    if (report.verdict === 'cannotMake') cannotMakeFiles.push(fileId);
    else if (report.verdict === 'mayFail') mayFail += 1;
  }
  const cannotMake = cannotMakeFiles.length;
  return { verdict: cannotMake ? 'cannotMake' : mayFail ? 'mayFail' : 'ok', cannotMake, mayFail, cannotMakeFiles };
}
