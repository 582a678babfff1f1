/**
 * `npm run bench:geometry [-- --size-mb=50] [-- --samples=32768] [-- --cad-mb=20]`: measures a generated
 * binary STL of about that size (a UV sphere, ~1 M triangles for 50 MB), once measuring only
 * and once measuring and analysing printability (build volume, thin walls by ray casting,
 * bodies, edges) as an upload does, and prints a table:
 * 1. in Node, each in its own child process (wall and CPU time, RSS before and peak RSS, as
 *    the server would);
 * 2. in the real Web Worker in headless Chromium, through `measureInWorker`, bundled by Vite
 *    exactly as the site bundles it and served with the site's CSP: time from handing over the
 *    buffer to the result, the longest main-thread long task (PerformanceObserver 'longtask')
 *    and the largest gap of a 10 ms heartbeat, the renderer's peak RSS over its RSS with the
 *    file already fetched (sampled from /proc every 20 ms on Linux; the worker lives in the
 *    page's renderer process), the page's JS heap (CDP), and the main thread's cost of judging
 *    the analysis for every process.
 * The thin-wall check (search tree and rays) should add at most twice the measuring time;
 * the table says whether it did (CPU time in Node, which a busy machine does not inflate, and
 * wall time in the worker). Not a timed test: that line informs, it does not fail the run.
 * Then STEP files (bench-cad.ts): a small part and a generated assembly of --cad-mb MB.
 * Exits non-zero when a main-thread task reaches 200 ms or the measurements disagree.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analysePrintability } from '../src/lib/geometry/dfm/analyse.ts';
import { measureMesh } from '../src/lib/geometry/measure.ts';
import { uvSphereMesh } from '../src/lib/geometry/mesh-builders.ts';
import { writeBinaryStl } from '../src/lib/geometry/mesh-writers.ts';
import type { WeldedMesh } from '../src/lib/geometry/types.ts';
import { measureInBrowser } from './bench-geometry-browser.ts';

const LONG_TASK_LIMIT_MS = 200;
const MB = 1024 * 1024;
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const work = join(root, '.tmp/bench-geometry');

/** The thin-wall check may add at most this many times the measuring time. */
const THIN_WALL_BUDGET = 2;

interface NodeFigures {
  ms: number;
  warmMs: number;
  /** CPU time of the cold run, ms. */
  cpuMs: number;
  rssBefore: number;
  peakRss: number;
  /** The result as JSON, compared with the in-process one. */
  result: string;
  /** The analysis's own timings (cold run), when it ran. */
  timings: Record<string, number> | null;
  /** CPU ms of the cold run's printability analysis alone (search tree, rays, bodies). */
  analysisCpuMs: number | null;
  /** CPU ms of the search tree and the rays, the thin-wall check proper. */
  thinWallCpuMs: number | null;
}

