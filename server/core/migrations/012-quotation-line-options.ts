import type { Migration } from '../migration.ts';

/**
 * The per-part choices of a saved quotation's line (units, finish and colour, lead time) as the
 * server priced them, JSON; the finish's name as the catalogue called it then, so the document
 * reads the same later; and the line's working days to ship. All NULL for a line priced without
 * choices (every quotation saved before this step, and any a seed-shaped request saves).
 */
export const migration: Migration = {
  version: 12,
  name: 'quotation line options',
  up: (db) => {
    db.exec('ALTER TABLE quotation_lines ADD COLUMN options TEXT');
    db.exec('ALTER TABLE quotation_lines ADD COLUMN finish_name TEXT');
    db.exec('ALTER TABLE quotation_lines ADD COLUMN lead_days INTEGER');
  },
};
