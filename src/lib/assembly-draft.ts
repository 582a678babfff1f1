import type { ItemPart } from '../wire/quotes.ts';
import { QUANTITY_LIMITS } from './quotation-rules.ts';
import { isInt, isRecord } from './json-guard.ts';

/** A file's parts as far as its parts list reads them: names and counts per set (`parts` of the file answer). */
type WithParts = { parts?: readonly { name: string; count: number }[] | undefined };

/**
 * What the customer changed of one assembly's parts list, as the quotation draft keeps it per
 * server file id (`assemblies`): the parts left out (by index in the file's `parts`) and the
 * counts per set that differ from the file's.
 */
export interface AssemblyChoice {
  dropped: number[];
  counts: Record<string, number>;
}

/** A stored choice, checked field by field: what does not read is as the file has it. */
export function readAssemblyChoice(value: unknown): AssemblyChoice {
  if (!isRecord(value)) return { dropped: [], counts: {} };
  const dropped = Array.isArray(value['dropped']) ? value['dropped'].filter((index): index is number => isInt(index) && index >= 0) : [];
  const counts: Record<string, number> = {};
  if (isRecord(value['counts'])) {
    for (const [part, count] of Object.entries(value['counts'])) {
      if (isInt(count) && count >= QUANTITY_LIMITS.min && count <= QUANTITY_LIMITS.max) counts[part] = count;
    }
  }
  return { dropped, counts };
}

/** One line of an assembly's parts list on screen: the file's part, its count per set now, and whether it is left out. */
export interface AssemblyLine {
  part: number;
  name: string;
  /** The count per set the file gives it. */
  fileCount: number;
  count: number;
  dropped: boolean;
}

/** The parts list of `file` with the customer's changes (`stored`: the draft's entry); empty for a file without parts. */
export function assemblyLinesOf(file: WithParts, stored: unknown): AssemblyLine[] {
  const choice = readAssemblyChoice(stored);
  return (file.parts ?? []).map((part, index) => ({
    part: index,
    name: part.name,
    fileCount: part.count,
    count: choice.counts[String(index)] ?? part.count,
    dropped: choice.dropped.includes(index),
  }));
}

/**
 * The parts list to ask for `file` (a quote item's `parts`): its kept parts with their counts per
 * set; undefined for a file without parts (priced as one part, as by a backend without parts
 * lists). A list with every part left out keeps them all: a quotation line is never empty.
 */
export function keptPartsOf(file: WithParts, stored: unknown): ItemPart[] | undefined {
  const lines = assemblyLinesOf(file, stored);
  if (lines.length === 0) return undefined;
  const kept = lines.filter((line) => !line.dropped);
  return (kept.length > 0 ? kept : lines).map(({ part, count }) => ({ part, count }));
}

/** The draft's entry of a parts list asked before (an order's or a saved quotation's line): the parts it left out, its changed counts. */
export function choiceOfKept(file: WithParts, kept: readonly ItemPart[]): AssemblyChoice {
  const asked = new Map(kept.map((part) => [part.part, part.count]));
  const dropped: number[] = [];
  const counts: Record<string, number> = {};
  (file.parts ?? []).forEach((part, index) => {
    const count = asked.get(index);
    if (count === undefined) dropped.push(index);
    else if (count !== part.count) counts[String(index)] = count;
  });
  return { dropped, counts };
}

/** The draft's entry with `part` left out or restored, or its count per set changed (the file's count is not kept). */
export function changedChoice(stored: unknown, file: WithParts, part: number, change: { dropped: boolean } | { count: number }): AssemblyChoice {
  const { dropped, counts } = readAssemblyChoice(stored);
  if ('dropped' in change) return { dropped: change.dropped ? [...new Set([...dropped, part])].sort((a, b) => a - b) : dropped.filter((index) => index !== part), counts };
  const next = { ...counts };
  if (change.count === file.parts?.[part]?.count) delete next[String(part)];
  else next[String(part)] = change.count;
  return { dropped, counts: next };
}