async function main(): Promise<void> {
  const sizeMb = Number(process.argv.find((a) => a.startsWith('--size-mb='))?.split('=')[1] ?? 50);
  const samples = process.argv.find((a) => a.startsWith('--samples='))?.split('=')[1] ?? '';
  mkdirSync(work, { recursive: true });
  // Segments × rings with 2·s·(r − 1) triangles of 50 bytes: pick s = 2r for a round sphere.
  const rings = Math.max(8, Math.round(Math.sqrt((sizeMb * MB) / 50 / 4)));
  const stl = writeBinaryStl(uvSphereMesh(50, rings * 2, rings), 'bench sphere r = 50 mm');
  const modelPath = join(work, 'sphere.stl');
  writeFileSync(modelPath, stl);
  const triangles = (stl.length - 84) / 50;
  console.log(`Generated ${modelPath}: ${(stl.length / MB).toFixed(1)} MB, ${triangles} triangles`);

  const node = await measureInChild(modelPath, 'measure', samples);
  const nodeCheck = await measureInChild(modelPath, 'check', samples);
  const browser = await measureInBrowser(root, work, modelPath);
  const expected = measureMesh(stl, 'stl');

  const mb = (bytes: number | null): string => (bytes === null ? 'n/a' : `${(bytes / MB).toFixed(0)} MB`);
  const ms = (value: number | null | undefined): string => (value === null || value === undefined || !Number.isFinite(value) ? 'n/a' : `${value.toFixed(0)} ms`);
  const rss = (run: { rendererRssBefore: number | null; rendererPeakRss: number | null }): string =>
    run.rendererPeakRss === null || run.rendererRssBefore === null ? 'n/a' : `${mb(run.rendererPeakRss - run.rendererRssBefore)} (${mb(run.rendererRssBefore)} → ${mb(run.rendererPeakRss)})`;
  const { measure, check } = browser;
  const workerTimings = check.printabilityTimings;
  const workerThinWall = workerTimings ? (workerTimings['tree'] ?? 0) + (workerTimings['thinWalls'] ?? 0) : null;
  const ratio = (part: number | null, whole: number): string => (part === null ? 'n/a' : `${(part / whole).toFixed(2)}× the measuring time`);
  const nodeThinRatio = nodeCheck.thinWallCpuMs === null ? null : nodeCheck.thinWallCpuMs / node.cpuMs;
  const timings = (t: Record<string, number> | null): string => (t ? `tree ${ms(t['tree'])}, rays ${ms(t['thinWalls'])}, bodies ${ms(t['bodies'])}` : 'n/a');
  const rows: Array<[string, string]> = [
    ['file size', mb(stl.length)],
    ['triangles', String(triangles)],
    ['Node, measure only: time cold / warm (CPU)', `${ms(node.ms)} / ${ms(node.warmMs)} (${ms(node.cpuMs)} CPU)`],
    ['Node, measure + DFM: time cold / warm (CPU)', `${ms(nodeCheck.ms)} / ${ms(nodeCheck.warmMs)} (${ms(nodeCheck.cpuMs)} CPU)`],
    ['Node, DFM parts (wall, cold)', timings(nodeCheck.timings)],
    ['Node, thin-wall check (tree + rays), CPU', `${ms(nodeCheck.thinWallCpuMs)}: ${ratio(nodeCheck.thinWallCpuMs, node.cpuMs)} (budget ${THIN_WALL_BUDGET}×)`],
    ['Node, peak RSS − before: measure only', `${mb(node.peakRss - node.rssBefore)} (${mb(node.rssBefore)} → ${mb(node.peakRss)})`],
    ['Node, peak RSS − before: measure + DFM', `${mb(nodeCheck.peakRss - nodeCheck.rssBefore)} (${mb(nodeCheck.rssBefore)} → ${mb(nodeCheck.peakRss)})`],
    ['worker, measure only: hand-over → result', ms(measure.ms)],
    ['worker, measure + DFM: hand-over → result', ms(check.ms)],
    ['worker, DFM parts (wall)', timings(workerTimings)],
    ['worker, thin-wall check (tree + rays), wall', `${ms(workerThinWall)}: ${ratio(workerThinWall, measure.ms)} (budget ${THIN_WALL_BUDGET}×)`],
    ['worker, renderer peak RSS − before: measure only', rss(measure)],
    ['worker, renderer peak RSS − before: measure + DFM', rss(check)],
    ['page JS heap after (CDP)', mb(browser.pageJsHeap)],
    ['main thread: longest long task (measure / + DFM)', `${ms(measure.longestTask)} / ${ms(check.longestTask)} (${measure.longTasks} / ${check.longTasks} long tasks; limit ${LONG_TASK_LIMIT_MS} ms)`],
    ['main thread: largest 10 ms heartbeat gap', `${ms(measure.heartbeatGap)} / ${ms(check.heartbeatGap)}`],
    ['main thread: judging the analysis', check.evaluateMs ? `${check.evaluateMs.calls} calls in ${check.evaluateMs.all.toFixed(1)} ms, slowest ${check.evaluateMs.slowest.toFixed(2)} ms` : 'n/a'],
    ['verdicts at the process minimum walls', check.verdicts ? Object.entries(check.verdicts).map(([code, verdict]) => `${code} ${verdict}`).join(', ') : 'n/a'],
    ['long-task observer check (120 ms busy loop)', `seen as ${browser.calibration.toFixed(0)} ms`],
    ['for contrast, measuring on the main thread', `one ${browser.mainThreadTask.toFixed(0)} ms task`],
    ['client: cancel, timeout, damaged file', 'cancelled, timeout, unreadable'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('');
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);

  const budget = (label: string, share: number | null): void => {
    if (share === null) console.log(`${label}: not measured`);
    else console.log(`${label}: ${share <= THIN_WALL_BUDGET ? 'within' : 'OVER'} the ${THIN_WALL_BUDGET}× budget (${share.toFixed(2)}×)`);
  };
  console.log('');
  budget('thin-wall check, Node CPU time', nodeThinRatio);
  budget('thin-wall check, worker wall time', workerThinWall === null ? null : workerThinWall / measure.ms);

  const failures: string[] = [];
  for (const [label, run] of [['measure', measure], ['measure + DFM', check]] as const) {
    if (run.longestTask >= LONG_TASK_LIMIT_MS) failures.push(`a main-thread task took ${run.longestTask.toFixed(0)} ms (${label})`);
    if (JSON.stringify(run.result) !== JSON.stringify(expected)) failures.push(`worker result differs (${label}): ${JSON.stringify(run.result)}`);
  }
  if (!check.printabilityTimings) failures.push('the worker sent no printability analysis');
  if (node.result !== JSON.stringify(expected) || nodeCheck.result !== JSON.stringify(expected)) failures.push('Node child and in-process results differ');
  if (!expected.ok) failures.push(`measurement failed: ${expected.error}`);
  // Loaded here, so the Node children measuring the STL carry none of it.
  const { benchCad } = await import('./bench-cad.ts');
  failures.push(...(await benchCad(Number(process.argv.find((a) => a.startsWith('--cad-mb='))?.split('=')[1] ?? 20))));
  if (failures.length) {
    console.error(`\nFAIL: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('\nOK: the worker results match Node (meshes and STEP) and the main thread stayed responsive.');
}

function measureInThisProcess(path: string, mode: string, samples: string): void {
  const file = readFileSync(path);
  const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
  const cpuNow = (): number => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  // Measure + DFM as measureAndCheckFile composes them, with the CPU time read between the
  // steps: wall time alone is inflated by whatever else the machine runs.
  const run = (): { result: unknown; timings: Record<string, number> | null; cpu: { tree: number; rays: number; total: number } | null } => {
    if (mode !== 'check') return { result: measureMesh(bytes, 'stl'), timings: null, cpu: null };
    const handed: { mesh: WeldedMesh | null } = { mesh: null };
    const result = measureMesh(bytes, 'stl', { onWeldedMesh: (mesh) => (handed.mesh = mesh) });
    if (!result.ok || !handed.mesh) return { result, timings: null, cpu: null };
    const start = cpuNow();
    const marks = new Map<number, number>();
    const analysis = analysePrintability(handed.mesh, {
      warnings: result.warnings,
      bbox: result.geometry.bbox,
      ...(samples ? { samples: Number(samples) } : {}),
      // 0.3: the search tree is built; 0.9: the rays are cast; 1: the bodies are found.
      onProgress: (fraction) => marks.set(fraction, cpuNow()),
    });
    const tree = marks.get(0.3) ?? start;
    const rays = marks.get(0.9) ?? tree;
    const end = marks.get(1) ?? rays;
    return { result, timings: { ...analysis.timings }, cpu: { tree: tree - start, rays: rays - tree, total: end - start } };
  };
  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = cpuNow();
  let started = performance.now();
  const cold = run();
  const ms = performance.now() - started;
  const cpuMs = cpuNow() - cpuBefore;
  // maxRSS is the process's high-water mark in KiB; nothing before this point came near it.
  const peakRss = process.resourceUsage().maxRSS * 1024;
  started = performance.now();
  run();
  const warmMs = performance.now() - started;
  const figures: NodeFigures = {
    ms,
    warmMs,
    cpuMs,
    rssBefore,
    peakRss,
    result: JSON.stringify(cold.result),
    timings: cold.timings,
    analysisCpuMs: cold.cpu ? cold.cpu.total : null,
    thinWallCpuMs: cold.cpu ? cold.cpu.tree + cold.cpu.rays : null,
  };
  process.stdout.write(JSON.stringify(figures));
}

function measureInChild(modelPath: string, mode: 'measure' | 'check', samples: string): Promise<NodeFigures> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--node-child', modelPath, mode, samples], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Node child exited with ${code}`));
      const value: unknown = JSON.parse(out);
      if (!isRecord(value) || typeof value['result'] !== 'string') return reject(new Error(`unexpected output from the Node child: ${out}`));
      const { ms, warmMs, cpuMs, rssBefore, peakRss, result, timings, analysisCpuMs, thinWallCpuMs } = value;
      resolvePromise({
        ms: Number(ms),
        warmMs: Number(warmMs),
        cpuMs: Number(cpuMs),
        rssBefore: Number(rssBefore),
        peakRss: Number(peakRss),
        result,
        timings: isRecord(timings) ? Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, Number(v)])) : null,
        analysisCpuMs: typeof analysisCpuMs === 'number' ? analysisCpuMs : null,
        thinWallCpuMs: typeof thinWallCpuMs === 'number' ? thinWallCpuMs : null,
      });
    });
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

if (process.argv[2] === '--node-child') {
  measureInThisProcess(process.argv[3] ?? '', process.argv[4] ?? 'measure', process.argv[5] ?? '');
} else {
  await main();
}
