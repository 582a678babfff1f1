/**
 * `npm run lighthouse [-- <build dir>] [--runs=N] [--logged-in | --floor | --against-floor] [--pages=/a,/b] [--cpu-slowdown=N]`: Lighthouse (mobile preset,
 * default simulated throttling) on a built site, served by the reference server with a
 * throwaway in-memory database on a free port. Prints performance, accessibility, best
 * practices and SEO with FCP, LCP, TBT and CLS per page, keeps the JSON reports in
 * .tmp/lighthouse/, and exits non-zero below budget. With --runs=N each page runs N times and
 * the run with the median performance score counts (Lighthouse's own advice against the
 * variance of a busy machine); every run's score is printed after it, lowest first.
 *
 * - Default: the open marketing pages; budget 100 in every category.
 * - --logged-in: every logged-in page with a seeded session (demo, with a quotation draft holding
 *   one uploaded mesh, see lighthouse-session.ts); budget performance ≥ 95 and CLS 0.
 *
 * - --floor: the two measuring pages of a build made with SHOP_LIGHTHOUSE_FLOOR=1 (the shell with a
 *   React island that draws one paragraph, and the shell alone; see astro-lighthouse-floor.ts), with
 *   the logged-in session and budget: the most any logged-in page can score on this machine.
 * - --against-floor: the floor page with the React island (FLOOR_PAGES[0]) first, then every logged-in
 *   page, in one sitting (one browser, one server), 3 runs each unless --runs says otherwise; each page's
 *   median run (the run with the median performance score, as above: its score and its TBT) is read
 *   against the floor's, and a page fails when its TBT is more than 100 ms above the floor's or its score
 *   more than 3 below it (see lighthouse-against-floor.ts). Needs a build made with SHOP_LIGHTHOUSE_FLOOR=1;
 *   the verdict replaces the fixed budget. --pages narrows the logged-in pages, never the floor.
 *
 * --cpu-slowdown=N simulates a CPU N times slower than this machine instead of Lighthouse's 4: the
 * headroom the pages keep on a slower or busier machine than the one measuring.
 *
 * Not part of `npm test`: scores move with machine load. Build first (`npm run build`, or
 * `SHOP_OUT_DIR=<dir> npx astro build` and pass <dir>). Uses Debian's /usr/bin/chromium when
 * it exists, else CHROME_PATH or whatever chrome-launcher finds.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { connectBrowserStorage, seedSession, type BrowserStorage, type SeededStorage } from './lighthouse-session.ts';
import { freePort, startReferenceServer } from './reference-server.ts';
import { ROUTES } from '../src/lib/routes/routes.ts';
import { FLOOR_PAGES } from './astro-lighthouse-floor.ts';
import { floorTable, judgeAgainstFloor, FLOOR_LIMITS } from './lighthouse-against-floor.ts';

const OPEN_PAGES = ['/platformhome', '/mydesign/home', '/mydesign/solution', '/mydesign/case', '/mydesign/aboutus'];
/** Every page behind the login: the routes but the open marketing pages and /login (parameters: demo's own records). */
const LOGGED_IN_PAGES = ROUTES.map((route) => route.path).filter((path) => path !== '/login' && !OPEN_PAGES.includes(path));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const args = process.argv.slice(2);
const floor = args.includes('--floor');
const againstFloor = args.includes('--against-floor');
const loggedIn = floor || againstFloor || args.includes('--logged-in');
/** The floor page read against with --against-floor: the shell with the React island. */
const FLOOR_PAGE = FLOOR_PAGES[0];
// --pages=/a,/b: only these of the set (a quicker look at one page after a change).
const only = args.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length).split(',');
const chosen = (pages: readonly string[]) => pages.filter((page) => !only || only.includes(page));
const PAGES = againstFloor ? [FLOOR_PAGE, ...chosen(LOGGED_IN_PAGES)] : chosen(floor ? [...FLOOR_PAGES] : loggedIn ? LOGGED_IN_PAGES : OPEN_PAGES);
/** The budget: open pages score 100 everywhere; logged-in pages performance ≥ 95 with no layout shift. */
const withinBudget = (row: Row): boolean => (loggedIn ? (row.scores[0] ?? 0) >= 95 && row.cls === 0 : row.scores.every((score) => score === 100));
const distDir = args.find((arg) => !arg.startsWith('--')) ?? process.env['SHOP_OUT_DIR'] ?? 'dist';
// --cpu-slowdown=N: Lighthouse's simulated CPU N times slower than this machine (its default is 4).
const cpuSlowdown = Number(args.find((arg) => arg.startsWith('--cpu-slowdown='))?.slice('--cpu-slowdown='.length)) || undefined;
const runs = Math.max(1, Number.parseInt(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? (againstFloor ? '3' : '1'), 10) || 1);
const reportDir = '.tmp/lighthouse';
const systemChromium = '/usr/bin/chromium';

