import { describe, expect, it } from 'vitest';
import { newSuggestionDraft, parseSuggestionDraft, suggestionDraftStorageKey } from './suggestion-draft.ts';
import { parseSuggestionListQuery, suggestionIdOf, suggestionListSearch } from '../routes/suggestion-query.ts';

describe('the suggestion draft', () => {
  it('is stored per customer', () => {
    expect(suggestionDraftStorageKey(7)).not.toBe(suggestionDraftStorageKey(8));
  });

  it('reads back what was typed, with its idempotency key', () => {
    const draft = { type: '投诉', title: '标题', content: '内容', contact: '10001', key: 'draft-key-0001' };
    expect(parseSuggestionDraft(JSON.stringify(draft), 'fresh-key-0001')).toEqual(draft);
  });

  it('starts fresh from nothing, broken JSON or a value without a key', () => {
    const fresh = newSuggestionDraft('fresh-key-0001');
    expect(parseSuggestionDraft(null, 'fresh-key-0001')).toEqual(fresh);
    expect(parseSuggestionDraft('{oops', 'fresh-key-0001')).toEqual(fresh);
    expect(parseSuggestionDraft(JSON.stringify({ title: 'x' }), 'fresh-key-0001')).toEqual(fresh);
  });

  it('keeps the other fields when one is damaged', () => {
    const parsed = parseSuggestionDraft(JSON.stringify({ type: '表扬', title: 5, content: '内容', contact: null, key: 'draft-key-0001' }), 'fresh');
    expect(parsed).toEqual({ type: '功能建议', title: '', content: '内容', contact: '', key: 'draft-key-0001' });
  });
});

describe('suggestion addresses', () => {
  it('read the detail id only when it is a positive whole number', () => {
    expect(suggestionIdOf('?id=12')).toBe(12);
    for (const search of ['', '?id=', '?id=0', '?id=abc', '?id=1.5', '?id=-3']) expect(suggestionIdOf(search)).toBeNull();
  });

  it('keep the list filter and page, dropping defaults and unknown values', () => {
    expect(parseSuggestionListQuery('?status=已回复&page=2')).toEqual({ status: '已回复', page: 2 });
    expect(parseSuggestionListQuery('?status=已关闭&page=x')).toEqual({ status: '', page: 1 });
    expect(suggestionListSearch({ status: '', page: 1 })).toBe('');
    expect(decodeURIComponent(suggestionListSearch({ status: '处理中', page: 3 }))).toBe('?status=处理中&page=3');
  });
});
