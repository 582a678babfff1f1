import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support.ts';

const script = 'export const answer = 42;\n'.repeat(100);

describe('static files beyond a CDN’s basics', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
    mkdirSync(join(dist, '_astro'));
    writeFileSync(join(dist, 'video.bin'), Buffer.from([...Array(100).keys()]));
    writeFileSync(join(dist, '_astro/app.js'), script);
    // A build step may leave compressed copies beside files; they are sent as they are.
    writeFileSync(join(dist, '_astro/app.js.gz'), gzipSync(script));
    server = await createTestServer({ distDir: dist });
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answers a byte range with 206 and only those bytes', async () => {
    const response = await server.app.request('/video.bin', { headers: { Range: 'bytes=10-19' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 10-19/100');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('answers a range past the end with 416', async () => {
    const response = await server.app.request('/video.bin', { headers: { Range: 'bytes=200-' } });
    expect(response.status).toBe(416);
  });

  it('sends a precompressed copy to clients that take it, with the type of the file itself', async () => {
    const response = await server.app.request('/_astro/app.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
  });
});
