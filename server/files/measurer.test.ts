// The measurer's threads: meshes share kept threads, one bad file costs only its own answer, and a
// job past its deadline is answered as failed.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureFailed } from './measurement.ts';
import { workerMeasurer } from './measurer.ts';
import { binaryStl, box } from '../seed-meshes.ts';

const folder = mkdtempSync(join(tmpdir(), 'measurer-'));
const write = (name: string, bytes: Uint8Array | string) => {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
};
const cube = write('cube.stl', readFileSync('e2e/fixtures/models/cube-10mm-binary.stl'));

describe('the measuring threads', () => {
  it('measure many meshes at once, each its own figures, on threads kept between them', async () => {
    const measurer = workerMeasurer({ concurrency: 2 });
    const boxes = Array.from({ length: 12 }, (_, index) => write(`box-${index}.stl`, binaryStl(box(10 + index, 10, 10))));
    const measured = await Promise.all(boxes.map((path, index) => measurer.measure(path, `box-${index}.stl`)));
    expect(measured.map((m) => Math.round(m.geometry?.volume ?? 0))).toEqual(boxes.map((_, index) => (10 + index) * 100));
  });

  it('answers a file that cannot be read as failed, and measures the next one as usual', async () => {
    const measurer = workerMeasurer({ concurrency: 1 });
    expect(await measurer.measure(join(folder, 'missing.stl'), 'missing.stl')).toEqual(measureFailed);
    expect((await measurer.measure(cube, 'cube.stl')).geometry?.volume).toBeCloseTo(1000, 3);
  });

  it('answers a job past its deadline as failed (its thread is ended, not kept)', async () => {
    const measurer = workerMeasurer({ concurrency: 1, timeoutMs: 1 });
    expect(await measurer.measure(cube, 'cube.stl')).toEqual(measureFailed);
    expect(await measurer.measure(cube, 'cube.stl')).toEqual(measureFailed);
  });
});
