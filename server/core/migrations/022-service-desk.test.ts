import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrations } from '../migrate.ts';
import { textOf } from '../rows.ts';
import { migration } from './022-service-desk.ts';

/** A file at the step before this one, with a suggestion of a customer using factory 2, one of a customer using none, and an issued request. */
function fileBefore(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = OFF');
  for (const step of migrations.filter((candidate) => candidate.version < migration.version)) step.up(db);
  db.exec(`
INSERT INTO shops (id, name, storage_quota) VALUES (1, '店', 1000);
INSERT INTO factories (id, name, city, intro, lead_min_days, lead_max_days) VALUES (1, '一厂', '深圳', '', 1, 2), (2, '二厂', '苏州', '', 1, 2);
INSERT INTO customers (id, shop_id, username, password_hash, nickname, using_factory_id, created_at) VALUES (1, 1, 'a', 'x', 'A', 2, 0), (2, 1, 'b', 'x', 'B', NULL, 0);
INSERT INTO suggestions (id, customer_id, type, title, content, status, created_at, updated_at) VALUES (1, 1, '其他', 't', 'c', '待处理', 0, 0), (2, 2, '其他', 't', 'c', '待处理', 0, 0);
INSERT INTO invoice_requests (id, request_no, customer_id, type, title, tax_no, amount, status, invoice_no, issued_at, idempotency_key, created_at, updated_at)
  VALUES (1, 'FP1', 1, 'normal', '抬头', '91440300MA5FXK2Q18', 100, '已开票', '26442000000046281937', 5, 'k1', 0, 5);
`);
  return db;
}

describe('schema step 22 (service desk)', () => {
  it('gives each suggestion the factory its customer uses, or none', () => {
    const db = fileBefore();
    migration.up(db);
    expect(db.prepare('SELECT id, factory_id FROM suggestions ORDER BY id').all()).toEqual([{ id: 1, factory_id: 2 }, { id: 2, factory_id: null }]);
  });

  it('keeps every invoice request and takes 已拒绝 with a reason, and an issued invoice by its uploaded file alone', () => {
    const db = fileBefore();
    migration.up(db);
    expect(db.prepare('SELECT request_no, status, invoice_no, issued_at FROM invoice_requests').all()).toEqual([{ request_no: 'FP1', status: '已开票', invoice_no: '26442000000046281937', issued_at: 5 }]);
    const insert = db.prepare(
      `INSERT INTO invoice_requests (request_no, customer_id, type, title, tax_no, amount, status, invoice_no, issued_at, refuse_reason, file_stored_name, idempotency_key, created_at, updated_at)
       VALUES (?, 1, 'normal', '抬头', '91440300MA5FXK2Q18', 100, ?, ?, ?, ?, ?, ?, 0, 0)`,
    );
    insert.run('FP2', '已拒绝', null, null, '抬头有误', null, 'k2');
    insert.run('FP3', '已开票', null, 7, null, '00000000-0000-0000-0000-000000000000.pdf', 'k3');
    expect(() => insert.run('FP4', '已拒绝', null, null, null, null, 'k4')).toThrow(/CHECK/);
    expect(() => insert.run('FP5', '已开票', null, 7, null, null, 'k5')).toThrow(/CHECK/);
    expect(() => insert.run('FP6', '待开票', '26442000000046281937', null, null, null, 'k6')).toThrow(/CHECK/);
    expect(() => insert.run('FP7', '待开票', null, null, '理由', null, 'k7')).toThrow(/CHECK/);
    const sql = textOf(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'invoice_requests'").get() ?? {}, 'sql');
    expect(sql).toContain("'已拒绝'");
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'invoice_requests' AND sql IS NOT NULL").all()).toEqual([{ name: 'invoice_requests_customer_time' }]);
  });

  it('changes nothing when it runs again on a file that has it', () => {
    const db = fileBefore();
    migration.up(db);
    db.prepare('UPDATE suggestions SET factory_id = 1 WHERE id = 2').run();
    const schema = () => db.prepare('SELECT sql FROM sqlite_master ORDER BY name').all();
    const once = schema();
    migration.up(db);
    expect(schema()).toEqual(once);
    expect(db.prepare('SELECT id, factory_id FROM suggestions ORDER BY id').all()).toEqual([{ id: 1, factory_id: 2 }, { id: 2, factory_id: 1 }]);
  });
});
