import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AmountFlowPage } from '../src/wire/amount-flow.ts';
import { CouponCounts, CouponPage } from '../src/wire/coupons.ts';
import { FactoryPage } from '../src/wire/factories.ts';
import { SessionInfo } from '../src/wire/platform.ts';
import { processes } from '../src/content/home/processes.ts';
import { costModelOf } from './catalogue/price-options.ts';
import { openDatabase } from './core/db.ts';
import { intOf, textOf } from './core/rows.ts';
import { seedCustomers } from './users/seed.ts';
import { seedFactories, seedMaterials, seedProcesses } from './catalogue/seed.ts';
import { seedDesignFileBytes, seedDesignStoredNames } from './design/seed.ts';
import { seedFileBytes, seedStoredNames } from './orders/seed.ts';
import { reseed, seedIfEmpty } from './seed.ts';
import { createTestServer, seededAt, stepBytes, testPasswordCost, uploadFile } from './test-support.ts';
import { UploadFolder } from './core/upload-folder.ts';
import { seedSuggestionStoredNames } from './suggestions/seed.ts';

const uploadDir = mkdtempSync(join(tmpdir(), 'shop-seed-uploads-'));
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
const options = { now: seededAt, passwordCost: testPasswordCost, uploads: new UploadFolder(uploadDir) };
const countOf = (db: ReturnType<typeof openDatabase>, table: string) => {
  const row = db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get();
  return row === undefined ? 0 : intOf(row, 'n');
};

describe('seeding', () => {
  it('seeds an empty database once and leaves a seeded one alone', async () => {
    const db = openDatabase(':memory:');
    expect(await seedIfEmpty(db, options)).toBe(true);
    const customers = countOf(db, 'customers');
    expect(await seedIfEmpty(db, options)).toBe(false);
    expect(countOf(db, 'customers')).toBe(customers);
  });

  it('holds the catalogue: 7+ processes, 20+ materials, 3+ factories with their processes', async () => {
    const db = openDatabase(':memory:');
    await seedIfEmpty(db, options);
    expect(countOf(db, 'processes')).toBeGreaterThanOrEqual(7);
    expect(countOf(db, 'materials')).toBeGreaterThanOrEqual(20);
    expect(countOf(db, 'factories')).toBeGreaterThanOrEqual(3);
    const withoutProcesses = db
      .prepare('SELECT COUNT(*) AS n FROM factories f WHERE NOT EXISTS (SELECT 1 FROM factory_processes p WHERE p.factory_id = f.id)')
      .get();
    expect(withoutProcesses === undefined ? -1 : intOf(withoutProcesses, 'n')).toBe(0);
    const resin = db.prepare("SELECT colours, price_per_cm3, min_price FROM materials WHERE name = '白色树脂'").get();
    expect(resin === undefined ? null : JSON.parse(textOf(resin, 'colours'))).toEqual(['白色']);
    expect(resin === undefined ? 0 : intOf(resin, 'price_per_cm3')).toBe(80);
  });

  it('gives every customer a different salted hash of the demo password', async () => {
    const db = openDatabase(':memory:');
    await seedIfEmpty(db, options);
    const hashes = db.prepare('SELECT password_hash FROM customers').all().map((row) => textOf(row, 'password_hash'));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('reseeds to the same ids and rows', async () => {
    const db = openDatabase(':memory:');
    await seedIfEmpty(db, options);
    const snapshot = () => db.prepare('SELECT id, username FROM customers ORDER BY id').all();
    const before = snapshot();
    db.prepare("UPDATE customers SET nickname = 'x'").run();
    await reseed(db, options);
    expect(snapshot()).toEqual(before);
    expect(countOf(db, 'coupons')).toBeGreaterThan(10);
  });

  it('keeps the data in a file across openings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-db-'));
    try {
      const path = join(dir, 'shop.sqlite');
      const first = openDatabase(path);
      await seedIfEmpty(first, options);
      first.close();
      const second = openDatabase(path);
      expect(await seedIfEmpty(second, options)).toBe(false);
      expect(countOf(second, 'customers')).toBe(seedCustomers.length);
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the ledger consistent: amounts signed by type, no entry in the future', async () => {
    const db = openDatabase(':memory:');
    await seedIfEmpty(db, options);
    const wrong = db
      .prepare(
        `SELECT COUNT(*) AS n FROM amount_flows
         WHERE created_at >= ? OR (type = 'payment') <> (amount < 0) OR amount = 0`,
      )
      .get(seededAt.getTime());
    expect(wrong === undefined ? -1 : intOf(wrong, 'n')).toBe(0);
  });
});

