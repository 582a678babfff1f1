/**
 * The logged-in customer for `npm run lighthouse -- --logged-in`: logs demo in through the
 * reference API, uploads one mesh into a quotation draft with a chosen material (so steps 2
 * and 3 of the quotation open instead of sending the visitor back to step 1), and writes
 * `shop-user` and `shop-quotation` into the browser Lighthouse drives, the way the site itself
 * leaves them after a login and steps 1 and 2.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const BENCH_USER = { username: 'demo', password: 'Demo1234' } as const;

export interface SeededStorage {
  /** localStorage entries to write before each run: a page may change its draft. */
  entries: Record<string, string>;
  /** The address each route with a parameter is measured at (demo's own records), by route. */
  concrete: Record<string, string>;
}

async function call<T>(origin: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${origin}${path}`, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs demo in and prepares a quotation draft through the API; answers what the browser must hold. */
export async function seedSession(origin: string): Promise<SeededStorage> {
  const { token } = await call<{ token: string }>(origin, '/api/shop-platform/sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  const auth = { Authorization: `Bearer ${token}` };
  const userInfo = await call<{ customer: { id: number } }>(origin, '/api/shop-platform/users/me/session', { headers: auth });
  const processes = await call<{ records: { id: number }[] }>(origin, '/api/shop-process', { headers: auth });
  const processId = processes.records[0]?.id;
  if (processId === undefined) throw new Error('the factory offers no process');
  const materials = await call<{ records: { id: number; colours?: string[] }[] }>(origin, `/api/shop-material?processId=${processId}`, { headers: auth });
  const material = materials.records[0];
  if (!material) throw new Error(`process ${processId} has no material`);

  const draftId = `lighthouse-${Date.now()}`;
  const form = new FormData();
  form.append('draftId', draftId);
  form.append('file', new Blob([readFileSync('e2e/fixtures/models/cube-10mm-binary.stl')], { type: 'model/stl' }), 'cube-10mm-binary.stl');
  const { file } = await call<{ file: { id: number; name: string; size: number; format: string } }>(origin, '/api/shop-file', { method: 'POST', headers: auth, body: form });

  const draft = {
    draftId,
    ownerId: userInfo.customer.id,
    materialTypeId: material.id,
    colour: material.colours?.[0] ?? null,
    fileList: [file],
    uploadFileList: [{ key: 'bench', name: file.name, size: file.size, format: file.format, status: 'success', progress: 100, fileId: file.id, localGeometry: null, warnings: [], error: null, needsRepick: false }],
    quantities: { [String(file.id)]: 1 },
    couponId: null,
    remarks: '',
  };
  const first = async (path: string) => (await call<{ records: Record<string, unknown>[] }>(origin, path, { headers: auth })).records;
  const [professional] = await first('/api/shop-professional-order?page=1&size=1');
  const orders = await first('/api/shop-order?kind=customized&page=1&size=20');
  const paid = orders.find((row) => row['status'] === '生产中' || row['status'] === '已完成');
  const [suggestion] = await first('/api/shop-suggestion?page=1&size=1');
  const [saved] = await first('/api/shop-quotation/saved?page=1&size=1');
  if (!professional || !paid || !suggestion || !saved) throw new Error('demo lacks a professional order, a paid order, a suggestion or a saved quotation');
  const concrete = {
    '/professionalorder/designdrawings/{id}': `/professionalorder/designdrawings/${String(professional['orderNo'])}`,
    '/consumablesorder/consumableinformation': '/consumablesorder/consumableinformation?id=1',
    '/order/paymentResult/index': `/order/paymentResult/index?orderNo=${String(paid['orderNo'])}`,
    '/suggest/detail': `/suggest/detail?id=${String(suggestion['id'])}`,
    '/quotationorder/quote': `/quotationorder/quote?no=${String(saved['quoteNo'])}`,
  };
  return { entries: { 'shop-user': JSON.stringify({ token, userInfo }), 'shop-quotation': JSON.stringify(draft) }, concrete };
}

/**
 * A second client of the browser Lighthouse drives (over the DevTools protocol), to put the
 * session into its storage and empty its HTTP cache before each run: Lighthouse's own storage
 * reset would log the customer out, so it is turned off and this does the cache part of it.
 */
export interface BrowserStorage {
  /** Writes the seeded entries into the origin's localStorage and empties the HTTP cache. */
  prepare: (origin: string, storage: SeededStorage) => Promise<void>;
}

export async function connectBrowserStorage(port: number): Promise<BrowserStorage> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  return {
    async prepare(origin, storage) {
      const context = browser.contexts()[0];
      if (!context) throw new Error('the browser has no default context');
      const page = await context.newPage();
      try {
        // Any same-origin document gives access to the origin's localStorage; the icon runs no script.
        await page.goto(`${origin}/favicon.svg`);
        await page.evaluate((entries) => {
          localStorage.clear();
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, storage.entries);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
      } finally {
        await page.close();
      }
    },
  };
}
