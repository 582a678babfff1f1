import type { Page } from '@playwright/test';
import { bearer, expect } from './fixtures.ts';

/** Pays orders: only the payment spec logs in as this customer. */
export const PAY_USER = { username: 'e2e-pay', password: 'Demo1234' } as const;
/** Cancels, confirms receipt and orders again: only the orders spec logs in as this customer. */
export const ORDER_USER = { username: 'e2e-order', password: 'Demo1234' } as const;
/** ¥5.00 against an order of ¥323.40: nothing is ever paid. */
export const POOR_USER = { username: 'e2e-poor', password: 'Demo1234' } as const;

/** Ordered again after one of them sold out: no other browser test reads these two consumables. */
export const CALIPER = { id: 31, name: '数显游标卡尺' } as const;
export const PEI_PLATE = { id: 33, name: 'PEI 弹簧钢打印板' } as const;

export const CUSTOMISED = '/ordercenter/customizeorder';
export const CONSUMABLE = '/ordercenter/consumableorder';

/** The customer's balance in fen, as the server keeps it. */
export async function balanceOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/shop-amount-flow?page=1&size=1', { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  return (await response.json()).balance;
}

/** An order as the server has it now. */
export async function orderOf(page: Page, orderNo: string): Promise<{ status: string; payable: number; paymentMethod: string | null }> {
  const response = await page.request.get(`/api/shop-order/${encodeURIComponent(orderNo)}`, { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  return response.json();
}

export const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}\\s*\\d*$`) });
export const countOf = async (page: Page, name: string) => Number(await tab(page, name).locator('[data-count]').innerText());
export const rows = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');
export const row = (page: Page, orderNo: string) => page.locator(`li[data-order-no="${orderNo}"]`);
export const detailDialog = (page: Page) => page.getByRole('dialog', { name: '订单详情' });

/** The order number of a list row. */
export async function orderNoOf(item: ReturnType<Page['locator']>): Promise<string> {
  const orderNo = await item.getAttribute('data-order-no');
  expect(orderNo).toBeTruthy();
  return orderNo ?? '';
}

/** `¥1,234.50` → 123450. */
export const fenOf = (text: string) => Math.round(Number(text.replace(/[¥,\s]/g, '')) * 100);

/** Puts an order in `status` as the factory would (a test hook on the server). */
export async function moveOrder(page: Page, orderNo: string, status: string) {
  const response = await page.request.post('/api/__test__/order-status', { data: { orderNo, status } });
  expect(response.status(), await response.text()).toBe(204);
}
