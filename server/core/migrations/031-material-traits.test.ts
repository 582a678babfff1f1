import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrations } from '../migrate.ts';
import { migration } from './031-material-traits.ts';

/** A file at the step before this one, with two seed materials and one of the operator's own. */
function fileBefore(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = OFF');
  for (const step of migrations.filter((candidate) => candidate.version < migration.version)) step.up(db);
  db.exec(`
INSERT INTO processes (id, code, name, description, sort_order) VALUES (4, 'FDM', 'FDM', '', 4), (6, 'CNC', 'CNC', '', 6);
INSERT INTO materials (id, process_id, name, colours, price_per_cm3, min_price, density, lead_days) VALUES
  (12, 4, 'PLA', '[]', 50, 800, 1.24, 1), (20, 6, 'POM 赛钢', '[]', 8, 8000, 1.41, 3), (99, 6, '本厂特种钢', '[]', 30, 9000, 7.9, 9);
`);
  return db;
}

describe('schema step 31 (material traits)', () => {
  it('gives the seed materials their family and properties by name, and leaves an own material unknown', () => {
    const db = fileBefore();
    migration.up(db);
    const rows = db.prepare('SELECT id, family, properties FROM materials ORDER BY id').all().map((row) => ({ ...row, properties: row['properties'] === null ? null : JSON.parse(String(row['properties'])) as unknown }));
    expect(rows).toEqual([
      { id: 12, family: '通用塑料 (PLA/ABS/PETG)', properties: { maxServiceC: 55, toughness: 'low', flexible: false, foodContact: false, medical: false } },
      { id: 20, family: '工程塑料 (POM/PA/PC)', properties: { maxServiceC: 100, toughness: 'high', flexible: false, foodContact: true, medical: false } },
      { id: 99, family: null, properties: null },
    ]);
  });
});
