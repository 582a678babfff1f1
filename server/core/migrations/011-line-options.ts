import type { Migration } from '../migration.ts';

/**
 * The per-part choices of a customised order's line (units, finish and colour, lead time) as the
 * quote priced them, JSON, and the line's working days to ship; both NULL for a line priced
 * without choices (every line before this step, and any a seed-shaped request creates).
 */
export const migration: Migration = {
  version: 11,
  name: 'order line options',
  up: (db) => {
    db.exec('ALTER TABLE order_items ADD COLUMN options TEXT');
    db.exec('ALTER TABLE order_items ADD COLUMN lead_days INTEGER');
  },
};
