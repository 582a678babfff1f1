import { DEMO, expect, failNext, logInThroughForm, storedUser, test } from './fixtures.ts';

const PASSWORD_USER = { username: 'e2e-password', password: 'Demo1234' } as const;

test('the person center shows the profile, balance, usable coupons, level and shortcuts', async ({ page }) => {
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  const token = (await storedUser(page))?.token ?? '';
  const counts = await (await page.request.get('/api/shop-coupon/counts', { headers: { Authorization: `Bearer ${token}` } })).json();
  const { customer } = await (await page.request.get('/api/shop-platform/users/me/session', { headers: { Authorization: `Bearer ${token}` } })).json();

  await page.goto('/me/personcenter');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.nickname })).toBeVisible();
  await expect(page.getByText('用户名：demo')).toBeVisible();
  const yuan = `¥${Math.floor(customer.balance / 100).toLocaleString('en-US')}.${String(customer.balance % 100).padStart(2, '0')}`;
  await expect(page.getByText(yuan, { exact: true })).toBeVisible();
  await expect(page.getByText(`${counts.unused} 张`, { exact: true })).toBeVisible();
  await expect(page.getByText(customer.memberLevel, { exact: true }).first()).toBeVisible();
  for (const name of ['订单中心', '用户中心', '会员中心', '我的优惠券', '余额流水', '修改密码']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) }).first()).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: /^余额流水/ }).first().click();
  await page.waitForURL('**/me/amountFlow');
});

test('the person center says when the coupon count cannot be loaded', async ({ page }) => {
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  await failNext(page, { method: 'GET', path: '/api/shop-coupon/counts', message: '优惠券服务暂时不可用' });
  await page.goto('/me/personcenter');
  await expect(page.getByText('暂不可用')).toBeVisible();
  await expect(page.getByRole('alert').getByText('优惠券服务暂时不可用')).toBeVisible();
});

test('the password form checks its rules before sending anything', async ({ page }) => {
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/users/me/password')) sent += 1;
  });
  await page.goto('/me/updatepassword');
  const current = page.getByLabel('当前密码', { exact: true });
  const password = page.getByLabel('新密码', { exact: true });
  const confirm = page.getByLabel('确认密码', { exact: true });
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('请输入当前密码')).toBeVisible();
  await expect(current).toBeFocused();
  await expect(page.getByText('请输入新密码')).toBeVisible();
  await current.fill(DEMO.password);
  await password.fill(DEMO.password);
  await confirm.fill(DEMO.password);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('新密码不能与当前密码相同')).toBeVisible();
  await password.fill('short1');
  await confirm.fill('short1');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码至少 8 个字符')).toBeVisible();
  await password.fill('onlyletters');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码需同时包含字母和数字')).toBeVisible();
  await password.fill('Newpass123');
  await confirm.fill('Newpass124');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(password).toHaveValue('Newpass123');
  await page.getByRole('button', { name: '显示新密码' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  expect(sent).toBe(0);
});

test('a wrong current password changes nothing: the server says so under the field and everything typed stays', async ({ page }) => {
  await logInThroughForm(page, DEMO);
  await page.waitForURL('**/homefactory');
  await page.goto('/me/updatepassword');
  const current = page.getByLabel('当前密码', { exact: true });
  await current.fill('NotMyPassword1');
  await page.getByLabel('新密码', { exact: true }).fill('Changed2026');
  await page.getByLabel('确认密码', { exact: true }).fill('Changed2026');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.locator('form').getByText('当前密码不正确')).toBeVisible();
  await expect(current).toBeFocused();
  await expect(current).toHaveValue('NotMyPassword1');
  await expect(page.getByLabel('新密码', { exact: true })).toHaveValue('Changed2026');
  await expect(page.getByRole('button', { name: '确认修改' })).toBeEnabled();
  // Still logged in, and the old password still works.
  expect((await storedUser(page))?.token).toBeTruthy();
  const login = await page.request.post('/api/shop-platform/sessions', { data: { username: DEMO.username, password: DEMO.password } });
  expect(login.status()).toBe(201);
});

test('changing the password ends every session; the new password logs in and the old token is rejected', async ({ page, context }) => {
  await logInThroughForm(page, PASSWORD_USER);
  await page.waitForURL('**/homefactory');
  const oldToken = (await storedUser(page))?.token ?? '';
  const otherTab = await context.newPage();
  await otherTab.goto('/me/coupon');
  await expect(otherTab.getByRole('heading', { name: '我的优惠券' })).toBeVisible();

  await page.goto('/me/updatepassword');
  await page.getByLabel('当前密码', { exact: true }).fill(PASSWORD_USER.password);
  await page.getByLabel('新密码', { exact: true }).fill('Changed2026');
  await page.getByLabel('确认密码', { exact: true }).fill('Changed2026');
  await page.getByRole('button', { name: '确认修改' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(page.getByText('密码已修改，请使用新密码重新登录')).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  await otherTab.waitForURL((url) => url.pathname === '/login');

  const rejected = await page.request.get('/api/shop-platform/users/me/session', { headers: { Authorization: `Bearer ${oldToken}` } });
  expect(rejected.status()).toBe(401);

  await page.getByLabel('用户名').fill(PASSWORD_USER.username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD_USER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert').getByText('用户名或密码错误')).toBeVisible();

  await page.getByLabel('密码', { exact: true }).fill('Changed2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/homefactory');
  expect((await storedUser(page))?.userInfo?.customer.username).toBe('e2e-password');
});
