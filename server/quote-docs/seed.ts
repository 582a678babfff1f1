/**
 * demo's saved quotations, priced as the server prices a saved one (quotation/quotes.ts: demo's
 * factory's material, the files' stored measurements under the process's cost model) at the member
 * level demo held the day it was saved: a recent one shared with the shop (so a colleague such as
 * e2e-procure can open it and make a draft of it), and an older one that has expired, priced at
 * the catalogue of its day (白色树脂 has risen since), so that its draft shows a re-priced
 * difference. Written after the growth that decides demo's level.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { quoteOf } from '../../src/lib/pricing/quote-lines.ts';
import { pricedFileOf } from '../../src/lib/pricing/priced-file.ts';
import { findMaterial } from '../catalogue/store.ts';
import { breakdownColumn } from '../quotation/line-choices.ts';
import { storedFileOf } from '../quotation/quotes.ts';
import { validUntilOf } from '../../src/lib/forms/quote-doc-rules.ts';
import { seedFactories, seedProcesses } from '../catalogue/seed.ts';
import { intOf } from '../core/rows.ts';
import { orderNumber } from '../orders/numbers.ts';
import { growthBefore, seedGrowthEvents } from '../ledger/seed-growth.ts';
import { levelBenefits } from '../users/member-levels.ts';
import { seedShops } from '../users/seed.ts';
import { dayMs } from '../core/durations.ts';
import { quoteSumColumns } from './store.ts';

interface SeedQuotation {
  sequence: number;
  daysAgo: number;
  materialId: number;
  colour: string;
  files: ReadonlyArray<readonly [fileId: number, quantity: number]>;
  customer: { name: string; company: string; phone: string };
  remarks: string;
  shared: boolean;
  /** The material's price then, when it differs from today's catalogue. */
  pricedAt?: { pricePerCm3: number; minPrice: number };
}

const quotations: readonly SeedQuotation[] = [
  {
    sequence: 1,
    daysAgo: 20,
    materialId: 1,
    colour: '白色',
    files: [[3, 10]],
    customer: { name: '演示用户', company: '深圳市星火创客科技有限公司', phone: '13800138000' },
    remarks: '散热盖板打样报价',
    shared: false,
    pricedAt: { pricePerCm3: 70, minPrice: 1200 },
  },
  {
    sequence: 1,
    daysAgo: 3,
    materialId: 3,
    colour: '浅黄色',
    files: [
      [1, 5],
      [2, 10],
    ],
    customer: { name: '王工', company: '深圳市星火创客科技有限公司', phone: '0755-86001234' },
    remarks: '外壳与支架小批量，含税报价，请采购部确认后下单',
    shared: true,
  },
];

const needed = <T>(value: T | null | undefined, what: string): T => {
  if (value === undefined || value === null) throw new Error(`seed quotations: ${what}`);
  return value;
};

export function insertSeedQuotations(db: DatabaseSync, at: number): void {
  const demo = needed(db.prepare('SELECT shop_id, using_factory_id FROM customers WHERE id = 1').get(), 'no demo');
  const growth = seedGrowthEvents(db);
  const shop = needed(seedShops.find((s) => s.id === intOf(demo, 'shop_id')), 'demo’s shop');
  const factory = needed(seedFactories.find((f) => f.id === intOf(demo, 'using_factory_id')), 'demo’s factory');
  const insert = db.prepare(
    `INSERT INTO quotations (quote_no, customer_id, shop_id, shop_name, factory_id, factory_name, factory_city, material_id, material_name, process_name,
       colour, contact_name, contact_company, contact_phone, remarks, goods, member_discount, discount, shipping, payable, manual, lead_days,
       share_token, shared_at, idempotency_key, created_at, valid_until)
     VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const line = db.prepare('INSERT INTO quotation_lines (quotation_id, position, file_id, name, volume, unit_price, quantity, subtotal, manual, breakdown) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  for (const q of quotations) {
    const material = needed(findMaterial(db, factory.id, q.materialId), `material ${q.materialId} of ${factory.name}`);
    const process = needed(seedProcesses.find((p) => p.id === material.processId), `process of ${material.name}`);
    const items = q.files.map(([fileId, quantity]) => {
      const file = needed(db.prepare('SELECT name, geometry FROM design_files WHERE id = ?').get(fileId), `file ${fileId}`);
      return pricedFileOf(storedFileOf(fileId, file), quantity, undefined);
    });
    const createdAt = at - q.daysAgo * dayMs;
    // The catalogue's rates of the day where they differ from today's.
    const quote = quoteOf({ ...material, ...q.pricedAt }, items, null, levelBenefits(growthBefore(growth, 1, createdAt)));
    const result = insert.run(
      orderNumber('BJ', createdAt, q.sequence),
      shop.id,
      shop.name,
      factory.id,
      factory.name,
      factory.city,
      material.id,
      material.name,
      process.name,
      q.colour,
      q.customer.name,
      q.customer.company,
      q.customer.phone,
      q.remarks,
      ...quoteSumColumns(quote),
      q.shared ? randomBytes(18).toString('base64url') : null,
      q.shared ? createdAt + 60_000 : null,
      `seed-quotation-${q.daysAgo}`,
      createdAt,
      validUntilOf(createdAt),
    );
    const id = Number(result.lastInsertRowid);
    quote.lines.forEach((l, index) => line.run(id, index + 1, l.fileId, l.fileName, l.volume, l.unitPrice, l.quantity, l.subtotal, l.manual ? 1 : 0, breakdownColumn(l)));
  }
}