describe('seeded history', () => {
  it('gives every customer the growth its history earned, each payment of growth naming a paid order of theirs', async () => {
    const db = openDatabase(':memory:');
    await seedIfEmpty(db, options);
    for (const customer of seedCustomers) {
      const row = db.prepare('SELECT growth, (SELECT COALESCE(SUM(delta), 0) FROM growth_events g WHERE g.customer_id = c.id) AS earned FROM customers c WHERE id = ?').get(customer.id);
      expect(row?.['growth'], customer.username).toBe(row?.['earned']);
    }
    const stray = db
      .prepare(
        `SELECT g.customer_id, g.order_no FROM growth_events g
         WHERE g.kind IN ('payment', 'refund')
           AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_no = g.order_no AND o.customer_id = g.customer_id AND o.paid_at IS NOT NULL
                             AND ABS(g.delta) = o.payable / 100)`,
      )
      .all();
    expect(stray).toEqual([]);
  });

  it('marks a coupon used only by an order of the same customer that used it', async () => {
    const db = openDatabase(':memory:');
    await seedIfEmpty(db, options);
    const used = db.prepare('SELECT customer_id, coupon_id, order_no FROM customer_coupons WHERE used_at IS NOT NULL').all();
    expect(used.length).toBeGreaterThanOrEqual(4);
    for (const claim of used) {
      const order = db.prepare('SELECT coupon_id FROM orders WHERE order_no = ? AND customer_id = ?').get(String(claim['order_no']), Number(claim['customer_id']));
      expect(order?.['coupon_id'], `${String(claim['customer_id'])} ${String(claim['order_no'])}`).toBe(claim['coupon_id']);
    }
  });

  it('serves the factories the platform home shows, with the same processes and lead days', async () => {
    const server = await createTestServer();
    const { partnerFactories, leadDaysOf } = await import('../src/content/home/factories.ts');
    const rows = server.db.prepare('SELECT id, name, city, intro, lead_min_days, lead_max_days FROM factories ORDER BY id').all();
    expect(rows.map((row) => [row['id'], row['name'], row['city'], row['intro'], row['lead_min_days'], row['lead_max_days']])).toEqual(
      partnerFactories.map((factory) => [factory.id, factory.name, factory.city, factory.intro, leadDaysOf(factory).min, leadDaysOf(factory).max]),
    );
    const token = await server.login('maker');
    const served = FactoryPage.parse(await (await server.call('GET', '/api/shop-factory', { token })).json());
    const names = new Map(processes.map((process) => [process.code, process.name]));
    for (const factory of served.records) {
      const card = partnerFactories.find((candidate) => candidate.id === factory.id);
      expect(factory.processes, factory.name).toEqual(card?.processes.map((code) => names.get(code)));
      expect([factory.leadDaysMin, factory.leadDaysMax], factory.name).toEqual(card ? [leadDaysOf(card).min, leadDaysOf(card).max] : []);
    }
  });
});

