import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '..');

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
