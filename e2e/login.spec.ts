import { DEMO, NEWBIE, expect, logInThroughForm, storedUser, test } from './fixtures.ts';

test('login stores the token and user info, then later calls carry the bearer token', async ({ page }) => {
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  const stored = await storedUser(page);
  expect(stored?.token).toMatch(/^[\w-]{20,}$/);
  expect(stored?.userInfo?.customer.username).toBe('demo');
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page.locator('[data-user-nickname]')).toHaveText(DEMO.nickname);

  const sessionCall = page.waitForRequest((request) => request.url().endsWith('/api/shop-platform/users/me/session'));
  await page.goto('/me/coupon');
  expect((await sessionCall).headers()['authorization']).toBe(`Bearer ${stored?.token}`);
  await expect(page.getByRole('heading', { name: '我的优惠券' })).toBeVisible();
});

test('a customer without a using factory lands on /mydesign/home', async ({ page }) => {
  await logInThroughForm(page, NEWBIE);
  await page.waitForURL('**/mydesign/home');
  expect((await storedUser(page))?.userInfo?.customer.username).toBe('newbie');
});

test('a customer without a using factory who opens a factory page goes to /mydesign/home', async ({ page }) => {
  await logInThroughForm(page, NEWBIE);
  await page.waitForURL('**/mydesign/home');
  await page.goto('/homefactory');
  await page.waitForURL('**/mydesign/home');
});

test('empty fields are flagged in Chinese before any request', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/shop-platform/sessions')) calls += 1;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByLabel('用户名')).toBeFocused();
  await page.getByLabel('用户名').fill('demo');
  await page.getByLabel('用户名').press('Enter');
  await expect(page.getByText('请输入密码')).toBeVisible();
  expect(calls).toBe(0);
});

test("a wrong password shows the server's message for about 5 s and keeps the input", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('用户名').fill('demo');
  await page.getByLabel('密码', { exact: true }).fill('wrong-password-1');
  await page.getByLabel('密码', { exact: true }).press('Enter');
  const toast = page.getByRole('alert').getByText('用户名或密码错误');
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByLabel('用户名')).toHaveValue('demo');
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue('wrong-password-1');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeEnabled();
  await page.waitForTimeout(3800);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 3000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(4500);
  expect(shownFor).toBeLessThan(7000);
});

test('the login button is disabled while the request is in flight (no double submit)', async ({ page }) => {
  let posts = 0;
  await page.route('**/api/shop-platform/sessions', async (route) => {
    posts += 1;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('用户名').fill(DEMO.username);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  const button = page.getByRole('button', { name: '登录', exact: true });
  await button.click();
  await expect(page.getByRole('button', { name: '正在登录…' })).toBeDisabled();
  await page.waitForURL('**/homefactory');
  expect(posts).toBe(1);
});

test('a 401 sends the customer to /login?redirect and back after logging in', async ({ page }) => {
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  await page.waitForLoadState('networkidle');
  // A token the server no longer knows, with user info still stored: the next call answers 401.
  await page.evaluate(() => {
    const value = JSON.parse(localStorage.getItem('shop-user') ?? '{}');
    localStorage.setItem('shop-user', JSON.stringify({ ...value, token: 'revoked-token-0000000000000' }));
  });
  await page.goto('/me/coupon?status=unused');
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/me/coupon?status=unused');
  await expect(page.getByText('登录已过期，请重新登录')).toBeVisible();
  expect(await storedUser(page)).toBeNull();

  await page.getByLabel('用户名').fill(DEMO.username);
  await page.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/me/coupon' && url.search === '?status=unused');
});

for (const evil of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', 'javascript:alert(1)']) {
  test(`redirect=${evil} stays on the site`, async ({ page }) => {
    await logInThroughForm(page, DEMO, `/login?redirect=${encodeURIComponent(evil)}`);
    await page.waitForURL('**/homefactory');
    expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
    expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/homefactory$/);
  });
}
