import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An expected failure with the status and the Chinese message the client shows as is.
 * Thrown from handlers and helpers; the app's onError turns it into `{ message }`.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
  }
}

export const messages = {
  serviceError: '服务异常',
  notLoggedIn: '请先登录',
  sessionExpired: '登录已过期，请重新登录',
  unknownEndpoint: '接口不存在',
  pageNotFound: '页面不存在',
  invalidJson: '请求体不是有效的 JSON',
  bodyTooLarge: '请求体过大（最大 1 MB）',
} as const;

/** The error body of every non-2xx JSON answer. */
export function errorResponse(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ message }, status);
}

/** onError of the app: expected errors keep their status, anything else is a logged 500. */
export function handleError(error: unknown, c: Context): Response {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return errorResponse(c, error.status, error.message);
  }
  console.error(`[${new Date().toISOString()}] ${c.req.method} ${c.req.path} failed:`, error);
  return errorResponse(c, 500, messages.serviceError);
}
