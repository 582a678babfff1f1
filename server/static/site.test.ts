import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, frameHeaders, parseRedirects, workerPolicy } from './site.ts';

const files: Record<string, string> = {
  'index.html': '<!doctype html><title>root</title>',
  'platformhome/index.html': '<!doctype html><title>平台首页</title>',
  'login/index.html': '<!doctype html><title>登录</title>',
  'professionalorder/designdrawings/_/index.html': '<!doctype html><title>设计图纸</title>',
  '404.html': '<!doctype html><title>页面不存在</title>',
  '_astro/app.Bx12.js': 'console.log(1)',
  '_astro/app.Bx12.css': 'body{}',
  '_astro/site.Cc34.css': '.card{padding:1rem}'.repeat(100),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *',
  'site.webmanifest': '{}',
  'images/part.png': 'png',
  'images/part.webp': 'webp',
  'images/part.avif': 'avif',
  'images/part.jpg': 'jpg',
  'fonts/noto.woff2': 'font',
  'data/list.json': '[]',
  'sitemap.xml': '<urlset/>',
  'favicon.ico': 'ico',
  'archive.bin': 'bytes',
  _redirects: [
    '# comment line',
    '/                /platformhome          301',
    '/quotationorder  /quotationorder/selectmaterialprocess',
    '/old-login/      /login                 302   # trailing comment',
    '/professionalorder/designdrawings/*  /professionalorder/designdrawings/_/index.html  200',
    '',
  ].join('\n'),
};

