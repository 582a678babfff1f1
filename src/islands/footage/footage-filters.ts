import type { FootageCategory } from '../../wire/footage.ts';
import { KEYWORD_MAX } from '../../lib/format/list-filters.ts';

export const FOOTAGE_CATEGORIES: readonly FootageCategory[] = ['model', 'fixture', 'video', 'guide', 'datasheet'];

/** What the footage list shows: category (null = 全部), search text and page. */
export interface FootageFilters {
  category: FootageCategory | null;
  keyword: string;
  page: number;
}

/** The filters a footage address asks for (`?category=model&keyword=支架&page=2`); unknown values fall back. */
export function readFootageFilters(search: string): FootageFilters {
  const query = new URLSearchParams(search);
  const page = Number(query.get('page'));
  return {
    category: FOOTAGE_CATEGORIES.find((category) => category === query.get('category')) ?? null,
    keyword: (query.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for `filters` ('' when nothing is filtered), defaults left out. */
export function footageSearch(filters: FootageFilters): string {
  const query = new URLSearchParams();
  if (filters.category) query.set('category', filters.category);
  if (filters.keyword) query.set('keyword', filters.keyword);
  if (filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
