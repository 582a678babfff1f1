/**
 * GET /api/health: what a monitor (or the operator's reverse proxy) asks of a running shop,
 * without a login. Each part says whether it is fine and the figures behind it, never a path or
 * a file name of the server (the answer is public).
 */
import { z } from 'zod';
import { isoTime } from './common.ts';

/** ok: every part is fine; degraded: the shop answers but something is late (a sweep, a backup); down: it cannot do its work. */
export const HealthStatus = z.enum(['ok', 'degraded', 'down']);

export const HealthAnswer = z.object({
  status: HealthStatus,
  database: z.object({ ok: z.boolean(), schemaVersion: z.number().int().nullable(), error: z.string().optional() }),
  uploads: z.object({ ok: z.boolean(), writable: z.boolean(), message: z.string() }),
  disk: z.object({ ok: z.boolean(), freeBytes: z.number().int().nullable(), minFreeBytes: z.number().int() }),
  /** The deadline sweep (unpaid orders cancelled, shipped ones received): its last finished run; everyMs null when it does not run (tests). */
  sweep: z.object({ ok: z.boolean(), lastRunAt: isoTime.nullable(), everyMs: z.number().int().nullable() }),
  /** Only when backups are on (SHOP_BACKUP_DIR). */
  backup: z.object({ ok: z.boolean(), lastRunAt: isoTime.nullable(), everyMs: z.number().int().nullable() }).optional(),
  /**
   * Only when WeChat Pay or Alipay is configured: the providers on, and refunds through them that
   * need a person (failed after their retries, or still unsent after an hour): degraded while any do.
   */
  payments: z.object({ ok: z.boolean(), providers: z.array(z.enum(['wechat', 'alipay'])), refundsNeedingAttention: z.number().int().nonnegative() }).optional(),
  startedAt: isoTime,
});
export type HealthAnswer = z.infer<typeof HealthAnswer>;
