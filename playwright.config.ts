import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { PAY_ALIPAY_PORT, PAY_PORT, PAY_WECHAT_PORT, payBaseURL } from './e2e/payment-providers/ports.ts';

// E2E_PORT, SEED_E2E_PORT, SHOP_OUT_DIR and SHOP_E2E_OUT let several runs share a machine without clashing.
const PORT = Number(process.env['E2E_PORT'] ?? 4399);
// The seed-only backend (e2e/seed-only/backend.ts): a backend that speaks only the seed's contract.
const SEED_PORT = Number(process.env['SEED_E2E_PORT'] ?? PORT + 200);
const outputDir = process.env['SHOP_E2E_OUT'] ?? 'test-results';
const baseURL = `http://127.0.0.1:${PORT}`;
const seedBaseURL = `http://127.0.0.1:${SEED_PORT}`;
const distDir = process.env['SHOP_OUT_DIR'] ?? 'dist';
// No browser downloads here: use Debian's Chromium where it exists, Playwright's own elsewhere.
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env['SHOP_E2E_OUT'] ? `${outputDir}/e2e.json` : '.tmp/reports/e2e.json' }]],
  use: {
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace of every test costs about a quarter of the run on a 2-core machine; a
    // failure still leaves its page snapshot (error-context.md). SHOP_E2E_TRACE=1 keeps traces of failures.
    trace: process.env['SHOP_E2E_TRACE'] ? 'retain-on-failure' : 'off',
    launchOptions: existsSync(systemChromium)
      ? {
          executablePath: systemChromium,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        }
      : {},
  },
  projects: [
    // The built site in front of the reference API.
    { name: 'reference', testIgnore: ['**/seed-only/**', '**/weight/**'] },
    // The same site on a plain static host in front of a backend that has only the seed's calls.
    { name: 'seed-only', testDir: 'e2e/seed-only', use: { baseURL: seedBaseURL } },
    // `npm run weight`: each page's first view as the browser downloads it, against the page budget
    // (quotation steps 2 and 3 against their own 128 KB). `npm test` runs it on a
    // server of its own after the browser tests.
    ...(process.env['SHOP_FIRST_VIEW'] ? [{ name: 'weight', testDir: 'e2e/weight' }] : []),
  ],
  webServer: [
    {
      // The built site and the reference API on one port, with a fresh in-memory database.
      command: 'node server/main.ts',
      url: `${baseURL}/api/openapi.json`,
      env: { PORT: String(PORT), DB_PATH: ':memory:', SHOP_TEST_HOOKS: '1', SHOP_SIMULATIONS: '1', HOST: '127.0.0.1', DIST_DIR: distDir },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
    {
      // A shop with WeChat Pay and Alipay configured, in front of local stand-ins of both (tests only).
      command: 'node e2e/payment-providers/start.ts',
      url: `${payBaseURL}/api/openapi.json`,
      env: {
        PORT: String(PAY_PORT),
        PAY_WECHAT_PORT: String(PAY_WECHAT_PORT),
        PAY_ALIPAY_PORT: String(PAY_ALIPAY_PORT),
        DB_PATH: ':memory:',
        SHOP_TEST_HOOKS: '1',
        SHOP_SIMULATIONS: '0',
        HOST: '127.0.0.1',
        DIST_DIR: distDir,
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
    {
      command: 'node e2e/seed-only/backend.ts',
      url: `${seedBaseURL}/index.html`,
      env: { PORT: String(SEED_PORT), DIST_DIR: distDir },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
  ],
});
