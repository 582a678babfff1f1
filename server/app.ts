import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import type { AppDeps } from './app-deps.ts';
import type { AppEnv } from './core/app-env.ts';
import { errorResponse, handleError, messages } from './core/errors.ts';
import { PendingFailures } from './test-hooks/fail-next.ts';
import { workerMeasurer, type Measurer } from './files/measurer.ts';
import { scheduleDeadlineSweep, scheduleMaintenance } from './maintenance.ts';
import { openApiDocument } from './core/openapi-document.ts';
import { route } from './core/route.ts';
import { requireCustomer } from './auth/sessions.ts';
import { defaultPasswordCost, type PasswordCost } from './auth/passwords.ts';
import { amountFlowRoutes } from './ledger/routes.ts';
import { couponRoutes } from './coupons/routes.ts';
import { materialRoutes, processRoutes } from './catalogue/routes.ts';
import { consumableOrderRoutes } from './orders/consumable-routes.ts';
import { customizedOrderRoutes } from './orders/customized-routes.ts';
import { consumableRoutes } from './catalogue/consumable-routes.ts';
import { consumableTestHookRoutes } from './test-hooks/consumable-routes.ts';
import { factoryRoutes } from './users/factory-routes.ts';
import { footageRoutes } from './footage/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { memberRoutes } from './users/member-routes.ts';
import { mockPayRoutes } from './payments/mock-routes.ts';
import { mockQqRoutes } from './qq/mock-routes.ts';
import { orderCenterRoutes } from './orders/center-routes.ts';
import { professionalOrderRoutes } from './orders/professional-routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { bankTransferDeskRoutes, bankTransferRoutes } from './bank-transfer/routes.ts';
import { qqRoutes } from './qq/routes.ts';
import { designOrderRoutes, designPackageRoutes, packageOrderRoutes } from './design/routes.ts';
import { consumableQuoteRoutes, quotationRoutes } from './quotation/routes.ts';
import { sessionRoutes } from './auth/routes.ts';
import { staticSite } from './static/site.ts';
import { suggestionRoutes } from './suggestions/routes.ts';
import { testHookRoutes } from './test-hooks/routes.ts';
import { userRoutes } from './users/routes.ts';
import { UploadFolder } from './core/upload-folder.ts';
import { addressRoutes } from './addresses/routes.ts';
import { rechargeRoutes } from './recharges/routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { orderQuotationRoutes, savedQuotationRoutes } from './quote-docs/routes.ts';
import { sharedListRoutes } from './quote-docs/shared-list.ts';
import { requireStaff } from './staff/guard.ts';
import { quoteRoutes } from './staff/quote-routes.ts';
import { shippingRoutes } from './staff/shipping-routes.ts';
import { feedbackRoutes } from './staff/feedback-routes.ts';
import { invoiceDeskRoutes } from './staff/invoice-routes.ts';
import { claimRoutes } from './staff/claim-routes.ts';
import { afterSalesRoutes } from './after-sales/routes.ts';
import { designRoutes } from './staff/design-routes.ts';
import { teamRoutes } from './staff/team-routes.ts';
import { catalogueRoutes } from './staff/catalogue-routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { paymentNoticeRoutes } from './payments/notice-routes.ts';
import { scheduleOnlineReconcile } from './payments/sweep.ts';
import type { OnlinePayments } from './payments/online-store.ts';
import { healthRoutes } from './health/routes.ts';
import { Heartbeat } from './core/heartbeat.ts';
import { logger as processLogger, requestLog, type Logger } from './core/log.ts';
import { minFreeDiskBytes } from './core/config.ts';

