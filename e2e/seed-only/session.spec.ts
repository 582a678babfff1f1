import type { Page } from '@playwright/test';
import { expect, logInThroughForm, recordHeadings, recordToasts, seenHeadings, shownToasts, storedUser, test } from '../fixtures.ts';
import { SEED_DEMO, SEED_MAKER, SEED_NEWBIE, forceNextAnswer, logInToOpenPage, recordApiCalls } from './support.ts';

test('password login stores the token and the user info, and later calls carry the bearer', async ({ page }) => {
  const calls = recordApiCalls(page);
  await logInThroughForm(page, SEED_DEMO);
  await page.waitForURL((url) => url.pathname === '/homefactory');
  await expect(page.getByRole('heading', { name: '工厂首页' })).toBeVisible();
  await expect(page.getByText('当前工厂：一号工厂')).toBeVisible();
  const stored = await storedUser(page);
  expect(stored?.token).toBeTruthy();
  expect(stored?.userInfo?.customer.username).toBe('demo');
  await expect(page.locator('[data-user-nickname]')).toHaveText(SEED_DEMO.nickname);

  // Still logged in on the next page, which reads the user info again with the token.
  await page.goto('/me/personcenter');
  await expect(page.getByRole('heading', { name: SEED_DEMO.nickname })).toBeVisible();
  const after = calls.filter((call) => call.path !== '/api/shop-platform/sessions');
  expect(after.map((call) => call.path)).toContain('/api/shop-platform/users/me/session');
  for (const call of after) expect(call.authorization, call.path).toBe(`Bearer ${stored?.token}`);
});

test('a customer with string ids and no balance, level or quota gets fallbacks, not blanks', async ({ page }) => {
  await logInThroughForm(page, SEED_MAKER);
  await page.waitForURL((url) => url.pathname === '/homefactory');
  await expect(page.getByText('当前工厂：编号 F-7 的工厂')).toBeVisible();
  await page.goto('/me/personcenter');
  await expect(page.getByRole('heading', { name: SEED_MAKER.nickname })).toBeVisible();
  await expect(page.getByText('账户余额')).toHaveCount(0);
  await expect(page.getByText('会员等级')).toHaveCount(0);
  await page.goto('/usercenter');
  await expect(page.getByText('已用 2.00 KB')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/undefined|NaN/);
});

test('the customer without a factory lands on /mydesign/home, which says how to choose one', async ({ page }) => {
  await logInThroughForm(page, SEED_NEWBIE);
  await page.waitForURL((url) => url.pathname === '/mydesign/home');
  await expect(page.getByText('您还没有选择常用工厂')).toBeVisible();
  // No nickname: the header shows the username.
  await expect(page.locator('[data-user-nickname]')).toHaveText('newbie');
  expect((await storedUser(page))?.userInfo?.customer.usingFactory).toBeNull();
});

test('QQ login shows 登录成功 and stores the token', async ({ page }) => {
  await recordToasts(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'QQ登录' }).click();
  await page.waitForURL((url) => url.pathname === '/homefactory' && !url.searchParams.has('code'));
  await expect.poll(() => shownToasts(page)).toContain('登录成功');
  const stored = await storedUser(page);
  expect(stored?.token).toBeTruthy();
  expect(stored?.userInfo?.customer.username).toBe('demo');
  await expect(page.getByRole('heading', { name: '工厂首页' })).toBeVisible();
});

test('a code on /homefactory without the login marker runs the binding callback, shows 绑定成功 and returns to 用户中心', async ({ page }) => {
  await logInThroughForm(page, SEED_DEMO);
  await page.waitForURL((url) => url.pathname === '/homefactory');
  const { token } = (await storedUser(page)) ?? { token: '' };
  const start = await page.request.get('/api/shop-platform/qqbinding/bind', { headers: { Authorization: `Bearer ${token}` } });
  const { url } = await start.json();
  await page.evaluate(() => localStorage.removeItem('login-way'));
  await recordToasts(page);
  await page.goto(url);
  await page.waitForURL((url) => url.pathname === '/usercenter' && url.search === '');
  await expect.poll(() => shownToasts(page)).toContain('绑定成功');
  expect((await storedUser(page))?.token).toBe(token);
  const status = await page.request.get('/api/shop-platform/qqbinding', { headers: { Authorization: `Bearer ${token}` } });
  expect(await status.json()).toEqual({ bound: true });
});

