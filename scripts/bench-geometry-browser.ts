/**
 * The browser half of `npm run bench:geometry`: builds a page that measures through
 * `measureInWorker` (bundled by Vite exactly as the site bundles it), serves it with the
 * site's CSP and drives it in headless Chromium. See bench-geometry.ts for what it reports.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative } from 'node:path';

/** One measurement in the worker, as the page saw it. */
export interface WorkerRun {
  ms: number;
  longestTask: number;
  longTasks: number;
  heartbeatGap: number;
  rendererRssBefore: number | null;
  rendererPeakRss: number | null;
  result: unknown;
  /** The printability analysis's own timings (ms: tree, thinWalls, bodies, total); null when measured only. */
  printabilityTimings: Record<string, number> | null;
  /** Judging the analysis on the main thread for every process at four minimum walls: the slowest call and all of them, ms. */
  evaluateMs: { slowest: number; all: number; calls: number } | null;
  /** The verdicts of those calls, by process code. */
  verdicts: Record<string, string> | null;
}

export interface BrowserFigures {
  /** Measuring only, as before the printability checks. */
  measure: WorkerRun;
  /** Measuring and analysing printability in the same worker, as the upload does. */
  check: WorkerRun;
  calibration: number;
  mainThreadTask: number;
  pageJsHeap: number | null;
}

/** The bench page: fetches the STL, then measures it through `measureInWorker` while watching the main thread. */
const PAGE_SCRIPT = (client: string, direct: string, evaluate: string, limits: string): string => `import { measureInWorker } from ${JSON.stringify(client)};
import { measureMesh } from ${JSON.stringify(direct)};
import { evaluatePrintability } from ${JSON.stringify(evaluate)};
import { PROCESS_LIMITS } from ${JSON.stringify(limits)};
const longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask' });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let buffer = null;
// Proves the observer works here: a deliberate 120 ms task must show up as a long task.
// (Code run by page.evaluate itself is not an event-loop task Chromium reports, so every
// piece of work below starts from a timer.)
globalThis.calibrate = async () => {
  const started = performance.now();
  setTimeout(() => {
    const begin = performance.now();
    while (performance.now() - begin < 120);
  }, 0);
  await pause(300);
  return Math.max(0, ...longTasks.filter((t) => t.start >= started).map((t) => t.duration));
};
globalThis.loadModel = async () => {
  buffer = await (await fetch('/model.stl')).arrayBuffer();
  await pause(300);
};
globalThis.runBench = async (printability) => {
  let last = performance.now();
  let heartbeatGap = 0;
  const beat = setInterval(() => {
    const now = performance.now();
    heartbeatGap = Math.max(heartbeatGap, now - last);
    last = now;
  }, 10);
  await pause(0);
  const started = performance.now();
  const outcome = await measureInWorker('sphere.stl', buffer, { printability });
  const ended = performance.now();
  // What the page does with the analysis: judge it for every process and material, on the main thread.
  let evaluateMs = null;
  let verdicts = null;
  if (outcome.printability) {
    const analysis = outcome.printability;
    evaluateMs = { slowest: 0, all: 0, calls: 0 };
    verdicts = {};
    await new Promise((resolve) => setTimeout(() => {
      const begin = performance.now();
      for (const [code, limits] of Object.entries(PROCESS_LIMITS)) {
        for (const minWallThickness of [0.5, 0.8, 1, 1.5]) {
          const one = performance.now();
          const report = evaluatePrintability(analysis, { buildVolume: limits.buildVolume, minWallThickness });
          evaluateMs.slowest = Math.max(evaluateMs.slowest, performance.now() - one);
          evaluateMs.calls++;
          if (minWallThickness === limits.minWallThickness || !(code in verdicts)) verdicts[code] = report.verdict;
        }
      }
      evaluateMs.all = performance.now() - begin;
      resolve();
    }, 0));
  }
  await pause(300);
  clearInterval(beat);
  const during = longTasks.filter((t) => t.start + t.duration >= started && t.start <= performance.now());
  return {
    ms: ended - started,
    longestTask: Math.max(0, ...during.map((t) => t.duration)),
    longTasks: during.length,
    heartbeatGap,
    result: outcome.result,
    printabilityTimings: outcome.printability ? outcome.printability.timings : null,
    evaluateMs,
    verdicts,
  };
};
// The client's failure paths, for real: cancelling, timing out, a damaged file.
globalThis.checkClient = async () => {
  const model = () => fetch('/model.stl').then((response) => response.arrayBuffer());
  const controller = new AbortController();
  const cancelling = measureInWorker('a.stl', await model(), { signal: controller.signal });
  setTimeout(() => controller.abort(), 30);
  const cancelled = (await cancelling).result;
  const timedOut = (await measureInWorker('b.stl', await model(), { timeoutMs: 30 })).result;
  const damaged = (await measureInWorker('c.stl', (await model()).slice(0, 1000))).result;
  return [cancelled, timedOut, damaged].map((result) => (result.ok ? 'ok' : result.error)).join(',');
};

// For contrast: the same work on the main thread, as one task.
globalThis.runOnMainThread = async () => {
  const started = performance.now();
  setTimeout(() => measureMesh(buffer, 'stl'), 0);
  await pause(300);
  return Math.max(0, ...longTasks.filter((t) => t.start >= started).map((t) => t.duration));
};
document.body.dataset.ready = 'yes';
`;

