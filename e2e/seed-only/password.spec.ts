import { expect, logInThroughForm, test } from '../fixtures.ts';

/** The seed-only backend's customer that changes its password (it keeps the change until reset). */
const CHANGER = 'changer';
const PASSWORDS = ['Demo1234', 'Changed2026'] as const;

test('the password form sends the current password beside the seed\'s fields; a backend that knows only those changes the password and the customer logs in with it', async ({ page }) => {
  // The backend remembers an earlier run's change: start from whichever password is current.
  let current: string = PASSWORDS[0];
  for (const candidate of PASSWORDS) {
    const login = await page.request.post('/api/shop-platform/sessions', { data: { username: CHANGER, password: candidate } });
    if (login.ok()) current = candidate;
  }
  const next = current === PASSWORDS[0] ? PASSWORDS[1] : PASSWORDS[0];

  await logInThroughForm(page, { username: CHANGER, password: current });
  await page.waitForURL((url) => url.pathname === '/homefactory');
  await page.goto('/me/updatepassword');
  await page.getByLabel('当前密码', { exact: true }).fill(current);
  await page.getByLabel('新密码', { exact: true }).fill(next);
  await page.getByLabel('确认密码', { exact: true }).fill(next);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/shop-platform/users/me/password') && r.method() === 'PUT'),
    page.getByRole('button', { name: '确认修改' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ currentPassword: current, password: next, confirmPassword: next });

  // The site logs out after the change; the new password works, the old one no longer does.
  await page.waitForURL((url) => url.pathname === '/login');
  await logInThroughForm(page, { username: CHANGER, password: next });
  await page.waitForURL((url) => url.pathname === '/homefactory');
  const old = await page.request.post('/api/shop-platform/sessions', { data: { username: CHANGER, password: current } });
  expect(old.status()).toBe(401);
});
