import type { Migration } from '../migration.ts';

/**
 * SLS at the China market's rates (docs/pricing.md, *Rates from the market*): the shared
 * catalogue's SLS materials priced ¥2.20–3.60 a cm³ of the part, about twice what shops charge,
 * now ¥0.90–2.20 with the powder bed's space priced at its share of a build (price-options.ts).
 * Only a rate still at the old demo figure changes: an operator's own figure stays, and a
 * factory's own (factory_materials) is its own.
 */
export const migration: Migration = {
  version: 30,
  name: 'sls market rates',
  up: (db) =>
    db.exec(`
UPDATE materials SET price_per_cm3 = 90 WHERE id = 6 AND name = 'PA12 尼龙' AND price_per_cm3 = 220;
UPDATE materials SET price_per_cm3 = 120 WHERE id = 7 AND name = 'PA12 玻纤增强' AND price_per_cm3 = 280;
UPDATE materials SET price_per_cm3 = 220 WHERE id = 8 AND name = 'TPU 弹性体' AND price_per_cm3 = 360;
`),
};
