/**
 * `npx node scripts/bench-measure-queue.ts`: the server's measurer against crafted 3MF fan-outs
 * (1.3 KB, two build items of a million placed cubes each). Prints, in this process (where the
 * measuring threads run, as in the server): the answer and time for one crafted file alone, the
 * peak resident memory while it was measured (sampled every 50 ms, and the process's maxRSS),
 * the resident memory a few seconds after; then how long another customer's small STL waits
 * while one customer has four crafted files queued, and while one customer has four slow files
 * queued that are within the bounds (1.2 M triangles each, measured in full); and the peak memory
 * of the largest build within the bounds (about 10 M placed triangles) and of the largest with a
 * parts list (2 M), with what the process holds 3 s after. `--deeper` also sends a
 * file of one more level of fan-out (a thousand times more cubes): never on a measurer without
 * bounds, which would take tens of GB. `--only=alone,queue,largest,parts,deeper` runs those parts only
 * (each in a fresh process shows its memory apart from the others').
 *
 * Not part of `npm test`: it takes minutes on a measurer without bounds, and figures move with
 * the machine's load. Run it under the heavy-work lock.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFanOutThreeMf } from '../src/lib/geometry/three-mf-fan-out.ts';
import { uvSphereMesh } from '../src/lib/geometry/mesh-builders.ts';
import { workerMeasurer } from '../server/files/measurer.ts';
import { binaryStl, box } from '../server/seed-meshes.ts';

const MB = 1024 * 1024;
const folder = mkdtempSync(join(tmpdir(), 'bench-measure-'));
const crafted = writeFanOutThreeMf([1000, 1000], 2);
const craftedPath = join(folder, 'fan-out.3mf');
writeFileSync(craftedPath, crafted);
const ball = uvSphereMesh(5, 64, 32);
const slowPath = join(folder, 'slow.3mf');
writeFileSync(slowPath, writeFanOutThreeMf([300], 1, ball));
const largestPath = join(folder, 'largest.3mf');
writeFileSync(largestPath, writeFanOutThreeMf([1240], 2, ball));
const partsPath = join(folder, 'parts.3mf');
writeFileSync(partsPath, writeFanOutThreeMf([250], 2, ball));
const deeperPath = join(folder, 'deeper.3mf');
writeFileSync(deeperPath, writeFanOutThreeMf([1000, 1000, 1000], 2));
const stlPath = join(folder, 'small.stl');
writeFileSync(stlPath, binaryStl(box(10, 10, 10)));

let peak = process.memoryUsage.rss();
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const runs = (part: string) => (only ? only.includes(part) : part !== 'deeper' || process.argv.includes('--deeper'));

try {
  console.log(`crafted 3MF: ${crafted.length} bytes; resident memory at start ${mb(process.memoryUsage.rss())}`);

  if (runs('alone')) {
    const measurer = workerMeasurer();
    // Warm a pooled thread first, as a running server has one.
    await measurer.measure(stlPath, 'small.stl', 1);
    peak = process.memoryUsage.rss();
    const before = peak;
    const started = performance.now();
    const measured = await measurer.measure(craftedPath, 'fan-out.3mf', 1);
    const seconds = (performance.now() - started) / 1000;
    console.log(`one crafted file alone: ${seconds.toFixed(1)} s, answered ${JSON.stringify(measured.warnings)} (geometry ${measured.geometry === null ? 'none' : `${measured.geometry.triangles} triangles`})`);
    console.log(`  resident memory ${mb(before)} before, peak ${mb(peak)}, process maxRSS ${mb(process.resourceUsage().maxRSS * 1024)}`);
    await sleep(3000);
    console.log(`  3 s after: ${mb(process.memoryUsage.rss())}`);
  }

  for (const [label, path] of runs('queue') ? ([['crafted', craftedPath], ['slow (within the bounds)', slowPath]] as const) : []) {
    const measurer = workerMeasurer();
    await Promise.all([measurer.measure(stlPath, 'small.stl', 1), measurer.measure(stlPath, 'small.stl', 1)]);
    peak = process.memoryUsage.rss();
    const started = performance.now();
    const slow = Array.from({ length: 4 }, () => measurer.measure(path, 'queued.3mf', 1));
    await sleep(200);
    const asked = performance.now();
    const small = await measurer.measure(stlPath, 'small.stl', 2);
    const waited = (performance.now() - asked) / 1000;
    console.log(`another customer's small STL, asked while one customer has 4 ${label} files queued: answered after ${waited.toFixed(2)} s (${small.geometry ? 'measured' : JSON.stringify(small.warnings)})`);
    const answers = await Promise.all(slow);
    console.log(`  the 4 ${label} files answered within ${((performance.now() - started) / 1000).toFixed(1)} s: ${answers.map((m) => JSON.stringify(m.warnings)).join(' ')}; peak resident memory ${mb(peak)}`);
  }

  for (const [label, path, part] of [['the largest build within the bounds', largestPath, 'largest'], ['a build of two items, 2 M triangles (a parts list)', partsPath, 'parts'], ['one more level of fan-out', deeperPath, 'deeper']] as const) {
    if (!runs(part)) continue;
    const measurer = workerMeasurer();
    await measurer.measure(stlPath, 'small.stl', 1);
    const before = process.memoryUsage.rss();
    peak = before;
    const started = performance.now();
    const measured = await measurer.measure(path, 'file.3mf', 1);
    console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s, answered ${JSON.stringify(measured.warnings)} (${measured.geometry === null ? 'no geometry' : `${measured.geometry.triangles} triangles`}); resident memory ${mb(before)} before, peak ${mb(peak)}`);
    await sleep(3000);
    console.log(`  3 s after: ${mb(process.memoryUsage.rss())}`);
  }
} finally {
  clearInterval(sampler);
  rmSync(folder, { recursive: true, force: true });
}
