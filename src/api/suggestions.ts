import { t } from '../i18n/t-core.ts';
import { $shopUser } from '../stores/shop-user.ts';
import { REQUEST_TIMEOUT_MS } from './client.ts';
import { reportApiError } from './error-bus.ts';
import { ApiError, messageFromBody } from './errors.ts';
import { api } from './http.ts';
import type { Suggestion, SuggestionFields, SuggestionPage, SuggestionStatus } from './suggestion-schema.ts';

const PATH = '/api/shop-suggestion';
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
const base = () => import.meta.env.PUBLIC_API_BASE ?? '';

/** GET /api/shop-suggestion: one page of the customer's suggestions, newest first. */
export const listSuggestions = (query: { page: number; size: number; status?: SuggestionStatus }, signal?: AbortSignal) =>
  api<SuggestionPage>(PATH, { query: { ...query }, ...withSignal(signal) });

/**
 * GET /api/shop-suggestion/{id}. A 404 (unknown, or another customer's) is the page's own
 * not-found state, so only other failures are reported.
 */
export async function fetchSuggestion(id: number, signal?: AbortSignal): Promise<Suggestion> {
  try {
    return await api<Suggestion>(`${PATH}/${id}`, { ...withSignal(signal), quiet: true });
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'aborted' && error.status !== 404) reportApiError(error);
    throw error;
  }
}

/** POST /api/shop-suggestion/{id}/replies: a follow-up; answers the suggestion as it now is. */
export const replyToSuggestion = (id: number, content: string) =>
  api<Suggestion>(`${PATH}/${id}/replies`, { method: 'POST', body: { content } });

export interface SubmitOptions {
  /** Bytes sent so far and the total. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

const isSuggestion = (body: unknown): body is Suggestion =>
  typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'number' && 'status' in body && 'images' in body && Array.isArray(body.images);

/**
 * POST /api/shop-suggestion: the text fields and the images in one multipart request, through
 * XMLHttpRequest because only it reports upload progress. 201 is a new suggestion, 200 the one an
 * earlier request with the same idempotency key created. Failures are reported like the JSON
 * client's.
 */
export function submitSuggestion(fields: SuggestionFields, images: readonly File[], options: SubmitOptions = {}): Promise<Suggestion> {
  const token = $shopUser.get().token;
  const authenticated = Boolean(token);
  const fail = (error: ApiError) => {
    if (error.kind !== 'aborted') reportApiError(error);
    return error;
  };
  return new Promise<Suggestion>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { signal, onProgress } = options;
    let idle: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      signal?.removeEventListener('abort', onAbort);
      action();
    };
    const failWith = (kind: 'timeout' | 'network' | 'aborted') =>
      settle(() => reject(fail(new ApiError(kind, t(kind === 'timeout' ? 'error.timeout' : 'error.network'), null, authenticated, PATH))));
    // Fifteen megabytes on a slow line take longer than the JSON timeout: the limit is on silence.
    const restartIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        failWith('timeout');
        xhr.abort();
      }, REQUEST_TIMEOUT_MS);
    };
    function onAbort() {
      failWith('aborted');
      xhr.abort();
    }
    if (signal?.aborted) {
      failWith('aborted');
      return;
    }
    xhr.open('POST', base() + PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      restartIdle();
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseJson(xhr.responseText);
      if ((xhr.status === 200 || xhr.status === 201) && isSuggestion(body)) settle(() => resolve(body));
      else settle(() => reject(fail(new ApiError('http', messageFromBody(body), xhr.status, authenticated, PATH))));
    });
    xhr.addEventListener('error', () => failWith('network'));
    xhr.addEventListener('abort', () => failWith('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });

    const form = new FormData();
    // Text first: the server can refuse a bad form before reading any image.
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
    for (const image of images) form.append('image', image, image.name);
    restartIdle();
    xhr.send(form);
  });
}

/**
 * GET an image of a suggestion with the bearer header (an <img> cannot send it): the bytes as a
 * Blob for an object URL.
 */
export async function fetchSuggestionImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = $shopUser.get().token;
  const authenticated = Boolean(token);
  let response: Response;
  try {
    response = await fetch(base() + url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, ...withSignal(signal) });
  } catch {
    const error = new ApiError(signal?.aborted ? 'aborted' : 'network', t('error.network'), null, authenticated, url);
    if (error.kind !== 'aborted') reportApiError(error);
    throw error;
  }
  if (!response.ok) {
    const error = new ApiError('http', messageFromBody(parseJson(await response.text())), response.status, authenticated, url);
    reportApiError(error);
    throw error;
  }
  return response.blob();
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