if (!existsSync(`${distDir}/mydesign/home/index.html`)) {
  console.error(`${distDir}/ has no built site: run \`npm run build\` first (or pass the build folder).`);
  process.exit(1);
}
if (floor && againstFloor) {
  console.error('--floor and --against-floor are two modes: pass one of them.');
  process.exit(1);
}
if ((floor || againstFloor) && !existsSync(`${distDir}${FLOOR_PAGE}/index.html`)) {
  console.error(`${distDir}/ has no floor pages${againstFloor ? ' (--against-floor reads every page against them)' : ''}: build with SHOP_LIGHTHOUSE_FLOOR=1 (e.g. \`SHOP_LIGHTHOUSE_FLOOR=1 SHOP_OUT_DIR=/tmp/dist-floor npm run build\`).`);
  process.exit(1);
}

/**
 * Waits until the machine is quiet before a run: the previous run's tab closing, this process's
 * garbage and the server's writes are not measured as the page's main-thread time. Reads the CPU
 * counters of /proc/stat (Linux; elsewhere it only collects garbage and waits half a second) and
 * returns once a quarter second passes with the CPUs at least 90 % idle, or after 10 s.
 */
async function settle(): Promise<void> {
  (globalThis as { gc?: () => void }).gc?.();
  const busyAndTotal = (): [number, number] | null => {
    if (!existsSync('/proc/stat')) return null;
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return [total - idle, total];
  };
  const deadline = Date.now() + 10_000;
  let before = busyAndTotal();
  if (!before) return void (await sleep(500));
  while (Date.now() < deadline) {
    await sleep(250);
    const now = busyAndTotal();
    if (!now) return;
    const [busy, total] = [now[0] - before[0], now[1] - before[1]];
    if (total > 0 && busy / total <= 0.1) return;
    before = now;
  }
}