async function buildPage(root: string, work: string): Promise<string> {
  const pageDir = join(work, 'page');
  const siteDir = join(work, 'site');
  mkdirSync(pageDir, { recursive: true });
  const from = (path: string): string => relative(pageDir, join(root, path)).split('\\').join('/');
  writeFileSync(
    join(pageDir, 'main.js'),
    PAGE_SCRIPT(from('src/lib/geometry/measure-in-worker.ts'), from('src/lib/geometry/measure.ts'), from('src/lib/geometry/dfm/evaluate.ts'), from('src/lib/geometry/dfm/process-limits.ts')),
  );
  writeFileSync(join(pageDir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body><script type="module" src="./main.js"></script></body></html>');
  // Loaded only here, so the Node child measures without Vite and Playwright in its memory.
  const { build } = await import('vite');
  await build({ configFile: false, root: pageDir, logLevel: 'warn', build: { outDir: siteDir, emptyOutDir: true, modulePreload: { polyfill: false } } });
  return siteDir;
}

const TYPES: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

export async function measureInBrowser(root: string, work: string, modelPath: string): Promise<BrowserFigures> {
  const siteDir = await buildPage(root, work);
  const worker = readdirSync(join(siteDir, 'assets')).find((name) => name.includes('worker'));
  if (!worker) throw new Error('Vite did not emit the worker as its own asset');
  const model = readFileSync(modelPath);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = path === '/model.stl' ? null : join(siteDir, path === '/' ? 'index.html' : path);
    if (file && (!file.startsWith(siteDir) || !existsSync(file))) {
      response.writeHead(404).end();
      return;
    }
    // The site's own policy, so a worker that only loads thanks to a lax CSP would fail here.
    response.setHeader('Content-Security-Policy', "default-src 'self'; connect-src 'self'; worker-src 'self' blob:; object-src 'none'");
    response.setHeader('Content-Type', file ? (TYPES[extname(file)] ?? 'application/octet-stream') : 'model/stl');
    response.end(file ? readFileSync(file) : model);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the bench server has no port');
  const { port } = address;

  const { chromium } = await import('@playwright/test');
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browserServer = await chromium.launchServer({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const browser = await chromium.connect(browserServer.wsEndpoint());
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('body[data-ready="yes"]', { state: 'attached' });
    const calibration = Number(await page.evaluate('calibrate()'));
    if (!(calibration >= 100)) throw new Error(`the long-task observer missed a deliberate 120 ms task (saw ${calibration} ms)`);
    const browserPid = browserServer.process().pid;
    const run = async (printability: boolean): Promise<WorkerRun> => {
      await page.evaluate('loadModel()');
      const rssBefore = browserPid ? rendererRss(browserPid) : null;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        const now = browserPid ? rendererRss(browserPid) : null;
        if (now !== null && (peak === null || now > peak)) peak = now;
      }, 20);
      const figures: unknown = await page.evaluate(`runBench(${String(printability)})`);
      clearInterval(sampler);
      if (!isRecord(figures)) throw new Error('the bench page returned nothing');
      return {
        ms: Number(figures['ms']),
        longestTask: Number(figures['longestTask']),
        longTasks: Number(figures['longTasks']),
        heartbeatGap: Number(figures['heartbeatGap']),
        rendererRssBefore: rssBefore,
        rendererPeakRss: peak,
        result: figures['result'],
        printabilityTimings: isRecord(figures['printabilityTimings']) ? numbers(figures['printabilityTimings']) : null,
        evaluateMs: isRecord(figures['evaluateMs']) ? { slowest: Number(figures['evaluateMs']['slowest']), all: Number(figures['evaluateMs']['all']), calls: Number(figures['evaluateMs']['calls']) } : null,
        verdicts: isRecord(figures['verdicts']) ? Object.fromEntries(Object.entries(figures['verdicts']).map(([k, v]) => [k, String(v)])) : null,
      };
    };
    const measure = await run(false);
    const check = await run(true);
    const clientPaths = String(await page.evaluate('checkClient()'));
    if (clientPaths !== 'cancelled,timeout,unreadable') throw new Error(`measureInWorker failure paths answered ${clientPaths}`);
    await page.evaluate('loadModel()');
    const mainThreadTask = Number(await page.evaluate('runOnMainThread()'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null;
    if (problems.length) throw new Error(`the bench page reported errors: ${problems.join(' | ')}`);
    await browser.close();
    return { measure, check, calibration, mainThreadTask, pageJsHeap: heap };
  } finally {
    await browserServer.close();
    server.close();
  }
}

/** Resident memory of the browser's renderer processes (the page and its worker), from /proc; null elsewhere. */
export function rendererRss(browserPid: number): number | null {
  if (!existsSync('/proc/self/status')) return null;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const queue = [browserPid];
  while (queue.length) {
    const pid = queue.pop() ?? 0;
    queue.push(...(children.get(pid) ?? []));
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

function numbers(record: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, Number(value)]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
