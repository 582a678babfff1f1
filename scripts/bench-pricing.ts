/**
 * `node scripts/bench-pricing.ts`: how long pricing every material of the catalogue for 20 parts
 * takes (the comparison table of the upload step, src/lib/material-comparison.ts), with every
 * part carrying choices (a finish, 加急, quantities across the breaks). Prints the median and the
 * slowest of the timed runs; the aim is under 50 ms. Not a timed test: a figure to report.
 */
import { performance } from 'node:perf_hooks';
import type { Material } from '../src/wire/catalogue.ts';
import type { DrawingFile } from '../src/wire/files.ts';
import { compareMaterials } from '../src/lib/material-comparison.ts';
import { pricingOf } from '../server/catalogue/price-options.ts';
import { seedMaterials, seedProcesses } from '../server/catalogue/seed.ts';

const codeOf = new Map(seedProcesses.map((process) => [process.id, process.code]));
const materials: Material[] = seedMaterials.map((m) => ({ ...m, colours: [...m.colours], pricing: pricingOf(codeOf.get(m.processId) ?? '', m) }));
const files: DrawingFile[] = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  name: `part-${index + 1}.stl`,
  size: 1,
  format: 'stl',
  geometry: { volume: 5_000 + index * 12_345.6, area: 3_000 + index * 777.7, bbox: { x: 20, y: 30, z: 40 }, triangles: 1_000 },
  warnings: [],
  createdAt: '2026-11-24T00:00:00.000Z',
}));
const draft = {
  fileList: files,
  quantities: Object.fromEntries(files.map((file, index) => [String(file.id), [1, 5, 10, 50, 120][index % 5] ?? 1])),
  partOptions: Object.fromEntries(files.map((file, index) => [String(file.id), { units: index % 4 === 0 ? 'inch' : 'mm', finish: index % 2 === 0 ? 'sanding' : 'painting', colour: index % 2 === 0 ? null : '哑光黑', leadTime: index % 3 === 0 ? 'express' : 'standard' } as const])),
};

// The first call includes the JIT's first compile, as a page's first comparison does.
const firstStart = performance.now();
compareMaterials(materials, draft);
const first = performance.now() - firstStart;
for (let warm = 0; warm < 20; warm += 1) compareMaterials(materials, draft);
const runs: number[] = [];
for (let run = 0; run < 200; run += 1) {
  const start = performance.now();
  compareMaterials(materials, draft);
  runs.push(performance.now() - start);
}
runs.sort((a, b) => a - b);
console.log(`pricing ${materials.length} materials × ${files.length} parts: first call ${first.toFixed(3)} ms; then median ${runs[100]?.toFixed(3)} ms, slowest ${runs[199]?.toFixed(3)} ms of 200 runs; aim < 50 ms`);
