// The suggestion endpoints of this folder's calls against the reference server itself (seeded, in memory),
// through the shared client as the pages use it. Submitting goes through the browser's
// XMLHttpRequest, which Node lacks: e2e/suggest.spec.ts sends suggestions with images.
import { describe, expect, test } from 'vitest';
import { failure, useReferenceServer } from '../../core/test-support.ts';

const { reported, logInAs } = useReferenceServer();

const suggestions = () => import('./suggestions.ts');

describe('reading suggestions', () => {
  test("lists demo's suggestions newest first, filtered by status", async () => {
    await logInAs('demo');
    const { listSuggestions } = await suggestions();
    const all = await listSuggestions({ page: 1, size: 10 });
    expect(all.total).toBe(4);
    const answered = await listSuggestions({ page: 1, size: 10, status: '已回复' });
    expect(answered.records.every((row) => row.status === '已回复')).toBe(true);
  });

  test('reads one with its reply thread, and its images as blobs of the right type', async () => {
    await logInAs('demo');
    const { listSuggestions, fetchSuggestion, fetchSuggestionImage } = await suggestions();
    const row = (await listSuggestions({ page: 1, size: 10 })).records.find((r) => r.imageCount === 2);
    const suggestion = await fetchSuggestion(row?.id ?? 0);
    expect(suggestion.replies.length).toBeGreaterThan(0);
    const blob = await fetchSuggestionImage(suggestion.images[0]?.url ?? '');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(suggestion.images[0]?.size);
  });

  test("answers 404 for another customer's suggestion without reporting it (the page says not found)", async () => {
    await logInAs('e2e-suggest');
    const { fetchSuggestion } = await suggestions();
    const error = await failure(fetchSuggestion(1));
    expect(error).toMatchObject({ status: 404, message: '反馈不存在' });
    expect(reported).toEqual([]);
  });
});

describe('following up', () => {
  test('a follow-up reply joins the thread and takes an answered suggestion back to 处理中', async () => {
    await logInAs('demo');
    const { listSuggestions, replyToSuggestion } = await suggestions();
    const answered = (await listSuggestions({ page: 1, size: 10, status: '已回复' })).records[0];
    const after = await replyToSuggestion(answered?.id ?? 0, '补充：手机上也一样');
    expect(after.status).toBe('处理中');
    expect(after.replies.at(-1)).toMatchObject({ from: 'customer', content: '补充：手机上也一样' });
  });

  test("an empty follow-up fails with the server's message, reported for the toast", async () => {
    await logInAs('demo');
    const { replyToSuggestion } = await suggestions();
    expect(await failure(replyToSuggestion(1, '  '))).toMatchObject({ status: 400, message: '请填写回复内容' });
    expect(reported).toHaveLength(1);
  });
});