describe('static site serving', () => {
  let dist: string;
  let server: TestServer;
  const get = (path: string, init: RequestInit = {}) => Promise.resolve(server.app.request(path, init));

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), content);
    }
    // A secret beside the site folder that traversal must not reach.
    writeFileSync(join(dist, '..', `${dist.split('/').pop() ?? ''}-secret.txt`), 'secret');
    server = await createTestServer({ distDir: dist });
  });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-secret.txt`, { force: true });
  });

  it('serves /a/b from a/b/index.html, with or without the trailing slash', async () => {
    for (const path of ['/platformhome', '/platformhome/', '/platformhome/index.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('平台首页');
    }
  });

  it('marks HTML no-cache with nosniff and a referrer policy, and forbids framing it in headers (only frame-ancestors)', async () => {
    for (const path of ['/login', '/nowhere']) {
      const response = await get(path);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Content-Security-Policy'), path).toBe("frame-ancestors 'none'");
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    }
    expect((await get('/_astro/app.Bx12.js')).headers.get('X-Frame-Options')).toBeNull();
  });

  it('asks CDNs for the same headers in public/_headers', () => {
    const text = readFileSync(join(import.meta.dirname, '../../public/_headers'), 'utf8');
    const all = /^\/\*\n((?: {2}.+\n)+)/m.exec(text)?.[1] ?? '';
    for (const [name, value] of Object.entries(frameHeaders)) expect(all).toContain(`  ${name}: ${value}\n`);
  });

  it('gives the measuring workers a policy of their own in public/_headers too: this site only, and WebAssembly for the CAD parser', () => {
    const text = readFileSync(join(import.meta.dirname, '../../public/_headers'), 'utf8');
    const assets = /^\/_astro\/\*\n((?: {2}.+\n)+)/m.exec(text)?.[1] ?? '';
    expect(assets).toContain(`  Content-Security-Policy: ${workerPolicy}\n`);
    expect(workerPolicy).toContain("'wasm-unsafe-eval'");
    expect(workerPolicy).toContain("connect-src 'self'");
  });

  it('caches /_astro/ assets for a year as immutable, with the workers\' policy', async () => {
    const response = await get('/_astro/app.Bx12.js');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Security-Policy')).toBe(workerPolicy);
    expect(await response.text()).toBe('console.log(1)');
  });

  it.each([
    ['/_astro/app.Bx12.js', 'text/javascript; charset=utf-8'],
    ['/_astro/app.Bx12.css', 'text/css; charset=utf-8'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/images/part.png', 'image/png'],
    ['/images/part.jpg', 'image/jpeg'],
    ['/images/part.webp', 'image/webp'],
    ['/images/part.avif', 'image/avif'],
    ['/fonts/noto.woff2', 'font/woff2'],
    ['/data/list.json', 'application/json; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/favicon.ico', 'image/x-icon'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/archive.bin', 'application/octet-stream'],
  ])('serves %s as %s', async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
  });

  it('sends text of 1 KB or more gzip-compressed to clients that accept gzip, as a CDN would', async () => {
    const compressed = await get('/_astro/site.Cc34.css', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(compressed.headers.get('Content-Encoding')).toBe('gzip');
    expect(compressed.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(files['_astro/site.Cc34.css']);

    const plain = await get('/_astro/site.Cc34.css');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(files['_astro/site.Cc34.css']);
    expect((await get('/_astro/app.Bx12.css', { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/images/part.png', { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('Content-Encoding')).toBeNull();
  });

  it('reads Accept-Encoding by name, wildcard and q=0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, *;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await get('/login', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await get('/login');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    const second = await get('/login', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
  });

  describe('_redirects', () => {
    it.each([
      ['/', 301, '/platformhome'],
      ['/quotationorder', 301, '/quotationorder/selectmaterialprocess'],
      ['/quotationorder/', 301, '/quotationorder/selectmaterialprocess'],
      ['/old-login', 302, '/login'],
      ['/old-login/', 302, '/login'],
    ])('redirects %s with %i to %s', async (path, status, location) => {
      const response = await get(path);
      expect(response.status).toBe(status);
      expect(response.headers.get('Location')).toBe(location);
    });

    it('keeps the query string', async () => {
      const response = await get('/quotationorder?materialTypeId=3');
      expect(response.headers.get('Location')).toBe('/quotationorder/selectmaterialprocess?materialTypeId=3');
    });

    it('reads lines, statuses and comments as Netlify does, skipping splats and rewrites', () => {
      const redirects = parseRedirects(files['_redirects'] ?? '');
      expect([...redirects.keys()]).toEqual(['/', '/quotationorder', '/old-login']);
      expect(redirects.get('/old-login')).toEqual({ to: '/login', status: 302 });
      expect(parseRedirects('/a /b 200\n/c /d 418\n/e\n/f /g 301 extra')).toEqual(new Map());
    });
  });

  it.each(['/professionalorder/designdrawings/42', '/professionalorder/designdrawings/PO-2026-001/'])(
    'serves the drawings page for %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('设计图纸');
    },
  );

  it('answers 404 with 404.html for anything else', async () => {
    for (const path of ['/nowhere', '/professionalorder/designdrawings/1/extra', '/platformhome/missing.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('页面不存在');
    }
  });

  it.each(['/..%2f..%2fetc%2fpasswd', '/images/..%2f..%2f..%2fsecret.txt', '/login%00.html', '/a%5c..%5csecret'])(
    'refuses the path %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(await response.text()).not.toContain('secret');
    },
  );

  it('does not serve a file beside the site folder', async () => {
    const name = `${dist.split('/').pop() ?? ''}-secret.txt`;
    expect((await get(`/..%2f${name}`)).status).toBe(400);
    // URL parsing resolves dot segments first, so these stay inside the site folder.
    for (const path of [`/%2e%2e/${name}`, `/../${name}`, `/images/../../${name}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('leaves /api to the API', async () => {
    const response = await get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('接口不存在');
  });

  it('answers a plain 404 for a folder without index.html', async () => {
    expect((await get('/images')).status).toBe(404);
  });
});

describe('without a site folder', () => {
  it('serves no pages, only the API', async () => {
    const server = await createTestServer();
    expect((await server.app.request('/')).status).toBe(404);
    expect((await server.app.request('/login')).status).toBe(404);
  });

  it('serves a folder without _redirects or 404.html', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    try {
      writeFileSync(join(dist, 'index.html'), 'home');
      const server = await createTestServer({ distDir: dist });
      expect(await (await server.app.request('/')).text()).toBe('home');
      const missing = await server.app.request('/missing');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('页面不存在');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