interface Row {
  page: string;
  scores: number[];
  /** The median run's performance score, null when Lighthouse gave none (scores counts that as 0). */
  performance: number | null;
  /** Performance of every run, lowest first: the spread of the machine, beside the median that counts. */
  runs: number[];
  /** TBT of every run, in the order of runs. */
  runTbts: number[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

const port = await freePort();
const { child: server } = await startReferenceServer(port, { DB_PATH: ':memory:', DIST_DIR: distDir });
const origin = `http://127.0.0.1:${port}`;
const chromePath = existsSync(systemChromium) ? systemChromium : process.env['CHROME_PATH'];
const chrome = await launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
mkdirSync(reportDir, { recursive: true });

let session: { storage: BrowserStorage; seeded: SeededStorage } | null = null;
const rows: Row[] = [];
try {
  if (loggedIn) session = { storage: await connectBrowserStorage(chrome.port), seeded: await seedSession(origin) };
  for (const page of PAGES) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      // Lighthouse's storage reset would log the customer out: the session is written instead, on an empty cache.
      if (session) await session.storage.prepare(origin, session.seeded);
      await settle();
      const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES], disableStorageReset: session !== null, ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}) };
      const result = await lighthouse(`${origin}${session?.seeded.concrete[page] ?? page}`, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      // The report and its summary only: a run's artifacts (its trace, tens of MB) would stay on this
      // process's heap and be collected during a later run, on a core the browser needs.
      results.push({ lhr: result.lhr, report: result.report });
    }
    results.sort((a, b) => (a.lhr.categories['performance']?.score ?? 0) - (b.lhr.categories['performance']?.score ?? 0));
    const median = results[Math.floor(results.length / 2)];
    if (!median) throw new Error(`no Lighthouse run for ${page}`);
    const { lhr, report } = median;
    writeFileSync(`${reportDir}/${loggedIn ? 'in-' : ''}${page.replace(/\W+/g, '_').replace(/^_/, '')}.json`, Array.isArray(report) ? report.join('') : report);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // Audits that cost points, for fixing: score below 1 and weighted in a category.
    const weighted = new Set(CATEGORIES.flatMap((category) => (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)));
    const failing = Object.values(lhr.audits)
      .filter((entry) => weighted.has(entry.id) && entry.score !== null && entry.score < 1)
      .map((entry) => `${entry.id} (${entry.displayValue ?? entry.score})`);
    rows.push({
      page,
      scores: CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
      performance: typeof lhr.categories['performance']?.score === 'number' ? Math.round(lhr.categories['performance'].score * 100) : null,
      runs: results.map((entry) => Math.round((entry.lhr.categories['performance']?.score ?? 0) * 100)),
      runTbts: results.map((entry) => Math.round(entry.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      failing,
    });
  }
} finally {
  chrome.kill();
  server.kill();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const width = Math.max(22, ...rows.map((row) => row.page.length + 2));
const runsHeading = runs > 1 ? (againstFloor ? '  runs (score/TBT)' : '  runs') : '';
console.log(`\n${'page'.padEnd(width)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'bp'.padStart(6)}${'seo'.padStart(6)}${'FCP'.padStart(10)}${'LCP'.padStart(10)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}${runsHeading}`);
for (const row of rows) {
  const [performance, accessibility, bestPractices, seo] = row.scores.map((score) => String(score).padStart(6));
  const spread = runs <= 1 ? '' : againstFloor ? `  ${row.runs.map((score, index) => `${score}/${row.runTbts[index]}`).join(' ')}` : `  ${row.runs.join(' ')}`;
  console.log(`${row.page.padEnd(width)}${performance}${accessibility}${bestPractices}${seo}${seconds(row.fcp).padStart(10)}${seconds(row.lcp).padStart(10)}${`${Math.round(row.tbt)} ms`.padStart(9)}${row.cls.toFixed(3).padStart(8)}${spread}`);
}
for (const row of rows.filter((entry) => entry.failing.length > 0)) console.log(`\n${row.page}: ${row.failing.join(', ')}`);
console.log(`\nreports: ${reportDir}/`);
if (againstFloor) {
  const floorRow = rows.find((row) => row.page === FLOOR_PAGE);
  if (!floorRow) throw new Error(`no Lighthouse row for the floor ${FLOOR_PAGE}`);
  const measure = (row: Row) => ({ score: row.performance, tbt: Number.isFinite(row.tbt) ? row.tbt : null });
  const floorMeasure = measure(floorRow);
  const verdicts = judgeAgainstFloor(floorMeasure, rows.filter((row) => row !== floorRow).map((row) => ({ page: row.page, ...measure(row) })));
  const limits = `TBT at most +${FLOOR_LIMITS.tbtAbove} ms and score at most −${FLOOR_LIMITS.scoreBelow} against ${FLOOR_PAGE}, median of ${runs} run(s) each`;
  console.log(`\nagainst the floor (${limits}):\n${floorTable(FLOOR_PAGE, floorMeasure, verdicts)}`);
  const failed = verdicts.filter((verdict) => !verdict.pass);
  for (const verdict of failed) console.log(`${verdict.page}: ${verdict.reason}`);
  if (failed.length) {
    console.error(`${failed.length} of ${verdicts.length} page(s) fail against the floor: ${failed.map((verdict) => verdict.page).join(', ')}`);
    process.exit(1);
  }
  console.log(`every page within the floor's limits (${limits})`);
  process.exit(0);
}
const below = rows.filter((row) => !withinBudget(row));
const budget = loggedIn ? 'performance ≥ 95 and CLS 0' : 'every score 100';
if (below.length) {
  console.error(`${below.length} page(s) outside the budget (${budget}): ${below.map((row) => row.page).join(', ')}`);
  process.exit(1);
}
console.log(`every page within the budget: ${budget}`);
