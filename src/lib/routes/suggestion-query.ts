import { SUGGESTION_STATUSES, type SuggestionStatusValue } from '../forms/suggestion-rules.ts';
import type { RoutePath } from './routes.ts';

export const SUGGESTION_LIST_PATH: RoutePath = '/suggest/list';
export const SUGGESTION_FORM_PATH: RoutePath = '/suggest/form';
const SUGGESTION_DETAIL_PATH: RoutePath = '/suggest/detail';

/** The detail page of a suggestion. */
export const suggestionDetailUrl = (id: number) => `${SUGGESTION_DETAIL_PATH}?id=${id}`;

/** The id in a detail page's query (`?id=12`); null for a missing or malformed one. */
export function suggestionIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  if (!/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}

export interface SuggestionListState {
  /** '' is every status. */
  status: SuggestionStatusValue | '';
  page: number;
}

/** The list's filter and page from its address; anything unknown falls back to the default. */
export function parseSuggestionListQuery(search: string): SuggestionListState {
  const params = new URLSearchParams(search);
  const status = params.get('status') ?? '';
  const page = params.get('page') ?? '';
  return {
    status: SUGGESTION_STATUSES.find((known) => known === status) ?? '',
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** The query string for a list state (defaults left out), with its leading `?` or empty. */
export function suggestionListSearch(state: SuggestionListState): string {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
