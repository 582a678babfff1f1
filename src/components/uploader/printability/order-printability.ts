import type { PrintabilityReport } from '../../../lib/geometry/dfm/types.ts';
import { printabilityRulesOf, type MaterialLike, type ProcessLike } from '../../../lib/geometry/dfm/process-limits.ts';
import type { UploadItem } from '../../../lib/drafts/upload-draft.ts';
import { printabilityByFile, unitScaleOf, type FileWithParts, type UnitChoices } from '../../../lib/geometry/parts-printability.ts';
import { blockedText, cannotMakeReason, printabilityView, type PrintabilityView } from './printability-text.ts';

/**
 * An order's parts' printability in words, as the quotation's submit step shows it: the judgement
 * is lib/geometry/parts-printability.ts, the wording printability-text.ts.
 */

/** The parts of the order that cannot be made, each with why, in the order's order. */
export function partsThatCannotBeMade(files: readonly { id: number; name: string }[], reports: ReadonlyMap<number, PrintabilityReport>): { fileId: number; name: string; reason: string }[] {
  const blocked: { fileId: number; name: string; reason: string }[] = [];
  for (const file of files) {
    const report = reports.get(file.id);
    const reason = report ? cannotMakeReason(report) : null;
    if (reason) blocked.push({ fileId: file.id, name: file.name, reason });
  }
  return blocked;
}

/** What an order's page shows of its parts' printability, and whether it must stop the order. */
export interface OrderPrintability {
  /** By file id, the parts the browser analysed. */
  byFile: Map<number, PrintabilityView>;
  /** Why the order cannot be submitted (the parts that cannot be made, each with why); null when it can. */
  blocked: string | null;
}

/** The printability of an order's parts for its process and material, as its submit step shows it. */
export function orderPrintability(items: readonly UploadItem[], files: readonly (FileWithParts & { name: string })[], process: ProcessLike, material: MaterialLike & { name: string }, choices?: UnitChoices): OrderPrintability {
  const reports = printabilityByFile(items, printabilityRulesOf(process, material), unitScaleOf(choices, material), files);
  const byFile = new Map<number, PrintabilityView>();
  for (const [fileId, report] of reports) byFile.set(fileId, printabilityView(report, material.name, false));
  const parts = partsThatCannotBeMade(files, reports);
  return { byFile, blocked: parts.length ? blockedText(parts) : null };
}
