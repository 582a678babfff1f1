import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../..');

/** `DB_PATH` (`:memory:` allowed) or `data/shop.sqlite`, with its folder created. */
export function databasePath(env: NodeJS.ProcessEnv = process.env): string {
  const path = env['DB_PATH'] ?? resolve(projectRoot, 'data', 'shop.sqlite');
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  return path;
}

/** The built site to serve: `DIST_DIR` or `dist/` when it exists; none when `SERVE_STATIC=0`. */
export function distDirectory(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env['SERVE_STATIC'] === '0') return null;
  const dir = resolve(env['DIST_DIR'] ?? resolve(projectRoot, 'dist'));
  return existsSync(dir) ? dir : null;
}

/**
 * Where uploaded design files go: `UPLOAD_DIR`, else `data/uploads/`. With an in-memory
 * database the files would outlive their rows, so then (without `UPLOAD_DIR`) a fresh temporary
 * folder is used that the caller removes on exit.
 */
export function uploadDirectory(dbPath: string, env: NodeJS.ProcessEnv = process.env): { dir: string; temporary: boolean } {
  const configured = env['UPLOAD_DIR'];
  if (configured !== undefined && configured !== '') return { dir: resolve(configured), temporary: false };
  if (dbPath === ':memory:') return { dir: mkdtempSync(join(tmpdir(), 'shop-uploads-')), temporary: true };
  return { dir: resolve(projectRoot, 'data', 'uploads'), temporary: false };
}

/**
 * Whether the simulated QQ page and payment gateway are served: `SHOP_SIMULATIONS=1` or `0` when
 * set, else on except with `NODE_ENV=production` (a deployment never gets them by accident).
 */
export function simulationsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env['SHOP_SIMULATIONS'];
  if (setting === '1' || setting === 'true') return true;
  if (setting === '0' || setting === 'false') return false;
  return env['NODE_ENV'] !== 'production';
}

/**
 * Whether the demo data comes with the demo's staff logins (factory, engineer, service, warehouse,
 * factory2, all with the demo password): not with `NODE_ENV=production`, where a factory's first
 * 管理员 is made with `npm run staff:create-admin` and a known password would open the console.
 */
export function demoStaffEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['NODE_ENV'] !== 'production';
}

/**
 * Whether an empty database gets the demo's people and history (customers with the demo password,
 * orders, ledger, coupons, messages, demo factories): not with `NODE_ENV=production`, unless
 * `SHOP_DEMO_DATA=1` asks for a demo deployment. Without them it gets the catalogue only.
 */
export function demoDataEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env['SHOP_DEMO_DATA'];
  if (setting === '1' || setting === 'true') return true;
  if (setting === '0' || setting === 'false') return false;
  return env['NODE_ENV'] !== 'production';
}

/** A positive number from the environment, else `fallback` (an unusable value is refused at start, not guessed). */
function positiveSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not ${JSON.stringify(raw)}`);
  return value;
}

/** The free disk under which GET /api/health answers down: `SHOP_MIN_FREE_DISK_MB` (1024). */
export function minFreeDiskBytes(env: NodeJS.ProcessEnv = process.env): number {
  return Math.round(positiveSetting(env, 'SHOP_MIN_FREE_DISK_MB', 1024) * 1024 * 1024);
}

export interface BackupSettings {
  dir: string;
  everyMs: number;
  keep: number;
}

/**
 * Online backups of the database: on when `SHOP_BACKUP_DIR` is set (and the database is a file),
 * every `SHOP_BACKUP_EVERY_HOURS` (6), keeping the newest `SHOP_BACKUP_KEEP` (28).
 */
export function backupSettings(dbPath: string, env: NodeJS.ProcessEnv = process.env): BackupSettings | null {
  const dir = env['SHOP_BACKUP_DIR'];
  if (dir === undefined || dir === '' || dbPath === ':memory:') return null;
  const keep = positiveSetting(env, 'SHOP_BACKUP_KEEP', 28);
  if (!Number.isSafeInteger(keep)) throw new Error('SHOP_BACKUP_KEEP must be a whole number');
  return { dir: resolve(dir), everyMs: Math.round(positiveSetting(env, 'SHOP_BACKUP_EVERY_HOURS', 6) * 60 * 60 * 1000), keep };
}
