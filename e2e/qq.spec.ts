import { DEMO, MAKER, NEWBIE, expect, logInThroughForm, storedUser, test } from './fixtures.ts';

test('QQ login through the simulated authorization page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'QQ登录' }).click();
  await page.waitForURL((url) => url.pathname === '/api/mock-qq/authorize');
  expect(await page.evaluate(() => localStorage.getItem('login-way'))).toBe('login');
  await page.getByRole('button', { name: '演示QQ用户' }).click();
  await page.waitForURL((url) => url.pathname === '/homefactory' && !url.searchParams.has('code'));
  await expect(page.getByText('登录成功')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect((await storedUser(page))?.userInfo?.customer.username).toBe('demo');
  await expect(page.locator('[data-user-nickname]')).toHaveText('演示用户');
});

test('QQ binding through the simulated authorization page', async ({ page }) => {
  await logInThroughForm(page, MAKER);
  await page.waitForURL('**/homefactory');
  // 绑定QQ lives on /usercenter (account issue); here the same steps run from the page.
  const url = await page.evaluate(async () => {
    localStorage.setItem('login-way', 'binding');
    const token = JSON.parse(localStorage.getItem('shop-user') ?? '{}').token;
    const response = await fetch('/api/shop-platform/qqbinding/bind', { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()).url as string;
  });
  await page.goto(url);
  await page.getByRole('button', { name: '使用新的 QQ 账号授权' }).click();
  // Only until the address changes: the flashed 绑定成功 shows for 3 s from the page's first script on.
  await page.waitForURL((next) => next.pathname === '/usercenter' && next.search === '', { waitUntil: 'commit' });
  await expect(page.getByText('绑定成功')).toBeVisible();
  const status = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('shop-user') ?? '{}').token;
    return (await fetch('/api/shop-platform/qqbinding', { headers: { Authorization: `Bearer ${token}` } })).json();
  });
  expect(status.bound).toBe(true);
  expect((await storedUser(page))?.userInfo).toMatchObject({ customer: { qqBound: true } });

  // The first binding earns the growth /membercenter promises, and says so in the history.
  await page.goto('/membercenter');
  const newest = page.locator('[data-growth-history] > li').first();
  await expect(newest).toHaveAttribute('data-growth-kind', 'qqBinding');
  await expect(newest).toContainText('绑定 QQ');
  await expect(newest.locator('[data-growth-delta]')).toHaveText('+50');
});

test('a failed QQ callback goes to /login', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('login-way', 'login'));
  await page.goto('/homefactory?code=forged-code&state=forged-state');
  await page.waitForURL((url) => url.pathname === '/login');
  // Said in its toast, and kept on the page after the toast has gone.
  await expect(page.locator('[data-login-qq-problem]')).toHaveText('QQ 登录未完成：授权状态无效或已过期，请重新登录');
  expect(await storedUser(page)).toBeNull();
});

test('a failed binding callback goes to /login', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('login-way', 'binding'));
  await page.goto('/homefactory?code=forged-code&state=forged-state');
  await page.waitForURL((url) => url.pathname === '/login');
});

test('QQ login started for a page lands on that page, and forgets it', async ({ page }) => {
  await page.goto(`/login?redirect=${encodeURIComponent('/me/coupon?status=unused')}`);
  await page.getByRole('button', { name: 'QQ登录' }).click();
  await page.waitForURL((url) => url.pathname === '/api/mock-qq/authorize');
  expect(await page.evaluate(() => [localStorage.getItem('login-way'), localStorage.getItem('login-way-redirect')])).toEqual(['login', '/me/coupon?status=unused']);
  await page.getByRole('button', { name: '演示QQ用户' }).click();
  await page.waitForURL((url) => url.pathname === '/me/coupon' && url.search === '?status=unused', { waitUntil: 'commit' });
  await expect(page.getByText('登录成功')).toBeVisible();
  expect((await storedUser(page))?.userInfo?.customer.username).toBe(DEMO.username);
  expect(await page.evaluate(() => localStorage.getItem('login-way-redirect'))).toBeNull();
});

test('a QQ login redirect is sanitised like every redirect on the way in: another site or the login page itself is not kept', async ({ page }) => {
  for (const evil of ['https://evil.example/steal', '//evil.example/steal', '/login?redirect=%2Fme']) {
    await page.goto(`/login?redirect=${encodeURIComponent(evil)}`);
    await page.getByRole('button', { name: 'QQ登录' }).click();
    await page.waitForURL((url) => url.pathname === '/api/mock-qq/authorize');
    expect(await page.evaluate(() => localStorage.getItem('login-way-redirect')), evil).toBeNull();
  }
});

test('a QQ login redirect written by hand while on the authorization page is still checked on the way out', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'QQ登录' }).click();
  await page.waitForURL((url) => url.pathname === '/api/mock-qq/authorize');
  await page.evaluate(() => localStorage.setItem('login-way-redirect', '//evil.example/steal'));
  await page.getByRole('button', { name: '演示QQ用户' }).click();
  await page.waitForURL((url) => url.pathname === '/homefactory' && !url.searchParams.has('code'));
  await expect(page.getByText('登录成功')).toBeVisible();
  expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/homefactory$/);
});

test("binding a QQ account that is another customer's shows the server's message back on 用户中心", async ({ page }) => {
  // newbie has no QQ binding, and no test gives it one. (No factory either: login lands on the design service.)
  await logInThroughForm(page, NEWBIE);
  await page.waitForURL((url) => url.pathname === '/mydesign/home');
  await page.goto('/usercenter');
  await page.getByRole('button', { name: '绑定QQ' }).click();
  await page.waitForURL((url) => url.pathname === '/api/mock-qq/authorize');
  // 演示QQ用户 is demo's.
  await page.getByRole('button', { name: '演示QQ用户' }).click();
  await page.waitForURL((url) => url.pathname === '/usercenter' && url.search === '', { waitUntil: 'commit' });
  await expect(page.locator('#toast-region')).toContainText('该 QQ 已绑定其他账号');
  await expect(page.getByRole('heading', { name: '用户中心', level: 1 })).toBeVisible();
  expect((await storedUser(page))?.userInfo?.customer.username).toBe(NEWBIE.username);
  await expect(page.getByRole('button', { name: '绑定QQ' })).toBeVisible();
});