export interface AppOptions {
  /** The clock (tests move it). */
  now?: () => Date;
  /** The built site to serve beside the API; null or absent serves the API only. */
  distDir?: string | null;
  /** Mounts /api/__test__/* for browser tests (and lets fail-next answer for later requests). */
  testHooks?: boolean;
  /** Origin the API is reached at, for the OpenAPI `servers` entry. */
  publicOrigin?: string;
  /** argon2id cost of password hashes written at runtime; tests lower it for speed. */
  passwordCost?: PasswordCost;
  /** Behind a reverse proxy the operator controls: take the client's address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** The folder for the bytes of uploaded design files (the seed's drawings are written there too). */
  uploadDir: string;
  /** The folder object itself, instead of one made for `uploadDir` (tests that need a failing disk). */
  uploads?: UploadFolder;
  /** Checks every answer against its route's document, failing loudly when they differ (the tests). */
  checkAnswers?: boolean;
  /** Runs the clean-up (expired unused uploads, dead sessions) at start and then this often; off when absent. */
  maintenanceEveryMs?: number;
  /**
   * Moves orders whose deadline passed (unpaid ones cancelled, shipped ones received) at start and
   * then this often, by the app's clock; off when absent (tests sweep when they move the clock).
   */
  deadlineSweepEveryMs?: number;
  /** Measures uploaded meshes; by default in worker threads. */
  measurer?: Measurer;
  /**
   * Serves the simulated QQ authorization page and the simulated payment gateway. Off unless
   * asked for: anyone could log in as a QQ-bound customer or mark an order paid through them.
   */
  simulations?: boolean;
  /** The online payment providers configured (payments/providers), and the public origin for their callbacks; none when absent. */
  online?: OnlinePayments;
  /** Where the request log and the server's lines go; the process's logger (stdout, LOG_LEVEL) by default. */
  logger?: Logger;
  /** The scheduled backups' heartbeat (main.ts), for GET /api/health; absent when backups are off. */
  backup?: Heartbeat;
  /** Free disk under which GET /api/health answers down; SHOP_MIN_FREE_DISK_MB by default. */
  minFreeBytes?: number;
}

