/**
 * `npm run bench:geometry [-- --size-mb=50]`: measures a generated binary STL of about that
 * size (a UV sphere, ~1 M triangles for 50 MB) twice and prints a table:
 * 1. in Node, in a child process (time, RSS before and peak RSS, as the server would);
 * 2. in the real Web Worker in headless Chromium, through `measureInWorker`, bundled by Vite
 *    exactly as the site bundles it and served with the site's CSP: time from handing over the
 *    buffer to the result, the longest main-thread long task (PerformanceObserver 'longtask')
 *    and the largest gap of a 10 ms heartbeat, the renderer's peak RSS over its RSS with the
 *    file already fetched (sampled from /proc every 20 ms on Linux; the worker lives in the
 *    page's renderer process) and the page's JS heap (CDP).
 * Exits non-zero when a main-thread task reaches 200 ms or the two measurements disagree.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureMesh } from '../src/lib/geometry/measure.ts';
import { uvSphereMesh } from '../src/lib/geometry/mesh-builders.ts';
import { writeBinaryStl } from '../src/lib/geometry/mesh-writers.ts';
import { measureInBrowser } from './bench-geometry-browser.ts';

const LONG_TASK_LIMIT_MS = 200;
const MB = 1024 * 1024;
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const work = join(root, '.tmp/bench-geometry');

interface NodeFigures {
  ms: number;
  warmMs: number;
  rssBefore: number;
  peakRss: number;
  /** The result as JSON, compared with the in-process one. */
  result: string;
}

async function main(): Promise<void> {
  const sizeMb = Number(process.argv.find((a) => a.startsWith('--size-mb='))?.split('=')[1] ?? 50);
  mkdirSync(work, { recursive: true });
  // Segments × rings with 2·s·(r − 1) triangles of 50 bytes: pick s = 2r for a round sphere.
  const rings = Math.max(8, Math.round(Math.sqrt((sizeMb * MB) / 50 / 4)));
  const stl = writeBinaryStl(uvSphereMesh(50, rings * 2, rings), 'bench sphere r = 50 mm');
  const modelPath = join(work, 'sphere.stl');
  writeFileSync(modelPath, stl);
  const triangles = (stl.length - 84) / 50;
  console.log(`Generated ${modelPath}: ${(stl.length / MB).toFixed(1)} MB, ${triangles} triangles`);

  const node = await measureInChild(modelPath);
  const browser = await measureInBrowser(root, work, modelPath);
  const expected = measureMesh(stl, 'stl');

  const mb = (bytes: number | null): string => (bytes === null ? 'n/a' : `${(bytes / MB).toFixed(0)} MB`);
  const rows: Array<[string, string]> = [
    ['file size', mb(stl.length)],
    ['triangles', String(triangles)],
    ['Node: time (cold / warm)', `${node.ms.toFixed(0)} ms / ${node.warmMs.toFixed(0)} ms`],
    ['Node: peak RSS − RSS before (file loaded)', `${mb(node.peakRss - node.rssBefore)} (${mb(node.rssBefore)} → ${mb(node.peakRss)})`],
    ['worker: time (hand-over → result)', `${browser.ms.toFixed(0)} ms`],
    ['worker: renderer peak RSS − before', browser.rendererPeakRss === null || browser.rendererRssBefore === null ? 'n/a' : `${mb(browser.rendererPeakRss - browser.rendererRssBefore)} (${mb(browser.rendererRssBefore)} → ${mb(browser.rendererPeakRss)})`],
    ['page JS heap after (CDP)', mb(browser.pageJsHeap)],
    ['main thread: longest long task', `${browser.longestTask.toFixed(0)} ms (${browser.longTasks} long tasks; limit ${LONG_TASK_LIMIT_MS} ms)`],
    ['main thread: largest 10 ms heartbeat gap', `${browser.heartbeatGap.toFixed(0)} ms`],
    ['long-task observer check (120 ms busy loop)', `seen as ${browser.calibration.toFixed(0)} ms`],
    ['for contrast, measuring on the main thread', `one ${browser.mainThreadTask.toFixed(0)} ms task`],
    ['client: cancel, timeout, damaged file', 'cancelled, timeout, unreadable'],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('');
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);

  const failures: string[] = [];
  if (browser.longestTask >= LONG_TASK_LIMIT_MS) failures.push(`a main-thread task took ${browser.longestTask.toFixed(0)} ms`);
  if (node.result !== JSON.stringify(expected)) failures.push('Node child and in-process results differ');
  if (JSON.stringify(browser.result) !== JSON.stringify(expected)) failures.push(`worker result differs: ${JSON.stringify(browser.result)}`);
  if (!expected.ok) failures.push(`measurement failed: ${expected.error}`);
  if (failures.length) {
    console.error(`\nFAIL: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('\nOK: the worker result matches Node and the main thread stayed responsive.');
}

function measureInThisProcess(path: string): void {
  const file = readFileSync(path);
  const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  const result = measureMesh(bytes, 'stl');
  const ms = performance.now() - started;
  // maxRSS is the process's high-water mark in KiB; nothing before this point came near it.
  const peakRss = process.resourceUsage().maxRSS * 1024;
  started = performance.now();
  measureMesh(bytes, 'stl');
  const warmMs = performance.now() - started;
  const figures: NodeFigures = { ms, warmMs, rssBefore, peakRss, result: JSON.stringify(result) };
  process.stdout.write(JSON.stringify(figures));
}

function measureInChild(modelPath: string): Promise<NodeFigures> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--node-child', modelPath], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Node child exited with ${code}`));
      const value: unknown = JSON.parse(out);
      if (!isRecord(value) || typeof value['result'] !== 'string') return reject(new Error(`unexpected output from the Node child: ${out}`));
      const { ms, warmMs, rssBefore, peakRss, result } = value;
      resolvePromise({ ms: Number(ms), warmMs: Number(warmMs), rssBefore: Number(rssBefore), peakRss: Number(peakRss), result });
    });
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

if (process.argv[2] === '--node-child') {
  measureInThisProcess(process.argv[3] ?? '');
} else {
  await main();
}
