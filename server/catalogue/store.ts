import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { Material, MaterialPage, MaterialPricing, ProcessPage } from '../../src/wire/catalogue.ts';
import { HttpError } from '../core/errors.ts';
import { intOf, numberOf, textOf, type Row } from '../core/rows.ts';
import { pricingOf } from './price-options.ts';
import { buildVolumeOf, minWallOf } from './printability.ts';

const Colours = z.array(z.string());

const materialColumns = 'm.id, m.process_id, m.name, m.colours, m.price_per_cm3, m.min_price, m.density, m.lead_days, p.code AS process_code';

/** A material with its per-part choices from the default table (price-options.ts). */
function materialOf(row: Row): Material {
  const name = textOf(row, 'name');
  const leadDays = intOf(row, 'lead_days');
  const processCode = textOf(row, 'process_code');
  const minWallThickness = minWallOf(processCode, name);
  return {
    id: intOf(row, 'id'),
    processId: intOf(row, 'process_id'),
    name,
    colours: Colours.parse(JSON.parse(textOf(row, 'colours'))),
    pricePerCm3: intOf(row, 'price_per_cm3'),
    minPrice: intOf(row, 'min_price'),
    density: numberOf(row, 'density'),
    leadDays,
    pricing: pricingOf(processCode, { name, leadDays }),
    ...(minWallThickness === undefined ? {} : { minWallThickness }),
  };
}

/** Every process the factory offers, in catalogue order (not paged: a factory has a handful). */
export function listProcesses(db: DatabaseSync, factoryId: number): ProcessPage {
  const records = db
    .prepare(
      `SELECT p.id, p.code, p.name, p.description FROM factory_processes fp JOIN processes p ON p.id = fp.process_id
       WHERE fp.factory_id = ? ORDER BY p.sort_order, p.id`,
    )
    .all(factoryId)
    .map((row) => {
      const code = textOf(row, 'code');
      const buildVolume = buildVolumeOf(code);
      return { id: intOf(row, 'id'), code, name: textOf(row, 'name'), description: textOf(row, 'description'), ...(buildVolume ? { buildVolume } : {}) };
    });
  return { records, total: records.length };
}

/**
 * Every material of the factory's processes (or of one of them), by process then price, so the
 * cheapest of each process comes first. A process the factory does not offer is a 404.
 */
export function listMaterials(db: DatabaseSync, factoryId: number, processId: number | undefined): MaterialPage {
  if (processId !== undefined) {
    const offered = db.prepare('SELECT 1 FROM factory_processes WHERE factory_id = ? AND process_id = ?').get(factoryId, processId);
    if (offered === undefined) throw new HttpError(404, '当前工厂不提供该工艺');
  }
  const records = db
    .prepare(
      `SELECT ${materialColumns} FROM materials m
       JOIN factory_processes fp ON fp.process_id = m.process_id AND fp.factory_id = :factory
       JOIN processes p ON p.id = m.process_id
       WHERE :process IS NULL OR m.process_id = :process
       ORDER BY p.sort_order, p.id, m.price_per_cm3, m.id`,
    )
    .all({ factory: factoryId, process: processId ?? null })
    .map(materialOf);
  return { records, total: records.length };
}

/** A material the factory offers, or null. */
export function findMaterial(db: DatabaseSync, factoryId: number, materialId: number): Material | null {
  const row = db
    .prepare(
      `SELECT ${materialColumns} FROM materials m
       JOIN factory_processes fp ON fp.process_id = m.process_id AND fp.factory_id = ?
       JOIN processes p ON p.id = m.process_id
       WHERE m.id = ?`,
    )
    .get(factoryId, materialId);
  return row === undefined ? null : materialOf(row);
}

/**
 * A material's choices by id whichever factory offers it (null when there is no such material):
 * names an order line's finish, since an order keeps its material and not its factory's offer.
 */
export function materialPricingOf(db: DatabaseSync, materialId: number): MaterialPricing | null {
  const row = db.prepare(`SELECT ${materialColumns} FROM materials m JOIN processes p ON p.id = m.process_id WHERE m.id = ?`).get(materialId);
  return row === undefined ? null : (materialOf(row).pricing ?? null);
}

/** Reprices one material as the factory would; false when there is no such material. */
export function setMaterialPrice(db: DatabaseSync, materialId: number, price: { pricePerCm3?: number | undefined; minPrice?: number | undefined }): boolean {
  const result = db
    .prepare('UPDATE materials SET price_per_cm3 = COALESCE(?, price_per_cm3), min_price = COALESCE(?, min_price) WHERE id = ?')
    .run(price.pricePerCm3 ?? null, price.minPrice ?? null, materialId);
  return result.changes > 0;
}
