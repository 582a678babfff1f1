import type { Migration } from '../migration.ts';

/**
 * Assemblies as parts lists: a CAD file of several bodies keeps its distinct parts as measured
 * (design_files.parts: name, count per set and one piece's geometry, JSON), and an order's or a
 * saved quotation's line made of one keeps its parts list as priced (parts, JSON: each kept part
 * with its count per set, pieces and price). NULL for a file of one body and for a line priced as
 * one part (every file and line before this step).
 */
export const migration: Migration = {
  version: 17,
  name: 'assembly parts',
  up: (db) => {
    for (const table of ['design_files', 'order_items', 'quotation_lines']) db.exec(`ALTER TABLE ${table} ADD COLUMN parts TEXT`);
  },
};
