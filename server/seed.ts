import type { DatabaseSync } from 'node:sqlite';
import { deleteAllRows } from './core/db.ts';
import { inTransaction } from './core/transaction.ts';
import { defaultPasswordCost, hashPassword, type PasswordCost } from './auth/passwords.ts';
import { seedClaims, seedCoupons, seedCustomers, seedPassword, seedShops } from './users/seed.ts';
import { seedFactories, seedMaterials, seedProcesses } from './catalogue/seed.ts';
import { traitsOf } from './catalogue/material-traits.ts';
import { insertSeedConsumables } from './catalogue/seed-consumables.ts';
import { insertSeedFootage } from './footage/seed.ts';
import { insertSeedGrowth } from './ledger/seed-growth.ts';
import { insertSeedLedger } from './ledger/seed.ts';
import { insertSeedDesign, seedDesignStoredNames, writeSeedDesignFiles } from './design/seed.ts';
import { insertSeedShopOrders } from './orders/seed-shop-orders.ts';
import { startWaitingClocks } from './orders/deadlines.ts';
import { insertSeedSuggestions, seedSuggestionStoredNames, writeSeedSuggestionImages } from './suggestions/seed.ts';
import { insertSeedOrders, seedStoredNames, writeSeedFiles } from './orders/seed.ts';
import type { UploadFolder } from './core/upload-folder.ts';
import { insertSeedAddresses } from './addresses/seed.ts';
import { insertSeedShipments } from './shipments/seed.ts';
import { insertSeedRecharges } from './recharges/seed.ts';
import { insertSeedInvoices } from './invoices/seed.ts';
import { insertSeedQuotations } from './quote-docs/seed.ts';
import { dayMs } from './core/durations.ts';
import { insertSeedStaff, seedStaff } from './staff/seed.ts';

export interface SeedOptions {
  /** The seeding moment; coupon windows, claim and ledger times are relative to it. */
  now: Date;
  /** argon2id cost of the demo password hashes (tests use a low one to stay fast). */
  passwordCost?: PasswordCost;
  /** Where the seeded drawings' bytes go. */
  uploads: UploadFolder;
  /**
   * Whether the demo's staff logins are written (factory, engineer … with the demo password);
   * on unless asked otherwise. A deployment (`NODE_ENV=production`, core/config.ts) writes none.
   */
  demoStaff?: boolean;
  /**
   * Whether the demo's people and history are written (shops, customers, factories, orders, ledger,
   * coupons, messages, files, staff); on unless asked otherwise. Without them (a factory's
   * production start, core/config.ts demoDataEnabled) only the catalogue a shop runs on is: the
   * processes, their materials and the consumables offered for sale, which the factory then edits
   * in the console's 目录. The factory and its first 管理员 come from `npm run staff:create-admin`.
   */
  demoData?: boolean;
}

interface SeedHashes {
  customers: string[];
  staff: string[];
}

/** One hash per customer and member of staff: each gets its own salt even though the demo password is shared. */
async function hashDemoPasswords(options: SeedOptions): Promise<SeedHashes> {
  const cost = options.passwordCost ?? defaultPasswordCost;
  const demo = options.demoData !== false;
  const staff = !demo || options.demoStaff === false ? [] : seedStaff;
  const [customers, staffHashes] = await Promise.all([
    Promise.all((demo ? seedCustomers : []).map(() => hashPassword(seedPassword, cost))),
    Promise.all(staff.map(() => hashPassword(seedPassword, cost))),
  ]);
  return { customers, staff: staffHashes };
}

/** The seeded files' bytes; a folder the server cannot write gets the rows without them (the startup says why). */
function writeSeedBytes(uploads: UploadFolder): void {
  if (uploads.problem !== null) return;
  writeSeedFiles(uploads);
  writeSeedDesignFiles(uploads);
  writeSeedSuggestionImages(uploads);
}

/** Every seed writes the catalogue's processes (a production start writes nothing else). */
function isEmpty(db: DatabaseSync): boolean {
  return db.prepare('SELECT 1 FROM processes LIMIT 1').get() === undefined && db.prepare('SELECT 1 FROM shops LIMIT 1').get() === undefined;
}

/**
 * Seeds the demo data (or, with `demoData: false`, the catalogue alone) unless the database
 * already holds data; answers whether it seeded.
 */
export async function seedIfEmpty(db: DatabaseSync, options: SeedOptions): Promise<boolean> {
  if (!isEmpty(db)) return false;
  const demo = options.demoData !== false;
  const hashes = await hashDemoPasswords(options);
  if (demo) writeSeedBytes(options.uploads);
  return inTransaction(db, () => {
    if (!isEmpty(db)) return false;
    if (demo) insertSeed(db, options.now.getTime(), hashes);
    else insertCatalogue(db);
    return true;
  });
}

/**
 * Replaces every row with freshly seeded demo data, in one transaction, then deletes the bytes of
 * every uploaded file (their rows are gone).
 */
