/**
 * `npm run bench:server [-- --seconds=10] [--connections=10] [--base=http://127.0.0.1:8080]`: a
 * load run with autocannon against a throwaway reference server (a fresh seeded database file in
 * a temporary folder, the built site of `dist/` or SHOP_OUT_DIR, a free port), or with `--base`
 * against a running one that has the demo data (the nginx check's nginx in front of the
 * reference server; its memory is then not measured). One endpoint after the other:
 * the static home page, user info, an order list, login with the right password and login with
 * a wrong one. Prints requests/s, p50/p99 latency and errors per endpoint (connection errors
 * and timeouts, and answers other than the expected status), with the server's resident memory
 * before, at its peak and after. Exits 1 when any endpoint had an error.
 *
 * Not part of `npm test` on its own (figures move with the machine's load; the nginx check runs
 * it briefly through nginx for errors only). Build first (`npm run build`).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startReferenceServer } from './reference-server.ts';
import { maxFailedLogins } from '../server/auth/login-throttle.ts';

const option = (name: string, fallback: number) => {
  const value = Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const seconds = option('seconds', 10);
const connections = option('connections', 10);
const givenBase = process.argv.find((arg) => arg.startsWith('--base='))?.slice('--base='.length).replace(/\/+$/, '');
const distDir = process.env['SHOP_OUT_DIR'] ?? 'dist';
const MB = 1024 * 1024;

if (givenBase === undefined && !existsSync(`${distDir}/platformhome/index.html`)) {
  console.error(`${distDir}/ has no built site: run \`npm run build\` first.`);
  process.exit(1);
}

/** Resident memory of a process (Linux /proc), in bytes; null elsewhere. */
function rssOf(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line === undefined ? null : Number.parseInt(line.replace(/\D+/g, ''), 10) * 1024;
  } catch {
    return null;
  }
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The answer a working server gives; any other counts as an error. */
  expect: number[];
  token?: string;
  json?: unknown;
  /** Fewer parallel connections than the run's. */
  connections?: number;
}

const work = givenBase === undefined ? mkdtempSync(join(tmpdir(), 'shop-bench-')) : null;
const base = givenBase ?? `http://127.0.0.1:${await freePort()}`;
const child =
  work !== null
    ? (
        await startReferenceServer(Number(new URL(base).port), {
          DB_PATH: join(work, 'shop.sqlite'),
          UPLOAD_DIR: join(work, 'uploads'),
          DIST_DIR: distDir,
          SHOP_SIMULATIONS: '0',
        })
      ).child
    : null;
const pid = child?.pid ?? 0;
let errors = 0;

try {
  const login = await fetch(`${base}/api/shop-platform/sessions`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo1234' }) });
  if (login.status !== 201) throw new Error(`login of demo answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };

  // Right passwords first: the wrong ones end with this address throttled, as they should.
  const endpoints: Endpoint[] = [
    { name: 'GET /platformhome (static)', method: 'GET', path: '/platformhome/', expect: [200] },
    { name: 'GET users/me/session', method: 'GET', path: '/api/shop-platform/users/me/session', expect: [200], token },
    { name: 'GET /api/shop-order (list)', method: 'GET', path: '/api/shop-order?page=1&size=10', expect: [200], token },
    { name: 'POST sessions (right password)', method: 'POST', path: '/api/shop-platform/sessions', expect: [201], json: { username: 'maker', password: 'Demo1234' },
      // A login counts as a failure until its hash is checked, so more parallel logins of one user than the throttle's limit are answered 429, as they should.
      connections: Math.min(connections, maxFailedLogins - 1) },
    { name: 'POST sessions (wrong password)', method: 'POST', path: '/api/shop-platform/sessions', expect: [401, 429], json: { username: 'other', password: 'Wrong1234' } },
  ];

  const rssBefore = rssOf(pid);
  let rssPeak = rssBefore ?? 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(pid) ?? 0)), 100);
  const rows: string[][] = [];
  for (const endpoint of endpoints) {
    const statuses = new Map<number, number>();
    const headers: Record<string, string> = {};
    if (endpoint.token !== undefined) headers['authorization'] = `Bearer ${endpoint.token}`;
    if (endpoint.json !== undefined) headers['content-type'] = 'application/json';
    const options: autocannon.Options = {
      url: `${base}${endpoint.path}`,
      method: endpoint.method,
      headers,
      ...(endpoint.json === undefined ? {} : { body: JSON.stringify(endpoint.json) }),
      connections: endpoint.connections ?? connections,
      duration: seconds,
    };
    const result = await new Promise<autocannon.Result>((done, fail) => {
      const instance = autocannon(options, (error: unknown, finished) => (error ? fail(error) : done(finished)));
      instance.on('response', (_client: unknown, statusCode: number) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
    });
    const unexpected = [...statuses].filter(([status]) => !endpoint.expect.includes(status)).reduce((sum, [, count]) => sum + count, 0);
    errors += result.errors + unexpected;
    rows.push([
      endpoint.name,
      result.requests.average.toFixed(0),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      String(result.errors + unexpected),
      [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
    ]);
    console.log(`done: ${endpoint.name}`);
  }
  clearInterval(sampler);
  const rssAfter = rssOf(pid);

  const header = ['endpoint', 'req/s', 'p50', 'p99', 'errors', 'answers'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${connections} connections, ${seconds} s per endpoint, ${child === null ? base : `server pid ${pid}`}`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / MB).toFixed(0)} MB`);
  if (child !== null) console.log(`\nserver RSS: before ${mb(rssBefore)}, peak ${mb(rssPeak)}, after ${mb(rssAfter)}`);
  console.log(errors === 0 ? 'no errors' : `${errors} errors`);
} finally {
  if (child !== null) {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
  if (work !== null) rmSync(work, { recursive: true, force: true });
}
process.exit(errors === 0 ? 0 : 1);
