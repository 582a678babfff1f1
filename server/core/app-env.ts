import type { MiddlewareHandler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { Measurer } from '../files/measurer.ts';
import type { PasswordCost } from '../auth/passwords.ts';
import type { UploadFolder } from './upload-folder.ts';

/** What every route module needs, built once by createApp. */
export interface AppDeps {
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
  /** Lets only requests with a live bearer token through (routes declared `customer: true`). */
  readonly requireCustomer: MiddlewareHandler<AppEnv>;
  /** Every answer is checked against its route's document (the tests); off in a deployment. */
  readonly checkAnswers: boolean;
}

/** Hono environment: values set by the bearer middleware for the handlers behind it. */
export interface AppEnv {
  Variables: {
    customerId: number;
    sessionId: number;
  };
}
