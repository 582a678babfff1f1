/**
 * `npm run staff:create-admin -- --factory=<id> --username=<name> [--name=<姓名>]`: the first
 * 管理员 of a factory in a deployment (whose data has no demo staff), in the data file of DB_PATH as
 * the server opens it. The password is random, printed once and never stored in clear; it must be
 * changed at the first login (every other staff call answers 403 until then).
 */
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { PASSWORD_DIGIT, PASSWORD_LETTER } from '../../src/lib/forms/account-rules.ts';
import { defaultPasswordCost, hashPassword, type PasswordCost } from '../auth/passwords.ts';
import { databasePath } from '../core/config.ts';
import { openDatabase } from '../core/db.ts';
import { intOf, textOf } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { recordAudit } from './audit.ts';
import { insertStaff } from './store.ts';

export const createAdminMessages = {
  usage: '用法：npm run staff:create-admin -- --factory=<工厂编号> --username=<用户名> [--name=<姓名>]',
  unknownFactory: (id: number) => `工厂 ${id} 不存在`,
  badUsername: '用户名须为 1–64 个字符，不含空白',
  taken: (username: string) => `用户名「${username}」已被其他员工使用`,
} as const;

/** Letters and digits without the ones read alike (0/O, 1/l/I). */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const oneTimeLength = 16;

/** A random password of 16 letters and digits that passes the password rules (a letter and a digit). */
export function oneTimePassword(): string {
  for (;;) {
    const password = Array.from({ length: oneTimeLength }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (PASSWORD_LETTER.test(password) && PASSWORD_DIGIT.test(password)) return password;
  }
}

export interface AdminRequest {
  factoryId: number;
  username: string;
  /** The name the console shows; the username when not given. */
  name?: string | undefined;
}

export class CreateAdminError extends Error {}

/**
 * Creates a 管理员 of the factory with a one-time password (must_change_password set), records it
 * in the factory's audit log (by nobody: the command line), and answers the password.
 */
export async function createAdmin(db: DatabaseSync, request: AdminRequest, options: { now: Date; passwordCost?: PasswordCost }): Promise<{ id: number; username: string; password: string }> {
  const username = request.username.trim();
  if (username.length === 0 || username.length > 64 || /\s/.test(username)) throw new CreateAdminError(createAdminMessages.badUsername);
  const password = oneTimePassword();
  const hash = await hashPassword(password, options.passwordCost ?? defaultPasswordCost);
  const at = options.now.getTime();
  const id = inTransaction(db, () => {
    const factory = db.prepare('SELECT id, name FROM factories WHERE id = ?').get(request.factoryId);
    if (factory === undefined) throw new CreateAdminError(createAdminMessages.unknownFactory(request.factoryId));
    if (db.prepare('SELECT 1 FROM staff WHERE username = ?').get(username) !== undefined) throw new CreateAdminError(createAdminMessages.taken(username));
    const given = request.name?.trim() ?? '';
    const name = given === '' ? username : given;
    const staffId = insertStaff(db, { factoryId: intOf(factory, 'id'), username, passwordHash: hash, name, role: 'admin', mustChangePassword: true, createdAt: at });
    recordAudit(db, {
      factoryId: intOf(factory, 'id'),
      staffId: null,
      at,
      action: 'staff.create',
      subject: `staff:${username}`,
      before: null,
      after: { id: staffId, username, name, role: 'admin', factory: textOf(factory, 'name'), mustChangePassword: true },
    });
    return staffId;
  });
  return { id, username, password };
}

/** `--factory=3 --username=li` as { factory: '3', username: 'li' }. */
export function parseArguments(args: readonly string[]): Record<string, string> {
  const parsed: Record<string, string> = {};
  for (const arg of args) {
    const match = /^--([a-z]+)=(.*)$/.exec(arg);
    if (match?.[1] !== undefined && match[2] !== undefined) parsed[match[1]] = match[2];
  }
  return parsed;
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const factoryId = Number(args['factory']);
  const username = args['username'];
  if (!Number.isSafeInteger(factoryId) || factoryId <= 0 || username === undefined) {
    console.error(createAdminMessages.usage);
    process.exitCode = 2;
    return;
  }
  const path = databasePath();
  const db = openDatabase(path);
  try {
    const created = await createAdmin(db, { factoryId, username, name: args['name'] }, { now: new Date() });
    console.log(`已创建管理员「${created.username}」（工厂 ${factoryId}，数据文件 ${path}）。`);
    console.log(`一次性密码：${created.password}`);
    console.log('该密码只显示这一次；首次登录后须先修改密码，才能使用其他员工功能。');
  } catch (problem) {
    if (!(problem instanceof CreateAdminError)) throw problem;
    console.error(problem.message);
    process.exitCode = 1;
  } finally {
    db.close();
  }
}

// Run as the command, not when a test imports the function.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
