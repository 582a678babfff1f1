import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export const DEMO = { username: 'demo', password: 'Demo1234', nickname: '演示用户' } as const;
export const NEWBIE = { username: 'newbie', password: 'Demo1234', nickname: '新用户' } as const;
export const MAKER = { username: 'maker', password: 'Demo1234', nickname: '创客小王' } as const;

/**
 * Every test fails on a console error, an uncaught exception or a CSP violation.
 * Failed API answers (4xx the test provokes on purpose) and a page's own 404 status are asserted
 * by the tests themselves, so the browser's "Failed to load resource" line for those is not
 * counted; any other failed resource (a script, a stylesheet, an image) is.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, problems }, use) => {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const url = message.location().url;
      // API errors and a document's own 404 status are asserted by the tests that provoke them.
      if (text.startsWith('Failed to load resource') && (url.includes('/api/') || url === page.url())) return;
      problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await use(page);
    expect(problems, 'console errors, exceptions or CSP violations').toEqual([]);
  },
});

/** Logs in through the form, as a customer would. */
export async function logInThroughForm(page: Page, user: { username: string; password: string }, path = '/login') {
  await page.goto(path);
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Logs in through the API and stores the token as the login form would, before the first page
 * opens: quicker than the form for tests about the pages, not the login. The pages load the
 * user info themselves.
 */
export async function logInByApi(page: Page, user: { username: string; password: string }) {
  const response = await page.request.post('/api/shop-platform/sessions', { data: { username: user.username, password: user.password } });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = await response.json();
  await page.addInitScript((value) => {
    if (!localStorage.getItem('shop-user')) localStorage.setItem('shop-user', JSON.stringify({ token: value, userInfo: null }));
  }, token);
}

/**
 * Logs in through the API and opens `path`, waiting until the browser is there (the page may
 * rewrite its query once it runs, so only the path is compared). For tests about the pages: the
 * login form and its redirect are tested by login.spec.ts and use logInThroughForm.
 */
export async function openAs(page: Page, user: { username: string; password: string }, path: string) {
  await storeSession(page, user);
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === new URL(path, 'http://x').pathname);
}

/**
 * Logs in through the API and stores the token and the user info as the login form leaves them,
 * when the tab opens its first page (no login page in between).
 */
export async function storeSession(page: Page, user: { username: string; password: string }): Promise<string> {
  const login = await page.request.post('/api/shop-platform/sessions', { data: { username: user.username, password: user.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = await login.json();
  const info = await page.request.get('/api/shop-platform/users/me/session', { headers: { Authorization: `Bearer ${token}` } });
  expect(info.ok(), await info.text()).toBe(true);
  const value = JSON.stringify({ token, userInfo: await info.json() });
  // Once per tab, on its first page: a logout or an expired session later in the test stays so.
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-session-stored')) return;
    sessionStorage.setItem('e2e-session-stored', '1');
    localStorage.setItem('shop-user', stored);
  }, value);
  return token;
}

/** The Authorization header of the logged-in customer, for calls a test makes to the API itself. */
export async function bearer(page: Page): Promise<Record<string, string>> {
  const token = (await storedUser(page))?.token;
  expect(token, 'needs a logged-in page').toBeTruthy();
  return { Authorization: `Bearer ${token ?? ''}` };
}

/**
 * Waits until the open page's island has claimed the draft stored under `key` (cart, quotation…)
 * for the logged-in customer, and answers the customer's id. An island claims a draft that is not
 * the customer's by writing an empty one; a test that writes its own draft before that races with
 * it, and on a slow machine the island mounts later and replaces what the test wrote.
 */
export async function draftClaimed(page: Page, key: string): Promise<number> {
  const ownerId: number = await page.evaluate(() => JSON.parse(localStorage.getItem('shop-user') ?? '{}').userInfo.customer.id);
  await page.waitForFunction(
    ([storageKey, id]) => {
      try {
        return JSON.parse(localStorage.getItem(storageKey as string) ?? 'null')?.ownerId === id;
      } catch {
        return false;
      }
    },
    [key, ownerId] as const,
  );
  return ownerId;
}

/** The stored `shop-user` value, parsed. */
export async function storedUser(page: Page): Promise<{ token: string; userInfo: { customer: { id?: unknown; username?: string; usingFactory?: unknown } } | null } | null> {
  const raw = await page.evaluate(() => localStorage.getItem('shop-user'));
  return raw ? JSON.parse(raw) : null;
}

/**
 * Makes the next matching request of this page's session fail on the reference server (a
 * test-only server switch, not a browser mock). Scoped to the logged-in token, so tests
 * running in parallel never use up each other's failures.
 */
export async function failNext(page: Page, failure: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; status?: number; message?: string; times?: number }) {
  const token = (await storedUser(page))?.token;
  expect(token, 'failNext needs a logged-in page').toBeTruthy();
  const response = await page.request.post('/api/__test__/fail-next', { data: { status: 500, ...failure, token } });
  expect(response.status()).toBe(204);
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

/**
 * Keeps every level-1 heading any page of this tab shows, across navigations (sessionStorage):
 * whether a page rendered before it was sent away, and what a visitor saw on the way.
 */
export async function recordHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const remember = (text: string) => {
      const seen: string[] = JSON.parse(sessionStorage.getItem('seenHeadings') ?? '[]');
      seen.push(`${location.pathname} ${text}`);
      sessionStorage.setItem('seenHeadings', JSON.stringify(seen));
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          for (const heading of node.matches('h1') ? [node] : node.querySelectorAll('h1')) remember(heading.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The headings recorded by recordHeadings, as "path text". */
export const seenHeadings = (page: Page): Promise<string[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('seenHeadings') ?? '[]'));

/**
 * Quotation step 2's comparison of every material loads as it comes near the screen, once the
 * estimate above it stands: brought near, as a customer scrolls down to it.
 */
export async function scrollToComparison(page: Page): Promise<void> {
  await page.locator('[data-estimate]').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}
