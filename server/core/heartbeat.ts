/**
 * The last finished run of something the server does on a schedule (the deadline sweep, the
 * backups), for GET /api/health to tell a late one: late when the last run (or, before the first,
 * the start) is older than `staleAfter` intervals.
 */
export class Heartbeat {
  readonly everyMs: number;
  readonly staleAfter: number;
  readonly #since: number;
  #lastRunAt: number | null = null;

  /** `since`: when the schedule started (the app's clock). */
  constructor(everyMs: number, staleAfter: number, since: Date) {
    this.everyMs = everyMs;
    this.staleAfter = staleAfter;
    this.#since = since.getTime();
  }

  /** A run finished well at `at` (a failed run is not recorded, so failures end in a late heartbeat). */
  beat(at: Date): void {
    this.#lastRunAt = Math.max(this.#lastRunAt ?? 0, at.getTime());
  }

  get lastRunAt(): Date | null {
    return this.#lastRunAt === null ? null : new Date(this.#lastRunAt);
  }

  /** Whether the last run is recent enough at `now`. */
  fresh(now: Date): boolean {
    return now.getTime() - (this.#lastRunAt ?? this.#since) <= this.everyMs * this.staleAfter;
  }
}
