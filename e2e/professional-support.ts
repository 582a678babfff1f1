import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { DrawingFile as DesignFile } from '../src/wire/files.ts';
import type { ProfessionalOrderPage } from '../src/wire/professional-orders.ts';
import { bearer, expect } from './fixtures.ts';

/** Creates professional orders and uploads drawings: no other spec logs in as this customer. */
export const PRO_USER = { username: 'e2e-pro', password: 'Demo1234' } as const;

export const LIST = '/professionalorder';
export const FORM = '/professionalorder/orderinformation';
export const drawingsPath = (orderNo: string) => `/professionalorder/designdrawings/${orderNo}`;

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const model = (name: string): FilePayload => ({ name, mimeType: 'application/octet-stream', buffer: readFileSync(`e2e/fixtures/models/${name}`) });

/** A STEP file without entities: the server takes it as STEP with nothing to measure (人工报价). */
export const stepFile = (name = 'bracket.step'): FilePayload => ({
  name,
  mimeType: 'model/step',
  buffer: Buffer.from(`ISO-10303-21;\nHEADER;\nFILE_NAME('${name}','2026-01-01T00:00:00',(''),(''),'','','');\nFILE_SCHEMA(('AP214'));\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n`),
});

/** A local day in Shanghai (the browser's zone in these tests), `days` from now. */
export function shanghaiDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now() + days * 86_400_000);
}

/** The logged-in customer's professional orders as the server lists them. */
export async function listOrders(page: Page, headers?: Record<string, string>): Promise<ProfessionalOrderPage> {
  const response = await page.request.get('/api/shop-professional-order?size=100', { headers: headers ?? (await bearer(page)) });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Another customer's professional orders, read with their own login through the API. */
export async function ordersOf(page: Page, username: string): Promise<ProfessionalOrderPage> {
  const login = await page.request.post('/api/shop-platform/sessions', { data: { username, password: 'Demo1234' } });
  expect(login.status()).toBe(201);
  const { token } = await login.json();
  return listOrders(page, { Authorization: `Bearer ${token}` });
}

/** Uploads a file into a draft through the API, as the form's uploader would. */
export async function uploadThroughApi(page: Page, draftId: string, file: FilePayload): Promise<DesignFile> {
  const response = await page.request.post('/api/shop-file', { headers: await bearer(page), multipart: { draftId, file } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).file;
}

export const ADDRESS = { name: '王工', phone: '13612345678', region: '浙江省 杭州市 余杭区', detail: '文一西路 969 号 3 号楼' } as const;

/**
 * Puts a complete professional draft with these uploaded files into the browser's storage, as
 * the form leaves it once everything is typed and uploaded, and opens the form.
 */
export async function openFilledForm(page: Page, files: FilePayload[]) {
  const draftId = `e2e-pro-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const stored: DesignFile[] = [];
  for (const file of files) stored.push(await uploadThroughApi(page, draftId, file));
  const ownerId = await page.evaluate(() => JSON.parse(localStorage.getItem('shop-user') ?? '{}').userInfo.customer.id);
  const draft = {
    draftId,
    ownerId,
    requirements: '支架小批量试制，请工程师推荐材料与工艺，表面喷砂。',
    quantity: '12',
    expectedDate: shanghaiDay(10),
    address: ADDRESS,
    fileList: stored,
    uploadFileList: stored.map((file, index) => ({ key: `k${index}`, name: file.name, size: file.size, format: file.format, status: 'success', progress: 100, fileId: file.id, localGeometry: null, warnings: [], error: null, needsRepick: false })),
  };
  // Written from a page without the form: an open form keeps its own draft in memory and may
  // save it over this one (its file check, its login claim) before the page leaves.
  await page.goto('/favicon.svg');
  await page.evaluate((value) => localStorage.setItem('shop-professional-draft', value), JSON.stringify(draft));
  await page.goto(FORM);
  await expect(page.getByLabel('需求说明')).toHaveValue(draft.requirements);
  return { draftId, files: stored };
}
