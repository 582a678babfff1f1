import type { Migration } from '../migration.ts';

/**
 * A line's 2D drawing (a PDF or picture the customer uploaded as a reference file, with its name
 * as it was then) and its call-outs (螺纹 with a count, 公差严于 ±0.1 mm, 嵌件, 表面粗糙度要求;
 * JSON), on an order's lines and a saved quotation's: such a line waits for the factory's
 * confirmation (需工程师确认). All NULL for a line without them (every line before this step).
 */
export const migration: Migration = {
  version: 16,
  name: 'line call-outs',
  up: (db) => {
    for (const table of ['order_items', 'quotation_lines']) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN drawing_file_id INTEGER REFERENCES design_files(id)`);
      db.exec(`ALTER TABLE ${table} ADD COLUMN drawing_name TEXT`);
      db.exec(`ALTER TABLE ${table} ADD COLUMN callouts TEXT`);
    }
    db.exec('CREATE INDEX order_items_drawing_file ON order_items(drawing_file_id) WHERE drawing_file_id IS NOT NULL');
    db.exec('CREATE INDEX quotation_lines_drawing_file ON quotation_lines(drawing_file_id) WHERE drawing_file_id IS NOT NULL');
  },
};
