import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PackageOrderPage } from '../../src/wire/design-packages.ts';
import { DesignOrder, DesignOrderPage, MyDesignPage } from '../../src/wire/design-requests.ts';
import { OrderPage } from '../../src/wire/orders.ts';
import { AmountFlowPage } from '../../src/wire/amount-flow.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { openDatabase } from '../core/db.ts';
import { createPackageOrder } from './package-order-store.ts';
import { intOf, textOf } from '../core/rows.ts';
import { seedDesignFileBytes, seedDesignStoredNames } from './seed.ts';
import { seedIfEmpty } from '../seed.ts';
import { createTestServer, seededAt, testPasswordCost, type TestServer } from '../test-support.ts';
import { UploadFolder } from '../core/upload-folder.ts';

const folder = mkdtempSync(join(tmpdir(), 'shop-seed-design-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const get = async (server: TestServer, token: string, path: string) => (await server.call('GET', path, { token })).json();
const shopDayOf = (iso: string) => new Date(Date.parse(iso) + 8 * 60 * 60 * 1000).toISOString().slice(0, 10).replaceAll('-', '');

describe('seeded design service', () => {
  it('gives e2e-design ¥5,000.00 from one recharge, a paid package with 3 requests left and one request 待确认 (a delivery, revisions left), 设计中 and 已完成', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-design');
    expect(SessionInfo.parse(await get(server, token, '/api/shop-platform/users/me/session')).customer).toMatchObject({ balance: 500_000, usingFactory: { id: 1 }, shop: { id: 1 } });
    const flow = AmountFlowPage.parse(await get(server, token, '/api/shop-amount-flow'));
    expect(flow.records.map((entry) => [entry.type, entry.amount])).toEqual([['recharge', 500_000]]);
    const packages = PackageOrderPage.parse(await get(server, token, '/api/shop-design-package-order'));
    expect(packages.records.map((p) => [p.packageName, p.status, p.requests, p.requestsUsed, p.requestsRemaining, p.revisions])).toEqual([['产品开发', '生效中', 6, 3, 3, 5]]);
    expect(packages.records[0]?.orderNo).toMatch(/^TC\d{8}-0181$/);
    const requests = DesignOrderPage.parse(await get(server, token, '/api/shop-design-order'));
    expect(requests.records.map((r) => [r.requestNo.slice(-5), r.title, r.status, r.revisionsUsed])).toEqual([
      ['-0183', '智能门锁面板', '待确认', 0],
      ['-0182', '机械键盘外壳', '设计中', 0],
      ['-0181', '蓝牙耳机充电盒外壳', '已完成', 0],
    ]);
    const waiting = DesignOrder.parse(await get(server, token, `/api/shop-design-order/${requests.records[0]?.requestNo}`));
    expect(waiting.deliveries.map((d) => d.files.length)).toEqual([1]);
    expect(waiting.actions).toEqual({ confirm: true, revise: true });
    expect(OrderPage.parse(await get(server, token, '/api/shop-order')).records.map((o) => o.kind)).toEqual(['package']);
  });

  it('gives e2e-package ¥5,000.00 from one recharge and nothing else', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-package');
    expect(SessionInfo.parse(await get(server, token, '/api/shop-platform/users/me/session')).customer).toMatchObject({ balance: 500_000, phone: '13600000019' });
    expect(AmountFlowPage.parse(await get(server, token, '/api/shop-amount-flow')).records.map((entry) => entry.amount)).toEqual([500_000]);
    expect(OrderPage.parse(await get(server, token, '/api/shop-order')).total).toBe(0);
    expect(MyDesignPage.parse(await get(server, token, '/api/shop-design-order/mine')).total).toBe(0);
  });

  it('gives e2e-design-pages twelve package orders, more than a page of ten, the oldest still 待付款, and no requests', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-design-pages');
    const packages = PackageOrderPage.parse(await get(server, token, '/api/shop-design-package-order?size=100'));
    expect(packages.total).toBe(12);
    expect(packages.records.map((p) => p.orderNo.slice(-5))).toEqual(Array.from({ length: 12 }, (_, i) => `-0${222 - i}`));
    expect(packages.records.at(-1)).toMatchObject({ packageName: '标准设计', status: '待付款', actions: { pay: true, cancel: true } });
    expect(new Set(packages.records.map((p) => p.status))).toEqual(new Set(['待付款', '生效中', '已取消']));
    expect(DesignOrderPage.parse(await get(server, token, '/api/shop-design-order')).total).toBe(0);
  });

  it('gives e2e-design-used a paid 基础建模 with its one request used and a paid 标准设计 with one of three left', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-design-used');
    const packages = PackageOrderPage.parse(await get(server, token, '/api/shop-design-package-order'));
    expect(packages.records.map((p) => [p.orderNo.slice(-5), p.packageName, p.status, p.requests, p.requestsUsed, p.requestsRemaining])).toEqual([
      ['-0232', '标准设计', '生效中', 3, 2, 1],
      ['-0231', '基础建模', '已用完', 1, 1, 0],
    ]);
    const requests = DesignOrderPage.parse(await get(server, token, '/api/shop-design-order'));
    expect(requests.records.map((r) => [r.requestNo.slice(-5), r.packageOrderNo, r.status])).toEqual([
      ['-0233', packages.records[0]?.orderNo, '待接单'],
      ['-0232', packages.records[0]?.orderNo, '设计中'],
      ['-0231', packages.records[1]?.orderNo, '已完成'],
    ]);
  });

  it('gives demo package orders in every status and requests in every status, older than its five newest shop orders', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const packages = PackageOrderPage.parse(await get(server, token, '/api/shop-design-package-order'));
    expect(packages.records.map((p) => [p.orderNo.slice(-5), p.status, p.requestsRemaining])).toEqual([
      ['-0162', '待付款', 0],
      ['-0161', '生效中', 2],
      ['-0160', '已取消', 0],
    ]);
    const requests = DesignOrderPage.parse(await get(server, token, '/api/shop-design-order'));
    expect(requests.records.map((r) => [r.requestNo.slice(-5), r.status, r.revisionsUsed])).toEqual([
      ['-0164', '待接单', 0],
      ['-0163', '设计中', 0],
      ['-0162', '待确认', 1],
      ['-0161', '已完成', 1],
    ]);
    const done = DesignOrder.parse(await get(server, token, `/api/shop-design-order/${requests.records[3]?.requestNo}`));
    expect(done.deliveries.map((d) => d.version)).toEqual([1, 2]);
    expect(done.timeline.map((e) => e.status)).toEqual(['待接单', '设计中', '待确认', '设计中', '待确认', '已完成']);
    const recent = OrderPage.parse(await get(server, token, '/api/shop-order?size=5'));
    expect(recent.records.some((o) => o.kind === 'package')).toBe(false);
    const today = shopDayOf(seededAt.toISOString());
    expect([...packages.records.map((p) => p.orderNo), ...requests.records.map((r) => r.requestNo)].filter((no) => no.slice(2, 10) === today)).toEqual([]);
    for (const r of requests.records) expect(r.requestNo.slice(2, 10)).toBe(shopDayOf(r.createdAt));
  });

  it('writes the delivered files to the upload folder and keeps them over a reseed', async () => {
    const server = await createTestServer({ testHooks: true });
    const delivered = () => server.db.prepare(`SELECT stored_name, size, sha256 FROM design_files WHERE stored_name IN (${[...seedDesignStoredNames].map(() => '?').join(', ')})`).all(...seedDesignStoredNames);
    expect(delivered()).toHaveLength(seedDesignStoredNames.size);
    expect(delivered().reduce((sum, row) => sum + intOf(row, 'size'), 0)).toBe(seedDesignFileBytes);
    expect((await server.call('POST', '/api/__test__/reset')).status).toBe(204);
    for (const row of delivered()) {
      const bytes = readFileSync(join(server.uploadDir, textOf(row, 'stored_name')));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(textOf(row, 'sha256'));
    }
    expect(delivered()).toHaveLength(seedDesignStoredNames.size);
  });
});

