import type { Page } from '@playwright/test';
import { expect, storedUser } from '../fixtures.ts';

/** The customers of the seed-only backend (e2e/seed-only/backend.ts). */
export const SEED_DEMO = { username: 'demo', password: 'Demo1234', nickname: '演示用户' } as const;
/** No using factory and no nickname: only a username. */
export const SEED_NEWBIE = { username: 'newbie', password: 'Demo1234' } as const;
/** String ids for the customer, the shop and the factory. */
export const SEED_MAKER = { username: 'maker', password: 'Demo1234', nickname: '创客小王' } as const;

/**
 * Makes the seed-only backend answer the next matching call with `status` and `body` (a server
 * switch, not a browser mock). With `scoped`, only calls carrying this page's token get it, so
 * tests running in parallel never take each other's answer.
 */
export async function forceNextAnswer(page: Page, answer: { method?: string; path: string; status: number; body?: unknown; times?: number }, scoped = true) {
  const token = scoped ? (await storedUser(page))?.token : undefined;
  if (scoped) expect(token, 'a scoped answer needs a logged-in page').toBeTruthy();
  const response = await page.request.post('/__seed/next-answer', { data: { ...answer, ...(token ? { token } : {}) } });
  expect(response.status()).toBe(204);
}

/** Every /api request the page sends from now on, with its Authorization header. */
export function recordApiCalls(page: Page): { path: string; authorization: string | undefined }[] {
  const calls: { path: string; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push({ path: url.pathname, authorization: request.headers()['authorization'] });
  });
  return calls;
}

/**
 * Keeps the text of every message the page shows, from the next navigation on. A success message
 * is on screen for 3 s, which a test on a busy machine can miss; this record cannot.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownToasts: shown });
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLElement && node.dataset['toastKind']) shown.push(node.querySelector('span')?.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The messages recorded by recordToasts on the current page. */
export const shownToasts = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { shownToasts?: string[] }).shownToasts ?? []);
