import type { DatabaseSync } from 'node:sqlite';
import type { Measurer } from './files/measurer.ts';
import type { PasswordCost } from './auth/passwords.ts';
import type { RouteDeps } from './core/route.ts';
import type { UploadFolder } from './core/upload-folder.ts';
import type { OnlinePayments } from './payments/online-store.ts';
import type { HealthState } from './health/checks.ts';
import type { Logger } from './core/log.ts';

/** What every resource needs, built once by createApp. */
export interface AppDeps extends RouteDeps {
  readonly db: DatabaseSync;
  /** The clock; tests move it to reach expiry and rate-limit windows. */
  readonly now: () => Date;
  /** argon2id cost of hashes written at runtime (password change, rehash at login, test-hook reseed). */
  readonly passwordCost: PasswordCost;
  /** Where the bytes of uploaded design files live. */
  readonly uploads: UploadFolder;
  /** Measures uploaded meshes off the request thread. */
  readonly measurer: Measurer;
  /** The simulated QQ authorization page and payment gateway are served (demo and tests only). */
  readonly simulations: boolean;
  /** Client addresses come from X-Forwarded-For (set by the operator's reverse proxy). */
  readonly trustProxy: boolean;
  /** WeChat Pay / Alipay, each present when its merchant settings are given, and the public origin their callbacks reach. */
  readonly online: OnlinePayments;
  /** What GET /api/health reads beside the database and the folder: the start, the disk floor, the schedules' heartbeats. */
  readonly health: HealthState;
  /** Where the server's lines go (core/log.ts; tests capture one). */
  readonly logger: Logger;
}
