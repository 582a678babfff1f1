/**
 * The server's one logger: JSON lines (pino) on stdout, so a deployment's log collector reads
 * them as they are. `LOG_LEVEL` (trace … fatal, silent; info by default) sets how much; the tests
 * run with `silent` (vitest.config.ts) and capture a logger of their own where they read lines.
 * Whatever may hold a credential is censored by path before a line is written: a logged object's
 * authorization, cookie, set-cookie, password, token, key and secret fields, at any of the first
 * levels; the request log never writes headers, bodies or query strings in the first place.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

const secretNames = ['authorization', 'cookie', 'set-cookie', 'password', 'token', 'key', 'secret', 'apiKey', 'accessToken', 'refreshToken', 'privateKey'];

/** Each secret name at the top and one to three levels down (`headers.authorization`, `req.headers.cookie`, `body.password`). */
export const redactedPaths: readonly string[] = secretNames.flatMap((name) => {
  // A name that is not an identifier goes in brackets (pino's path syntax).
  const key = /^[A-Za-z_]\w*$/.test(name) ? `.${name}` : `["${name}"]`;
  return [key.startsWith('.') ? name : key, `*${key}`, `*.*${key}`, `*.*.*${key}`];
});

const levels = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

/** `LOG_LEVEL` when it names a pino level, else info. */
export function logLevel(env: NodeJS.ProcessEnv = process.env): string {
  const level = env['LOG_LEVEL']?.trim().toLowerCase();
  return level !== undefined && levels.has(level) ? level : 'info';
}

/**
 * A logger writing to `destination` (stdout, synchronously, so the lines before an exit are not
 * lost), at `level` (LOG_LEVEL).
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? logLevel(),
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: [...redactedPaths], censor: '[redacted]' },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** The process's logger, for what runs outside a request (start, maintenance, mail, backups). */
export const logger: Logger = createLogger();

/** An incoming request id we keep: short, of safe characters (it goes into every line and a header). */
const requestIdPattern = /^[A-Za-z0-9._:-]{1,64}$/;

/** Hono context values the request log sets for the handlers and the error handler. */
export interface LogVariables {
  /** The request's id (X-Request-Id). */
  reqId: string;
  /** The logger with the request's id bound. */
  log: Logger;
}

/**
 * Logs every request once, when it is answered: its id (a valid incoming `X-Request-Id`, else a
 * new one, echoed in the answer's `X-Request-Id`), the method, the route pattern that answered
 * (`/api/shop-order/orders/:id`, never the URL: a query string can carry a token), the status
 * and the milliseconds. 5xx answers log at error, 4xx at info like the rest.
 */
export function requestLog(base: Logger): MiddlewareHandler<{ Variables: LogVariables }> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('X-Request-Id');
    const reqId = incoming !== undefined && requestIdPattern.test(incoming) ? incoming : randomUUID();
    const log = base.child({ reqId });
    c.set('reqId', reqId);
    c.set('log', log);
    await next();
    c.header('X-Request-Id', reqId);
    const line = { method: c.req.method, route: routePath(c), status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 };
    if (c.res.status >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  };
}
