/**
 * `npm run screenshots [-- pages…]`: PNGs of pages at 390 px and 1280 px, logged out and
 * logged in as demo, into .tmp/screenshots/, for looking at what was built. Needs the site
 * served (`npm start`, or SHOTS_BASE=http://127.0.0.1:PORT).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.env['SHOTS_BASE'] ?? 'http://127.0.0.1:4321';
const out = '.tmp/screenshots';
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/platformhome', '/login', '/homefactory', '/me/coupon', '/mydesign/home', '/no-such-page'];
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const width of [390, 1280]) {
  for (const state of ['out', 'in'] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    if (state === 'in') {
      const response = await page.request.post(`${base}/api/shop-platform/sessions`, { data: { username: 'demo', password: 'Demo1234' } });
      const { token } = await response.json();
      const info = await (await page.request.get(`${base}/api/shop-platform/users/me/session`, { headers: { Authorization: `Bearer ${token}` } })).json();
      await context.addInitScript((value) => localStorage.setItem('shop-user', value), JSON.stringify({ token, userInfo: info }));
    }
    for (const path of pages) {
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      const name = `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-${width}-${state}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}  ← ${page.url()}`);
    }
    await context.close();
  }
}
await browser.close();
