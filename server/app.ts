import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './app-env.ts';
import { errorResponse, handleError, messages } from './http-errors.ts';
import { PendingFailures } from './fail-next.ts';
import { openApiDocument } from './openapi-document.ts';
import { defaultPasswordCost } from './passwords.ts';
import { amountFlowRoutes } from './routes/amount-flow.ts';
import { couponRoutes } from './routes/coupons.ts';
import { factoryRoutes } from './routes/factories.ts';
import { memberRoutes } from './routes/members.ts';
import { mockQqRoutes } from './routes/mock-qq.ts';
import { qqRoutes } from './routes/qq.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { staticSite } from './routes/static.ts';
import { testHookRoutes } from './routes/test-hooks.ts';
import { userRoutes } from './routes/users.ts';

export interface AppOptions {
  /** The clock (tests move it). */
  now?: () => Date;
  /** The built site to serve beside the API; null or absent serves the API only. */
  distDir?: string | null;
  /** Mounts /api/__test__/* for browser tests (and lets fail-next answer for later requests). */
  testHooks?: boolean;
  /** Origin the API is reached at, for the OpenAPI `servers` entry. */
  publicOrigin?: string;
  /** scrypt N for password hashes written at runtime; tests lower it for speed. */
  passwordCost?: number;
}

const maxBodyBytes = 1024 * 1024;

/** The whole HTTP application over an open (and seeded) database; it does not listen. */
export function createApp(db: DatabaseSync, options: AppOptions = {}): Hono<AppEnv> {
  const deps: AppDeps = {
    db,
    now: options.now ?? (() => new Date()),
    passwordCost: options.passwordCost ?? defaultPasswordCost,
  };
  const testHooks = options.testHooks ?? false;
  const document = openApiDocument({ testHooks, publicOrigin: options.publicOrigin ?? null });
  const app = new Hono<AppEnv>();

  app.onError(handleError);
  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? errorResponse(c, 404, messages.unknownEndpoint) : c.text(messages.pageNotFound, 404),
  );

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  app.use('/api/*', async (c, next) => {
    await next();
    // Answers carry tokens and personal data: never cache them anywhere.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use(
    '/api/*',
    bodyLimit({ maxSize: maxBodyBytes, onError: (c) => errorResponse(c, 413, messages.bodyTooLarge) }),
  );
  const failures = testHooks ? new PendingFailures() : null;
  if (failures !== null) app.use('/api/*', failures.middleware());

  app.route('/api/shop-platform', sessionRoutes(deps));
  app.route('/api/shop-platform', userRoutes(deps));
  app.route('/api/shop-platform', qqRoutes(deps));
  app.route('/api/shop-coupon', couponRoutes(deps));
  app.route('/api/shop-amount-flow', amountFlowRoutes(deps));
  app.route('/api/shop-member', memberRoutes(deps));
  app.route('/api/shop-factory', factoryRoutes(deps));
  app.route('/api/mock-qq', mockQqRoutes(deps));
  app.get('/api/openapi.json', (c) => c.json(document));
  if (failures !== null) app.route('/api/__test__', testHookRoutes(deps, failures));
  app.all('/api/*', (c) => errorResponse(c, 404, messages.unknownEndpoint));

  if (options.distDir != null) app.get('*', staticSite(options.distDir));
  return app;
}
