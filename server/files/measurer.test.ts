// The measurer's threads: meshes share kept threads, one bad file costs only its own answer, a
// job past its deadline or its memory limit is answered as failed; and its queue, where customers
// take turns.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureFailed } from './measurement.ts';
import { fairQueue, workerMeasurer } from './measurer.ts';
import { writeFanOutThreeMf } from '../../src/lib/geometry/three-mf-fan-out.ts';
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

describe('the measuring queue', () => {
  /** A queue whose jobs end when told: `started` lists them as they start, `end(label)` finishes one. */
  const controlled = (concurrency: number, perCustomer: number) => {
    const queue = fairQueue(concurrency, perCustomer);
    const started: string[] = [];
    const enders = new Map<string, () => void>();
    const add = (customer: string, label: string) =>
      queue.run(customer, () => {
        started.push(label);
        return new Promise<string>((resolve) => enders.set(label, () => resolve(label)));
      });
    const end = async (label: string) => {
      enders.get(label)?.();
      // Let the finished job hand on its slot.
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { add, end, started };
  };

  it("measures no more than the per-customer limit of one customer's files, leaving the other slot to the others", async () => {
    const { add, end, started } = controlled(2, 1);
    const jobs = ['a1', 'a2', 'a3', 'a4'].map((label) => add('a', label));
    await end('none');
    // One of a's files at a time, though a slot is free.
    expect(started).toEqual(['a1']);
    jobs.push(add('b', 'b1'));
    await end('none');
    expect(started).toEqual(['a1', 'b1']);
    jobs.push(add('c', 'c1'));
    // b's slot goes to c (a still has one running), a's own to a's next.
    await end('b1');
    expect(started).toEqual(['a1', 'b1', 'c1']);
    await end('a1');
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2']);
    for (const label of ['c1', 'a2', 'a3', 'a4']) await end(label);
    expect(await Promise.all(jobs)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'c1']);
  });

  it('serves the other customers first: a freed slot goes to the customer served longest ago, not to the first come', async () => {
    const { add, end, started } = controlled(1, 1);
    const jobs = [add('a', 'a1'), add('a', 'a2'), add('a', 'a3'), add('b', 'b1'), add('c', 'c1'), add('b', 'b2')];
    await end('none');
    for (const label of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']) await end(label);
    // a came first with three files; b and c, who came later, each get a turn between a's.
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    await Promise.all(jobs);
  });
});

describe('the memory of a measuring thread', () => {
  it('ends a thread past its memory limit (typed arrays counted) and measures the next file on a fresh one', async () => {
    // 90,000 placed cubes, 1.08 M triangles: within the 3MF bounds, about 120 MB to measure (a cube, about 30 MB of a fresh thread).
    const crowded = write('crowded.3mf', writeFanOutThreeMf([1000, 90], 1));
    const measurer = workerMeasurer({ concurrency: 1, meshMemoryLimitBytes: 64 * 1024 * 1024 });
    expect(await measurer.measure(crowded, 'crowded.3mf', 1)).toEqual(measureFailed);
    expect((await measurer.measure(cube, 'cube.stl', 1)).geometry?.volume).toBeCloseTo(1000, 3);
    // Under the default limit the same file is measured.
    expect((await workerMeasurer({ concurrency: 1 }).measure(crowded, 'crowded.3mf', 1)).warnings).not.toContain('measureFailed');
  }, 60_000);

  it('ends a thread whose job used much memory once it answers, whatever the size of the file (a 1.3 KB file can take gigabytes)', async () => {
    const crowded = write('crowded-small.3mf', writeFanOutThreeMf([1000, 90], 1));
    const ended: string[] = [];
    const measurer = workerMeasurer({ concurrency: 1, retireAfterUsedBytes: 64 * 1024 * 1024, onThreadEnded: (why) => ended.push(why) });
    // A cube's job leaves its thread holding less: the thread is kept.
    await measurer.measure(cube, 'cube.stl', 1);
    expect(ended).toEqual([]);
    expect((await measurer.measure(crowded, 'crowded-small.3mf', 1)).warnings).not.toContain('measureFailed');
    expect(ended).toEqual(['usedMemory']);
    expect((await measurer.measure(cube, 'cube.stl', 1)).geometry?.volume).toBeCloseTo(1000, 3);
  }, 60_000);
});
