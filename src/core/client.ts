import { ofetch, type FetchContext } from 'ofetch';
import { t } from './messages.ts';
import { ApiError, messageFromBody } from './errors.ts';

/** Every call gives up after 100 000 ms (docs/seed-rules.md, *Calls and failures*). */
export const REQUEST_TIMEOUT_MS = 100_000;

export interface ApiClientOptions {
  /** Origin (and optional prefix) the `/api/...` paths are resolved against; '' = this site. */
  baseURL: string;
  getToken: () => string;
  timeout?: number;
  onError?: (error: ApiError) => void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Record<string, unknown>;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Fail without telling the error listeners (the caller handles it, e.g. logout). */
  quiet?: boolean;
  /**
   * The shape a successful answer must have. A backend that is not ours may answer a call the
   * seed does not name with anything; an answer that fails this check is an ApiError of kind
   * `shape`, so the page shows its error state instead of breaking on a missing field.
   */
  expect?: (body: unknown) => boolean;
  /**
   * This is a feature's list call: a 404 or 501 means the shop's backend does not offer the
   * feature, which the page says in place (ApiError.notOffered) instead of raising an error.
   */
  feature?: boolean;
}

export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** What the hooks need to know about a call that ofetch does not keep. */
interface CallFacts {
  path: string;
  authenticated: boolean;
  /** The caller's signal joined with the timeout (ofetch drops its timeout when a signal is given). */
  stopTimer: () => void;
  timedOut: () => boolean;
}

const NOT_OFFERED_STATUSES: ReadonlySet<number> = new Set([404, 501]);

/**
 * Builds the one JSON client: a single `ofetch.create` instance with the base URL, a timeout,
 * no retries (ofetch retries failed GETs once by default), the bearer header only when a token
 * exists, and every failure turned into an ApiError in its hooks.
 */
export function createApiClient(options: ApiClientOptions): ApiRequest {
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const facts = new WeakMap<FetchContext, CallFacts>();
  const factsOf = (context: FetchContext): CallFacts =>
    facts.get(context) ?? { path: String(context.request), authenticated: false, stopTimer: () => undefined, timedOut: () => false };

  const fetcher = ofetch.create({
    baseURL: options.baseURL,
    timeout,
    retry: 0,
    headers: { Accept: 'application/json' },
    onRequest(context) {
      const token = options.getToken();
      if (token) context.options.headers.set('Authorization', `Bearer ${token}`);
      const joined = joinTimeout(context.options.signal ?? undefined, timeout);
      if (joined) context.options.signal = joined.signal;
      facts.set(context, {
        path: String(context.request),
        authenticated: Boolean(token),
        stopTimer: joined?.stop ?? (() => undefined),
        timedOut: joined?.timedOut ?? (() => false),
      });
    },
    onResponse(context) {
      factsOf(context).stopTimer();
    },
    onRequestError(context) {
      const call = factsOf(context);
      call.stopTimer();
      const kind = call.timedOut() || context.error.name === 'TimeoutError' ? 'timeout' : context.error.name === 'AbortError' || context.options.signal?.aborted ? 'aborted' : 'network';
      throw new ApiError(kind, t(kind === 'timeout' ? 'error.timeout' : 'error.network'), null, call.authenticated, call.path);
    },
    onResponseError(context) {
      const call = factsOf(context);
      throw new ApiError('http', messageFromBody(context.response._data), context.response.status, call.authenticated, call.path);
    },
  });

  return async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const authenticated = Boolean(options.getToken());
    try {
      const body: unknown = await fetcher(path, {
        method: init.method ?? 'GET',
        ...(init.body === undefined ? {} : { body: init.body }),
        ...(init.query ? { query: init.query } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      });
      if (init.expect && !init.expect(body)) throw new ApiError('shape', t('error.shape'), null, authenticated, path);
      // Past `expect`, the answer has the fields the caller reads; its wire type is the contract.
      return body as T;
    } catch (cause) {
      // A failure while the body was read comes past the hooks.
      let error = cause instanceof ApiError ? cause : new ApiError(init.signal?.aborted ? 'aborted' : 'network', t('error.network'), null, authenticated, path);
      if (init.feature && error.status !== null && NOT_OFFERED_STATUSES.has(error.status)) error = error.asNotOffered();
      // A cancel on purpose (a removed upload, a left page) and a feature the shop does not
      // offer are said by the page itself, not as an error message.
      if (error.kind !== 'aborted' && !error.notOffered && !init.quiet) options.onError?.(error);
      throw error;
    }
  };
}

/**
 * The caller's signal joined with a timer, since ofetch applies its timeout only to calls
 * without a signal. (AbortSignal.any is newer than some browsers the site supports.)
 */
function joinTimeout(signal: AbortSignal | undefined, timeout: number) {
  if (!signal) return null;
  const controller = new AbortController();
  let expired = false;
  const onAbort = () => controller.abort(signal.reason);
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeout);
  if (signal.aborted) controller.abort(signal.reason);
  else signal.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    stop: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
    timedOut: () => expired,
  };
}
