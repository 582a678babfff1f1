/**
 * A priced line's choices as documents and the order center show them: stored as JSON beside the
 * line (order_items, quotation_lines) with its working days to ship and its price breakdown,
 * answered with the finish's name. A line stored without them answers none of these fields.
 */
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { findMaterial } from '../catalogue/store.ts';
import { BomLine, LineBreakdown, LineCallouts, PartOptions, type ItemPart, type LineChoices, type LineConfirmation, type LineDrawing } from '../../src/wire/quotes.ts';
import type { MaterialPricing } from '../../src/wire/catalogue.ts';
import { optionsIn } from '../../src/lib/pricing/part-options.ts';
import { choiceOfKept, keptPartsOf, type PartMaterialsOf } from '../../src/lib/drafts/assembly-draft.ts';
import type { FilePart } from '../../src/wire/files.ts';
import { nullableIntOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';

/** The name of the chosen finish in `pricing`, or undefined without a finish (or one it no longer has). */
export function finishNameOf(pricing: MaterialPricing | null | undefined, options: PartOptions | undefined): string | undefined {
  if (options?.finish == null) return undefined;
  return pricing?.finishes.find((finish) => finish.id === options.finish)?.name;
}

/** The stored choices of a line (its `options` JSON column), or undefined for a line without. */
export function storedOptionsOf(row: Row): PartOptions | undefined {
  const options = nullableTextOf(row, 'options');
  return options === null ? undefined : PartOptions.parse(JSON.parse(options));
}

/**
 * A line's choices from its `options` and `lead_days` columns; the finish is named `finishName`
 * (a stored name) or else by `pricing` (the material's choices as they are now).
 */
export function lineChoicesOf(row: Row, name: { finishName?: string | null; pricing?: MaterialPricing | null }): LineChoices {
  const breakdown = { ...storedBreakdownOf(row), ...storedPartsOf(row, name.pricing) };
  const confirmation = storedConfirmationOf(row);
  const options = storedOptionsOf(row);
  if (options === undefined) return { ...breakdown, ...confirmation };
  const leadDays = nullableIntOf(row, 'lead_days');
  const finishName = name.finishName ?? finishNameOf(name.pricing, options);
  return { options, ...(finishName === undefined ? {} : { finishName }), ...(leadDays === null ? {} : { leadDays }), ...breakdown, ...confirmation };
}

/**
 * A line's drawing and call-outs as answered: with `needsConfirmation` when it has either, and
 * none of these fields when it has neither.
 */
export function confirmationOf(drawing: LineDrawing | undefined, callouts: LineCallouts | undefined): LineConfirmation {
  if (drawing === undefined && callouts === undefined) return {};
  return { ...(drawing === undefined ? {} : { drawing }), ...(callouts === undefined ? {} : { callouts }), needsConfirmation: true };
}

/** A line's stored drawing and call-outs (its `drawing_file_id`, `drawing_name` and `callouts` columns, when the row has them). */
export function storedConfirmationOf(row: Row): LineConfirmation {
  const fileId = 'drawing_file_id' in row ? nullableIntOf(row, 'drawing_file_id') : null;
  const name = 'drawing_name' in row ? nullableTextOf(row, 'drawing_name') : null;
  const callouts = 'callouts' in row ? nullableTextOf(row, 'callouts') : null;
  return confirmationOf(fileId === null || name === null ? undefined : { fileId, name }, callouts === null ? undefined : LineCallouts.parse(JSON.parse(callouts)));
}

/**
 * The columns `carriedConfirmation` reads, for a line table aliased `line` with its drawing's file
 * joined as `d` (`LEFT JOIN design_files d ON d.id = line.drawing_file_id`).
 */
export const carriedConfirmationColumns = (line: string): string => `${line}.callouts, d.id AS drawing_id, d.name AS drawing_file_name, d.customer_id AS drawing_owner`;

/**
 * A stored line's drawing and call-outs as a new quotation draft of the customer `readerId` takes
 * them (再来一单, a 报价单 turned back into a draft): the call-outs as stored, and the drawing only
 * while its file exists and is the reader's own, which is the file pricing accepts as the line's
 * drawing (a colleague's quotation has its owner's drawing, which the reader may not use).
 */
export function carriedConfirmation(row: Row, readerId: number): Pick<LineConfirmation, 'drawing' | 'callouts'> {
  const callouts = nullableTextOf(row, 'callouts');
  const drawingId = nullableIntOf(row, 'drawing_id');
  const mine = drawingId !== null && nullableIntOf(row, 'drawing_owner') === readerId;
  return {
    ...(mine ? { drawing: { fileId: drawingId, name: textOf(row, 'drawing_file_name') } } : {}),
    ...(callouts === null ? {} : { callouts: LineCallouts.parse(JSON.parse(callouts)) }),
  };
}

/** The columns a line's drawing and call-outs are stored in (NULL for a line without). */
export const confirmationColumns = (line: LineConfirmation): { drawingFileId: number | null; drawingName: string | null; callouts: string | null } => ({
  drawingFileId: line.drawing?.fileId ?? null,
  drawingName: line.drawing?.name ?? null,
  callouts: line.callouts === undefined ? null : JSON.stringify(line.callouts),
});

const StoredParts = z.array(BomLine);

/**
 * A line's stored parts list (its `parts` JSON column, when the row has one), as `{ parts }` or
 * nothing; a part's finish named as stored, or else by `pricing` (the material's choices now).
 */
export function storedPartsOf(row: Row, pricing?: MaterialPricing | null): Pick<LineChoices, 'parts'> {
  const stored = 'parts' in row ? nullableTextOf(row, 'parts') : null;
  return stored === null ? {} : { parts: namedParts(StoredParts.parse(JSON.parse(stored)), pricing) };
}

/** Each part with its finish's name: the one it has, or else `pricing`'s (none without a finish or a name). */
function namedParts(parts: readonly BomLine[], pricing: MaterialPricing | null | undefined): BomLine[] {
  return parts.map((part) => {
    const finishName = part.finishName ?? finishNameOf(pricing, part.options);
    return finishName === undefined ? part : { ...part, finishName };
  });
}

/**
 * The parts list to ask again for a stored assembly line (再来一单, a draft of a saved quotation):
 * its kept parts with their counts per set and the choices each was priced with (from its
 * `line_parts` column), or undefined. Carry it to today's material with carriedParts.
 */
export function storedItemPartsOf(row: Row): ItemPart[] | undefined {
  const stored = 'line_parts' in row ? nullableTextOf(row, 'line_parts') : null;
  return stored === null ? undefined : StoredParts.parse(JSON.parse(stored)).map(({ part, count, materialId, options }) => ({ part, count, ...(materialId ? { materialId } : {}), ...(options ? { options } : {}) }));
}

/**
 * A stored parts list (storedItemPartsOf) as a new draft asks it again, the way step 3 reads the
 * draft (keptPartsOf): each part at its count, and a part whose finish was not the line's
 * (`storedOptions`) with that finish on the line's choices as carried now (`options`, carriedOptions),
 * as `pricing` offers it; a finish it no longer offers follows the line's, as does a material the
 * factory no longer offers in the process. `dropped` says a part lost its own choice that way, as
 * carriedOptions says it of the line's: the line is then named in `optionsDropped`.
 */
export function carriedParts(
  file: { parts?: readonly FilePart[] | undefined },
  stored: readonly ItemPart[] | undefined,
  storedOptions: PartOptions | undefined,
  options: PartOptions | undefined,
  pricing: MaterialPricing | null | undefined,
  partMaterials?: PartMaterialsOf,
): { parts: ItemPart[] | undefined; dropped: boolean } {
  if (stored === undefined) return { parts: undefined, dropped: false };
  if (file.parts === undefined) return { parts: stored.map(({ part, count }) => ({ part, count })), dropped: false };
  const parts = keptPartsOf(file, choiceOfKept(file, stored, storedOptions), options, pricing ?? undefined, partMaterials);
  return { parts, dropped: partChoicesDropped(stored, storedOptions, parts, options) };
}

/**
 * Whether carrying an assembly line's parts lost a part's own choice: a material it no longer
 * has, or another finish. Each part's finish is its own or else the line's (`storedOptions`
 * before, `options` now).
 */
function partChoicesDropped(stored: readonly ItemPart[], storedOptions: PartOptions | undefined, carried: readonly ItemPart[] | undefined, options: PartOptions | undefined): boolean {
  if (carried === undefined) return false;
  const now = new Map(carried.map((part) => [part.part, part]));
  return stored.some((before) => {
    const after = now.get(before.part);
    if (after === undefined) return false;
    if (before.materialId !== undefined && after.materialId !== before.materialId) return true;
    const finishBefore = before.options?.finish ?? storedOptions?.finish ?? null;
    const finishAfter = after.options?.finish ?? options?.finish ?? null;
    return finishBefore !== finishAfter;
  });
}

/**
 * The materials the factory offers today that an assembly's part of a quotation in `materialId`
 * may have instead (its process, not itself), by id: a part's own material is carried only while
 * it is one of them.
 */
export function factoryPartMaterials(db: DatabaseSync, factoryId: number | null, materialId: number | null): PartMaterialsOf {
  const material = factoryId === null || materialId === null ? null : findMaterial(db, factoryId, materialId);
  return (id) => {
    if (material === null || factoryId === null || id === material.id) return undefined;
    const own = findMaterial(db, factoryId, id);
    return own !== null && own.processId === material.processId ? own : undefined;
  };
}

/**
 * The JSON an assembly line's parts list is stored as, or null for a line priced as one part;
 * with `pricing`, each part keeps its finish's name of the time.
 */
export const partsColumn = (line: Pick<LineChoices, 'parts'>, pricing?: MaterialPricing | null): string | null => (line.parts === undefined ? null : JSON.stringify(namedParts(line.parts, pricing)));

/** A line's stored price breakdown (its `breakdown` JSON column, when the row has one), as `{ breakdown }` or nothing. */
export function storedBreakdownOf(row: Row): Pick<LineChoices, 'breakdown'> {
  const stored = 'breakdown' in row ? nullableTextOf(row, 'breakdown') : null;
  return stored === null ? {} : { breakdown: LineBreakdown.parse(JSON.parse(stored)) };
}

/** The JSON a line's breakdown is stored as, or null for a line priced without a model. */
export const breakdownColumn = (line: Pick<LineChoices, 'breakdown'>): string | null => (line.breakdown === undefined ? null : JSON.stringify(line.breakdown));

/**
 * A line's stored choices carried to a material as it is offered now, the way step 3 reads a
 * draft's choices (partOptionsOf): what the material no longer offers goes back to its default
 * (optionsIn), and every choice goes when it offers none (or is not offered: `pricing` null).
 * `dropped` when a stored choice did not survive.
 */
export function carriedOptions(pricing: MaterialPricing | null | undefined, stored: PartOptions | undefined): { options: PartOptions | undefined; dropped: boolean } {
  if (stored === undefined) return { options: undefined, dropped: false };
  if (pricing == null) return { options: undefined, dropped: true };
  const options = optionsIn(pricing, stored);
  // A stored infill the material no longer offers is dropped; a material that now offers one gaining its default is not.
  const dropped = options.units !== stored.units || options.finish !== stored.finish || options.colour !== stored.colour || options.leadTime !== stored.leadTime || (stored.infill !== undefined && options.infill !== stored.infill);
  return { options, dropped };
}
