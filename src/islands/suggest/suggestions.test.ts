// The suggestion endpoints of this folder's calls against the reference server itself (seeded, in memory),
// through the shared client as the pages use it. Submitting goes through the browser's
// XMLHttpRequest, which Node lacks: e2e/suggest.spec.ts sends suggestions with images.
import { serve, type ServerType } from '@hono/node-server';
import { useTestStorageEngine } from '@nanostores/persistent';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../../server/test-support.ts';
import type { ApiError } from '../../core/errors.ts';
import { failure } from '../../core/test-support.ts';

useTestStorageEngine();

let reference: TestServer;
let listening: ServerType;
const tokens = { demo: '', suggest: '' };
const reported: ApiError[] = [];

beforeAll(async () => {
  reference = await createTestServer();
  listening = await new Promise<ServerType>((resolve) => {
    const server = serve({ fetch: reference.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
  const bound = listening.address();
  if (typeof bound !== 'object' || bound === null) throw new Error('the reference server is not listening on a port');
  vi.stubEnv('PUBLIC_API_BASE', `http://127.0.0.1:${bound.port}`);
  tokens.demo = await reference.login('demo');
  tokens.suggest = await reference.login('e2e-suggest');
  const { onApiError } = await import('../../core/shell/error-bus.ts');
  onApiError((error) => reported.push(error));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => listening.close(() => resolve()));
});

const as = async (who: keyof typeof tokens) => {
  const { $shopUser } = await import('../../stores/shop-user.ts');
  $shopUser.set({ token: tokens[who], userInfo: null });
};

beforeEach(() => {
  reported.length = 0;
});

const suggestions = () => import('./suggestions.ts');

describe('reading suggestions', () => {
  test("lists demo's suggestions newest first, filtered by status", async () => {
    await as('demo');
    const { listSuggestions } = await suggestions();
    const all = await listSuggestions({ page: 1, size: 10 });
    expect(all.total).toBe(4);
    const answered = await listSuggestions({ page: 1, size: 10, status: '已回复' });
    expect(answered.records.every((row) => row.status === '已回复')).toBe(true);
  });

  test('reads one with its reply thread, and its images as blobs of the right type', async () => {
    await as('demo');
    const { listSuggestions, fetchSuggestion, fetchSuggestionImage } = await suggestions();
    const row = (await listSuggestions({ page: 1, size: 10 })).records.find((r) => r.imageCount === 2);
    const suggestion = await fetchSuggestion(row?.id ?? 0);
    expect(suggestion.replies.length).toBeGreaterThan(0);
    const blob = await fetchSuggestionImage(suggestion.images[0]?.url ?? '');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(suggestion.images[0]?.size);
  });

  test("answers 404 for another customer's suggestion without reporting it (the page says not found)", async () => {
    await as('suggest');
    const { fetchSuggestion } = await suggestions();
    const error = await failure(fetchSuggestion(1));
    expect(error).toMatchObject({ status: 404, message: '反馈不存在' });
    expect(reported).toEqual([]);
  });
});

describe('following up', () => {
  test('a follow-up reply joins the thread and takes an answered suggestion back to 处理中', async () => {
    await as('demo');
    const { listSuggestions, replyToSuggestion } = await suggestions();
    const answered = (await listSuggestions({ page: 1, size: 10, status: '已回复' })).records[0];
    const after = await replyToSuggestion(answered?.id ?? 0, '补充：手机上也一样');
    expect(after.status).toBe('处理中');
    expect(after.replies.at(-1)).toMatchObject({ from: 'customer', content: '补充：手机上也一样' });
  });

  test("an empty follow-up fails with the server's message, reported for the toast", async () => {
    await as('demo');
    const { replyToSuggestion } = await suggestions();
    expect(await failure(replyToSuggestion(1, '  '))).toMatchObject({ status: 400, message: '请填写回复内容' });
    expect(reported).toHaveLength(1);
  });
});
