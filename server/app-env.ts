import type { DatabaseSync } from 'node:sqlite';

/** What every route module needs, built once by createApp. */
export interface AppDeps {
  readonly db: DatabaseSync;
  /** The clock; tests move it to reach expiry and rate-limit windows. */
  readonly now: () => Date;
  /** scrypt N for hashes written at runtime (password change, test-hook reseed). */
  readonly passwordCost: number;
}

/** Hono environment: values set by the bearer middleware for the handlers behind it. */
export interface AppEnv {
  Variables: {
    customerId: number;
    sessionId: number;
  };
}
