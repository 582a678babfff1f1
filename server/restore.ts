/**
 * `npm run db:restore -- <backup file>`: puts a backup (core/backup.ts) back as the data file of
 * DB_PATH. Stop the server first: a running server keeps the old file open and would go on
 * writing to it. The command refuses while it finds one: main.ts writes its process id to
 * `<DB_PATH>.pid` while it runs (and removes it on exit), and a live process of that id means the
 * file is in use.
 *
 * The backup must be a whole SQLite database of this shop (integrity_check ok, the shop's tables,
 * a schema version this release knows: an older one is upgraded at the next start, a newer one
 * is refused). The current file is kept beside as `<DB_PATH>.before-restore-<time>` (its -wal
 * folded in first), then the backup is copied in under a temporary name and renamed into place,
 * so the data file is never half-copied; stale -wal/-shm files of the old one are moved away
 * with it.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, openSync, readFileSync, readSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { checkDatabaseFile } from './core/backup.ts';
import { databasePath } from './core/config.ts';
import { schemaVersion } from './core/migrate.ts';

export const restoreMessages = {
  usage: '用法：npm run db:restore -- <备份文件>（请先停止服务器）',
  missing: '找不到该备份文件',
  notSqlite: '该文件不是 SQLite 数据库，无法还原',
  damaged: '该备份文件已损坏（完整性检查未通过），无法还原',
  notShop: '该文件不是本商城的数据库，无法还原',
  newer: (version: number) => `该备份的数据结构版本（${version}）比本版本服务器支持的（${schemaVersion}）更新，请使用更新版本的服务器还原`,
  serverRunning: (pid: number) => `服务器（进程 ${pid}）正在使用该数据文件，请先停止服务器再还原`,
  memory: 'DB_PATH 为 :memory: 时没有可还原的数据文件',
} as const;

export class RestoreError extends Error {}

/** The file main.ts keeps its process id in while it serves `dbPath`. */
export const pidFileOf = (dbPath: string) => `${dbPath}.pid`;

/** The live process holding `dbPath` (by its pid file), else null; a stale file (a crash) does not count. */
export function serverHolding(dbPath: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFileOf(dbPath), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but is another user's, which still holds the file.
    return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EPERM' ? pid : null;
  }
}

const sqliteHeader = 'SQLite format 3\0';

function hasSqliteHeader(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const bytes = Buffer.alloc(16);
    return readSync(fd, bytes, 0, 16, 0) === 16 && bytes.toString('latin1') === sqliteHeader;
  } finally {
    closeSync(fd);
  }
}

/** Tables every release of the shop's schema has. */
const shopTables = ['shops', 'customers', 'processes', 'materials', 'orders', 'order_items', 'amount_flows'];

/** Refuses (RestoreError) a file that is not a whole database of this shop at a version this release knows; answers its version. */
export function checkBackup(path: string): number {
  if (!existsSync(path)) throw new RestoreError(restoreMessages.missing);
  if (!hasSqliteHeader(path)) throw new RestoreError(restoreMessages.notSqlite);
  // Checked on a copy: opening a database may write beside it (a journal), and the backup stays as it was.
  const probe = `${path}.${randomUUID()}.checking`;
  copyFileSync(path, probe);
  try {
    let check;
    try {
      check = checkDatabaseFile(probe);
    } catch {
      throw new RestoreError(restoreMessages.damaged);
    }
    if (!check.ok) throw new RestoreError(restoreMessages.damaged);
    if (check.schemaVersion > schemaVersion) throw new RestoreError(restoreMessages.newer(check.schemaVersion));
    const db = new DatabaseSync(probe, { readOnly: true });
    try {
      const names = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((row) => String(row['name'])));
      if (!shopTables.every((table) => names.has(table))) throw new RestoreError(restoreMessages.notShop);
    } finally {
      db.close();
    }
    return check.schemaVersion;
  } finally {
    for (const leftover of [probe, `${probe}-journal`, `${probe}-wal`, `${probe}-shm`]) rmSync(leftover, { force: true });
  }
}

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/**
 * Restores `backupPath` as the data file `dbPath`: answers where the file it replaced was kept
 * (null when there was none).
 */
export function restoreDatabase(backupPath: string, dbPath: string, options: { now: Date }): { keptAs: string | null; schemaVersion: number } {
  if (dbPath === ':memory:') throw new RestoreError(restoreMessages.memory);
  const holder = serverHolding(dbPath);
  if (holder !== null) throw new RestoreError(restoreMessages.serverRunning(holder));
  const version = checkBackup(backupPath);

  let keptAs: string | null = null;
  if (existsSync(dbPath)) {
    // Fold a -wal a crash left into the file, so what is kept is the database as it last stood.
    try {
      const current = new DatabaseSync(dbPath);
      current.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      current.close();
    } catch {
      // A damaged file is kept as it is, with its -wal and -shm beside it.
    }
    keptAs = `${dbPath}.before-restore-${stamp(options.now)}`;
    renameSync(dbPath, keptAs);
    for (const suffix of ['-wal', '-shm', '-journal']) {
      if (existsSync(`${dbPath}${suffix}`)) renameSync(`${dbPath}${suffix}`, `${keptAs}${suffix}`);
    }
  }
  const incoming = `${dbPath}.${randomUUID()}.restoring`;
  copyFileSync(backupPath, incoming);
  renameSync(incoming, dbPath);
  return { keptAs, schemaVersion: version };
}

function main(): void {
  const [file] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (file === undefined) {
    console.error(restoreMessages.usage);
    process.exitCode = 2;
    return;
  }
  const dbPath = databasePath();
  try {
    const restored = restoreDatabase(resolve(file), dbPath, { now: new Date() });
    const upgrade = restored.schemaVersion < schemaVersion ? `，下次启动时升级到 ${schemaVersion}` : '';
    console.log(`已将备份还原为数据文件：${dbPath}（数据结构版本 ${restored.schemaVersion}${upgrade}）`);
    if (restored.keptAs !== null) console.log(`原数据文件已保留为：${restored.keptAs}`);
  } catch (problem) {
    if (!(problem instanceof RestoreError)) throw problem;
    console.error(problem.message);
    process.exitCode = 1;
  }
}

// Run as the command, not when a test imports the functions.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
