/**
 * `npm run staff:create-admin -- (--factory=<id> | --factory-name=<工厂名> [--city=<城市>] [--intro=<简介>])
 * --username=<name> [--name=<姓名>]`: the first 管理员 of a factory in a deployment (whose data has
 * no demo staff, and with NODE_ENV=production no factory either), in the data file of DB_PATH as
 * the server opens it. `--factory-name` creates the factory when no factory has that name (offering
 * every process of the catalogue, its lead days spanning their materials'; 目录 then narrows it). The password is random, printed once and never stored in clear; it must be
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
import { intOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { recordAudit } from './audit.ts';
import { insertStaff } from './store.ts';

export const createAdminMessages = {
  usage: '用法：npm run staff:create-admin -- (--factory=<工厂编号> | --factory-name=<工厂名> [--city=<城市>] [--intro=<简介>]) --username=<用户名> [--name=<姓名>]',
  unknownFactory: (id: number) => `工厂 ${id} 不存在`,
  badFactoryName: '工厂名须为 1–64 个字符',
  noCatalogue: '数据文件中还没有工艺目录，请先启动一次服务器（它会写入目录）再创建工厂',
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

export interface NewFactory {
  name: string;
  city?: string | undefined;
  intro?: string | undefined;
}

export interface AdminRequest {
  /** An existing factory, or the one to find by name or create (`--factory-name`). */
  factory: number | NewFactory;
  username: string;
  /** The name the console shows; the username when not given. */
  name?: string | undefined;
}

export class CreateAdminError extends Error {}

/**
 * Creates a 管理员 of the factory with a one-time password (must_change_password set), records it
 * in the factory's audit log (by nobody: the command line), and answers the password.
 */
export async function createAdmin(
  db: DatabaseSync,
  request: AdminRequest,
  options: { now: Date; passwordCost?: PasswordCost },
): Promise<{ id: number; username: string; password: string; factoryId: number; factoryCreated: boolean }> {
  const username = request.username.trim();
  if (username.length === 0 || username.length > 64 || /\s/.test(username)) throw new CreateAdminError(createAdminMessages.badUsername);
  const password = oneTimePassword();
  const hash = await hashPassword(password, options.passwordCost ?? defaultPasswordCost);
  const at = options.now.getTime();
  const wanted = request.factory;
  if (typeof wanted !== 'number' && (wanted.name.trim() === '' || wanted.name.trim().length > 64)) throw new CreateAdminError(createAdminMessages.badFactoryName);
  const created = inTransaction(db, () => {
    let factoryCreated = false;
    let factory;
    if (typeof wanted === 'number') {
      factory = db.prepare('SELECT id, name FROM factories WHERE id = ?').get(wanted);
      if (factory === undefined) throw new CreateAdminError(createAdminMessages.unknownFactory(wanted));
    } else {
      factory = db.prepare('SELECT id, name FROM factories WHERE name = ?').get(wanted.name.trim());
      if (factory === undefined) {
        factory = insertFactory(db, wanted);
        factoryCreated = true;
      }
    }
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
    return { id: staffId, factoryId: intOf(factory, 'id'), factoryCreated };
  });
  return { ...created, username, password };
}

/** A factory offering every process of the catalogue, its lead days spanning their materials'. */
function insertFactory(db: DatabaseSync, wanted: NewFactory): Row {
  const lead = db.prepare('SELECT MIN(lead_days) AS least, MAX(lead_days) AS most FROM materials').get();
  if (lead === undefined || lead['least'] === null) throw new CreateAdminError(createAdminMessages.noCatalogue);
  const name = wanted.name.trim();
  const row = db.prepare('INSERT INTO factories (name, city, intro, lead_min_days, lead_max_days) VALUES (?, ?, ?, ?, ?) RETURNING id, name')
    .get(name, wanted.city?.trim() ?? '', wanted.intro?.trim() ?? '', intOf(lead, 'least'), intOf(lead, 'most'));
  if (row === undefined) throw new Error('INSERT … RETURNING answered no row');
  db.prepare('INSERT INTO factory_processes (factory_id, process_id) SELECT ?, id FROM processes').run(intOf(row, 'id'));
  return row;
}

/** `--factory=3 --username=li` as { factory: '3', username: 'li' }. */
export function parseArguments(args: readonly string[]): Record<string, string> {
  const parsed: Record<string, string> = {};
  for (const arg of args) {
    const match = /^--([a-z][a-z-]*)=(.*)$/.exec(arg);
    if (match?.[1] !== undefined && match[2] !== undefined) parsed[match[1]] = match[2];
  }
  return parsed;
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const factoryId = Number(args['factory']);
  const factoryName = args['factory-name'];
  const username = args['username'];
  const byId = args['factory'] !== undefined && Number.isSafeInteger(factoryId) && factoryId > 0;
  if (byId === (factoryName !== undefined) || username === undefined) {
    console.error(createAdminMessages.usage);
    process.exitCode = 2;
    return;
  }
  const path = databasePath();
  const db = openDatabase(path);
  try {
    const factory = byId || factoryName === undefined ? factoryId : { name: factoryName, city: args['city'], intro: args['intro'] };
    const created = await createAdmin(db, { factory, username, name: args['name'] }, { now: new Date() });
    if (created.factoryCreated) console.log(`已创建工厂「${factoryName ?? ''}」（工厂 ${created.factoryId}，提供目录中的全部工艺，可在员工工作台的目录中调整）。`);
    console.log(`已创建管理员「${created.username}」（工厂 ${created.factoryId}，数据文件 ${path}）。`);
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