describe('seed customers', () => {
  const browserTestUsers = [
    ['e2e-profile', '测试资料'],
    ['e2e-password', '测试密码'],
    ['e2e-coupon', '测试领券'],
    ['e2e-bind', '测试绑定'],
  ] as const;

  it.each(browserTestUsers)('%s (%s) logs in with Demo1234 into the shop 星火创客工作室 with a using factory, 2+ factories, coupons and a ledger', async (username, nickname) => {
    const server = await createTestServer();
    const token = await server.login(username, 'Demo1234');
    const get = async (path: string) => (await server.call('GET', path, { token })).json();
    const { customer } = SessionInfo.parse(await get('/api/shop-platform/users/me/session'));
    expect(customer).toMatchObject({ nickname, shop: { name: '星火创客工作室', id: 1 } });
    const factories = FactoryPage.parse(await get('/api/shop-factory'));
    expect(factories.total).toBeGreaterThanOrEqual(2);
    expect(factories.records.map((factory) => factory.id)).toContain(customer.usingFactory?.id);
    const counts = CouponCounts.parse(await get('/api/shop-coupon/counts'));
    expect(counts.unused * counts.used * counts.expired).toBeGreaterThan(0);
    expect(AmountFlowPage.parse(await get('/api/shop-amount-flow')).total).toBeGreaterThanOrEqual(3);
  });

  it('leaves e2e-bind without a QQ and e2e-coupon with at least 3 claimable coupons', async () => {
    const server = await createTestServer();
    const bind = await server.call('GET', '/api/shop-platform/qqbinding', { token: await server.login('e2e-bind') });
    expect(await bind.json()).toEqual({ bound: false });
    const counts = await server.call('GET', '/api/shop-coupon/counts', { token: await server.login('e2e-coupon') });
    expect(CouponCounts.parse(await counts.json()).claimable).toBeGreaterThanOrEqual(3);
  });

  it('gives newbie no ledger entries and no coupons but claimable ones', async () => {
    const server = await createTestServer();
    const token = await server.login('newbie');
    const counts = CouponCounts.parse(await (await server.call('GET', '/api/shop-coupon/counts', { token })).json());
    expect(counts).toMatchObject({ unused: 0, used: 0, expired: 0 });
    expect(counts.claimable).toBeGreaterThan(0);
    const flow = AmountFlowPage.parse(await (await server.call('GET', '/api/shop-amount-flow', { token })).json());
    expect(flow.total).toBe(0);
  });

  it('has stock enough for every customer of a shop to claim every coupon open to them', async () => {
    const server = await createTestServer();
    // Templates in their window that the customer has not claimed, but for the one of a single piece.
    const open = server.db.prepare(
      `SELECT t.id FROM coupons t JOIN customers c ON c.shop_id = t.shop_id
       WHERE c.username = ? AND t.valid_from <= ? AND t.valid_to > ? AND t.stock > 1
         AND t.id NOT IN (SELECT coupon_id FROM customer_coupons WHERE customer_id = c.id)
       ORDER BY t.id`,
    );
    for (const { username } of seedCustomers) {
      const token = await server.login(username);
      const expected = open.all(username, seededAt.getTime(), seededAt.getTime()).map((row) => intOf(row, 'id'));
      expect(expected.length, username).toBeGreaterThan(0);
      const claimable = CouponPage.parse(await (await server.call('GET', '/api/shop-coupon?size=100', { token })).json());
      expect(claimable.records.map((coupon) => coupon.id).toSorted((a, b) => a - b), username).toEqual(expected);
      for (const id of expected) expect((await server.call('POST', `/api/shop-coupon/${id}`, { token })).status).toBe(201);
    }
  });
});

