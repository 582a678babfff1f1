import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../core/app-env.ts';
import { messages } from '../core/errors.ts';
import { requestComponent } from '../core/openapi-components.ts';

/** Body of POST /api/__test__/fail-next. */
export const FailNextRequest = requestComponent('FailNextRequest', z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE'], { error: 'method 须为 GET、POST、PUT 或 DELETE' }),
  path: z
    .string()
    .max(200, 'path 最多 200 个字符')
    .regex(/^\/api\/[^?#\s]*$/, 'path 须为 /api/ 开头且不带查询串的路径')
    .refine((path) => !path.startsWith('/api/__test__'), 'path 不能是测试钩子本身'),
  status: z.number().int('status 须为整数').min(400, 'status 须在 400–599 之间').max(599, 'status 须在 400–599 之间'),
  message: z.string().trim().min(1, 'message 不能为空').max(200, 'message 最多 200 个字符').default(messages.serviceError),
  times: z.number().int('times 须为整数').min(1, 'times 须在 1–10 之间').max(10, 'times 须在 1–10 之间').default(1),
  /**
   * Only requests carrying this bearer token fail. Browser tests run in parallel against one
   * server; scoping a failure to the test's own session keeps it from hitting another test.
   */
  token: z.string().min(1, 'token 不能为空').max(200, 'token 最多 200 个字符').optional(),
}));
export type FailNextRequest = z.infer<typeof FailNextRequest>;

/**
 * Failures browser tests asked for, answered before any route runs so that an error state can be
 * reached through the real server. Kept in memory: they belong to one running server.
 */
export class PendingFailures {
  #pending: Array<FailNextRequest & { left: number }> = [];

  add(failure: FailNextRequest): void {
    this.#pending.push({ ...failure, left: failure.times });
  }

  clear(): void {
    this.#pending = [];
  }

  /** The failure for this request, if one is pending (the oldest first), using it up once. */
  take(method: string, path: string, authorization = ''): { status: number; message: string } | null {
    const failure = this.#pending.find(
      (f) => f.method === method && f.path === path && (f.token === undefined || authorization === `Bearer ${f.token}`),
    );
    if (failure === undefined) return null;
    failure.left -= 1;
    if (failure.left === 0) this.#pending = this.#pending.filter((f) => f !== failure);
    return { status: failure.status, message: failure.message };
  }

  /** Answers a matching request with its failure instead of letting it through. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const failure = this.take(c.req.method, c.req.path, c.req.header('Authorization') ?? '');
      if (failure === null) return next();
      // Any status from 400 to 599 may be asked for, so not only the ones Hono's types list.
      return new Response(JSON.stringify({ message: failure.message }), {
        status: failure.status,
        headers: { 'Content-Type': 'application/json' },
      });
    };
  }
}
