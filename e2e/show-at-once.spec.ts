import type { Page } from '@playwright/test';
import { DEMO, expect, failNext, logInThroughForm, openAs, recordHeadings, seenHeadings, storeSession, storedUser, test } from './fixtures.ts';
import { CATALOGUE } from './consumables-support.ts';
import { settled } from './axe-support.ts';
import { CUBE_STL, QUOTE_USER, STEP1, openStep3With } from './quotation-support.ts';

const cards = (page: Page) => page.getByRole('list', { name: '耗材列表' }).getByRole('listitem');
const total = (page: Page) => page.getByText(/^共 \d+ 件耗材$/);

test('a logged-in page renders from the stored user before users/me/session answers, and stays', async ({ page }) => {
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  // Hold the background refresh (the real answer follows once released).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route('**/api/shop-platform/users/me/session', async (route) => {
    // Only this page's refresh counts: /homefactory's own may still be on its way.
    if (new URL(route.request().frame().url()).pathname === '/me/personcenter') held += 1;
    await released;
    await route.continue();
  });
  await page.goto('/me/personcenter');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.nickname })).toBeVisible();
  await expect(page.getByText('正在验证登录状态…')).toHaveCount(0);
  expect(held).toBe(1);
  release();
  await page.waitForResponse('**/api/shop-platform/users/me/session');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.nickname })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/me/personcenter');
  expect((await storedUser(page))?.userInfo?.customer.username).toBe('demo');
});

test('a page that needs a factory also renders at once when the stored user has one', async ({ page }) => {
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shop-platform/users/me/session', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/consumablesorder');
  await expect(page.getByRole('heading', { level: 1, name: '耗材商城' })).toBeVisible();
  release();
});

test('a logged-out visitor sees nothing protected on the way to /login', async ({ page }) => {
  await recordHeadings(page);
  await page.goto('/me/personcenter');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.goto('/homefactory');
  await page.waitForURL((url) => url.pathname === '/login');
  const onProtected = (await seenHeadings(page)).filter((entry) => !entry.startsWith('/login '));
  expect(onProtected).toEqual([]);
});

// Pages whose heading names the page (not the customer's data) draw heading and introduction with
// the HTML, exactly where the island draws them once it mounts: the largest text is painted at
// once and nothing moves when the island takes over.
for (const [path, heading] of [
  ['/ordercenter/customizeorder', '定制订单'],
  ['/ordercenter/consumableorder', '耗材订单'],
  ['/footagedownload', '素材下载'],
  ['/consumablesorder', '耗材商城'],
] as const) {
  test(`${path} draws its heading and introduction before the island, in the island's place`, async ({ page }) => {
    await storeSession(page, DEMO);
    const lead = async () => {
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect(title).toBeVisible();
      const intro = page.locator('h1 ~ p, h1 + p, div:has(> div > h1) > p').first();
      return { title: await title.boundingBox(), intro: await intro.boundingBox(), text: await intro.textContent() };
    };
    // The page's scripts wait until the first draw is measured.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByText('正在验证登录状态…')).toBeVisible();
    // The page is parsed while its stylesheet loads (the island bootstrap sits in head), but the
    // browser draws nothing before the stylesheet applies: measure what that first frame shows.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));
    const before = await lead();
    release();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.getByText('正在验证登录状态…')).toHaveCount(0);
    const after = await lead();
    expect(before.text).toBeTruthy();
    expect(after.text).toBe(before.text);
    expect(after.intro).toEqual(before.intro);
    expect(after.title?.y).toBe(before.title?.y);
  });
}

