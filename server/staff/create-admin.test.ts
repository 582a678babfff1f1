import { spawnSync } from 'node:child_process';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { StaffMember } from '../../src/wire/staff.ts';
import { PASSWORD_DIGIT, PASSWORD_LENGTH, PASSWORD_LETTER } from '../../src/lib/forms/account-rules.ts';
import { openDatabase } from '../core/db.ts';
import { seedIfEmpty } from '../seed.ts';
import { UploadFolder } from '../core/upload-folder.ts';
import { demoDataEnabled, demoStaffEnabled } from '../core/config.ts';
import { createApp } from '../app.ts';
import { createLogger } from '../core/log.ts';
import { intOf } from '../core/rows.ts';
import { seedMaterials } from '../catalogue/seed.ts';
import { createTestServer, seededAt, testPasswordCost } from '../test-support.ts';
import { CreateAdminError, createAdmin, createAdminMessages, oneTimePassword, parseArguments } from './create-admin.ts';
import { staffAttempt, staffLogin, staffPath } from './test-support.ts';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

describe('npm run staff:create-admin', () => {
  it('creates a 管理员 of the factory with a one-time password that must be changed, recorded in the audit log', async () => {
    const server = await createTestServer();
    const created = await createAdmin(server.db, { factory: 2, username: ' suzhou-boss ' }, { now: seededAt, passwordCost: testPasswordCost });
    expect(created.username).toBe('suzhou-boss');
    const token = await staffLogin(server, 'suzhou-boss', created.password);
    const member = StaffMember.parse(await (await server.call('GET', `${staffPath}/me`, { token })).json());
    expect(member).toMatchObject({ username: 'suzhou-boss', name: 'suzhou-boss', role: 'admin', factory: { id: 2 }, mustChangePassword: true });
    const stored = server.db.prepare("SELECT password_hash FROM staff WHERE username = 'suzhou-boss'").get();
    expect(JSON.stringify(stored)).not.toContain(created.password);
    expect(server.db.prepare("SELECT factory_id, staff_id, action, subject FROM audit_log WHERE action = 'staff.create'").all()).toEqual([
      { factory_id: 2, staff_id: null, action: 'staff.create', subject: 'staff:suzhou-boss' },
    ]);
  });

  it('refuses an unknown factory, a taken username (in any case) and an empty one, creating nothing', async () => {
    const server = await createTestServer();
    const options = { now: seededAt, passwordCost: testPasswordCost };
    await expect(createAdmin(server.db, { factory: 99, username: 'x' }, options)).rejects.toThrow(new CreateAdminError('工厂 99 不存在'));
    await expect(createAdmin(server.db, { factory: 1, username: 'Factory' }, options)).rejects.toThrow(new CreateAdminError('用户名「Factory」已被其他员工使用'));
    await expect(createAdmin(server.db, { factory: 1, username: '  ' }, options)).rejects.toThrow(new CreateAdminError('用户名须为 1–64 个字符，不含空白'));
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM staff').get()).toEqual({ n: 5 });
    expect((await staffAttempt(server, 'x', 'whatever1')).status).toBe(401);
  });

  it('makes passwords that pass the password rules and differ each time', () => {
    const passwords = Array.from({ length: 50 }, oneTimePassword);
    for (const password of passwords) {
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_LENGTH.min);
      expect(password.length).toBeLessThanOrEqual(PASSWORD_LENGTH.max);
      expect(password).toMatch(PASSWORD_LETTER);
      expect(password).toMatch(PASSWORD_DIGIT);
    }
    expect(new Set(passwords).size).toBe(50);
  });

  it('reads its arguments', () => {
    expect(parseArguments(['--factory=3', '--username=li', '--name=李厂长', 'stray'])).toEqual({ factory: '3', username: 'li', name: '李厂长' });
  });

  it('is the only way to staff in a deployment: NODE_ENV=production seeds no demo staff', () => {
    expect(demoStaffEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(demoStaffEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(demoStaffEnabled({})).toBe(true);
  });
});

describe('a production start', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'shop-production-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const count = (db: DatabaseSync, table: string) => intOf(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() ?? { n: -1 }, 'n');

  it('writes no demo data with NODE_ENV=production unless SHOP_DEMO_DATA=1 asks for it', () => {
    expect(demoDataEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(demoDataEnabled({ NODE_ENV: 'production', SHOP_DEMO_DATA: '1' })).toBe(true);
    expect(demoDataEnabled({ SHOP_DEMO_DATA: '0' })).toBe(false);
    expect(demoDataEnabled({})).toBe(true);
  });

  it('seeds the catalogue only, then the command creates the factory and its first 管理员, who can log in', async () => {
    const dbPath = join(scratch, 'shop.sqlite');
    const uploadDir = join(scratch, 'uploads');
    const db = openDatabase(dbPath);
    try {
      expect(await seedIfEmpty(db, { now: seededAt, passwordCost: testPasswordCost, uploads: new UploadFolder(uploadDir), demoData: false, demoStaff: false })).toBe(true);
      // The catalogue the shop runs on and the console edits…
      expect(count(db, 'processes')).toBe(7);
      expect(count(db, 'materials')).toBeGreaterThan(20);
      expect(count(db, 'consumables')).toBeGreaterThan(20);
      // …and nobody's data: no shop, customer, factory, order, ledger, coupon, message, file or staff.
      for (const table of ['shops', 'customers', 'factories', 'orders', 'order_items', 'amount_flows', 'coupons', 'customer_coupons', 'customer_messages', 'design_files', 'footage', 'suggestions', 'staff', 'qq_accounts']) {
        expect(count(db, table), table).toBe(0);
      }
      expect(readdirSync(uploadDir).filter((name) => !name.startsWith('.'))).toEqual([]);
      // A second start finds it seeded and writes nothing more.
      expect(await seedIfEmpty(db, { now: seededAt, passwordCost: testPasswordCost, uploads: new UploadFolder(uploadDir), demoData: false })).toBe(false);
    } finally {
      db.close();
    }

    const command = (...args: string[]) => spawnSync(process.execPath, ['server/staff/create-admin.ts', ...args], { cwd: resolve(import.meta.dirname, '../..'), env: { ...process.env, DB_PATH: dbPath }, encoding: 'utf8' });
    const refused = command('--factory=1', '--username=boss');
    expect([refused.status, refused.stderr.trim()]).toEqual([1, '工厂 1 不存在']);
    const both = command('--factory=1', '--factory-name=x', '--username=boss');
    expect([both.status, both.stderr.trim()]).toEqual([2, createAdminMessages.usage]);
    const created = command('--factory-name=宁波精工 3D 打印', '--city=宁波', '--username=boss', '--name=王厂长');
    expect(created.status, created.stderr).toBe(0);
    const password = /一次性密码：(\S+)/.exec(created.stdout)?.[1] ?? '';
    expect(password).toMatch(PASSWORD_LETTER);
    expect(created.stdout.split(password)).toHaveLength(2);
    expect(created.stdout).toContain('已创建工厂「宁波精工 3D 打印」');

    const reopened = openDatabase(dbPath);
    const leadDays = seedMaterials.map((material) => material.leadDays);
    try {
      expect(reopened.prepare('SELECT id, name, city, intro, lead_min_days, lead_max_days FROM factories').all()).toEqual([{ id: 1, name: '宁波精工 3D 打印', city: '宁波', intro: '', lead_min_days: Math.min(...leadDays), lead_max_days: Math.max(...leadDays) }]);
      expect(count(reopened, 'factory_processes')).toBe(7);
      expect(JSON.stringify(reopened.prepare('SELECT * FROM staff').all())).not.toContain(password);
      // The same name again finds the factory instead of making a second one.
      const second = await createAdmin(reopened, { factory: { name: '宁波精工 3D 打印' }, username: 'deputy' }, { now: seededAt, passwordCost: testPasswordCost });
      expect([second.factoryId, second.factoryCreated, count(reopened, 'factories')]).toEqual([1, false, 1]);
      await expect(createAdmin(reopened, { factory: { name: '  ' }, username: 'x' }, { now: seededAt, passwordCost: testPasswordCost })).rejects.toThrow(new CreateAdminError('工厂名须为 1–64 个字符'));

      const app = createApp(reopened, { uploadDir, passwordCost: testPasswordCost, logger: createLogger({ level: 'silent' }) });
      const login = await app.request('/api/shop-staff/sessions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'boss', password }) });
      expect(login.status).toBe(201);
      const { token } = (await login.json()) as { token: string };
      const me = StaffMember.parse(await (await app.request(`${staffPath}/me`, { headers: { Authorization: `Bearer ${token}` } })).json());
      expect(me).toMatchObject({ username: 'boss', name: '王厂长', role: 'admin', factory: { id: 1, name: '宁波精工 3D 打印' }, mustChangePassword: true });
    } finally {
      reopened.close();
    }
  });
});
