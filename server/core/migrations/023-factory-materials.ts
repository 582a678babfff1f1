import { schemaStep } from '../schema-step.ts';

/**
 * 目录: one factory's own figures for a material of the shared catalogue (materials), which every
 * factory offering the process shares. A row here replaces the shared price, minimum and lead
 * days for that factory's new prices only (held prices, saved quotations and orders keep the
 * figures they were made with); on_sale 0 takes the material off that factory's list and out of
 * its new prices and orders. No row: the shared figures, on sale.
 */
export const migration = schemaStep(23, 'factory materials', `
CREATE TABLE IF NOT EXISTS factory_materials (
  factory_id INTEGER NOT NULL REFERENCES factories(id) ON DELETE CASCADE,
  material_id INTEGER NOT NULL REFERENCES materials(id) ON DELETE CASCADE,
  price_per_cm3 INTEGER NOT NULL CHECK (price_per_cm3 > 0),
  min_price INTEGER NOT NULL CHECK (min_price >= 0),
  lead_days INTEGER NOT NULL CHECK (lead_days BETWEEN 1 AND 60),
  on_sale INTEGER NOT NULL DEFAULT 1 CHECK (on_sale IN (0, 1)),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (factory_id, material_id)
);
CREATE INDEX IF NOT EXISTS factory_materials_material ON factory_materials(material_id);
`);
