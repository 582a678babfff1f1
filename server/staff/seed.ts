/**
 * The demo's staff (not in a deployment: `NODE_ENV=production` seeds none, and its first 管理员 is
 * made with `npm run staff:create-admin`): the four roles for 深圳宝安精密制造厂, the factory demo
 * customers order from, and a 管理员 of 苏州工业园3D打印中心 for isolation checks. Every password is
 * the seed's (Demo1234), already changed (no forced change in the demo).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { StaffRole } from '../../src/wire/staff.ts';
import { insertStaff } from './store.ts';

export interface SeedStaff {
  username: string;
  name: string;
  role: StaffRole;
  factoryId: number;
  /** What the login shows, for the start banner and the README. */
  shows: string;
}

export const seedStaff: readonly SeedStaff[] = [
  { username: 'factory', name: '王厂长', role: 'admin', factoryId: 1, shows: '深圳宝安精密制造厂的管理员（报价、工作台、操作记录）' },
  { username: 'engineer', name: '李工', role: 'engineer', factoryId: 1, shows: '深圳宝安精密制造厂的报价工程师' },
  { username: 'service', name: '陈客服', role: 'service', factoryId: 1, shows: '深圳宝安精密制造厂的客服（不能报价）' },
  { username: 'warehouse', name: '赵仓管', role: 'warehouse', factoryId: 1, shows: '深圳宝安精密制造厂的仓储发货（不能报价）' },
  { username: 'factory2', name: '周厂长', role: 'admin', factoryId: 2, shows: '苏州工业园3D打印中心的管理员，用于隔离检查' },
];

/** Writes the demo staff with their password hashes (one per member, in seedStaff's order). */
export function insertSeedStaff(db: DatabaseSync, at: number, passwordHashes: readonly string[]): void {
  seedStaff.forEach((staff, index) => {
    const hash = passwordHashes[index];
    if (hash === undefined) throw new Error(`no password hash for seed staff ${staff.username}`);
    insertStaff(db, { factoryId: staff.factoryId, username: staff.username, passwordHash: hash, name: staff.name, role: staff.role, mustChangePassword: false, createdAt: at });
  });
}