export async function reseed(db: DatabaseSync, options: SeedOptions): Promise<void> {
  const hashes = await hashDemoPasswords(options);
  writeSeedBytes(options.uploads);
  inTransaction(db, () => {
    deleteAllRows(db);
    insertSeed(db, options.now.getTime(), hashes);
  });
  options.uploads.removeAllBut(new Set([...seedStoredNames, ...seedDesignStoredNames, ...seedSuggestionStoredNames]));
}

/** What a shop runs on and the console edits rather than creates: processes, materials, consumables. */
function insertCatalogue(db: DatabaseSync): void {
  const process = db.prepare(
    'INSERT INTO processes (id, code, name, description, sort_order) VALUES (?, ?, ?, ?, ?)',
  );
  for (const p of seedProcesses) process.run(p.id, p.code, p.name, p.description, p.id);

  const material = db.prepare(
    `INSERT INTO materials (id, process_id, name, colours, price_per_cm3, min_price, density, lead_days, family, properties)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const m of seedMaterials) {
    const traits = traitsOf(m.name);
    material.run(m.id, m.processId, m.name, JSON.stringify(m.colours), m.pricePerCm3, m.minPrice, m.density, m.leadDays, traits?.family ?? null, traits ? JSON.stringify(traits.properties) : null);
  }
  insertSeedConsumables(db);
}

function insertSeed(db: DatabaseSync, at: number, hashes: SeedHashes): void {
  const passwordHashes = hashes.customers;
  const day = (offset: number) => at + offset * dayMs;

  const shop = db.prepare('INSERT INTO shops (id, name, storage_size, storage_quota) VALUES (?, ?, ?, ?)');
  for (const s of seedShops) shop.run(s.id, s.name, s.storageSize, s.storageQuota);
  insertCatalogue(db);

  const factory = db.prepare(
    'INSERT INTO factories (id, name, city, intro, lead_min_days, lead_max_days) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const factoryProcess = db.prepare('INSERT INTO factory_processes (factory_id, process_id) VALUES (?, ?)');
  for (const f of seedFactories) {
    factory.run(f.id, f.name, f.city, f.intro, f.leadMinDays, f.leadMaxDays);
    for (const processId of f.processIds) factoryProcess.run(f.id, processId);
  }

  const customer = db.prepare(
    `INSERT INTO customers (id, shop_id, username, password_hash, nickname, phone, email, avatar,
       balance, growth, using_factory_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
  );
  const customerFactory = db.prepare('INSERT INTO customer_factories (customer_id, factory_id) VALUES (?, ?)');
  const qqAccount = db.prepare(
    'INSERT INTO qq_accounts (openid, nickname, customer_id, created_at) VALUES (?, ?, ?, ?)',
  );
  seedCustomers.forEach((c, index) => {
    const hash = passwordHashes[index];
    if (hash === undefined) throw new Error(`no password hash for seed customer ${c.username}`);
    // Growth starts at 0: insertSeedGrowth adds what the seeded history earned.
    customer.run(c.id, c.shopId, c.username, hash, c.nickname, c.phone, c.email, c.balance, 0, c.usingFactoryId, day(-400));
    for (const factoryId of c.factoryIds) customerFactory.run(c.id, factoryId);
    if (c.qq !== null) qqAccount.run(c.qq.openid, c.qq.nickname, c.id, day(-100));
  });

  const coupon = db.prepare(
    `INSERT INTO coupons (id, shop_id, title, kind, value, threshold, valid_from, valid_to, rules, stock, scope_kind, scope_processes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of seedCoupons) {
    coupon.run(c.id, c.shopId, c.title, c.kind, c.value, c.threshold, day(c.fromDay), day(c.toDay), c.rules, c.stock, c.scope.orderKind, JSON.stringify(c.scope.processIds));
  }
  // Unused for now: the orders that used a coupon mark their claim used.
  const claim = db.prepare('INSERT INTO customer_coupons (customer_id, coupon_id, claimed_at) VALUES (?, ?, ?)');
  for (const c of seedClaims) claim.run(c.customerId, c.couponId, day(c.claimedDay));

  insertSeedFootage(db, at);
  insertSeedOrders(db, at);
  insertSeedShopOrders(db, at);
  insertSeedDesign(db, at);
  insertSeedSuggestions(db, at);
  // Both follow the orders: the ledger's payments and refunds, and the growth they earned.
  insertSeedLedger(db, at);
  insertSeedGrowth(db);
  // Procurement records over the orders, the ledger and the member level above.
  insertSeedAddresses(db, at);
  insertSeedShipments(db, at);
  insertSeedRecharges(db);
  insertSeedInvoices(db, at);
  insertSeedQuotations(db, at);
  if (hashes.staff.length > 0) insertSeedStaff(db, at, hashes.staff);
  // Last: the clocks of the orders above that wait for payment or for their receipt.
  startWaitingClocks(db, at);
}
