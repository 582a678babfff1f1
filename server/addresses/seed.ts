/**
 * demo's address book: the studio's address it orders to (the default, added first) and the
 * factory's warehouse. No other customer has one, so the browser tests start from an empty book.
 */
import type { DatabaseSync } from 'node:sqlite';
import { districtCodeOf } from '../../src/lib/forms/regions.ts';
import { regionTree } from './regions.ts';
import { dayMs } from '../core/durations.ts';

const demoAddresses = [
  { name: '演示用户', phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园南区高新南七道 18 号 501 室', isDefault: true, daysAgo: 90 },
  { name: '王工', phone: '13912340000', province: '广东省', city: '东莞市', district: '松山湖', detail: '工业东路 6 号 星火工厂 2 号仓', isDefault: false, daysAgo: 30 },
] as const;

export function insertSeedAddresses(db: DatabaseSync, at: number): void {
  const insert = db.prepare(
    `INSERT INTO addresses (customer_id, name, phone, province, city, district, region_code, detail, is_default, created_at, updated_at)
     VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of demoAddresses) {
    const code = districtCodeOf(regionTree, a);
    if (code === null) throw new Error(`seed address: ${a.province} ${a.city} ${a.district} is not in the region data`);
    const time = at - a.daysAgo * dayMs;
    insert.run(a.name, a.phone, a.province, a.city, a.district, code, a.detail, a.isDefault ? 1 : 0, time, time);
  }
}