/** The whole HTTP application over an open (and seeded) database; it does not listen. */
export function createApp(db: DatabaseSync, options: AppOptions): Hono<AppEnv> {
  const now = options.now ?? (() => new Date());
  const deps: AppDeps = {
    db,
    now,
    requireCustomer: requireCustomer({ db, now }),
    requireStaff: requireStaff({ db, now }),
    checkAnswers: options.checkAnswers ?? false,
    passwordCost: options.passwordCost ?? defaultPasswordCost,
    uploads: options.uploads ?? new UploadFolder(options.uploadDir),
    measurer: options.measurer ?? workerMeasurer(),
    simulations: options.simulations ?? false,
    trustProxy: options.trustProxy ?? false,
    online: options.online ?? { providers: new Map(), origin: options.publicOrigin ?? '' },
    logger: options.logger ?? processLogger,
    health: {
      startedAt: now(),
      minFreeBytes: options.minFreeBytes ?? minFreeDiskBytes(),
      // Late after three intervals: one missed run is a busy moment, three are a stopped clock.
      sweep: options.deadlineSweepEveryMs === undefined ? null : new Heartbeat(options.deadlineSweepEveryMs, 3, now()),
      backup: options.backup ?? null,
    },
  };
  const testHooks = options.testHooks ?? false;
  if (options.maintenanceEveryMs !== undefined) scheduleMaintenance(deps, options.maintenanceEveryMs);
  if (options.deadlineSweepEveryMs !== undefined) scheduleDeadlineSweep(deps, options.deadlineSweepEveryMs);
  if (options.deadlineSweepEveryMs !== undefined && deps.online.providers.size > 0) scheduleOnlineReconcile(deps, options.deadlineSweepEveryMs);
  const app = new Hono<AppEnv>();

  app.onError(handleError);
  // First, so every answer (errors and the static site included) carries its X-Request-Id and is logged once.
  app.use('*', requestLog(deps.logger));
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
  const failures = testHooks ? new PendingFailures() : null;
  if (failures !== null) app.use('/api/*', failures.middleware());
  // Before the footage routes: its hook wraps a download's body.
  if (failures !== null) app.route('/api', consumableTestHookRoutes(deps));

  app.route('/api/shop-platform', sessionRoutes(deps));
  app.route('/api/shop-platform', userRoutes(deps));
  app.route('/api/shop-platform', qqRoutes(deps));
  app.route('/api/shop-coupon', couponRoutes(deps));
  app.route('/api/shop-amount-flow', amountFlowRoutes(deps));
  app.route('/api/shop-member', memberRoutes(deps));
  app.route('/api/shop-factory', factoryRoutes(deps));
  app.route('/api/shop-process', processRoutes(deps));
  app.route('/api/shop-material', materialRoutes(deps));
  app.route('/api/shop-file', fileRoutes(deps));
  app.route('/api/shop-quotation', quotationRoutes(deps));
  app.route('/api/shop-quotation', savedQuotationRoutes(deps));
  app.route('/api/shop-quotation', sharedListRoutes(deps));
  app.route('/api/shop-order', customizedOrderRoutes(deps));
  app.route('/api/shop-order', orderCenterRoutes(deps));
  app.route('/api/shop-order', orderQuotationRoutes(deps));
  app.route('/api/shop-payment', paymentRoutes(deps));
  app.route('/api/payment-notify', paymentNoticeRoutes(deps));
  app.route('/api/shop-payment', bankTransferRoutes(deps));
  app.route('/api/shop-professional-order', professionalOrderRoutes(deps));
  if (deps.simulations) app.route('/api/mock-qq', mockQqRoutes(deps));
  if (deps.simulations) app.route('/api/mock-pay', mockPayRoutes(deps));
  app.route('/api/shop-consumable', consumableRoutes(deps));
  app.route('/api/shop-footage', footageRoutes(deps));
  app.route('/api/shop-consumable-order', consumableQuoteRoutes(deps));
  app.route('/api/shop-order', consumableOrderRoutes(deps));
  app.route('/api/shop-suggestion', suggestionRoutes(deps));
  app.route('/api/shop-design-package', designPackageRoutes(deps));
  app.route('/api/shop-design-package-order', packageOrderRoutes(deps));
  app.route('/api/shop-design-order', designOrderRoutes(deps));
  app.route('/api/shop-address', addressRoutes(deps));
  app.route('/api/shop-recharge', rechargeRoutes(deps));
  app.route('/api/shop-invoice', invoiceRoutes(deps));
  app.route('/api/shop-staff', staffRoutes(deps));
  app.route('/api/shop-staff', quoteRoutes(deps));
  app.route('/api/shop-staff', shippingRoutes(deps));
  app.route('/api/shop-staff', feedbackRoutes(deps));
  app.route('/api/shop-staff', invoiceDeskRoutes(deps));
  app.route('/api/shop-staff', claimRoutes(deps));
  app.route('/api/shop-after-sales', afterSalesRoutes(deps));
  app.route('/api/shop-staff', designRoutes(deps));
  app.route('/api/shop-staff', teamRoutes(deps));
  app.route('/api/shop-staff', catalogueRoutes(deps));
  app.route('/api/shop-staff', bankTransferDeskRoutes(deps));
  app.route('/api/shop-message', messageRoutes(deps));
  healthRoutes(app, deps);
  const document = openApiDocument(app, options.publicOrigin ?? null);
  route(app, deps, {
    method: 'get',
    path: '/api/openapi.json',
    tags: ['文档'],
    summary: '本文档',
    responses: { 200: { description: 'OpenAPI 3.1 文档', content: { 'application/json': { schema: { type: 'object' } } } } },
  }, async (c) => c.json(await document()));
  if (failures !== null) app.route('/api/__test__', testHookRoutes(deps, failures));
  app.all('/api/*', (c) => errorResponse(c, 404, messages.unknownEndpoint));

  if (options.distDir != null) app.get('*', staticSite(options.distDir));
  return app;
}