describe('a data file from before the design service', () => {
  it('keeps its orders and takes package orders after opening', async () => {
    const path = join(folder, 'before-design.sqlite');
    const seeded = openDatabase(path);
    await seedIfEmpty(seeded, { now: seededAt, passwordCost: testPasswordCost, uploads: new UploadFolder(join(folder, 'uploads')) });
    // Back to a file written before the design service: no design data, orders without package_id and refusing kind 'package'.
    seeded.exec('PRAGMA foreign_keys = OFF');
    for (const table of ['design_delivery_files', 'design_deliveries', 'design_order_files', 'design_order_events', 'design_orders']) seeded.exec(`DELETE FROM ${table}`);
    seeded.exec("DELETE FROM order_items WHERE order_id IN (SELECT id FROM orders WHERE kind = 'package')");
    seeded.exec("DELETE FROM order_events WHERE order_id IN (SELECT id FROM orders WHERE kind = 'package')");
    seeded.exec("DELETE FROM orders WHERE kind = 'package'");
    const current = textOf(seeded.prepare("SELECT sql FROM sqlite_master WHERE name = 'orders'").get() ?? { sql: '' }, 'sql');
    const beforeDesign = current
      .replace("kind IN ('customized', 'consumable', 'package')", "kind IN ('customized', 'consumable')")
      .replace(/\n\s*-- Package orders[^\n]*\n\s*package_id INTEGER REFERENCES design_packages\(id\),/, '')
      .replace('CREATE TABLE orders', 'CREATE TABLE orders_before_design');
    expect(beforeDesign).not.toContain('package');
    seeded.exec(beforeDesign);
    const columns = seeded.prepare("SELECT name FROM pragma_table_info('orders_before_design')").all().map((row) => textOf(row, 'name')).join(', ');
    seeded.exec(`INSERT INTO orders_before_design (${columns}) SELECT ${columns} FROM orders; DROP TABLE orders; ALTER TABLE orders_before_design RENAME TO orders`);
    const orders = intOf(seeded.prepare('SELECT COUNT(*) AS n FROM orders').get() ?? { n: -1 }, 'n');
    seeded.close();

    const db = openDatabase(path);
    try {
      expect(intOf(db.prepare('SELECT COUNT(*) AS n FROM orders').get() ?? { n: -1 }, 'n')).toBe(orders);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'orders_customer_time'").get()).toBeDefined();
      const created = createPackageOrder(db, { customerId: 19, shopId: 1, usingFactoryId: 1 }, { packageId: 2, idempotencyKey: 'after-upgrade-0001' }, Date.now());
      expect(created.kind).toBe('created');
      expect(db.prepare('SELECT kind, package_id FROM orders WHERE order_no = ?').get(created.orderNo)).toEqual({ kind: 'package', package_id: 2 });
    } finally {
      db.close();
    }
  });
});
