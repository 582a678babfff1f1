/** Customers, paths and API reads shared by the design-service browser specs. */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { bearer, expect } from './fixtures.ts';

/** Buys packages from logged out: only these tests log in as this customer. */
export const PACKAGE_USER = { username: 'e2e-package', password: 'Demo1234' } as const;
/** Makes, revises and confirms design requests: only these tests log in as this customer. */
export const DESIGN_USER = { username: 'e2e-design', password: 'Demo1234' } as const;
/** Twelve package orders, more than a page of ten: only this test reads them, and changes nothing. */
export const PAGES_USER = { username: 'e2e-design-pages', password: 'Demo1234' } as const;
/** A package with no requests left and one with one left: only these tests log in as this customer. */
export const USED_USER = { username: 'e2e-design-used', password: 'Demo1234' } as const;

export const PACKAGES = '/mydesign/solution/packagePayment';
export const PACKAGE_ORDERS = '/mydesign/ordercenter/packageorder';
export const DESIGN_ORDERS = '/mydesign/ordercenter/designorder';
export const MY_ORDERS = '/mydesign/ordercenter/myOrder';
export const RESULT = '/order/paymentResult/index';

export const model = (name: string) => fileURLToPath(new URL(`./fixtures/models/${name}`, import.meta.url));
export const detail = (page: Page) => page.getByRole('dialog', { name: '设计订单详情' });
export const packageCard = (page: Page, orderNo: string) => page.locator(`li[data-order-no="${orderNo}"]`);

/** Logs in on the login page the app sent us to, and waits to be back on `path`. */
export async function logInHere(page: Page, user: { username: string; password: string }, path: string) {
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}


export interface PackageOrderRow {
  orderNo: string;
  packageName: string;
  status: string;
  requests: number;
  requestsRemaining: number;
}

/** All of the customer's package orders, newest first: of the logged-in page's customer, or of another session's. */
export async function packageOrdersOf(page: Page, headers?: Record<string, string>): Promise<PackageOrderRow[]> {
  const response = await page.request.get('/api/shop-design-package-order?page=1&size=100', { headers: headers ?? (await bearer(page)) });
  expect(response.status()).toBe(200);
  return (await response.json()).records;
}

/** A session of another customer, through the API (the page stays logged in as its own). */
export async function sessionOf(page: Page, user: { username: string; password: string }): Promise<Record<string, string>> {
  const response = await page.request.post('/api/shop-platform/sessions', { data: { username: user.username, password: user.password } });
  expect(response.status()).toBe(201);
  return { Authorization: `Bearer ${(await response.json()).token}` };
}

export async function requestsOf(page: Page, status?: string): Promise<{ requestNo: string; title: string; status: string }[]> {
  const query = new URLSearchParams({ page: '1', size: '50', ...(status ? { status } : {}) });
  const response = await page.request.get(`/api/shop-design-order?${query.toString()}`, { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  return (await response.json()).records;
}
