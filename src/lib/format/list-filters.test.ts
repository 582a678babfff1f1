import { describe, expect, test } from 'vitest';
import { NO_FILTERS, catalogueSearch, isFiltered, readCatalogueFilters, readConsumableId } from './list-filters.ts';

describe('catalogue filters in the address', () => {
  test('are read from the query string', () => {
    expect(readCatalogueFilters('?category=resin&keyword=405nm&sort=priceDesc&page=3')).toEqual({ category: 'resin', keyword: '405nm', sort: 'priceDesc', page: 3 });
  });

  test('fall back to 全部, 默认 and page 1 for unknown values', () => {
    expect(readCatalogueFilters('?category=food&sort=cheap&page=-2')).toEqual(NO_FILTERS);
    expect(readCatalogueFilters('?page=1.5')).toEqual(NO_FILTERS);
    expect(readCatalogueFilters('')).toEqual(NO_FILTERS);
  });

  test('keep at most 50 characters of search text', () => {
    expect(readCatalogueFilters(`?keyword=${'a'.repeat(80)}`).keyword).toHaveLength(50);
  });

  test('are written back with the defaults left out, and read again the same', () => {
    expect(catalogueSearch(NO_FILTERS)).toBe('');
    const filters = { category: 'tool' as const, keyword: ' 镊子 ', sort: 'priceAsc' as const, page: 2 };
    const search = catalogueSearch(filters);
    expect(search).toBe('?category=tool&keyword=%E9%95%8A%E5%AD%90&sort=priceAsc&page=2');
    expect(readCatalogueFilters(search)).toEqual({ ...filters, keyword: '镊子' });
  });

  test('count as filtering only when a category or search text narrows the list', () => {
    expect(isFiltered({ ...NO_FILTERS, sort: 'priceAsc', page: 2 })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, keyword: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, category: 'powder' })).toBe(true);
  });
});

describe("a consumable page's id", () => {
  test('is a positive whole number', () => {
    expect(readConsumableId('?id=12')).toBe(12);
    for (const search of ['', '?id=', '?id=0', '?id=-3', '?id=abc', '?id=1.5', '?id=12abc', '?id=99999999999']) expect(readConsumableId(search)).toBeNull();
  });
});
