import { t } from './messages.ts';

/**
 * How a call failed: the server answered non-2xx, the 100 s timeout passed, no answer came,
 * the caller aborted it, or the answer came in a shape the page cannot read.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'aborted' | 'shape';

/**
 * The one error type the API client throws. `message` is already the text to show:
 * the body's `message`, or 服务异常, or the timeout / network text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, null when no answer came back. */
  readonly status: number | null;
  /** Whether the failed request carried a bearer token (a 401 then means the session ended). */
  readonly authenticated: boolean;
  /** The API path called (no query), when known: tells a login call's 401 from "log in first". */
  readonly path: string | null;
  /** A feature's list call answered 404 or 501: this shop's backend does not offer the feature. */
  readonly notOffered: boolean;

  constructor(kind: ApiErrorKind, message: string, status: number | null, authenticated: boolean, path: string | null = null, notOffered = false) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.authenticated = authenticated;
    this.path = path;
    this.notOffered = notOffered;
  }

  /** The same failure, read as "the shop does not offer this feature". */
  asNotOffered(): ApiError {
    return new ApiError(this.kind, this.message, this.status, this.authenticated, this.path, true);
  }
}

/** The text to show for a failed answer: its `{ message }` body, else 服务异常. */
export function messageFromBody(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return t('error.service');
}

/** What a detail page loads: the thing, or null when the server says it is not there (or not the customer's: 404). */
export function nullWhenNotFound<T>(load: Promise<T>): Promise<T | null> {
  return load.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
}
