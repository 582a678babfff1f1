import { ROUTES } from '../src/lib/routes/routes.ts';
import { DEMO, expect, logInThroughForm, test } from './fixtures.ts';

// The design order center (/mydesign/ordercenter/*) is open by the guard too, but its first API
// call answers a logged-out visitor 401, which sends them to login like a protected page.
const OPEN = ['/platformhome', '/login', '/mydesign/home', '/mydesign/solution', '/mydesign/case', '/mydesign/aboutus', '/mydesign/solution/packagePayment'];
const concrete = (path: string) => path.replace('{id}', '42');
const PROTECTED = ROUTES.map((route) => concrete(route.path)).filter((path) => !OPEN.includes(path));

test.describe('logged out', () => {
  for (const path of OPEN) {
    test(`${path} stays open`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  for (const path of PROTECTED) {
    test(`${path} goes to /login with the page as redirect`, async ({ page }) => {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
      await expect(page.getByRole('heading', { name: '登录星火智造' })).toBeVisible();
    });
  }
});

test.describe('the design order center, logged out', () => {
  for (const path of ['/mydesign/ordercenter/packageorder', '/mydesign/ordercenter/designorder?new=1', '/mydesign/ordercenter/myOrder']) {
    test(`${path} goes to /login and back without asking the API (no 401, nothing in the console)`, async ({ page }) => {
      const messages: string[] = [];
      const refused: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      page.on('response', (response) => {
        if (response.status() === 401) refused.push(response.url());
      });
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
      await expect(page.locator('#toast-region')).toContainText('请先登录');
      expect(refused).toEqual([]);
      expect(messages.filter((line) => line.startsWith('error') || line.startsWith('warning'))).toEqual([]);
    });
  }
});

test.describe('redirect routes', () => {
  const table: [string, string][] = [
    ['/', '/platformhome'],
    ['/mydesign', '/mydesign/home'],
    ['/mydesign/ordercenter', '/mydesign/ordercenter/packageorder'],
    ['/quotationorder', '/quotationorder/selectmaterialprocess'],
    ['/ordercenter', '/ordercenter/customizeorder'],
    ['/suggest', '/suggest/form'],
  ];

  test('each redirect route lands on its target (logged in)', async ({ page }) => {
    await logInThroughForm(page, DEMO);
    await page.waitForURL('**/homefactory');
    for (const [from, to] of table) {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });

  test('the static redirect pages refresh after 0 s for hosts without _redirects', async ({ page, request }) => {
    for (const [from, to] of table) {
      const file = from === '/' ? '/index.html' : `${from}/index.html`;
      const html = await (await request.get(file)).text();
      expect(html).toContain(`content="0;url=${to}"`);
    }
    await page.goto('/mydesign/index.html');
    await page.waitForURL((url) => url.pathname === '/mydesign/home');
  });

  test('the reference server answers the _redirects rules with 301', async ({ request }) => {
    for (const [from, to] of table) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location']).toBe(to);
    }
  });
});

test.describe('design drawings of any order id', () => {
  test('the reference server answers 200 and the page shows the id', async ({ page }) => {
    await logInThroughForm(page, DEMO);
    await page.waitForURL('**/homefactory');
    const response = await page.goto('/professionalorder/designdrawings/A20261121-7');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: '订单 A20261121-7 的设计图纸' })).toBeVisible();
  });

  test('a plain static host serving 404.html still mounts the page', async ({ page, request }) => {
    const notFound = await (await request.get('/404.html')).text();
    await page.route('**/professionalorder/designdrawings/88', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }));
    await logInThroughForm(page, DEMO);
    await page.waitForURL('**/homefactory');
    await page.goto('/professionalorder/designdrawings/88');
    await expect(page.getByRole('heading', { name: '订单 88 的设计图纸' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  });
});
