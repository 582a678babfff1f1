import { DEMO, MAKER, expect, logInThroughForm, openAs, storedUser, test } from './fixtures.ts';

test('a corrupt shop-user value counts as logged out and is removed', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('shop-user', '{"token": broken');
    }
  });
  await page.goto('/platformhome');
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('shop-user'))).toBeNull();
  await page.goto('/me/personcenter');
  await page.waitForURL((url) => url.pathname === '/login');
});

test('a wrongly shaped shop-user value sends a protected page to /login', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('shop-user', JSON.stringify({ token: 42, userInfo: 'yes' }));
  });
  await page.goto('/me/coupon');
  await page.waitForURL((url) => url.pathname === '/login');
});

test('logging out in one tab logs out every tab, and a protected page goes to /login', async ({ page, context }) => {
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  const other = await context.newPage();
  await other.goto('/me/coupon');
  await expect(other.getByRole('heading', { name: '我的优惠券' })).toBeVisible();
  const openPage = await context.newPage();
  await openPage.goto('/platformhome');
  await expect(openPage.locator('[data-user-nickname]')).toHaveText(DEMO.nickname);

  await page.locator('[data-user-menu] summary').click();
  await page.getByRole('link', { name: '退出登录' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByText('已退出登录')).toBeVisible();
  expect(await storedUser(page)).toBeNull();

  await other.waitForURL((url) => url.pathname === '/login');
  expect(new URL(other.url()).searchParams.get('redirect')).toBe('/me/coupon');
  await expect(openPage.getByRole('link', { name: '登录' })).toBeVisible();
});

test('logging out revokes the token on the server', async ({ page, request }) => {
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  const token = (await storedUser(page))?.token ?? '';
  await page.goto('/login?logout=1');
  await expect(page.getByText('已退出登录')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  const response = await request.get('/api/shop-platform/users/me/session', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(401);
});

test('the header shows 登录 logged out and the nickname logged in', async ({ page }) => {
  await page.goto('/platformhome');
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  await page.goto('/platformhome');
  await expect(page.locator('[data-user-nickname]')).toHaveText(DEMO.nickname);
  await expect(page.getByRole('link', { name: '登录' })).toBeHidden();
});

test('after the session ends, /login says so, and logging in returns to the page with everything typed', async ({ page }) => {
  const path = '/professionalorder/orderinformation';
  await openAs(page, MAKER, path);
  const requirements = '铝合金外壳，阳极氧化黑色，公差 ±0.05 mm，需要出厂检测报告。';
  await page.getByLabel('需求说明').fill(requirements);
  await page.getByLabel('数量（件）').fill('12');
  // A token the server no longer accepts, as after it expired: the next call answers 401.
  await page.evaluate(() => {
    const value = JSON.parse(localStorage.getItem('shop-user') ?? '{}');
    localStorage.setItem('shop-user', JSON.stringify({ ...value, token: 'expired-token-000000000000' }));
  });
  await page.reload();
  await page.waitForURL((url) => url.pathname === '/login');
  const query = new URL(page.url()).searchParams;
  expect([query.get('redirect'), query.get('expired')]).toEqual([path, '1']);
  await expect(page.getByRole('alert').filter({ hasText: '登录已过期，请重新登录' })).toBeVisible();

  await page.getByLabel('用户名').fill(MAKER.username);
  await page.getByLabel('密码', { exact: true }).fill(MAKER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.getByLabel('需求说明')).toHaveValue(requirements);
  await expect(page.getByLabel('数量（件）')).toHaveValue('12');
});

test('logging in from /login without a word of expiry says nothing about it', async ({ page }) => {
  await page.goto('/login?redirect=%2Fme%2Fcoupon');
  await expect(page.getByRole('heading', { name: '登录星火智造' })).toBeVisible();
  await expect(page.getByText('登录已过期')).toHaveCount(0);
});
