import type { MaterialPricing } from '../../wire/catalogue.ts';
import type { ItemPart, PartOptions } from '../../wire/quotes.ts';
import { QUANTITY_LIMITS } from '../files/quotation-rules.ts';
import { isInt, isRecord } from '../json-guard.ts';
import { optionsIn } from '../pricing/part-options.ts';

/** A file's parts as far as its parts list reads them: names and counts per set (`parts` of the file answer). */
type WithParts = { parts?: readonly { name: string; count: number }[] | undefined };

/**
 * What the customer changed of one assembly's parts list, as the quotation draft keeps it per
 * server file id (`assemblies`): the parts left out (by index in the file's `parts`), the counts
 * per set that differ from the file's, and the parts' own finishes (表面处理) that differ from the
 * file's (a finish id of the material, or null for 无表面处理).
 */
export interface AssemblyChoice {
  dropped: number[];
  counts: Record<string, number>;
  finishes: Record<string, string | null>;
  /** The parts' own materials (a material id of the quotation material's process), where not the quotation's. */
  materials: Record<string, number>;
}

/**
 * The materials a part may have instead of the quotation's (those of the same process the shop
 * offers), found by id with their choices; what it does not find, the part cannot have.
 */
export type PartMaterialsOf = (id: number) => { id: number; pricing?: MaterialPricing | undefined } | undefined;

/**
 * The materials of `materials` a part of a quotation in `material` may have instead (the same
 * process, not the material itself), by id: for keptPartsOf and the pricing (pricedFileOf).
 */
export function partMaterialsIn<M extends { id: number; processId: number }>(materials: readonly M[], material: { id: number; processId: number }): (id: number) => M | undefined {
  const others = partMaterialChoices(materials, material);
  return (id) => others.find((candidate) => candidate.id === id);
}

/** The materials of `materials` a part of a quotation in `material` may have instead: the others of its process, in their order. */
export function partMaterialChoices<M extends { id: number; processId: number }>(materials: readonly M[], material: { id: number; processId: number }): M[] {
  return materials.filter((candidate) => candidate.processId === material.processId && candidate.id !== material.id);
}

/** The longest finish id a part's choices take (PartOptions of src/wire/quotes.ts). */
const FINISH_ID_MAX = 40;

/** A stored choice, checked field by field: what does not read is as the file has it. */
export function readAssemblyChoice(value: unknown): AssemblyChoice {
  if (!isRecord(value)) return { dropped: [], counts: {}, finishes: {}, materials: {} };
  const dropped = Array.isArray(value['dropped']) ? value['dropped'].filter((index): index is number => isInt(index) && index >= 0) : [];
  const counts: Record<string, number> = {};
  if (isRecord(value['counts'])) {
    for (const [part, count] of Object.entries(value['counts'])) {
      if (isInt(count) && count >= QUANTITY_LIMITS.min && count <= QUANTITY_LIMITS.max) counts[part] = count;
    }
  }
  const finishes: Record<string, string | null> = {};
  if (isRecord(value['finishes'])) {
    for (const [part, finish] of Object.entries(value['finishes'])) {
      if (!/^\d+$/.test(part)) continue;
      if (finish === null || (typeof finish === 'string' && finish.length >= 1 && finish.length <= FINISH_ID_MAX)) finishes[part] = finish;
    }
  }
  const materials: Record<string, number> = {};
  if (isRecord(value['materials'])) {
    for (const [part, material] of Object.entries(value['materials'])) if (/^\d+$/.test(part) && isInt(material) && material > 0) materials[part] = material;
  }
  return { dropped, counts, finishes, materials };
}

/** One line of an assembly's parts list on screen: the file's part, its count per set now, and whether it is left out. */
export interface AssemblyLine {
  part: number;
  name: string;
  /** The count per set the file gives it. */
  fileCount: number;
  count: number;
  dropped: boolean;
  /** The part's own finish (an id, or null for 无表面处理); undefined: as the file's. */
  finish: string | null | undefined;
  /** The part's own material (an id); undefined: the quotation's. */
  material: number | undefined;
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
    finish: choice.finishes[String(index)],
    material: choice.materials[String(index)],
  }));
}

/**
 * A part's own choices: the file's (`fileOptions`) with the part's finish and that finish's first
 * colour, as the material offers them (optionsIn); undefined when the part follows the file's (no
 * finish of its own, the same as the file's, one the material does not offer, or no choices at all).
 */