// The islands' bootstrap sits in head above the stylesheet (scripts/astro-island-scripts.ts): no
// inline script in the body waits for the CSS, so the whole page is parsed while it loads and the
// first frame draws header, heading and footer together instead of the header alone.
for (const [path, heading] of [
  ['/ordercenter/customizeorder', '定制订单'],
  ['/consumablesorder', '耗材商城'],
] as const) {
  test(`${path} is parsed to its footer while the stylesheet is still loading`, async ({ page }) => {
    await storeSession(page, DEMO);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route('**/_astro/*.css', async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => held).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => [document.querySelector('main h1')?.textContent ?? '', document.querySelector('footer') !== null])).toEqual([heading, true]);
    release();
    // Once the CSS is in, the island takes over as before.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

/** The core chunk (React and src/core, scripts/chunk-rule.ts), named after the React renderer's entry it holds. */
const CORE_CHUNK = /\/_astro\/client\.[\w-]+\.js$/;

test.describe('/consumablesorder: the catalogue call leaves from the head', () => {
  test("the first call leaves while the page's JavaScript is still loading, and only once", async ({ page }) => {
    await storeSession(page, DEMO);
    const calls: string[] = [];
    const seen: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/shop-consumable') calls.push(url.search);
      if (url.pathname === '/api/shop-consumable' || CORE_CHUNK.test(url.pathname)) seen.push(url.pathname);
    });
    // React with the core (77 KB of the page's 90) held back, as on a slow connection.
    await page.route(CORE_CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      seen.push('react answered');
      await route.continue();
    });
    await page.goto(CATALOGUE);
    await expect(cards(page)).toHaveCount(12);
    expect(seen.indexOf('/api/shop-consumable')).toBeLessThan(seen.indexOf('react answered'));
    expect(calls).toEqual(['?sort=default&page=1&size=12']);
  });

  test('an address with a filter sends only the page’s own call, for that filter', async ({ page }) => {
    await storeSession(page, DEMO);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/shop-consumable') calls.push(url.search);
    });
    await page.goto(`${CATALOGUE}?category=tool`);
    await expect(total(page)).toHaveText('共 6 件耗材');
    expect(calls).toEqual(['?category=tool&sort=default&page=1&size=12']);
  });

  test('an ended session answered to the early call goes to /login, which says so', async ({ page }) => {
    await openAs(page, DEMO, CATALOGUE);
    await expect(cards(page)).toHaveCount(12);
    await failNext(page, { method: 'GET', path: '/api/shop-consumable', status: 401, message: '登录已过期，请重新登录' });
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(CATALOGUE);
    await expect(page.getByText('登录已过期，请重新登录')).toBeVisible();
  });
});

test('step 3 draws its address fields once and its quantity box once: the materials, coupons, file check and price arriving leave them as they are', async ({ page }) => {
  // A backend without an address book: nothing is picked into the fields while the step opens.
  await page.route('**/api/shop-address', (route) => route.fulfill({ status: 404, body: '' }));
  // React sets an input's name again (unsets and restores it) each time it draws the input again, so
  // the name writes on a box that is already on the page count its redraws.
  await page.addInitScript(() => {
    const writes: Record<string, number> = {};
    Object.assign(window, { __nameWrites: writes });
    const observe = () =>
      new MutationObserver((records) => {
        for (const record of records) {
          const box = record.target as HTMLInputElement;
          if (record.attributeName === 'name' && box.id) writes[box.id] = (writes[box.id] ?? 0) + 1;
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['name'] });
    if (document.body) observe();
    else document.addEventListener('DOMContentLoaded', observe);
  });
  await openAs(page, QUOTE_USER, STEP1);
  await openStep3With(page, { materialId: 1, colour: null, files: [CUBE_STL] });
  await expect(page.getByTestId('payable')).toHaveText(/^¥\d/);
  await settled(page);
  await page.waitForLoadState('networkidle');
  const boxes = { 收货人: '', 手机号: '', 所在地区: '', 详细地址: '' } as Record<string, string>;
  for (const label of Object.keys(boxes)) boxes[label] = (await page.getByLabel(label, { exact: true }).getAttribute('id')) ?? '';
  const quantityId = (await page.getByRole('textbox', { name: /的数量$/ }).getAttribute('id')) ?? '';
  const writes = await page.evaluate(() => (window as unknown as { __nameWrites: Record<string, number> }).__nameWrites);
  const redraws = (id: string) => (writes[id] ?? 0) / 2;
  // The quantity box is never drawn again; the address fields once, when the address book's picker comes with the step's extras.
  expect(redraws(quantityId)).toBe(0);
  for (const id of Object.values(boxes)) expect(redraws(id)).toBeLessThanOrEqual(1);
});