describe('seeded catalogue and drawings', () => {
  it('publishes on the platform home the cheapest rate, lowest minimum (per part or per file, as the cost model charges it) and lead days of each process, and its materials', () => {
    for (const card of processes) {
      const code = card.code === 'vacuum' ? 'VC' : card.code.toUpperCase();
      const process = seedProcesses.find((p) => p.code === code);
      expect(process?.name, card.code).toBe(card.name);
      const materials = seedMaterials.filter((m) => m.processId === process?.id);
      expect(Math.min(...materials.map((m) => m.pricePerCm3)), card.code).toBe(card.pricePerCm3FromFen);
      expect(Math.min(...materials.map((m) => m.minPrice)), card.code).toBe(card.minimumFromFen);
      for (const m of materials) expect(costModelOf(code, m.name)?.minimumPer, m.name).toBe(card.minimumPer);
      expect(card.rateOf, card.code).toBe({ print: '材料', cnc: '坯料', cast: '树脂' }[costModelOf(code, materials[0]?.name ?? '')?.kind ?? 'print']);
      expect(Math.min(...materials.map((m) => m.leadDays)), card.code).toBe(card.leadDays.min);
      expect(Math.max(...materials.map((m) => m.leadDays)), card.code).toBe(card.leadDays.max);
      expect(materials.map((m) => m.name), card.code).toEqual(expect.arrayContaining([...card.materials]));
    }
  });

  it('gives demo\'s factory 6+ processes and 20+ materials', () => {
    const demoFactory = seedFactories.find((f) => f.id === seedCustomers.find((c) => c.username === 'demo')?.usingFactoryId);
    expect(demoFactory?.processIds.length).toBeGreaterThanOrEqual(6);
    expect(seedMaterials.filter((m) => demoFactory?.processIds.includes(m.processId)).length).toBeGreaterThanOrEqual(20);
  });

  it('writes demo\'s drawings to the upload folder and counts them in the shop\'s storage', async () => {
    const server = await createTestServer();
    const rows = server.db.prepare('SELECT stored_name, size, sha256 FROM design_files WHERE shop_id = 1').all();
    // With the designers' seeded deliveries (seed-design.ts), stored the same way.
    expect(rows.length).toBe(5 + seedDesignStoredNames.size);
    for (const row of rows) {
      const bytes = readFileSync(join(server.uploadDir, textOf(row, 'stored_name')));
      expect(bytes.length).toBe(intOf(row, 'size'));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(textOf(row, 'sha256'));
    }
    const shop = server.db.prepare('SELECT storage_size FROM shops WHERE id = 1').get();
    // The shop's customers' seeded suggestion images count too.
    const images = server.db
      .prepare('SELECT COALESCE(SUM(i.size), 0) AS n FROM suggestion_images i JOIN suggestions s ON s.id = i.suggestion_id JOIN customers c ON c.id = s.customer_id WHERE c.shop_id = 1')
      .get();
    const imageBytes = images === undefined ? -1 : intOf(images, 'n');
    expect(imageBytes).toBeGreaterThan(0);
    expect(shop === undefined ? 0 : intOf(shop, 'storage_size')).toBe(356 * 1024 * 1024 + seedFileBytes + seedDesignFileBytes + imageBytes);
  });

  it('removes uploaded files on reseed and keeps the seeded drawings', async () => {
    const server = await createTestServer({ testHooks: true });
    const token = await server.login('demo');
    expect((await uploadFile(server, token, 'draft-seed-0001', 'a.step', stepBytes())).status).toBe(201);
    // The seeded suggestions' images (suggestions/seed.ts) live in the same folder.
    const drawings = () => readdirSync(server.uploadDir).filter((name) => !name.startsWith('.') && !seedSuggestionStoredNames.has(name) && !seedDesignStoredNames.has(name));
    expect(drawings()).toHaveLength(6);
    await server.call('POST', '/api/__test__/reset');
    expect(drawings().toSorted()).toEqual([...seedStoredNames].toSorted());
    expect(countOf(server.db, 'design_files')).toBe(5 + seedDesignStoredNames.size);
  });
});

describe('browser-test customers of the quotation flow', () => {
  const session = async (server: Awaited<ReturnType<typeof createTestServer>>, token: string) =>
    SessionInfo.parse(await (await server.call('GET', '/api/shop-platform/users/me/session', { token })).json()).customer;

  it.each(['e2e-quote', 'e2e-pro', 'e2e-full'])('%s has a shop of its own and a using factory', async (username) => {
    const server = await createTestServer();
    const customer = await session(server, await server.login(username));
    expect(customer.usingFactory).not.toBeNull();
    const sharing = server.db.prepare('SELECT COUNT(*) AS n FROM customers WHERE shop_id = ?').get(customer.shop.id);
    expect(sharing === undefined ? 0 : intOf(sharing, 'n')).toBe(1);
  });

  it('leaves e2e-empty with a factory, a zero balance, no ledger and no claimed coupons', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-empty');
    const { customer } = await (await server.call('GET', '/api/shop-platform/users/me/session', { token })).json();
    expect(customer).toMatchObject({ balance: 0, usingFactory: { id: 1 } });
    const flow = await (await server.call('GET', '/api/shop-amount-flow', { token })).json();
    expect(flow).toMatchObject({ records: [], total: 0, balance: 0 });
    const counts = await (await server.call('GET', '/api/shop-coupon/counts', { token })).json();
    expect(counts).toMatchObject({ unused: 0, used: 0, expired: 0 });
  });

  it('gives e2e-quote two coupons to choose from and e2e-full less than 1 MB of storage', async () => {
    const server = await createTestServer();
    const counts = CouponCounts.parse(await (await server.call('GET', '/api/shop-coupon/counts', { token: await server.login('e2e-quote') })).json());
    expect(counts.unused).toBe(2);
    const full = await session(server, await server.login('e2e-full'));
    expect(full.shop.storageQuota - full.shop.storageSize).toBe(512 * 1024);
  });
});
