import type { Geometry } from '../wire/files.ts';
import type { PartOptions } from '../wire/quotes.ts';
import type { PricedItem } from './pricing.ts';

/**
 * A file as the pricing takes it (quote-pricing.ts): its measured volume (null: quoted by hand),
 * surface, bounding box and machining figures in the mesh's own units, its quantity and choices.
 * The server builds its items from its own measurements the same way, so both price alike.
 */
export function pricedFileOf(file: { id: number; name: string; geometry: Geometry | null }, quantity: number, options: PartOptions | undefined): PricedItem {
  const { geometry } = file;
  const measured = geometry === null ? { volume: null } : { volume: geometry.volume, area: geometry.area, bbox: geometry.bbox, ...(geometry.machining ? { machining: geometry.machining } : {}) };
  return { fileId: file.id, fileName: file.name, ...measured, quantity, ...(options ? { options } : {}) };
}
