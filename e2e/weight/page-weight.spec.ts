import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes/routes.ts';
import { BUDGET, jsBudgetOf, OPEN_PAGES } from '../../scripts/size-report.ts';
import { pageScripts } from '../../scripts/page-scripts.ts';
import { settled } from '../axe-support.ts';
import { bearer, DEMO, expect, storeSession, test } from '../fixtures.ts';
import { CUBE_STL, openQuotationDraft, STEP1, STEP2, STEP3 } from '../quotation-support.ts';

/**
 * Page weight as a browser downloads it on a first view: every script the page fetches until it
 * has settled, the chunks its islands import when they mount included (`npm run size` counts only
 * what the HTML names and its static imports). Sizes are the gzip sizes of the built files, as
 * `npm run size` measures them, so the two figures compare.
 */

const distDir = process.env['SHOP_OUT_DIR'] ?? 'dist';
/** Uploads a part for steps 2 and 3; nothing else logs in as this customer. */
const WEIGHT_USER = { username: 'e2e-a11y', password: 'Demo1234' } as const;

const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The inline scripts of the built page of `route` (`/a/{id}` is built as `/a/_`), gzipped one by one as `npm run size` does. */
function inlineScripts(route: string): number {
  const html = readFileSync(join(distDir, route.replace(/\{[^}]+\}/g, '_'), 'index.html'), 'utf8');
  return pageScripts(distDir, html).inline.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
}

interface Weight {
  path: string;
  js: number;
  css: number;
  files: string[];
}

/** Opens the page of `path` (a route) in this tab and adds up the site's scripts and style sheets fetched until it settled. */
async function firstView(page: Page, open: () => Promise<unknown>, path: string): Promise<Weight> {
  const fetched = new Set<string>();
  const listener = (request: { url: () => string }) => {
    const { pathname } = new URL(request.url());
    if (/\.(?:js|css)$/.test(pathname)) fetched.add(pathname);
  };
  page.on('request', listener);
  await open();
  await settled(page);
  await page.waitForLoadState('networkidle');
  page.off('request', listener);
  const files = [...fetched].filter((pathname) => existsSync(join(distDir, pathname))).sort();
  const size = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((sum, f) => sum + gzipSize(join(distDir, f)), 0);
  return { path, js: size('.js') + inlineScripts(path), css: size('.css'), files };
}

/** One line per page; with SHOP_WEIGHT_FILES=1 each page's files follow it, largest first (gzip). */
function report(weights: Weight[]): string {
  const files = (w: Weight) =>
    process.env['SHOP_WEIGHT_FILES']
      ? w.files
          .map((f) => ({ f, size: gzipSize(join(distDir, f)) }))
          .sort((a, b) => b.size - a.size)
          .map(({ f, size }) => `\n    ${String(size).padStart(6)} ${f}`)
          .join('')
      : '';
  return weights.map((w) => `${w.path.padEnd(48)} JS ${String(w.js).padStart(6)} B  CSS ${String(w.css).padStart(6)} B${files(w)}`).join('\n');
}

function overBudget(weights: Weight[]): string[] {
  return weights.flatMap((w) => {
    const open = OPEN_PAGES.has(w.path);
    const over: string[] = [];
    const budget = jsBudgetOf(w.path);
    const scripts = () => w.files.filter((f) => f.endsWith('.js')).join(', ');
    if (w.js > budget) over.push(`${w.path}: JS ${w.js} B > ${budget} B (${scripts()})`);
    if (open && w.js > BUDGET.openPageJs) over.push(`${w.path}: JS ${w.js} B > ${BUDGET.openPageJs} B`);
    if (open && w.css > BUDGET.openPageCss) over.push(`${w.path}: CSS ${w.css} B > ${BUDGET.openPageCss} B`);
    return over;
  });
}

const OPEN = ['/platformhome', '/login', '/mydesign/home', '/mydesign/solution', '/mydesign/case', '/mydesign/aboutus', '/mydesign/solution/packagePayment'];

test.describe('page weight on a first view, chunks loaded at mount included', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('open pages, logged out', async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const weights: Weight[] = [];
    for (const path of OPEN) {
      // A fresh context for each page: nothing cached, nothing stored.
      const context = await browser.newContext(baseURL ? { baseURL } : {});
      const page = await context.newPage();
      weights.push(await firstView(page, () => page.goto(path), path));
      await context.close();
    }
    console.log(`First views, logged out (gzip):\n${report(weights)}`);
    expect(overBudget(weights)).toEqual([]);
  });

  test('every logged-in page, as demo, and the quotation steps with a part', async ({ page }) => {
    test.setTimeout(240_000);
    await storeSession(page, DEMO);
    await page.goto('/homefactory');
    await settled(page);
    const headers = await bearer(page);
    const read = async (path: string) => (await page.request.get(path, { headers })).json();
    const professional = await read('/api/shop-professional-order?page=1&size=1');
    const orders = await read('/api/shop-order?kind=customized&page=1&size=20');
    const suggestions = await read('/api/shop-suggestion?page=1&size=1');
    const saved = await read('/api/shop-quotation/saved?page=1&size=1');
    const paid = orders.records.find((row: { status: string }) => row.status === '生产中' || row.status === '已完成');
    const concrete: Record<string, string> = {
      '/professionalorder/designdrawings/{id}': `/professionalorder/designdrawings/${professional.records[0].orderNo}`,
      '/consumablesorder/consumableinformation': '/consumablesorder/consumableinformation?id=1',
      '/order/paymentResult/index': `/order/paymentResult/index?orderNo=${paid.orderNo}`,
      '/suggest/detail': `/suggest/detail?id=${suggestions.records[0].id}`,
      '/quotationorder/quote': `/quotationorder/quote?no=${saved.records[0].quoteNo}`,
    };
    const skipped = new Set(['/login', STEP2, STEP3, ...OPEN_PAGES]);
    const weights: Weight[] = [];
    for (const route of ROUTES.filter((r) => !skipped.has(r.path))) {
      // An empty cache for each page: a first view downloads everything it uses.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const path = concrete[route.path] ?? route.path;
      weights.push(await firstView(page, () => page.goto(path), route.path));
    }

    // Steps 2 and 3 with an uploaded part: what a customer in the middle of a quotation downloads.
    await storeSession(page, WEIGHT_USER);
    await page.goto(STEP1);
    for (const path of [STEP2, STEP3]) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      if (new URL(page.url()).pathname !== STEP1) await page.goto(STEP1);
      weights.push(await firstView(page, () => openQuotationDraft(page, path, { materialId: 1, files: [CUBE_STL] }), path));
    }
    console.log(`First views, logged in (gzip):\n${report(weights)}`);
    expect(overBudget(weights)).toEqual([]);
  });
});
