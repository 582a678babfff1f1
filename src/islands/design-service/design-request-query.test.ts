import { describe, expect, test } from 'vitest';
import { readDesignOrdersSearch, writeDesignOrdersSearch } from './design-request-query.ts';

describe("the design orders page's address", () => {
  test('keeps the tab, page, open request and new-request form over a reload', () => {
    const state = { status: '待确认', page: 2, requestNo: 'SJ20261121-0001', compose: true, packageOrderNo: 'TC20261121-0002' } as const;
    expect(readDesignOrdersSearch(writeDesignOrdersSearch(state))).toEqual(state);
  });

  test('leaves defaults out', () => {
    expect(writeDesignOrdersSearch({ status: '', page: 1, requestNo: '', compose: false, packageOrderNo: 'TC1' })).toBe('');
  });

  test('falls back to defaults for unknown statuses and bad pages', () => {
    expect(readDesignOrdersSearch('?status=待付款&page=0')).toEqual({ status: '', page: 1, requestNo: '', compose: false, packageOrderNo: '' });
    expect(readDesignOrdersSearch('?page=2.5').page).toBe(1);
  });

  test('a 提需求 link with a package opens the form with it', () => {
    expect(readDesignOrdersSearch('?package=TC1')).toMatchObject({ compose: true, packageOrderNo: 'TC1' });
  });
});
