/**
 * `npm run check:nginx` (and a step of `npm test` after the build): the README's nginx setup, run
 * for real. Debian's nginx (with libnginx-mod-http-brotli-static) serves the built `dist/` (or
 * SHOP_OUT_DIR) with deploy/nginx/shop.conf as it is — only its `root`, `listen` and upstream
 * `server` lines are replaced, each expected exactly once — in front of the reference server
 * (API only, in-memory demo data), both on free ports. Checks that the README shows that file
 * unchanged, then pages, the seed's redirects (every line of dist/_redirects), the drawing page for
 * any id, the headers, the parser's .wasm precompressed, the API, uploads through nginx, and a
 * short load run (`scripts/bench-server.ts --base=…`) without errors.
 *
 * Each check prints ✓/✗ with its name; the counts go to `--report=` (default
 * .tmp/reports/nginx.json, `{ passed, failed }`) for `npm test`'s closing line. Exits 1 on any
 * failure. nginx and the server are stopped on every way out (signals too).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort, startReferenceServer } from './reference-server.ts';
import { workerPolicy } from '../server/static/site.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env['SHOP_OUT_DIR'] ?? 'dist');
const confFile = join(root, 'deploy/nginx/shop.conf');
const reportPath = resolve(root, process.argv.find((arg) => arg.startsWith('--report='))?.slice('--report='.length) ?? '.tmp/reports/nginx.json');
const benchSeconds = 3;
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;

let passed = 0;
let failed = 0;

function record(name: string, ok: boolean, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${name}${ok || detail === '' ? '' : `: ${detail}`}`);
}

function finish(): never {
  mkdirSync(dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, JSON.stringify({ passed, failed }));
  console.log(`\nnginx check: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

/** The README's ```nginx blocks, as written (without the fence lines and the list's indent). */
export function nginxBlocksOf(markdown: string): string[] {
  const blocks: string[] = [];
  const fence = /^( *)```nginx\n([\s\S]*?)^\1```$/gm;
  for (const match of markdown.matchAll(fence)) {
    const indent = match[1] ?? '';
    blocks.push((match[2] ?? '').split('\n').map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line)).join('\n'));
  }
  return blocks;
}

/** deploy/nginx/shop.conf with this run's paths and ports; null and why when a line to replace is not there once. */
function substituted(conf: string, ports: { nginx: number; api: number }): { text: string } | { problem: string } {
  const replacements: [RegExp, string][] = [
    [/^( *)root \/srv\/shop\/dist;$/m, `$1root ${distDir};`],
    [/^( *)listen 80;$/m, `$1listen 127.0.0.1:${ports.nginx};`],
    [/^( *)server 127\.0\.0\.1:4321;$/m, `$1server 127.0.0.1:${ports.api};`],
  ];
  let text = conf;
  for (const [pattern, replacement] of replacements) {
    const count = text.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
    if (count !== 1) return { problem: `${pattern.source} occurs ${count} times (expected once)` };
    text = text.replace(pattern, replacement);
  }
  return { text };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** As sent on the wire (not decompressed). */
  body: Buffer;
}

/** One request as it is, no redirect followed and nothing decompressed (node:fetch does both). */
function call(base: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.setTimeout(60_000, () => req.destroy(new Error(`${path}: no answer within 60 s`)));
    req.on('error', fail);
    req.end(options.body);
  });
}

