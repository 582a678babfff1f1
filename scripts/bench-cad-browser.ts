/**
 * The browser half of the STEP benchmark (bench-cad.ts): a page that measures STEP files through
 * `measureInWorker`, bundled by Vite as the site bundles it (the CAD worker, the parser's glue and
 * its .wasm as a file of its own), served with the site's policies (the page's, and the workers'
 * own, which allows WebAssembly), driven in headless Chromium while the main thread is watched.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative } from 'node:path';
import { workerPolicy } from '../server/static/site.ts';
import { rendererRss } from './bench-geometry-browser.ts';
import { occtNodeOnlyModules } from './vite-occt-browser.ts';

export interface CadWorkerRun {
  /** Hand-over to result, and when each stage began (ms from the hand-over). */
  ms: number;
  stages: Array<{ stage: string; at: number }>;
  longestTask: number;
  longTasks: number;
  heartbeatGap: number;
  rendererRssBefore: number | null;
  rendererPeakRss: number | null;
  /** The renderer's RSS once the worker has ended: what the page keeps. */
  rendererRssAfter: number | null;
  result: unknown;
  parts: number;
}

const PAGE_SCRIPT = (client: string): string => `import { measureInWorker } from ${JSON.stringify(client)};
const longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask' });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const files = new Map();
globalThis.loadModel = async (name) => {
  files.set(name, await (await fetch('/models/' + name)).arrayBuffer());
  await pause(300);
};
globalThis.runCad = async (name) => {
  let last = performance.now();
  let heartbeatGap = 0;
  const beat = setInterval(() => {
    const now = performance.now();
    heartbeatGap = Math.max(heartbeatGap, now - last);
    last = now;
  }, 10);
  await pause(0);
  const stages = [];
  const started = performance.now();
  const outcome = await measureInWorker(name, files.get(name), {
    onProgress: (fraction, stage) => {
      if (stage && stages.at(-1)?.stage !== stage) stages.push({ stage, at: performance.now() - started });
    },
  });
  const ended = performance.now();
  await pause(300);
  clearInterval(beat);
  const during = longTasks.filter((t) => t.start + t.duration >= started && t.start <= performance.now());
  return { ms: ended - started, stages, longestTask: Math.max(0, ...during.map((t) => t.duration)), longTasks: during.length, heartbeatGap, result: outcome.result, parts: outcome.cad ? outcome.cad.parts.length : 0 };
};
document.body.dataset.ready = 'yes';
`;

async function buildPage(root: string, work: string): Promise<string> {
  const pageDir = join(work, 'cad-page');
  const siteDir = join(work, 'cad-site');
  mkdirSync(pageDir, { recursive: true });
  const client = relative(pageDir, join(root, 'src/lib/geometry/measure-in-worker.ts')).split('\\').join('/');
  writeFileSync(join(pageDir, 'main.js'), PAGE_SCRIPT(client));
  writeFileSync(join(pageDir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body><script type="module" src="./main.js"></script></body></html>');
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: pageDir,
    logLevel: 'warn',
    worker: { plugins: () => [occtNodeOnlyModules()] },
    build: { outDir: siteDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  return siteDir;
}

const TYPES: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm' };

/** Measures each of `models` (name → path) twice in the real CAD worker: the first time downloads and compiles the parser. */
export async function measureCadInBrowser(root: string, work: string, models: Record<string, string>): Promise<Record<string, { cold: CadWorkerRun; warm: CadWorkerRun }>> {
  const siteDir = await buildPage(root, work);
  if (!readdirSync(join(siteDir, 'assets')).some((name) => name.endsWith('.wasm'))) throw new Error('Vite did not emit the parser as a file of its own');
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const model = path.startsWith('/models/') ? models[decodeURIComponent(path.slice('/models/'.length))] : undefined;
    const file = model ?? join(siteDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(siteDir) && !model) return response.writeHead(404).end();
    if (!existsSync(file)) return response.writeHead(path === '/favicon.ico' ? 204 : 404).end();
    // The page's policy, and for the workers their own (as the site sends them): WebAssembly is allowed there only.
    response.setHeader('Content-Security-Policy', path.startsWith('/assets/') ? workerPolicy : "default-src 'self'; connect-src 'self'; worker-src 'self' blob:; object-src 'none'");
    response.setHeader('Content-Type', model ? 'model/step' : (TYPES[extname(file)] ?? 'application/octet-stream'));
    response.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    return response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the bench server has no port');

  const { chromium } = await import('@playwright/test');
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browserServer = await chromium.launchServer({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const browser = await chromium.connect(browserServer.wsEndpoint());
    const page = await browser.newPage();
    page.setDefaultTimeout(600_000);
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('crash', () => problems.push('the page crashed'));
    page.on('console', (message) => process.env['BENCH_DEBUG'] && console.log('page:', message.text()));
    await page.goto(`http://127.0.0.1:${address.port}/`);
    await page.waitForSelector('body[data-ready="yes"]', { state: 'attached' });
    const browserPid = browserServer.process().pid;
    const run = async (name: string): Promise<CadWorkerRun> => {
      await page.evaluate(`loadModel(${JSON.stringify(name)})`);
      const rssBefore = browserPid ? rendererRss(browserPid) : null;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        const now = browserPid ? rendererRss(browserPid) : null;
        if (now !== null && (peak === null || now > peak)) peak = now;
      }, 20);
      const figures: unknown = await page.evaluate(`runCad(${JSON.stringify(name)})`).catch((error: unknown) => {
        throw new Error(`${String(error)}; the page said: ${problems.join(' | ') || 'nothing'}`);
      });
      clearInterval(sampler);
      if (!isRecord(figures)) throw new Error('the bench page returned nothing');
      return {
        ms: Number(figures['ms']),
        stages: Array.isArray(figures['stages']) ? figures['stages'].filter(isRecord).map((entry) => ({ stage: String(entry['stage']), at: Number(entry['at']) })) : [],
        longestTask: Number(figures['longestTask']),
        longTasks: Number(figures['longTasks']),
        heartbeatGap: Number(figures['heartbeatGap']),
        rendererRssBefore: rssBefore,
        rendererPeakRss: peak,
        rendererRssAfter: browserPid ? rendererRss(browserPid) : null,
        result: figures['result'],
        parts: Number(figures['parts']),
      };
    };
    const figures: Record<string, { cold: CadWorkerRun; warm: CadWorkerRun }> = {};
    for (const name of Object.keys(models)) {
      const cold = await run(name);
      figures[name] = { cold, warm: await run(name) };
    }
    if (problems.length) throw new Error(`the bench page reported errors: ${problems.join(' | ')}`);
    await browser.close();
    return figures;
  } finally {
    await browserServer.close();
    server.close();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
