import { FetchError, ofetch, type $Fetch } from 'ofetch';
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
 * Builds the one JSON client: bearer header only when a token exists, no retries
 * (ofetch retries failed GETs once by default), and every failure turned into an ApiError.
 */
export function createApiClient(options: ApiClientOptions): ApiRequest {
  const fetcher: $Fetch = ofetch.create({
    baseURL: options.baseURL,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    retry: 0,
  });
  return async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const token = options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers['Authorization'] = `Bearer ${token}`;
    try {
      return await fetcher<T>(path, {
        method: init.method ?? 'GET',
        headers,
        ...(init.body === undefined ? {} : { body: init.body }),
        ...(init.query ? { query: init.query } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      });
    } catch (cause) {
      const error = toApiError(cause, Boolean(token), path);
      // The caller cancelled on purpose (a removed upload, a left page): nothing to tell.
      if (error.kind !== 'aborted' && !init.quiet) options.onError?.(error);
      throw error;
    }
  };
}

function toApiError(cause: unknown, authenticated: boolean, path: string): ApiError {
  if (cause instanceof FetchError && cause.response) {
    return new ApiError('http', messageFromBody(cause.data), cause.response.status, authenticated, path);
  }
  const inner: unknown = cause instanceof FetchError ? cause.cause : cause;
  if (inner instanceof Error && inner.name === 'AbortError') {
    return new ApiError('aborted', t('error.network'), null, authenticated, path);
  }
  if (inner instanceof Error && inner.name === 'TimeoutError') {
    return new ApiError('timeout', t('error.timeout'), null, authenticated, path);
  }
  return new ApiError('network', t('error.network'), null, authenticated, path);
}
