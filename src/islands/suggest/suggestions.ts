import { reportApiError } from '../../core/shell/error-bus.ts';
import { ApiError } from '../../core/errors.ts';
import { api } from '../../core/http.ts';
import { has, isPageOf } from '../../core/shapes.ts';
import { files, type TransferOptions } from '../../components/uploader/file-transport.ts';
import type { Suggestion, SuggestionFields, SuggestionPage, SuggestionStatus } from '../../wire/suggestions.ts';

const PATH = '/api/shop-suggestion';
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** GET /api/shop-suggestion: one page of the customer's suggestions, newest first. */
export const listSuggestions = (query: { page: number; size: number; status?: SuggestionStatus }, signal?: AbortSignal) =>
  api<SuggestionPage>(PATH, { query: { ...query }, ...withSignal(signal), feature: true, expect: isPageOf({ id: 'number', no: 'string', type: 'string', title: 'string', status: 'string', createdAt: 'string' }) });

/**
 * GET /api/shop-suggestion/{id}. A 404 (unknown, or another customer's) is the page's own
 * not-found state, so only other failures are reported.
 */
export async function fetchSuggestion(id: number, signal?: AbortSignal): Promise<Suggestion> {
  try {
    return await api<Suggestion>(`${PATH}/${id}`, { ...withSignal(signal), quiet: true, expect: isSuggestion });
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && error.status !== 404) reportApiError(error);
    throw error;
  }
}

/** POST /api/shop-suggestion/{id}/replies: a follow-up; answers the suggestion as it now is. */
export const replyToSuggestion = (id: number, content: string) =>
  api<Suggestion>(`${PATH}/${id}/replies`, { method: 'POST', body: { content }, expect: isSuggestion });

const isSuggestion = (body: unknown): body is Suggestion =>
  has({ id: 'number', no: 'string', title: 'string', content: 'string', status: 'string', images: 'array', replies: 'array', history: 'array' })(body);

/**
 * POST /api/shop-suggestion: the text fields and the images in one multipart request, with upload
 * progress. 201 is a new suggestion, 200 the one an earlier request with the same idempotency key
 * created.
 */
export function submitSuggestion(fields: SuggestionFields, images: readonly File[], options: TransferOptions = {}): Promise<Suggestion> {
  const form = new FormData();
  // Text first: the server can refuse a bad form before reading any image.
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const image of images) form.append('image', image, image.name);
  const size = images.reduce((sum, image) => sum + image.size, 0);
  return files.postForm(PATH, form, size, (body) => (isSuggestion(body) ? body : null), options);
}

/**
 * GET an image of a suggestion with the bearer header (an <img> cannot send it): the bytes as a
 * Blob for an object URL.
 */
export const fetchSuggestionImage = (url: string, signal?: AbortSignal): Promise<Blob> => files.download(url, withSignal(signal));
