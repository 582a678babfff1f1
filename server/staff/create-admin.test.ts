import { describe, expect, it } from 'vitest';
import { StaffMember } from '../../src/wire/staff.ts';
import { PASSWORD_DIGIT, PASSWORD_LENGTH, PASSWORD_LETTER } from '../../src/lib/forms/account-rules.ts';
import { openDatabase } from '../core/db.ts';
import { seedIfEmpty } from '../seed.ts';
import { UploadFolder } from '../core/upload-folder.ts';
import { demoStaffEnabled } from '../core/config.ts';
import { createTestServer, seededAt, testPasswordCost } from '../test-support.ts';
import { CreateAdminError, createAdmin, oneTimePassword, parseArguments } from './create-admin.ts';
import { staffAttempt, staffLogin, staffPath } from './test-support.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('npm run staff:create-admin', () => {
  it('creates a 管理员 of the factory with a one-time password that must be changed, recorded in the audit log', async () => {
    const server = await createTestServer();
    const created = await createAdmin(server.db, { factoryId: 2, username: ' suzhou-boss ' }, { now: seededAt, passwordCost: testPasswordCost });
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
    await expect(createAdmin(server.db, { factoryId: 99, username: 'x' }, options)).rejects.toThrow(new CreateAdminError('工厂 99 不存在'));
    await expect(createAdmin(server.db, { factoryId: 1, username: 'Factory' }, options)).rejects.toThrow(new CreateAdminError('用户名「Factory」已被其他员工使用'));
    await expect(createAdmin(server.db, { factoryId: 1, username: '  ' }, options)).rejects.toThrow(new CreateAdminError('用户名须为 1–64 个字符，不含空白'));
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

  it('is the only way to staff in a deployment: NODE_ENV=production seeds no demo staff', async () => {
    expect(demoStaffEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(demoStaffEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(demoStaffEnabled({})).toBe(true);
    const folder = mkdtempSync(join(tmpdir(), 'shop-staff-seed-'));
    try {
      const db = openDatabase(':memory:');
      await seedIfEmpty(db, { now: seededAt, passwordCost: testPasswordCost, uploads: new UploadFolder(folder), demoStaff: false });
      expect(db.prepare('SELECT COUNT(*) AS n FROM staff').get()).toEqual({ n: 0 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM customers').get()).not.toEqual({ n: 0 });
      await createAdmin(db, { factoryId: 1, username: 'first' }, { now: seededAt, passwordCost: testPasswordCost });
      expect(db.prepare('SELECT username, role, must_change_password FROM staff').all()).toEqual([{ username: 'first', role: 'admin', must_change_password: 1 }]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
