import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { forceNextAnswer, logInToOpenPage, SEED_DEMO } from './support.ts';

/*
 * The address book and top-ups are our API's extensions. In front of a backend that knows only
 * the seed's calls (which answers them `{}`, or 404 when it says so) the pages work as before:
 * no 地址簿 card, no choice from a book at a checkout, no 余额充值.
 */

const answered = (page: Page, path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);

test('用户中心 shows no address book, whether the call answers {} or 404', async ({ page }) => {
  await logInToOpenPage(page, SEED_DEMO);
  let call = answered(page, '/api/shop-address');
  await page.goto('/usercenter');
  await call;
  await expect(page.getByRole('heading', { name: '个人资料' })).toBeVisible();
  await expect(page.locator('[data-address-book]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '地址簿' })).toHaveCount(0);

  await forceNextAnswer(page, { method: 'GET', path: '/api/shop-address', status: 404, body: { message: 'Not Found' } });
  call = answered(page, '/api/shop-address');
  await page.reload();
  expect((await call).status()).toBe(404);
  await expect(page.getByRole('heading', { name: '个人资料' })).toBeVisible();
  await expect(page.locator('[data-address-book]')).toHaveCount(0);
  await expect(page.getByText('地址簿')).toHaveCount(0);
});

test('the professional order form keeps its typed address fields without a book', async ({ page }) => {
  await logInToOpenPage(page, SEED_DEMO);
  await forceNextAnswer(page, { method: 'GET', path: '/api/shop-address', status: 501, body: { message: 'Not Implemented' } });
  await page.goto('/professionalorder/orderinformation');
  const address = page.getByRole('group', { name: '收货地址' });
  // The book is asked for when the address comes near the screen.
  const call = answered(page, '/api/shop-address');
  await address.scrollIntoViewIfNeeded();
  expect((await call).status()).toBe(501);
  await expect(address.getByLabel('收货人')).toHaveValue('');
  await address.getByLabel('收货人').fill('王测试');
  await expect(address.getByLabel('收货人')).toHaveValue('王测试');
  await expect(page.locator('[data-address-picker]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '保存到地址簿' })).toHaveCount(0);
});

test('the person center and the ledger offer no top-up', async ({ page }) => {
  await logInToOpenPage(page, SEED_DEMO);
  // The seed's customer has no balance: the person center shows no balance card to top up.
  await page.goto('/me/personcenter');
  await expect(page.getByRole('heading', { level: 1, name: SEED_DEMO.nickname })).toBeVisible();
  await expect(page.getByRole('heading', { name: '最近订单' })).toBeVisible();
  await expect(page.getByRole('button', { name: '余额充值' })).toHaveCount(0);

  let call = answered(page, '/api/shop-recharge');
  await page.goto('/me/amountFlow');
  await call;
  await expect(page.getByRole('heading', { level: 1, name: '余额流水' })).toBeVisible();
  await expect(page.getByRole('button', { name: '余额充值' })).toHaveCount(0);

  await forceNextAnswer(page, { method: 'GET', path: '/api/shop-recharge', status: 404, body: { message: 'Not Found' } });
  call = answered(page, '/api/shop-recharge');
  await page.reload();
  expect((await call).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '余额流水' })).toBeVisible();
  await expect(page.getByRole('button', { name: '余额充值' })).toHaveCount(0);
});
