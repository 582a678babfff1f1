import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db.ts';
import { intOf } from '../rows.ts';
import { migration } from './030-sls-market-rates.ts';

const rateOf = (db: ReturnType<typeof openDatabase>, id: number) => intOf(db.prepare('SELECT price_per_cm3 FROM materials WHERE id = ?').get(id) ?? { price_per_cm3: -1 }, 'price_per_cm3');

describe('030: SLS at the market’s rates', () => {
  it('lowers the SLS rates still at the old demo figures and leaves an operator’s own alone', () => {
    const db = openDatabase(':memory:');
    db.exec(`INSERT INTO processes (id, code, name, description, sort_order) VALUES (2, 'SLS', 'SLS 尼龙', '', 2)`);
    const insert = db.prepare(`INSERT INTO materials (id, process_id, name, colours, price_per_cm3, min_price, density, lead_days) VALUES (?, 2, ?, '[]', ?, 3000, 1, 3)`);
    insert.run(6, 'PA12 尼龙', 220);
    insert.run(7, 'PA12 玻纤增强', 300);
    insert.run(8, 'TPU 弹性体', 360);
    migration.up(db);
    expect([rateOf(db, 6), rateOf(db, 7), rateOf(db, 8)]).toEqual([90, 300, 220]);
    db.close();
  });
});