function ownOptionsOf(finish: string | null | undefined, fileOptions: PartOptions | undefined, pricing: MaterialPricing | undefined): PartOptions | undefined {
  if (finish === undefined || fileOptions === undefined || pricing === undefined || finish === fileOptions.finish) return undefined;
  if (finish !== null && !pricing.finishes.some((candidate) => candidate.id === finish)) return undefined;
  return optionsIn(pricing, { ...fileOptions, finish, colour: null });
}

/**
 * The parts list to ask for `file` (a quote item's `parts`): its kept parts with their counts per
 * set and, given the file's choices (`fileOptions`) in a material offering them (`pricing`), a
 * part's own finish as its own `options` (a part without one has none: it follows the file's);
 * undefined for a file without parts (priced as one part, as by a backend without parts lists).
 * A list with every part left out keeps them all: a quotation line is never empty.
 */
export function keptPartsOf(file: WithParts, stored: unknown, fileOptions?: PartOptions, pricing?: MaterialPricing, materialsOf?: PartMaterialsOf): ItemPart[] | undefined {
  const lines = assemblyLinesOf(file, stored);
  if (lines.length === 0) return undefined;
  const kept = lines.filter((line) => !line.dropped);
  return (kept.length > 0 ? kept : lines).map(({ part, count, finish, material }) => {
    // A part in a material of its own (one the shop still offers in this process) takes the file's choices as that material offers them.
    const own = material === undefined ? undefined : materialsOf?.(material);
    if (own !== undefined) {
      const options = fileOptions && own.pricing ? optionsIn(own.pricing, { ...fileOptions, finish: finish === undefined ? fileOptions.finish : finish, colour: null }) : undefined;
      return { part, count, materialId: own.id, ...(options ? { options } : {}) };
    }
    const options = ownOptionsOf(finish, fileOptions, pricing);
    return options ? { part, count, options } : { part, count };
  });
}

/**
 * The draft's entry of a parts list asked before (an order's or a saved quotation's line): the
 * parts it left out, its changed counts and, against the line's choices (`fileOptions`), the
 * parts' own finishes.
 */
export function choiceOfKept(file: WithParts, kept: readonly ItemPart[], fileOptions?: PartOptions): AssemblyChoice {
  const asked = new Map(kept.map((part) => [part.part, part]));
  const dropped: number[] = [];
  const counts: Record<string, number> = {};
  const finishes: Record<string, string | null> = {};
  const materials: Record<string, number> = {};
  (file.parts ?? []).forEach((part, index) => {
    const found = asked.get(index);
    if (found === undefined) {
      dropped.push(index);
      return;
    }
    if (found.count !== part.count) counts[String(index)] = found.count;
    if (found.materialId !== undefined) materials[String(index)] = found.materialId;
    const finish = found.options?.finish;
    if (finish !== undefined && finish !== (fileOptions?.finish ?? null)) finishes[String(index)] = finish;
  });
  return { dropped, counts, finishes, materials };
}

/**
 * A change of one part: left out or restored, its count per set, its finish (`fileFinish`: the
 * file's finish now, which is not kept), or its material (null: the quotation's; its own finish
 * then goes, as the finishes differ by material).
 */
export type PartChange = { dropped: boolean } | { count: number } | { finish: string | null; fileFinish: string | null } | { material: number | null };

/** The draft's entry with `part` left out or restored, its count per set or its finish changed (the file's count or finish is not kept). */
export function changedChoice(stored: unknown, file: WithParts, part: number, change: PartChange): AssemblyChoice {
  const choice = readAssemblyChoice(stored);
  const { dropped, counts, finishes, materials } = choice;
  if ('material' in change) {
    const nextMaterials = { ...materials };
    const nextFinishes = { ...finishes };
    if (change.material === null) delete nextMaterials[String(part)];
    else nextMaterials[String(part)] = change.material;
    delete nextFinishes[String(part)];
    return { ...choice, materials: nextMaterials, finishes: nextFinishes };
  }
  if ('dropped' in change) return { ...choice, dropped: change.dropped ? [...new Set([...dropped, part])].sort((a, b) => a - b) : dropped.filter((index) => index !== part) };
  if ('finish' in change) {
    const next = { ...finishes };
    if (change.finish === change.fileFinish) delete next[String(part)];
    else next[String(part)] = change.finish;
    return { ...choice, finishes: next };
  }
  const next = { ...counts };
  if (change.count === file.parts?.[part]?.count) delete next[String(part)];
  else next[String(part)] = change.count;
  return { ...choice, counts: next };
}

/** Whether an entry changes nothing of the file's parts list (the draft then keeps none). */
export const unchangedChoice = (choice: AssemblyChoice): boolean =>
  choice.dropped.length === 0 && Object.keys(choice.counts).length === 0 && Object.keys(choice.finishes).length === 0 && Object.keys(choice.materials).length === 0;
