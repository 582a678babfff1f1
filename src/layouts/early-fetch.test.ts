// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { earlyFetchScript } from './early-fetch.ts';

const PATH = '/api/shop-consumable?sort=default&page=1&size=12';
const run = () => new Function(earlyFetchScript(PATH, 'shop-user'))();
const setAddress = (url: string) => (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(url);

let calls: { url: string; init: RequestInit | undefined }[];
let network: typeof fetch;

beforeEach(() => {
  calls = [];
  network = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return Promise.resolve(new Response(`{"n":${calls.length}}`));
  }) as unknown as typeof fetch;
  vi.stubGlobal('fetch', network);
  setAddress('http://shop.test/consumablesorder');
  localStorage.setItem('shop-user', JSON.stringify({ token: 'tok-1', userInfo: null }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

test('a logged-in default view sends the call at once, and the page’s own first call gets that answer', async () => {
  run();
  expect(calls).toHaveLength(1);
  expect(calls[0]?.url).toBe(`http://shop.test${PATH}`);
  expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer tok-1');
  expect(new Headers(calls[0]?.init?.headers).get('Accept')).toBe('application/json');

  // As the shared client calls it: a relative URL, a Headers object, no method.
  const answer = await fetch(PATH, { headers: new Headers({ Accept: 'application/json', Authorization: 'Bearer tok-1' }) });
  expect(await answer.json()).toEqual({ n: 1 });
  expect(calls).toHaveLength(1);
  // Used once: the wrapper is gone, and the same call again goes to the network.
  expect(fetch).toBe(network);
  await fetch(PATH, { headers: { Authorization: 'Bearer tok-1' } });
  expect(calls).toHaveLength(2);
});

test('other calls go straight through and leave the early answer for the page’s own call', async () => {
  run();
  await fetch('/api/shop-platform/users/me/session', { headers: { Authorization: 'Bearer tok-1' } });
  await fetch(PATH, { method: 'POST', headers: { Authorization: 'Bearer tok-1' } });
  await fetch(PATH, { headers: { Authorization: 'Bearer another' } });
  await fetch('/api/shop-consumable?sort=priceAsc&page=1&size=12', { headers: { Authorization: 'Bearer tok-1' } });
  expect(calls.map((call) => call.url)).toEqual([
    `http://shop.test${PATH}`,
    '/api/shop-platform/users/me/session',
    PATH,
    PATH,
    '/api/shop-consumable?sort=priceAsc&page=1&size=12',
  ]);
  expect(await (await fetch(PATH, { headers: { Authorization: 'Bearer tok-1' } })).json()).toEqual({ n: 1 });
});

test('nothing is sent without a token, with an unreadable stored user, or on an address with a query', () => {
  localStorage.removeItem('shop-user');
  run();
  localStorage.setItem('shop-user', '{not json');
  run();
  localStorage.setItem('shop-user', JSON.stringify({ token: '' }));
  run();
  localStorage.setItem('shop-user', JSON.stringify({ token: 'tok-1' }));
  setAddress('http://shop.test/consumablesorder?category=resin');
  run();
  expect(calls).toEqual([]);
  expect(fetch).toBe(network);
});

test('a failed early call fails the page’s own call the same way, with no unhandled rejection of its own', async () => {
  const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  vi.stubGlobal('fetch', failing);
  const unhandled = vi.fn();
  process.on('unhandledRejection', unhandled);
  run();
  await expect(fetch(PATH, { headers: { Authorization: 'Bearer tok-1' } })).rejects.toThrow('Failed to fetch');
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
  expect(failing).toHaveBeenCalledTimes(1);
});

test('a path with markup in it cannot close the inline script, and still asks for that path', () => {
  const script = earlyFetchScript('/api/shop-consumable?keyword=</script><b>', 'shop-user');
  expect(script).not.toContain('<');
  new Function(script)();
  expect(calls[0]?.url).toBe('http://shop.test/api/shop-consumable?keyword=%3C/script%3E%3Cb%3E');
});
