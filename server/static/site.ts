import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context, Handler } from 'hono';
import type { RedirectStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../core/app-env.ts';
import { messages } from '../core/errors.ts';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Text worth compressing; images and fonts are compressed already. */
const compressible = /^(?:text\/|image\/svg\+xml|application\/(?:json|xml|manifest\+json))/;
const minCompressBytes = 1024;

/** Whether an Accept-Encoding header allows gzip (by name or `*`, without q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((entry) => {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    return (name === 'gzip' || name === '*') && !params.some((param) => /^q=0(?:\.0*)?$/.test(param));
  });
}

/**
 * Sent with every HTML page: no other site may frame it (clickjacking). The pages' own CSP is a
 * meta tag, where browsers ignore frame-ancestors; public/_headers asks CDNs for the same.
 */
export const frameHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

const redirectStatuses: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export interface Redirect {
  to: string;
  status: RedirectStatusCode;
}

function isRedirectStatus(status: number): status is RedirectStatusCode {
  return redirectStatuses.has(status);
}

/** Removes the trailing slash that `trailingSlash: 'ignore'` makes optional ("/" stays "/"). */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Netlify `_redirects` lines (`from to [status]`, `#` comments) as exact-path redirects.
 * Splats, placeholders and non-redirect statuses (rewrites, proxies) are beyond this server
 * and are skipped.
 */
export function parseRedirects(text: string): Map<string, Redirect> {
  const redirects = new Map<string, Redirect>();
  for (const line of text.split(/\r?\n/)) {
    const [from, to, statusText, ...rest] = line.replace(/#.*$/, '').trim().split(/\s+/);
    if (from === undefined || to === undefined || from === '' || rest.length > 0) continue;
    if (!from.startsWith('/') || /[*:]/.test(from)) continue;
    const status = statusText === undefined ? 301 : Number.parseInt(statusText, 10);
    if (!isRedirectStatus(status)) continue;
    redirects.set(withoutTrailingSlash(from), { to, status });
  }
  return redirects;
}

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
}

async function readStaticFile(path: string): Promise<StaticFile | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    return {
      body: await readFile(path),
      type: contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    };
  } catch {
    return null;
  }
}

/** The decoded request path, or null when it could escape the site folder. */
function safePath(c: Context): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\') || path.split('/').includes('..')) return null;
  return path;
}

const drawingsPage = /^\/professionalorder\/designdrawings\/[^/]+\/?$/;

/**
 * Serves the built site in `distDir` for GET (and HEAD) requests that are not API calls:
 * `_redirects`, the design-drawings fallback page, `/a/b` as `a/b` or `a/b/index.html`,
 * and `404.html` for the rest.
 */
export function staticSite(distDir: string): Handler<AppEnv> {
  const root = resolve(distDir);
  const redirectsFile = join(root, '_redirects');
  const redirects = existsSync(redirectsFile)
    ? parseRedirects(readFileSync(redirectsFile, 'utf8'))
    : new Map<string, Redirect>();

  /** `relative` inside the site folder as an absolute path, or null if it would leave it. */
  const inside = (relative: string): string | null => {
    const absolute = resolve(root, `.${relative}`);
    return absolute === root || absolute.startsWith(root + sep) ? absolute : null;
  };

  // Like a CDN, text goes out gzip-compressed; each file is compressed once per version.
  const gzipped = new Map<string, Buffer>();
  const bodyFor = (c: Context, file: StaticFile, path: string): Buffer => {
    if (!compressible.test(file.type) || file.body.length < minCompressBytes) return file.body;
    c.header('Vary', 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('accept-encoding'))) return file.body;
    const key = `${path}\0${file.etag}`;
    const body = gzipped.get(key) ?? gzipSync(file.body);
    gzipped.set(key, body);
    c.header('Content-Encoding', 'gzip');
    return body;
  };

  const send = (c: Context, file: StaticFile, status: 200 | 404, path: string) => {
    const html = file.type.startsWith('text/html');
    c.header('Content-Type', file.type);
    if (html) for (const [name, value] of Object.entries(frameHeaders)) c.header(name, value);
    c.header(
      'Cache-Control',
      path.startsWith('/_astro/') && !html ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (status === 200) {
      c.header('ETag', file.etag);
      if (c.req.header('if-none-match') === file.etag) return c.body(null, 304);
    }
    return c.body(new Uint8Array(bodyFor(c, file, path)), status);
  };

  return async (c) => {
    const path = safePath(c);
    if (path === null) return c.text('请求路径无效', 400);

    const redirect = redirects.get(withoutTrailingSlash(path));
    if (redirect !== undefined) {
      const search = new URL(c.req.url).search;
      return c.redirect(redirect.to.includes('?') ? redirect.to : redirect.to + search, redirect.status);
    }

    const candidates = drawingsPage.test(path)
      ? ['/professionalorder/designdrawings/_/index.html']
      : path.endsWith('/')
        ? [`${path}index.html`]
        : [path, `${path}/index.html`];
    for (const candidate of candidates) {
      const absolute = inside(candidate);
      const file = absolute === null ? null : await readStaticFile(absolute);
      if (file !== null) return send(c, file, 200, candidate);
    }

    const notFoundPage = await readStaticFile(join(root, '404.html'));
    if (notFoundPage !== null) return send(c, notFoundPage, 404, '/404.html');
    return c.text(messages.pageNotFound, 404);
  };
}
