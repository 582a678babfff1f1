/**
 * The checks behind GET /api/health, one entry per part of its answer. Each reads the thing
 * itself (a query, a file written and removed, the file system's free space, a heartbeat) at the
 * moment of asking, and says how its failure counts: down when the shop cannot do its work
 * (no database, no upload folder, a full disk), degraded when it works but something that should
 * have run has not (the deadline sweep, a backup). A new check (payments…) is one more entry of
 * `healthChecks` and its part in src/wire/health.ts.
 */
import { statfsSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import type { HealthAnswer } from '../../src/wire/health.ts';
import { schemaVersion } from '../core/migrate.ts';
import { intOf } from '../core/rows.ts';
import type { UploadFolder } from '../core/upload-folder.ts';
import type { Heartbeat } from '../core/heartbeat.ts';

export type CheckState = 'ok' | 'degraded' | 'down';

/** What the health answer reads, kept by createApp (AppDeps.health). */
export interface HealthState {
  /** When the app was made (the app's clock). */
  readonly startedAt: Date;
  /** Free disk (of the upload folder's file system) under which the shop is down. */
  readonly minFreeBytes: number;
  /** The deadline sweep's runs; null when it is not scheduled (tests sweep by hand). */
  readonly sweep: Heartbeat | null;
  /** The scheduled backups' runs; null when backups are off. */
  readonly backup: Heartbeat | null;
}

export interface HealthDeps {
  readonly db: DatabaseSync;
  /** The online payment providers configured (none: the part is left out). */
  readonly online: { readonly providers: ReadonlyMap<'wechat' | 'alipay', unknown> };
  readonly uploads: UploadFolder;
  readonly now: () => Date;
  readonly health: HealthState;
}

type Parts = Omit<HealthAnswer, 'status' | 'startedAt'>;

export interface HealthCheck<K extends keyof Parts = keyof Parts> {
  /** The part of the answer it fills. */
  readonly name: K;
  /** Its part, and what a failure means; null leaves the part out (a feature that is off). */
  readonly run: (now: Date) => { state: CheckState; part: NonNullable<Parts[K]> } | null;
}

/** A SQLite error's own words (no path is in them), else the error's kind. */
function sqliteReason(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'errstr' in error && typeof error.errstr === 'string') return error.errstr;
  return error instanceof Error ? error.name : 'unknown error';
}

function databaseCheck(db: DatabaseSync): HealthCheck<'database'> {
  return {
    name: 'database',
    run: () => {
      try {
        const version = intOf(db.prepare('PRAGMA user_version').get() ?? { user_version: 0 }, 'user_version');
        // A read through the schema, not only the header: a table the shop reads on every page.
        db.prepare('SELECT COUNT(*) AS n FROM processes').get();
        if (version !== schemaVersion) return { state: 'down', part: { ok: false, schemaVersion: version, error: `数据文件的结构版本 ${version} 与本服务器的 ${schemaVersion} 不符` } };
        return { state: 'ok', part: { ok: true, schemaVersion: version } };
      } catch (error) {
        return { state: 'down', part: { ok: false, schemaVersion: null, error: sqliteReason(error) } };
      }
    },
  };
}

function uploadsCheck(uploads: UploadFolder): HealthCheck<'uploads'> {
  return {
    name: 'uploads',
    run: () => {
      const problem = uploads.probeWritable();
      if (problem === null) return { state: 'ok', part: { ok: true, writable: true, message: '上传文件目录可写' } };
      return { state: 'down', part: { ok: false, writable: false, message: `上传文件目录不可写（${problem}）` } };
    },
  };
}

function diskCheck(uploads: UploadFolder, minFreeBytes: number): HealthCheck<'disk'> {
  return {
    name: 'disk',
    run: () => {
      let freeBytes: number | null = null;
      try {
        const stats = statfsSync(uploads.dir);
        freeBytes = Number(stats.bavail) * Number(stats.bsize);
      } catch {
        // The folder is gone or unreadable: the uploads check says which.
      }
      const ok = freeBytes !== null && freeBytes >= minFreeBytes;
      return { state: ok ? 'ok' : 'down', part: { ok, freeBytes, minFreeBytes } };
    },
  };
}

function heartbeatCheck(name: 'sweep' | 'backup', heartbeat: Heartbeat | null, whenOff: 'omit' | 'ok'): HealthCheck<'sweep' | 'backup'> {
  return {
    name,
    run: (now) => {
      if (heartbeat === null) return whenOff === 'omit' ? null : { state: 'ok', part: { ok: true, lastRunAt: null, everyMs: null } };
      const ok = heartbeat.fresh(now);
      return { state: ok ? 'ok' : 'degraded', part: { ok, lastRunAt: heartbeat.lastRunAt?.toISOString() ?? null, everyMs: heartbeat.everyMs } };
    },
  };
}

/** Refunds through a provider not done an hour after they were asked for, or failed: a person must look (the money is the customer's). */
function paymentsCheck(db: DatabaseSync, providers: ReadonlyMap<'wechat' | 'alipay', unknown>): HealthCheck<'payments'> {
  return {
    name: 'payments',
    run: (now) => {
      if (providers.size === 0) return null;
      const row = db.prepare("SELECT COUNT(*) AS n FROM payment_refunds WHERE status = 'failed' OR (status IN ('pending', 'processing') AND created_at < ?)").get(now.getTime() - 60 * 60 * 1000);
      const stuck = intOf(row ?? { n: 0 }, 'n');
      return { state: stuck === 0 ? 'ok' : 'degraded', part: { ok: stuck === 0, providers: [...providers.keys()], refundsNeedingAttention: stuck } };
    },
  };
}

/** Every check, in the answer's order. */
export function healthChecks(deps: HealthDeps): HealthCheck[] {
  return [
    databaseCheck(deps.db),
    uploadsCheck(deps.uploads),
    diskCheck(deps.uploads, deps.health.minFreeBytes),
    heartbeatCheck('sweep', deps.health.sweep, 'ok'),
    heartbeatCheck('backup', deps.health.backup, 'omit'),
    paymentsCheck(deps.db, deps.online.providers),
  ];
}

const rank: Record<CheckState, number> = { ok: 0, degraded: 1, down: 2 };

/** Runs every check: the answer, its status the worst of the parts'. */
export function runHealth(deps: HealthDeps, checks: readonly HealthCheck[] = healthChecks(deps)): HealthAnswer {
  const now = deps.now();
  let status: CheckState = 'ok';
  const parts: Partial<Record<keyof Parts, unknown>> = {};
  for (const check of checks) {
    const result = check.run(now);
    if (result === null) continue;
    parts[check.name] = result.part;
    if (rank[result.state] > rank[status]) status = result.state;
  }
  // Each check filled the part its name says with that part's shape (HealthCheck<K>); the record is read back as the answer here once.
  return { status, ...(parts as Parts), startedAt: deps.health.startedAt.toISOString() };
}
