import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { DrawingFile as DesignFile } from '../src/wire/files.ts';
import type { CustomizedOrder } from '../src/wire/orders.ts';
import { bearer, draftClaimed, expect } from './fixtures.ts';

/** Creates uploads, orders and uses coupons: no other spec logs in as this customer. */
export const QUOTE_USER = { username: 'e2e-quote', password: 'Demo1234' } as const;

export const STEP1 = '/quotationorder/selectmaterialprocess';
export const STEP2 = '/quotationorder/uploaddesigndraws';
export const STEP3 = '/quotationorder/submitorder';

export const CUBE_STL = { name: 'cube-10mm-binary.stl', mimeType: 'model/stl', buffer: readFileSync('e2e/fixtures/models/cube-10mm-binary.stl') };

/** A STEP file without entities: the server takes it as STEP with nothing to measure (人工报价). */
export const stepFile = (name = 'bracket.step') => ({
  name,
  mimeType: 'application/step',
  buffer: Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('bracket'),'2;1');\nFILE_NAME('bracket.step','2026-01-01T00:00:00',(''),(''),'','','');\nFILE_SCHEMA(('AP214'));\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n"),
});

/** A one-page PDF, a part's 2D drawing. */
export const DRAWING_PDF = { name: 'cube_drawing.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };

/** Uploads a file to `draftId` through the API, as step 2 would (a drawing as the call-outs dialog does: `reference`). */
export async function uploadThroughApi(page: Page, draftId: string, file: { name: string; mimeType: string; buffer: Buffer }, purpose?: 'reference'): Promise<DesignFile> {
  // The purpose goes before the file, as the server reads it.
  const response = await page.request.post('/api/shop-file', { headers: await bearer(page), multipart: purpose ? { draftId, purpose, file } : { draftId, file } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).file;
}

export interface DraftOptions {
  materialId: number;
  colour?: string | null;
  files: { name: string; mimeType: string; buffer: Buffer }[];
  quantities?: number[];
  /** Each part's choices by file index (the defaults for the others); none sent when absent, as the seed's draft. */
  partOptions?: Record<number, unknown>;
}

/**
 * Puts a quotation draft with these uploaded files and this material into the browser's storage,
 * as steps 1 and 2 leave it, and opens `path`.
 */
export async function openQuotationDraft(page: Page, path: string, options: DraftOptions) {
  const draftId = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const stored: DesignFile[] = [];
  for (const file of options.files) stored.push(await uploadThroughApi(page, draftId, file));
  // The open step 1 claims the draft first; writing before that races with it.
  const ownerId = await draftClaimed(page, 'shop-quotation');
  const { partOptions } = options;
  const draft = {
    draftId,
    ownerId,
    materialTypeId: options.materialId,
    colour: options.colour ?? null,
    fileList: stored,
    uploadFileList: stored.map((file, index) => ({ key: `k${index}`, name: file.name, size: file.size, format: file.format, status: 'success', progress: 100, fileId: file.id, localGeometry: null, warnings: [], error: null, needsRepick: false })),
    quantities: Object.fromEntries(stored.map((file, index) => [String(file.id), options.quantities?.[index] ?? 1])),
    ...(partOptions && { partOptions: Object.fromEntries(stored.map((file, index) => [String(file.id), partOptions[index] ?? { units: 'mm', finish: null, colour: null, leadTime: 'standard' }])) }),
    couponId: null,
    remarks: '',
  };
  await page.evaluate((value) => localStorage.setItem('shop-quotation', value), JSON.stringify(draft));
  await page.goto(path);
  return { draftId, files: stored };
}

/** A fresh quotation draft in `materialId` with no file yet, opened on step 2 (from step 1, which claims the draft). */
export async function openEmptyStep2(page: Page, materialId: number) {
  if (new URL(page.url()).pathname !== STEP1) await page.goto(STEP1);
  await openQuotationDraft(page, STEP2, { materialId, files: [] });
  await expect(page.getByRole('heading', { level: 1, name: '上传设计图纸' })).toBeVisible();
}

/** A quotation draft with these uploaded files and this material, opened on step 3. */
export const openStep3With = (page: Page, options: DraftOptions & { colour: string | null }) => openQuotationDraft(page, STEP3, options);

/** The draft as stored in the browser. */
export async function storedDraft(page: Page): Promise<{ materialTypeId: number; colour: string | null; fileList: unknown[]; quantities: Record<string, number>; couponId: number | null; draftId: string }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('shop-quotation') ?? 'null'));
}

/** The order as the server has it. */
export async function fetchOrder(page: Page, orderNo: string): Promise<CustomizedOrder> {
  const response = await page.request.get(`/api/shop-order/customized/${orderNo}`, { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Step 2's row of an added file, by its name. */
export const fileItem = (page: Page, name: string) => page.getByRole('list', { name: '已添加的文件' }).getByRole('listitem', { name, exact: true });

