import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Handler } from 'hono';
import type { RedirectStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../core/app-env.ts';
import { messages } from '../core/errors.ts';

/**
 * Our own types where Hono's table differs from what the site has always been served with
 * (JSON and manifests with a charset, SVG without one).
 */
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
  // The STEP/IGES parser's WebAssembly, under its registered type.
  '.wasm': 'application/wasm',
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

/**
 * Sent with every /_astro/ asset, where only the measuring workers read it (a script or an
 * image loaded by a page ignores a policy of its own): a worker may fetch from this site only,
 * may compile WebAssembly ('wasm-unsafe-eval'), which the STEP/IGES parser is, and may build
 * functions from text ('unsafe-eval'), which the parser's glue (Emscripten's embind) does for
 * each of its calls. Without it a worker would have no policy at all (as before the parser);
 * public/_headers asks CDNs for the same. The pages' own policy allows neither.
 */
export const workerPolicy = "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'";

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

/**
 * The decoded request path, or null when it could lead out of the site folder. serveStatic
 * would only pass such a path on as not found; this server answers it 400, as it always has.
 */
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
const drawingsFile = '/professionalorder/designdrawings/_/index.html';

/**
 * Serves the built site in `distDir` for GET and HEAD requests that are not API calls.
 * serveStatic from @hono/node-server finds the file (`/a/b` as `a/b` or `a/b/index.html`),
 * answers Range requests and HEAD, and prefers a precompressed `.br`/`.gz` beside a file.
 * This module keeps what it cannot do: `_redirects`, the design-drawings page for every id,
 * 404.html with status 404, this site's content types and caching and framing headers, an ETag
 * from size and time, and gzip for text compressed once per file version (a CDN's job, which a
 * per-request compression middleware would redo on every request).
 */
export function staticSite(distDir: string): Handler<AppEnv> {
  const root = resolve(distDir);
  const redirectsFile = join(root, '_redirects');
  const redirects = existsSync(redirectsFile) ? parseRedirects(readFileSync(redirectsFile, 'utf8')) : new Map<string, Redirect>();
  // The file serveStatic chose for a request (it may be index.html or a .gz beside the asked path).
  const found = new WeakMap<Context, string>();
  const remember = (path: string, c: Context) => {
    found.set(c, path);
  };
  const files = serveStatic({ root, precompressed: true, rewriteRequestPath: (path) => (drawingsPage.test(path) ? drawingsFile : path), onFound: remember });
  const notFoundPage = serveStatic({ root, path: '404.html', onFound: remember });
  const gzipped = new Map<string, Uint8Array>();

  /** Adds this site's headers to what serveStatic answered, and gzips text it did not find precompressed. */
  const finish = async (c: Context, response: Response, status: 200 | 404): Promise<Response> => {
    const path = found.get(c) ?? '';
    const type = contentTypes[extname(path.replace(/\.(?:br|gz|zst)$/, '')).toLowerCase()] ?? 'application/octet-stream';
    const html = type.startsWith('text/html');
    const headers = new Headers(response.headers);
    headers.set('Content-Type', type);
    if (html) for (const [name, value] of Object.entries(frameHeaders)) headers.set(name, value);
    const asset = c.req.path.startsWith('/_astro/') && !html;
    headers.set('Cache-Control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (asset) headers.set('Content-Security-Policy', workerPolicy);
    const lastModified = Date.parse(headers.get('Last-Modified') ?? '');
    const size = Number(headers.get('Content-Length'));
    const etag = `W/"${size.toString(16)}-${Math.floor(lastModified / 1000).toString(16)}"`;
    if (status === 200 && response.status === 200) {
      headers.set('ETag', etag);
      if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    }
    const compress = response.status === 200 && !headers.has('Content-Encoding') && compressible.test(type) && size >= minCompressBytes;
    if (!compress) return new Response(response.body, { status: response.status === 200 ? status : response.status, headers });
    headers.set('Vary', 'Accept-Encoding');
    // HEAD describes the file as it is: no body to compress.
    if (c.req.method !== 'GET' || !acceptsGzip(c.req.header('accept-encoding'))) return new Response(response.body, { status, headers });
    const key = `${path}\0${etag}`;
    const body = gzipped.get(key) ?? gzipSync(new Uint8Array(await response.arrayBuffer()));
    gzipped.set(key, body);
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(body.byteLength));
    return new Response(body.slice(), { status, headers });
  };

  return async (c) => {
    const path = safePath(c);
    if (path === null) return c.text('请求路径无效', 400);

    const redirect = redirects.get(withoutTrailingSlash(path));
    if (redirect !== undefined) {
      const search = new URL(c.req.url).search;
      return c.redirect(redirect.to.includes('?') ? redirect.to : redirect.to + search, redirect.status);
    }

    const file = await files(c, async () => {});
    if (file instanceof Response) return finish(c, file, 200);
    const page = await notFoundPage(c, async () => {});
    if (page instanceof Response) return finish(c, page, 404);
    return c.text(messages.pageNotFound, 404);
  };
}