test('绑定QQ in 用户中心 round-trips through /homefactory back to 用户中心', async ({ page }) => {
  await logInThroughForm(page, SEED_MAKER, '/login?redirect=%2Fusercenter');
  await page.waitForURL((url) => url.pathname === '/usercenter');
  await expect(page.getByText('未绑定')).toBeVisible();
  await recordToasts(page);
  // Already on /usercenter: wait for the trip's callback page first, or the wait for 用户中心 ends at once.
  const callback = page.waitForURL((url) => url.pathname === '/homefactory');
  await page.getByRole('button', { name: '绑定QQ' }).click();
  await callback;
  await page.waitForURL((url) => url.pathname === '/usercenter' && url.search === '');
  await expect.poll(() => shownToasts(page)).toContain('绑定成功');
  await expect(page.getByText('已绑定')).toBeVisible();
});

test("a failed call shows its message for about 5 s, and 服务异常 when it has none", async ({ page }) => {
  await logInThroughForm(page, SEED_DEMO);
  await page.waitForURL((url) => url.pathname === '/homefactory');
  await forceNextAnswer(page, { method: 'GET', path: '/api/shop-coupon', status: 503, body: { message: '优惠券服务维护中' } });
  // When each message comes and goes, timed in the page itself (a busy machine delays the test's own look).
  await page.addInitScript(() => {
    const times: Record<string, { shown: number; gone?: number }> = {};
    Object.assign(window, { toastTimes: times });
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) if (node instanceof HTMLElement && node.dataset['toastKind']) times[node.textContent ?? ''] = { shown: performance.now() };
        for (const node of change.removedNodes) {
          const entry = node instanceof HTMLElement ? times[node.textContent ?? ''] : undefined;
          if (entry) entry.gone = performance.now();
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/me/coupon');
  await expect(page.locator('[data-toast-kind="error"]', { hasText: '优惠券服务维护中' })).toBeVisible();
  const lasted = await page.waitForFunction(() => {
    const times = (window as unknown as { toastTimes: Record<string, { shown: number; gone?: number }> }).toastTimes;
    const entry = Object.entries(times).find(([text]) => text.includes('优惠券服务维护中'))?.[1];
    return entry?.gone === undefined ? null : entry.gone - entry.shown;
  }, undefined, { timeout: 10_000 });
  const duration = Number(await lasted.jsonValue());
  expect(duration).toBeGreaterThan(4_500);
  expect(duration).toBeLessThan(6_000);
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();

  await forceNextAnswer(page, { method: 'GET', path: '/api/shop-coupon', status: 500 });
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.locator('[data-toast-kind="error"]', { hasText: '服务异常' })).toBeVisible();
});

/** Holds the page script that installs the notifier (BaseLayout's), as a slow connection would. */
async function holdPageScript(page: Page, ms: number): Promise<() => boolean> {
  let held = false;
  await page.route('**/BaseLayout.astro_astro_type_script*', async (route) => {
    held = true;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return () => held;
}

test("a call that fails before the page's script has run still shows its message", async ({ page }) => {
  await logInThroughForm(page, SEED_DEMO);
  await page.waitForURL((url) => url.pathname === '/homefactory');
  await forceNextAnswer(page, { method: 'GET', path: '/api/shop-coupon', status: 503, body: { message: '优惠券服务维护中' } });
  const held = await holdPageScript(page, 1_500);
  await page.goto('/me/coupon', { waitUntil: 'commit' });
  // The island's call failed while the script was held: the list says so at once.
  await expect(page.getByText('加载失败：优惠券服务维护中')).toBeVisible();
  expect(held()).toBe(true);
  await expect(page.locator('[data-toast-kind="error"]', { hasText: '优惠券服务维护中' })).toBeVisible();
});

test("a 401 that comes before the page's script has run still goes to /login", async ({ page }) => {
  await logInThroughForm(page, SEED_DEMO);
  await page.waitForURL((url) => url.pathname === '/homefactory');
  await forceNextAnswer(page, { method: 'GET', path: '/api/shop-coupon', status: 401, body: { message: '登录已过期，请重新登录' } });
  const held = await holdPageScript(page, 1_500);
  await page.goto('/me/coupon', { waitUntil: 'commit' });
  await page.waitForURL((url) => url.pathname === '/login');
  expect(held()).toBe(true);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/me/coupon');
  await expect(page.getByText('登录已过期，请重新登录')).toBeVisible();
});

test('a 401 goes to /login?redirect=<path> and back after login', async ({ page }) => {
  await logInThroughForm(page, SEED_DEMO);
  await page.waitForURL((url) => url.pathname === '/homefactory');
  await forceNextAnswer(page, { method: 'GET', path: '/api/shop-coupon', status: 401, body: { message: '登录已过期，请重新登录' } });
  await page.goto('/me/coupon?status=unused');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/me/coupon?status=unused');
  await expect(page.getByText('登录已过期，请重新登录')).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  await page.getByLabel('用户名').fill(SEED_DEMO.username);
  await page.getByLabel('密码', { exact: true }).fill(SEED_DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/me/coupon' && url.search === '?status=unused');
  await expect(page.getByRole('heading', { name: '我的优惠券' })).toBeVisible();
});

test("a stored user info this site does not recognise is loaded again, and the token stays", async ({ page }) => {
  await logInThroughForm(page, SEED_DEMO);
  await page.waitForURL((url) => url.pathname === '/homefactory');
  const { token } = (await storedUser(page)) ?? { token: '' };
  await page.evaluate((kept) => localStorage.setItem('shop-user', JSON.stringify({ token: kept, userInfo: { profile: 'from another version' } })), token);
  await page.goto('/ordercenter/customizeorder');
  expect(new URL(page.url()).pathname).toBe('/ordercenter/customizeorder');
  await expect.poll(async () => (await storedUser(page))?.userInfo?.customer?.username).toBe('demo');
  expect((await storedUser(page))?.token).toBe(token);
});

test('a page renders from the stored user at once; a refresh answered 401 then goes to login', async ({ page }) => {
  await logInToOpenPage(page, SEED_DEMO);
  await forceNextAnswer(page, { method: 'GET', path: '/api/shop-platform/users/me/session', status: 401, body: { message: '登录已过期，请重新登录' } });
  await recordHeadings(page);
  await page.goto('/me/coupon', { waitUntil: 'commit' });
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/me/coupon');
  expect(await seenHeadings(page)).toContain('/me/coupon 我的优惠券');
  expect(await storedUser(page)).toBeNull();
});

test('a refresh saying the factory is gone applies the factory rule on a page that needs one, and says why', async ({ page }) => {
  await logInToOpenPage(page, SEED_DEMO);
  const customer = { id: 1, username: 'demo', nickname: '演示用户', shop: { id: 11, storageSize: 1024 } };
  await forceNextAnswer(page, { method: 'GET', path: '/api/shop-platform/users/me/session', status: 200, body: { customer } });
  await recordHeadings(page);
  await recordToasts(page);
  await page.goto('/footagedownload', { waitUntil: 'commit' });
  await page.waitForURL((url) => url.pathname === '/mydesign/home');
  expect(await seenHeadings(page)).toContain('/footagedownload 素材下载');
  await expect.poll(() => shownToasts(page)).toContain('此页面需要先选择常用工厂，请在用户中心选择工厂后再使用');
  await expect(page.locator('[data-no-factory-note]')).toBeVisible();
});
