import { t } from '../i18n/t-core.ts';
import { ApiError, messageFromBody } from './errors.ts';

/** Seed section 9: every call gives up after 100 000 ms. */
export const REQUEST_TIMEOUT_MS = 100_000;

export interface ApiClientOptions {
  /** Origin (and optional prefix) the `/api/...` paths are resolved against; '' = this site. */
  baseURL: string;
  getToken: () => string;
  timeout?: number;
  onError?: (error: ApiError) => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown>;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Fail without telling the error listeners (the caller handles it, e.g. logout). */
  quiet?: boolean;
}

export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/**
 * Builds the one JSON client on the browser's fetch: bearer header only when a token exists, JSON
 * bodies, no retries, a timeout, and every failure turned into an ApiError. (It replaced ofetch,
 * whose URL and JSON helpers cost every logged-in page about 4 KB gzip for what these lines do.)
 */
export function createApiClient(options: ApiClientOptions): ApiRequest {
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const base = options.baseURL.replace(/\/+$/, '');
  return async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const token = options.getToken();
    const authenticated = Boolean(token);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers['Authorization'] = `Bearer ${token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    // One signal for the caller's cancel and the timeout (AbortSignal.any is newer than some
    // browsers the site supports).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const onAbort = () => controller.abort();
    if (init.signal?.aborted) controller.abort();
    else init.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(base + path + queryString(init.query), {
          method: init.method ?? 'GET',
          headers,
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: controller.signal,
        });
        body = parseBody(await response.text());
      } catch {
        const kind = timedOut ? 'timeout' : init.signal?.aborted ? 'aborted' : 'network';
        throw new ApiError(kind, t(kind === 'timeout' ? 'error.timeout' : 'error.network'), null, authenticated, path);
      }
      if (!response.ok) throw new ApiError('http', messageFromBody(body), response.status, authenticated, path);
      // The wire types are the server's contract (src/api/*-schema.ts); its tests hold it to them.
      return body as T;
    } catch (cause) {
      const error = cause instanceof ApiError ? cause : new ApiError('network', t('error.network'), null, authenticated, path);
      // The caller cancelled on purpose (a removed upload, a left page): nothing to tell.
      if (error.kind !== 'aborted' && !init.quiet) options.onError?.(error);
      throw error;
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onAbort);
    }
  };
}

/** `?a=1&b=x` of the defined values, or '' when there are none. */
function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The answer's JSON; its text when it is not JSON (an HTML error page); undefined when empty (204). */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
