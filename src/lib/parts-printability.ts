import { evaluatePrintability } from './geometry/dfm/evaluate.ts';
import { analysisOfSummary } from './geometry/dfm/summary.ts';
import type { PrintabilityReport, PrintabilityRules } from './geometry/dfm/types.ts';
import { cannotMakeReason } from './printability-text.ts';
import type { UploadItem } from './upload-draft.ts';

/**
 * The printability of each uploaded part, by server file id, judged against one process and
 * material from the summaries the draft keeps. Parts the browser did not analyse (not a mesh,
 * put back from an earlier order) are not listed: nothing is known against them.
 */
export function printabilityByFile(items: readonly UploadItem[], rules: PrintabilityRules): Map<number, PrintabilityReport> {
  const reports = new Map<number, PrintabilityReport>();
  for (const item of items) {
    if (item.fileId === null || !item.printability) continue;
    reports.set(item.fileId, evaluatePrintability(analysisOfSummary(item.printability), rules));
  }
  return reports;
}

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
