import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { routePath } from 'hono/route';
import type { AppEnv } from './app-env.ts';
import { logger } from './log.ts';

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
  invalidJson: '请求内容格式不正确，无法读取',
  tooDeep: '请求内容的层级过深，无法处理。请检查提交的内容后重试',
  bodyTooLarge: '请求体过大（最大 1 MB）',
} as const;

export const storageMessages = {
  full: '服务器存储空间不足，请稍后再试',
  unavailable: '文件存储暂不可用，暂时不能上传或删除文件，请联系商家',
} as const;

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/** The disk (of the database or the upload folder) is full: node's ENOSPC/EDQUOT, or SQLite's SQLITE_FULL (13). */
export function isDiskFull(error: unknown): boolean {
  const code = codeOf(error);
  if (code === 'ENOSPC' || code === 'EDQUOT') return true;
  return code === 'ERR_SQLITE_ERROR' && typeof error === 'object' && error !== null && 'errcode' in error && error.errcode === 13;
}

/**
 * What a failure of the upload folder means for the customer: a full disk (507), or a folder the
 * server cannot write (503); null for anything else.
 */
export function storageFailure(error: unknown): HttpError | null {
  if (error instanceof HttpError) return null;
  if (isDiskFull(error)) return new HttpError(507, storageMessages.full);
  const code = codeOf(error);
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM' || code === 'ENOTDIR') return new HttpError(503, storageMessages.unavailable);
  return null;
}

/** The error body of every non-2xx JSON answer. */
export function errorResponse(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ message }, status);
}

/** onError of the app: expected errors keep their status, anything else is a logged 500. */
export function handleError(error: unknown, c: Context<AppEnv>): Response {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return errorResponse(c, error.status, error.message);
  }
  // The request log's logger (with the request's id) when it ran; the route, not the URL, whose query may carry a token.
  const log = c.get('log') as AppEnv['Variables']['log'] | undefined;
  (log ?? logger).error({ err: error, method: c.req.method, route: routePath(c) }, 'request failed');
  // A full disk is something the customer can understand and wait out; say so instead of 服务异常.
  if (isDiskFull(error)) return errorResponse(c, 507, storageMessages.full);
  return errorResponse(c, 500, messages.serviceError);
}
