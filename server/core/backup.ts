/**
 * Online backups of the shop's database while it serves: node:sqlite's `backup` copies the
 * open database page by page between requests (SQLite's backup API), and writes the server makes
 * meanwhile on the same connection go into the copy too, so the copy is the database as it stood
 * when the last page was copied, with no half-written transaction in it. Each copy is checked
 * (PRAGMA integrity_check) under a temporary name and only then takes its real name,
 * `shop-YYYYMMDD-HHmmss.sqlite` (UTC), so a name in the folder is always a whole, checked
 * database; the newest `keep` are kept. server/restore.ts puts one back.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import type { BackupSettings } from './config.ts';
import type { Logger } from './log.ts';
import type { Heartbeat } from './heartbeat.ts';
import { intOf, textOf } from './rows.ts';

/** The name of a finished backup; its digits sort as its time. */
export const backupNamePattern = /^shop-(\d{8})-(\d{6})\.sqlite$/;

const two = (n: number) => String(n).padStart(2, '0');

/** `shop-20260301-020000.sqlite` for 2026-03-01 02:00:00 UTC. */
export function backupName(at: Date): string {
  const day = `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}`;
  const time = `${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}`;
  return `shop-${day}-${time}.sqlite`;
}

/** The finished backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  return readdirSync(dir).filter((name) => backupNamePattern.test(name)).sort().reverse();
}

/** Whether a database file passes `PRAGMA integrity_check`, and its schema version. */
export function checkDatabaseFile(path: string): { ok: boolean; problems: string[]; schemaVersion: number } {
  const db = new DatabaseSync(path);
  try {
    const rows = db.prepare('PRAGMA integrity_check').all();
    const problems = rows.map((row) => textOf(row, 'integrity_check')).filter((line) => line !== 'ok');
    const version = intOf(db.prepare('PRAGMA user_version').get() ?? { user_version: 0 }, 'user_version');
    return { ok: problems.length === 0, problems, schemaVersion: version };
  } finally {
    db.close();
  }
}

export interface BackupOptions {
  /** How many finished backups stay (the newest); older ones are deleted after a good copy. */
  keep: number;
  /** The backup's moment, which names it. */
  now: Date;
  /** Pages copied per step (node:sqlite's `rate`, 100 by default); between steps the server serves. */
  pagesPerStep?: number;
}

export interface BackupResult {
  /** The finished file's name in the folder. */
  name: string;
  path: string;
  bytes: number;
  /** The older backups deleted to keep `keep`. */
  deleted: string[];
}

export class BackupError extends Error {}

/**
 * Copies the open database `db` into `dir` (created when missing) as a checked backup, then
 * deletes all but the newest `keep`. A copy that fails the check is removed and throws, leaving
 * the older backups as they were.
 */
export async function backupDatabase(db: DatabaseSync, dir: string, options: BackupOptions): Promise<BackupResult> {
  if (!Number.isSafeInteger(options.keep) || options.keep < 1) throw new RangeError('keep must be a whole number from 1');
  mkdirSync(dir, { recursive: true });
  const name = backupName(options.now);
  // Dot-named, so listBackups and a restore never take a copy still being written.
  const partial = join(dir, `.${name}.${randomUUID()}.partial`);
  try {
    await backup(db, partial, options.pagesPerStep === undefined ? {} : { rate: options.pagesPerStep });
    // The copy keeps the source's WAL mode in its header; a backup is one self-contained file.
    const copy = new DatabaseSync(partial);
    try {
      copy.exec('PRAGMA journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const check = checkDatabaseFile(partial);
    if (!check.ok) throw new BackupError(`the backup copy failed its integrity check: ${check.problems.slice(0, 3).join('; ')}`);
    const path = join(dir, name);
    renameSync(partial, path);
    const deleted = listBackups(dir).slice(options.keep);
    for (const old of deleted) rmSync(join(dir, old), { force: true });
    return { name, path, bytes: statSync(path).size, deleted };
  } finally {
    for (const leftover of [partial, `${partial}-journal`, `${partial}-wal`, `${partial}-shm`]) rmSync(leftover, { force: true });
  }
}

/**
 * Backs up now and then every `settings.everyMs`, one at a time, without keeping the process
 * alive; each good copy beats `heartbeat` (GET /api/health tells a late one), a failure is logged
 * and the next run tries again. Answers a stop function (the shutdown waits for a copy under way).
 */
export function scheduleBackups(
  db: DatabaseSync,
  settings: BackupSettings,
  deps: { heartbeat: Heartbeat; logger: Logger; now?: () => Date },
): { stop: () => Promise<void> } {
  const now = deps.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const run = () => {
    if (running !== null) return;
    running = backupDatabase(db, settings.dir, { keep: settings.keep, now: now() })
      .then((result) => {
        deps.heartbeat.beat(now());
        deps.logger.info({ backup: result.name, bytes: result.bytes, deleted: result.deleted.length }, `数据库已备份：${result.name}`);
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, '数据库备份失败'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, settings.everyMs);
  timer.unref();
  run();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