const header = (answer: Answer, name: string): string => {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** A multipart body: text fields first (the upload endpoint reads draftId before the file), then the file. */
function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }): { body: Buffer; type: string } {
  const boundary = `----shop-nginx-check-${Date.now().toString(36)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** A binary STL of `count` separate 10 mm cubes in a row: a real mesh larger than nginx's default 1 MB body limit. */
function cubesStl(count: number): Buffer {
  const corners = [[0, 0, 0], [10, 0, 0], [10, 10, 0], [0, 10, 0], [0, 0, 10], [10, 0, 10], [10, 10, 10], [0, 10, 10]] as const;
  // Outward-facing triangles of a cube (counter-clockwise seen from outside).
  const faces = [[0, 2, 1], [0, 3, 2], [4, 5, 6], [4, 6, 7], [0, 1, 5], [0, 5, 4], [1, 2, 6], [1, 6, 5], [2, 3, 7], [2, 7, 6], [3, 0, 4], [3, 4, 7]] as const;
  const buffer = Buffer.alloc(84 + count * faces.length * 50);
  buffer.writeUInt32LE(count * faces.length, 80);
  let offset = 84;
  for (let cube = 0; cube < count; cube += 1) {
    for (const face of faces) {
      offset += 12; // normal 0,0,0: readers compute it from the winding
      for (const corner of face) {
        const [x, y, z] = corners[corner] ?? [0, 0, 0];
        buffer.writeFloatLE(x + cube * 20, offset);
        buffer.writeFloatLE(y, offset + 4);
        buffer.writeFloatLE(z, offset + 8);
        offset += 12;
      }
      offset += 2;
    }
  }
  return buffer;
}

const children: ChildProcess[] = [];
let work: string | null = null;

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Stops nginx and the server (SIGTERM, SIGKILL after 5 s) and removes the temporary folder. */
async function stopAll() {
  const stopping = children.filter(running).map(
    (child) =>
      new Promise<void>((done) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGTERM');
      }),
  );
  await Promise.all(stopping);
  if (work !== null) rmSync(work, { recursive: true, force: true });
  work = null;
}

async function waitFor(base: string, child: ChildProcess, what: string, output: () => string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}: ${output()}`);
    try {
      await call(base, '/404.html');
      return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer within 20 s: ${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main() {
  const conf = readFileSync(confFile, 'utf8');
  const blocks = nginxBlocksOf(readFileSync(join(root, 'README.md'), 'utf8'));
  record('README shows deploy/nginx/shop.conf unchanged (its one ```nginx block)', blocks.length === 1 && blocks[0] === conf, `${blocks.length} nginx blocks, ${blocks.some((block) => block === conf) ? 'one equal' : 'none equal'} to the file`);

  if (!existsSync(join(distDir, 'platformhome/index.html'))) return record('built site', false, `${distDir} has no built site: run \`npm run build\` first`);
  if (nginxBinary === null) return record('nginx installed', false, 'no /usr/sbin/nginx: apt-get install nginx libnginx-mod-http-brotli-static (.ci/run does)');
  if (!existsSync(brotliModule)) return record('ngx_brotli installed', false, `no ${brotliModule}: apt-get install libnginx-mod-http-brotli-static (.ci/run does)`);

  work = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  const ports = { nginx: await freePort(), api: await freePort() };
  const site = substituted(conf, ports);
  if ('problem' in site) return record('deploy/nginx/shop.conf has its root, listen and upstream lines', false, site.problem);
  writeFileSync(join(work, 'shop.conf'), site.text);
  // What Debian's /etc/nginx/nginx.conf wraps around sites-enabled/, with this run's own folders.
  // Run as root (CI), nginx's workers would switch to nobody, who cannot read the temporary folder.
  const asRoot = process.getuid?.() === 0;
  const temp = (name: string) => `${name}_temp_path ${join(work ?? '', name)};`;
  writeFileSync(
    join(work, 'nginx.conf'),
    [
      ...(asRoot ? ['user root;'] : []),
      'worker_processes 1;',
      `load_module ${brotliModule};`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  keepalive_timeout 65;',
      `  access_log ${join(work, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${join(work, 'shop.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const nginxArgs = ['-p', work, '-c', join(work, 'nginx.conf'), '-g', `daemon off; pid ${join(work, 'nginx.pid')}; error_log stderr;`];
  const syntax = spawnSync(nginxBinary, [...nginxArgs, '-t'], { encoding: 'utf8' });
  record('nginx -t accepts the configuration', syntax.status === 0, syntax.stderr.trim());
  if (syntax.status !== 0) return;

  await startReferenceServer(ports.api, { DB_PATH: ':memory:', UPLOAD_DIR: join(work, 'uploads'), SERVE_STATIC: '0', TRUST_PROXY: '1' }, { spawned: (child) => children.push(child) });
  const nginx = spawn(nginxBinary, nginxArgs, { stdio: ['ignore', 'inherit', 'pipe'] });
  children.push(nginx);
  let nginxErrors = '';
  nginx.stderr.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
  const base = `http://127.0.0.1:${ports.nginx}`;
  await waitFor(base, nginx, 'nginx', () => nginxErrors);

  const check = async (name: string, test: () => Promise<string | null>) => {
    try {
      const problem = await test();
      record(name, problem === null, problem ?? '');
    } catch (error) {
      record(name, false, error instanceof Error ? error.message : String(error));
    }
  };
  const expect = (answer: Answer, status: number, more: (string | false)[] = []): string | null => {
    const problems = [answer.status === status ? false : `status ${answer.status} (expected ${status})`, ...more].filter((problem): problem is string => problem !== false);
    return problems.length === 0 ? null : problems.join('; ');
  };
  const html = (answer: Answer) => header(answer, 'content-type').startsWith('text/html') ? false : `Content-Type ${header(answer, 'content-type')}`;
  const framing = (answer: Answer) =>
    header(answer, 'x-frame-options') === 'DENY' && header(answer, 'x-content-type-options') === 'nosniff' && header(answer, 'content-security-policy') === "frame-ancestors 'none'"
      ? false
      : `framing headers: X-Frame-Options ${header(answer, 'x-frame-options')}, X-Content-Type-Options ${header(answer, 'x-content-type-options')}, CSP ${header(answer, 'content-security-policy')}`;

  // Pages.
  for (const path of ['/platformhome/', '/platformhome', '/login', '/login/', '/quotationorder/selectmaterialprocess', '/ordercenter/customizeorder']) {
    const file = readFileSync(join(distDir, path.replace(/\/?$/, '/index.html')));
    await check(`page ${path}: 200, its HTML, framing headers, no-cache`, async () => {
      const answer = await call(base, path);
      return expect(answer, 200, [html(answer), !answer.body.equals(file) && 'not the built page', framing(answer), header(answer, 'cache-control') !== 'no-cache' && `Cache-Control ${header(answer, 'cache-control')}`]);
    });
  }
  const notFoundPage = readFileSync(join(distDir, '404.html'));
  await check('an unknown page: 404 with 404.html and the framing headers', async () => {
    const answer = await call(base, '/no-such-page/here');
    return expect(answer, 404, [html(answer), !answer.body.equals(notFoundPage) && 'not 404.html', framing(answer)]);
  });

  // The seed's redirects, every exact one of dist/_redirects.
  const redirects = readFileSync(join(distDir, '_redirects'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim().split(/\s+/))
    .filter(([from, to, status]) => from !== undefined && from !== '' && to !== undefined && !from.includes('*') && /^30[1278]$/.test(status ?? '301'));
  record('dist/_redirects has redirect routes', redirects.length > 0, 'none found');
  for (const [from = '', to = '', status = '301'] of redirects) {
    await check(`redirect ${from} → ${status} ${to}`, async () => {
      const answer = await call(base, from);
      return expect(answer, Number(status), [header(answer, 'location') !== to && `Location ${header(answer, 'location')}`, framing(answer)]);
    });
  }
  await check('a redirect keeps the query (/suggest?from=mail → /suggest/form?from=mail)', async () => {
    const answer = await call(base, '/suggest?from=mail');
    return expect(answer, 301, [header(answer, 'location') !== '/suggest/form?from=mail' && `Location ${header(answer, 'location')}`]);
  });

  // The design-drawing rewrite.
  const drawingPage = readFileSync(join(distDir, 'professionalorder/designdrawings/_/index.html'));
  for (const path of ['/professionalorder/designdrawings/123', '/professionalorder/designdrawings/123/']) {
    await check(`${path}: 200 with the drawing page`, async () => {
      const answer = await call(base, path);
      return expect(answer, 200, [html(answer), !answer.body.equals(drawingPage) && 'not the drawing page', framing(answer)]);
    });
  }

  // Assets: cache, the workers' policy, the parser's .wasm precompressed.
  const assets = readdirSync(join(distDir, '_astro'));
  const worker = assets.find((name) => /worker.*\.js$/.test(name)) ?? assets.find((name) => name.endsWith('.js'));
  await check(`/_astro/${worker ?? '(no .js)'}: immutable, the workers' CSP, text/javascript, nosniff`, async () => {
    if (worker === undefined) return 'no .js in dist/_astro';
    const answer = await call(base, `/_astro/${worker}`);
    return expect(answer, 200, [
      !header(answer, 'cache-control').includes('immutable') && `Cache-Control ${header(answer, 'cache-control')}`,
      header(answer, 'content-security-policy') !== workerPolicy && `CSP ${header(answer, 'content-security-policy')}`,
      !header(answer, 'content-type').startsWith('text/javascript') && `Content-Type ${header(answer, 'content-type')}`,
      header(answer, 'x-content-type-options') !== 'nosniff' && 'no nosniff',
    ]);
  });
  const wasm = assets.find((name) => /^occt-import-js-.*\.wasm$/.test(name));
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz'], ['', '']] as const) {
    await check(`the parser's .wasm ${encoding === '' ? 'uncompressed' : `with Accept-Encoding: ${encoding}`}: application/wasm, ${encoding || 'identity'}, the ${suffix || 'plain'} file`, async () => {
      if (wasm === undefined) return 'no occt-import-js-*.wasm in dist/_astro';
      const answer = await call(base, `/_astro/${wasm}`, { headers: encoding === '' ? {} : { 'Accept-Encoding': encoding } });
      const size = statSync(join(distDir, '_astro', `${wasm}${suffix}`)).size;
      return expect(answer, 200, [
        header(answer, 'content-type') !== 'application/wasm' && `Content-Type ${header(answer, 'content-type')}`,
        header(answer, 'content-encoding') !== encoding && `Content-Encoding ${header(answer, 'content-encoding') || '(none)'}`,
        answer.body.length !== size && `${answer.body.length} bytes (the file has ${size})`,
        !header(answer, 'cache-control').includes('immutable') && `Cache-Control ${header(answer, 'cache-control')}`,
      ]);
    });
  }

  // The API through nginx.
  await check('GET /api/openapi.json: 200 JSON, the API\'s own headers, an X-Request-Id, no page headers', async () => {
    const answer = await call(base, '/api/openapi.json');
    const document = JSON.parse(answer.body.toString()) as { openapi?: string };
    return expect(answer, 200, [
      typeof document.openapi !== 'string' && 'not an OpenAPI document',
      header(answer, 'cache-control') !== 'no-store' && `Cache-Control ${header(answer, 'cache-control')}`,
      !/^[0-9a-f]{32}$/.test(header(answer, 'x-request-id')) && `X-Request-Id ${header(answer, 'x-request-id')}`,
      header(answer, 'x-frame-options') !== '' && 'page headers on an API answer',
    ]);
  });
  await check('an API 404 stays the API\'s JSON (not 404.html)', async () => {
    const answer = await call(base, '/api/no-such-endpoint');
    return expect(answer, 404, [!header(answer, 'content-type').startsWith('application/json') && `Content-Type ${header(answer, 'content-type')}`]);
  });
  let token = '';
  await check('login of demo through nginx: 201 with a token', async () => {
    const answer = await call(base, '/api/shop-platform/sessions', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify({ username: 'demo', password: 'Demo1234' })) });
    token = answer.status === 201 ? ((JSON.parse(answer.body.toString()) as { token?: string }).token ?? '') : '';
    return expect(answer, 201, [token === '' && 'no token']);
  });
  const auth = { Authorization: `Bearer ${token}` };
  await check('an authenticated call (users/me/session): 200 with the customer', async () => {
    const answer = await call(base, '/api/shop-platform/users/me/session', { headers: auth });
    return expect(answer, 200, [answer.status === 200 && !('customer' in (JSON.parse(answer.body.toString()) as object)) && 'no customer']);
  });

  // Uploads through nginx: the fixture, and one over nginx's default 1 MB body limit.
  const uploads = [
    { name: 'cube-10mm-binary.stl', data: readFileSync(join(root, 'e2e/fixtures/models/cube-10mm-binary.stl')) },
    { name: '5000-cubes.stl', data: cubesStl(5000) },
  ];
  for (const file of uploads) {
    await check(`upload ${file.name} (${(file.data.length / 1024).toFixed(0)} KB) through nginx: 201, then listed`, async () => {
      const form = multipart({ draftId: `nginx-check-${Date.now().toString(36)}` }, { name: file.name, type: 'model/stl', data: file.data });
      const answer = await call(base, '/api/shop-file', { method: 'POST', headers: { ...auth, 'Content-Type': form.type }, body: form.body });
      if (answer.status !== 201) return expect(answer, 201, [answer.body.toString().slice(0, 200)]);
      const { file: stored } = JSON.parse(answer.body.toString()) as { file: { id: string | number; size: number } };
      const list = await call(base, '/api/shop-file?page=1&size=50', { headers: auth });
      return expect(list, 200, [!list.body.toString().includes(`"id":${JSON.stringify(stored.id)}`) && 'not in the list', stored.size !== file.data.length && `stored ${stored.size} bytes`]);
    });
  }

  // A short load run through nginx.
  console.log(`\n▶ load run through nginx (${benchSeconds} s per endpoint)`);
  const bench = spawn(process.execPath, ['scripts/bench-server.ts', `--base=${base}`, `--seconds=${benchSeconds}`, '--connections=10'], { cwd: root, stdio: 'inherit' });
  children.push(bench);
  const benchStatus = await new Promise<number | null>((done) => bench.once('exit', (code) => done(code)));
  record('load run through nginx (npm run bench:server): no errors', benchStatus === 0, `exit ${benchStatus}`);
  const nginxProblems = nginxErrors.split('\n').filter((line) => /\[(?:emerg|alert|crit|error)\]/.test(line));
  record('nginx logged no errors', nginxProblems.length === 0, nginxProblems.slice(0, 3).join(' | '));
}

if (import.meta.main) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // nginx must have exited before its folder goes, or it writes into it again.
    process.on(signal, () => void stopAll().then(() => process.exit(130)));
  }
  try {
    await main();
  } catch (error) {
    record('nginx check ran to the end', false, error instanceof Error ? error.message : String(error));
  } finally {
    await stopAll();
  }
  finish();
}
