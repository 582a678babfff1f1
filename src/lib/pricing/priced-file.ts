import type { FilePart, Geometry } from '../../wire/files.ts';
import type { ItemPart, PartOptions } from '../../wire/quotes.ts';
import type { PartMaterial, PricedItem, PricedPart } from './order-totals.ts';

/**
 * A file as the pricing takes it (quote-pricing.ts): its measured volume (null: quoted by hand),
 * surface, bounding box, machining and support figures in the mesh's own units, its quantity and choices,
 * and with `kept` (an assembly's parts list as asked) its kept parts from the file's `parts`. The
 * server builds its items from its own measurements the same way, so both price alike.
 */
export function pricedFileOf(
  file: { id: number; name: string; geometry: Geometry | null; parts?: readonly FilePart[] | undefined },
  quantity: number,
  options: PartOptions | undefined,
  kept?: readonly ItemPart[],
  materialOf?: (id: number) => PartMaterial | undefined,
): PricedItem {
  const { geometry } = file;
  const measured =
    geometry === null
      ? { volume: null }
      : { volume: geometry.volume, area: geometry.area, bbox: geometry.bbox, ...(geometry.machining ? { machining: geometry.machining } : {}), ...(geometry.support ? { support: geometry.support } : {}) };
  const parts = kept === undefined || file.parts === undefined ? undefined : pricedPartsOf(file.parts, kept, options, materialOf);
  return { fileId: file.id, fileName: file.name, ...measured, quantity, ...(options ? { options } : {}), ...(parts ? { parts } : {}) };
}

/**
 * The kept parts with their figures (a part the file does not have is left out: the caller checks
 * indices first). A part with its own material (`materialOf` finds it; the caller has checked it)
 * is priced in it with its own choices only; any other part with its own choices, else the file's.
 */
export function pricedPartsOf(parts: readonly FilePart[], kept: readonly ItemPart[], options: PartOptions | undefined, materialOf?: (id: number) => PartMaterial | undefined): PricedPart[] {
  return kept.flatMap(({ part, count, materialId, options: own }) => {
    const found = parts[part];
    if (found === undefined) return [];
    const { volume, area, bbox, machining, support } = found.geometry;
    const material = materialId === undefined ? undefined : materialOf?.(materialId);
    const choices = material ? own : (own ?? options);
    return [{ part, name: found.name, count, volume, area, bbox, ...(machining ? { machining } : {}), ...(support ? { support } : {}), ...(material ? { material } : {}), ...(choices ? { options: choices } : {}) }];
  });
}
