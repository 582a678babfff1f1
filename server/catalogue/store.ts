import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { MaterialProperties, type Material, type MaterialPage, type MaterialPricing, type ProcessPage } from '../../src/wire/catalogue.ts';
import { HttpError } from '../core/errors.ts';
import { intOf, nullableTextOf, numberOf, textOf, type Row } from '../core/rows.ts';
import { pricingOf } from './price-options.ts';
import { buildVolumeOf, minWallOf } from './printability.ts';

const Colours = z.array(z.string());

const materialColumns = 'm.id, m.process_id, m.name, m.colours, m.price_per_cm3, m.min_price, m.density, m.lead_days, m.family, m.properties, p.code AS process_code';

/**
 * The same columns as one factory offers the material (`fm`, its row of factory_materials, joined
 * on the factory): its own price, minimum and lead days where it set them, else the shared ones.
 */
const factoryMaterialColumns = `m.id, m.process_id, m.name, m.colours, COALESCE(fm.price_per_cm3, m.price_per_cm3) AS price_per_cm3,
  COALESCE(fm.min_price, m.min_price) AS min_price, m.density, COALESCE(fm.lead_days, m.lead_days) AS lead_days, m.family, m.properties, p.code AS process_code`;

/** Whether the factory has the material on sale (`fm` as above): no row of its own is on sale. */
const onSale = 'COALESCE(fm.on_sale, 1) = 1';

export const materialMessages = {
  offSale: (name: string) => `「${name}」已下架，暂不接受新的报价和订单`,
} as const;

/** The family and properties a row has (NULL columns: none, as for a material of an earlier release the seed did not name). */
function traitsIn(row: Row): Pick<Material, 'family' | 'properties'> {
  const family = nullableTextOf(row, 'family');
  const properties = nullableTextOf(row, 'properties');
  return { ...(family === null ? {} : { family }), ...(properties === null ? {} : { properties: MaterialProperties.parse(JSON.parse(properties)) }) };
}

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
    ...traitsIn(row),
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
 * Every material the factory has on sale among its processes (or one of them), at its own
 * figures, by process then price, so the cheapest of each process comes first. A process the
 * factory does not offer is a 404.
 */
export function listMaterials(db: DatabaseSync, factoryId: number, processId: number | undefined): MaterialPage {
  if (processId !== undefined) {
    const offered = db.prepare('SELECT 1 FROM factory_processes WHERE factory_id = ? AND process_id = ?').get(factoryId, processId);
    if (offered === undefined) throw new HttpError(404, '当前工厂不提供该工艺');
  }
  const records = db
    .prepare(
      `SELECT ${factoryMaterialColumns} FROM materials m
       JOIN factory_processes fp ON fp.process_id = m.process_id AND fp.factory_id = :factory
       JOIN processes p ON p.id = m.process_id
       LEFT JOIN factory_materials fm ON fm.material_id = m.id AND fm.factory_id = fp.factory_id
       WHERE (:process IS NULL OR m.process_id = :process) AND ${onSale}
       ORDER BY p.sort_order, p.id, price_per_cm3, m.id`,
    )
    .all({ factory: factoryId, process: processId ?? null })
    .map(materialOf);
  return { records, total: records.length };
}

/**
 * A material the factory offers and has on sale, at its own figures, or null: what every new
 * price (the quotation, a saved quotation, an order) is made of.
 */
export function findMaterial(db: DatabaseSync, factoryId: number, materialId: number): Material | null {
  const row = db
    .prepare(
      `SELECT ${factoryMaterialColumns} FROM materials m
       JOIN factory_processes fp ON fp.process_id = m.process_id AND fp.factory_id = ?
       JOIN processes p ON p.id = m.process_id
       LEFT JOIN factory_materials fm ON fm.material_id = m.id AND fm.factory_id = fp.factory_id
       WHERE m.id = ? AND ${onSale}`,
    )
    .get(factoryId, materialId);
  return row === undefined ? null : materialOf(row);
}

/** The name of a material the factory offers but has taken off sale, or null (on sale, or not offered at all). */
export function offSaleMaterialName(db: DatabaseSync, factoryId: number, materialId: number): string | null {
  const row = db
    .prepare(
      `SELECT m.name FROM materials m
       JOIN factory_processes fp ON fp.process_id = m.process_id AND fp.factory_id = ?
       JOIN factory_materials fm ON fm.material_id = m.id AND fm.factory_id = fp.factory_id
       WHERE m.id = ? AND fm.on_sale = 0`,
    )
    .get(factoryId, materialId);
  return row === undefined ? null : textOf(row, 'name');
}

/**
 * A material's choices by id whichever factory offers it (null when there is no such material):
 * names an order line's finish, since an order keeps its material and not its factory's offer.
 */
export function materialPricingOf(db: DatabaseSync, materialId: number): MaterialPricing | null {
  const row = db.prepare(`SELECT ${materialColumns} FROM materials m JOIN processes p ON p.id = m.process_id WHERE m.id = ?`).get(materialId);
  return row === undefined ? null : (materialOf(row).pricing ?? null);
}

/** Reprices one material's shared figures (every factory without its own); false when there is no such material. */
export function setMaterialPrice(db: DatabaseSync, materialId: number, price: { pricePerCm3?: number | undefined; minPrice?: number | undefined }): boolean {
  const result = db
    .prepare('UPDATE materials SET price_per_cm3 = COALESCE(?, price_per_cm3), min_price = COALESCE(?, min_price) WHERE id = ?')
    .run(price.pricePerCm3 ?? null, price.minPrice ?? null, materialId);
  return result.changes > 0;
}
