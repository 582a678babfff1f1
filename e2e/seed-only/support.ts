import type { Page } from '@playwright/test';
import { expect, logInThroughForm, storedUser } from '../fixtures.ts';

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
 * Logs in and lands on an open page, which loads no user info of its own: a forced answer of
 * users/me/session is then taken by the next protected page, not by the landing page.
 */
export async function logInToOpenPage(page: Page, user: { username: string; password: string }) {
  await logInThroughForm(page, user, `/login?redirect=${encodeURIComponent('/mydesign/home')}`);
  await page.waitForURL((url) => url.pathname === '/mydesign/home');
}
