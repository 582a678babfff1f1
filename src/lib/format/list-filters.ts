import type { ConsumableCategory, ConsumableListQuery, ConsumableSort } from '../../wire/consumables.ts';

export const CONSUMABLE_CATEGORIES: readonly ConsumableCategory[] = ['resin', 'filament', 'powder', 'postprocess', 'tool'];
export const CONSUMABLE_SORTS: readonly ConsumableSort[] = ['default', 'priceAsc', 'priceDesc'];
/** Longest search text the catalogue takes (ConsumableQuery.keyword). */
export const KEYWORD_MAX = 50;

/** What the catalogue shows: category (null = 全部), search text as typed, sort and page. */
export interface CatalogueFilters {
  category: ConsumableCategory | null;
  keyword: string;
  sort: ConsumableSort;
  page: number;
}

export const NO_FILTERS: CatalogueFilters = { category: null, keyword: '', sort: 'default', page: 1 };

/**
 * The filters a catalogue address asks for (`?category=resin&keyword=PLA&sort=priceAsc&page=2`).
 * Unknown values fall back to 全部 / 默认 / page 1, so a hand-edited address still opens.
 */
export function readCatalogueFilters(search: string): CatalogueFilters {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  return {
    category: CONSUMABLE_CATEGORIES.find((category) => category === query.get('category')) ?? null,
    keyword: (query.get('keyword') ?? '').slice(0, KEYWORD_MAX),
    sort: CONSUMABLE_SORTS.find((sort) => sort === query.get('sort')) ?? 'default',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for `filters` ('' when nothing is filtered), defaults left out. */
export function catalogueSearch(filters: CatalogueFilters): string {
  const query = new URLSearchParams();
  if (filters.category) query.set('category', filters.category);
  if (filters.keyword.trim()) query.set('keyword', filters.keyword.trim());
  if (filters.sort !== 'default') query.set('sort', filters.sort);
  if (filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Cards on one page of the catalogue. */
export const CATALOGUE_PAGE_SIZE = 12;

/** The catalogue call's query (GET /api/shop-consumable) for `filters`: only what narrows it, then sort and page. */
export function catalogueQuery(filters: CatalogueFilters): ConsumableListQuery & { sort: ConsumableSort; page: number; size: number } {
  const keyword = filters.keyword.trim();
  return { ...(filters.category ? { category: filters.category } : {}), ...(keyword ? { keyword } : {}), sort: filters.sort, page: filters.page, size: CATALOGUE_PAGE_SIZE };
}

/** Whether anything narrows the catalogue (清除筛选 has something to clear). */
export const isFiltered = (filters: CatalogueFilters): boolean => filters.category !== null || filters.keyword.trim() !== '';

/** The address of a consumable's page. */
export const consumablePath = (id: number) => `/consumablesorder/consumableinformation?id=${id}`;

/** The consumable id a detail address names, or null when it names none (missing, not a positive whole number). */
export function readConsumableId(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  if (!/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
