/**
 * The factory's side in browser tests: a member of staff's token from the console's own login
 * call, and the factory actions the console offers, made through its calls (never a test hook).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const STAFF = {
  admin: { username: 'factory', password: 'Demo1234' },
  engineer: { username: 'engineer', password: 'Demo1234' },
  service: { username: 'service', password: 'Demo1234' },
  warehouse: { username: 'warehouse', password: 'Demo1234' },
} as const;

export type StaffUser = { username: string; password: string };

/** POST /api/shop-staff/sessions for `user` (asserting success): the bearer header of the staff token. */
export async function staffHeaders(request: APIRequestContext, user: StaffUser): Promise<Record<string, string>> {
  const response = await request.post('/api/shop-staff/sessions', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return { authorization: `Bearer ${(await response.json()).token}` };
}

/** Ships a paid order as the warehouse does in 生产与发货 (POST /api/shop-staff/shipping/{orderNo}). */
export async function shipAsFactory(page: Page, orderNo: string, carrier: string, trackingNo: string): Promise<void> {
  const headers = await staffHeaders(page.request, STAFF.warehouse);
  const response = await page.request.post(`/api/shop-staff/shipping/${encodeURIComponent(orderNo)}`, { headers, data: { parcels: [{ carrier, trackingNo }] } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Issues an invoice request with its 数电票 number as 客服 does in 发票 (POST /api/shop-staff/invoices/{requestNo}/issue). */
export async function issueAsFactory(page: Page, requestNo: string, invoiceNo: string): Promise<void> {
  const headers = await staffHeaders(page.request, STAFF.service);
  const response = await page.request.post(`/api/shop-staff/invoices/${encodeURIComponent(requestNo)}/issue`, { headers, multipart: { invoiceNo } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Accepts a design request and delivers a version of it as the engineer does in 设计交付 (one STL part). */
export async function deliverAsFactory(page: Page, requestNo: string): Promise<void> {
  const headers = await staffHeaders(page.request, STAFF.engineer);
  const path = `/api/shop-staff/design/${encodeURIComponent(requestNo)}`;
  const accepted = await page.request.post(`${path}/accept`, { headers });
  expect([200, 409], await accepted.text()).toContain(accepted.status());
  const file = { name: '支架.stl', mimeType: 'model/stl', buffer: readFileSync(fileURLToPath(new URL('./fixtures/models/cube-10mm-binary.stl', import.meta.url))) };
  const delivered = await page.request.post(`${path}/deliver`, { headers, multipart: { note: '第一版设计稿，请查看', file } });
  expect(delivered.status(), await delivered.text()).toBe(200);
}

/** 生产与发货 narrowed to one order (its number typed into the search), as a clerk scanning a packing slip would. */
export async function findToShip(page: Page, orderNo: string) {
  await page.getByLabel('订单号').fill(orderNo);
  await page.getByRole('button', { name: '查找' }).click();
  return page.locator(`[data-ship-order="${orderNo}"]`);
}

/** A console tab of its own (another browser context: staff and customer never share a login). */
export async function consoleAs(browser: Browser, user: StaffUser, path = '/factory'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/factory/login' && url.searchParams.get('redirect') === path);
  await page.getByLabel('员工账号').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
  return page;
}
