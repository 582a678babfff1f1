/**
 * The STEP part of `npm run bench:geometry` (alone: `npx node scripts/bench-cad.ts [--cad-mb=20]`):
 * a small part (the pocketed block fixture, 36 KB) and an assembly of that many MB (copies of the
 * block as distinct parts, made by scripts/step-copies.ts at bench time), each parsed and measured
 * 1. in Node, in a child process as the server's thread would: starting the parser (compiling
 *    its .wasm), the first parse, a warm parse, peak RSS and the parser's WebAssembly memory;
 * 2. in the real CAD worker in Chromium: the first time (download, compile, parse, measure,
 *    analyse) and again (a new worker, the .wasm from the cache), with the longest main-thread
 *    task, the renderer's peak RSS and what it keeps once the worker has ended.
 * Fails when a main-thread task reaches 200 ms or the worker's volume differs from Node's.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFile } from '../src/lib/geometry/measure.ts';
import { startOcctInNode } from '../server/files/cad-occt.ts';
import { measureCadInBrowser, type CadWorkerRun } from './bench-cad-browser.ts';
import { stepCopies } from './step-copies.ts';

const LONG_TASK_LIMIT_MS = 200;
const MB = 1024 * 1024;
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const work = join(root, '.tmp/bench-geometry');

interface NodeCadFigures {
  startMs: number;
  coldMs: number;
  warmMs: number;
  rssBefore: number;
  peakRss: number;
  wasmMemory: number;
  volume: number;
  triangles: number;
}

/** Writes the bench's STEP files and answers their paths by name. */
function makeModels(sizeMb: number): Record<string, string> {
  mkdirSync(work, { recursive: true });
  const part = readFileSync(join(root, 'e2e/fixtures/cad/pocketed-block.step'), 'utf8');
  // 36 KB a copy; a grid of 60 × 70 mm cells, 25 a row.
  const copies = Math.max(1, Math.ceil((sizeMb * MB) / Buffer.byteLength(part)));
  const assembly = stepCopies(part, copies, (copy) => [(copy % 25) * 70, Math.floor(copy / 25) * 50, 0]);
  const paths = { 'pocketed-block.step': join(work, 'pocketed-block.step'), 'assembly.step': join(work, 'assembly.step') };
  writeFileSync(paths['pocketed-block.step'], part);
  writeFileSync(paths['assembly.step'], assembly);
  return paths;
}

export async function benchCad(sizeMb: number): Promise<string[]> {
  const models = makeModels(sizeMb);
  const node: Record<string, NodeCadFigures> = {};
  for (const [name, path] of Object.entries(models)) node[name] = await inChild(path);
  const browser = await measureCadInBrowser(root, work, models);

  const mb = (bytes: number | null): string => (bytes === null ? 'n/a' : `${(bytes / MB).toFixed(0)} MB`);
  const ms = (value: number): string => `${value.toFixed(0)} ms`;
  const stages = (run: CadWorkerRun): string => run.stages.map(({ stage, at }) => `${stage} @${at.toFixed(0)}`).join(', ');
  const rss = (run: CadWorkerRun): string =>
    run.rendererPeakRss === null || run.rendererRssBefore === null ? 'n/a' : `+${mb(run.rendererPeakRss - run.rendererRssBefore)} at peak, +${mb((run.rendererRssAfter ?? 0) - run.rendererRssBefore)} after`;
  const rows: Array<[string, string]> = [];
  const failures: string[] = [];
  for (const [name, path] of Object.entries(models)) {
    const n = node[name];
    const b = browser[name];
    if (!n || !b) continue;
    const size = readFileSync(path).byteLength;
    rows.push(
      [`${name}`, `${(size / MB).toFixed(2)} MB, ${n.triangles} triangles, ${(n.volume / 1000).toFixed(1)} cm³`],
      ['  Node: start parser (compile .wasm) / first parse / warm', `${ms(n.startMs)} / ${ms(n.coldMs)} / ${ms(n.warmMs)}`],
      ['  Node: peak RSS − before; parser memory', `${mb(n.peakRss - n.rssBefore)} (${mb(n.rssBefore)} → ${mb(n.peakRss)}); ${mb(n.wasmMemory)} WebAssembly`],
      ['  worker, first (download + compile + parse + DFM)', `${ms(b.cold.ms)} (${stages(b.cold)})`],
      ['  worker, again (cached .wasm, new worker)', `${ms(b.warm.ms)} (${stages(b.warm)})`],
      ['  worker: renderer RSS (first / again)', `${rss(b.cold)} / ${rss(b.warm)}`],
      ['  main thread: longest task (first / again)', `${ms(b.cold.longestTask)} / ${ms(b.warm.longestTask)} (${b.cold.longTasks} / ${b.warm.longTasks} long tasks; limit ${LONG_TASK_LIMIT_MS} ms); heartbeat gap ${ms(b.cold.heartbeatGap)} / ${ms(b.warm.heartbeatGap)}`],
    );
    for (const run of [b.cold, b.warm]) {
      if (run.longestTask >= LONG_TASK_LIMIT_MS) failures.push(`${name}: a main-thread task took ${run.longestTask.toFixed(0)} ms`);
      const geometry = isRecord(run.result) ? run.result['geometry'] : null;
      const volume = isRecord(geometry) ? Number(geometry['volume']) : NaN;
      if (!(Math.abs(volume - n.volume) <= n.volume * 1e-9)) failures.push(`${name}: the worker measured ${volume} mm³, Node ${n.volume} mm³`);
    }
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('');
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
  return failures;
}

/** Starts the parser and measures the file twice in a fresh process, as the server's thread does once. */
async function measureInThisProcess(path: string): Promise<void> {
  const bytes = new Uint8Array(readFileSync(path));
  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  const { importer, memoryRefused, memoryBytes } = await startOcctInNode();
  const startMs = performance.now() - started;
  started = performance.now();
  const cold = measureFile(path, bytes, { cad: { importer, memoryRefused } }).result;
  const coldMs = performance.now() - started;
  started = performance.now();
  measureFile(path, bytes, { cad: { importer, memoryRefused } });
  const warmMs = performance.now() - started;
  if (!cold.ok) throw new Error(`${path}: ${cold.error}`);
  const figures: NodeCadFigures = {
    startMs,
    coldMs,
    warmMs,
    rssBefore,
    peakRss: process.resourceUsage().maxRSS * 1024,
    wasmMemory: memoryBytes(),
    volume: cold.geometry.volume,
    triangles: cold.geometry.triangles,
  };
  process.stdout.write(JSON.stringify(figures));
}

function inChild(path: string): Promise<NodeCadFigures> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--cad-child', path], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Node child exited with ${code}`));
      const value: unknown = JSON.parse(out);
      if (!isRecord(value)) return reject(new Error(`unexpected output from the Node child: ${out}`));
      const read = (key: string) => Number(value[key]);
      resolvePromise({ startMs: read('startMs'), coldMs: read('coldMs'), warmMs: read('warmMs'), rssBefore: read('rssBefore'), peakRss: read('peakRss'), wasmMemory: read('wasmMemory'), volume: read('volume'), triangles: read('triangles') });
    });
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

if (process.argv[2] === '--cad-child') {
  await measureInThisProcess(process.argv[3] ?? '');
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const sizeMb = Number(process.argv.find((a) => a.startsWith('--cad-mb='))?.split('=')[1] ?? 20);
  const failures = await benchCad(sizeMb);
  if (failures.length) {
    console.error(`\nFAIL: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('\nOK: the worker measured the STEP files as Node did, and the main thread stayed responsive.');
}
