import { describe, expect, test } from 'vitest';
import { footageSearch, readFootageFilters } from './footage-filters.ts';

describe('footage filters in the address', () => {
  test('are read from the query string, unknown values falling back to 全部 and page 1', () => {
    expect(readFootageFilters('?category=video&keyword=%E8%B0%83%E5%B9%B3&page=2')).toEqual({ category: 'video', keyword: '调平', page: 2 });
    expect(readFootageFilters('?category=music&page=0')).toEqual({ category: null, keyword: '', page: 1 });
  });

  test('are written back with the defaults left out, and read again the same', () => {
    expect(footageSearch({ category: null, keyword: '', page: 1 })).toBe('');
    const filters = { category: 'guide' as const, keyword: 'FDM', page: 3 };
    expect(readFootageFilters(footageSearch(filters))).toEqual(filters);
  });
});
