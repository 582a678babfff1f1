// Uploads as the measurer sees them: a tiny 3MF whose components fan out to millions of placed
// cubes is refused with its reason before it is expanded (in little time and memory), and one
// customer's queue of slow files does not hold up another customer's small one.
import { describe, expect, it } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { uvSphereMesh } from '../../src/lib/geometry/mesh-builders.ts';
import { writeFanOutThreeMf } from '../../src/lib/geometry/three-mf-fan-out.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, uploadFile } from '../test-support.ts';
import { examineMessages } from './accept-upload.ts';
import { workerMeasurer } from './measurer.ts';

const MB = 1024 * 1024;

/** Resident memory of this process (the measuring threads are its threads) at its highest while `work` runs. */
async function peakMemoryOf<T>(work: () => Promise<T>): Promise<{ result: T; grewBy: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  try {
    const result = await work();
    return { result, grewBy: Math.max(peak, process.memoryUsage.rss()) - before };
  } finally {
    clearInterval(sampler);
  }
}

describe('measuring uploads', () => {
  it('refuses a 1.3 KB 3MF of components referencing components (two million placed cubes) at once, with the reason, in little memory', async () => {
    const server = await createTestServer({ measurer: workerMeasurer() });
    const token = await server.login('demo');
    const fanOut = writeFanOutThreeMf([1000, 1000], 2);
    expect(fanOut.length).toBeLessThan(1400);
    const started = performance.now();
    const { result: response, grewBy } = await peakMemoryOf(() => uploadFile(server, token, 'draft-fan-out-01', 'fan-out.3mf', fanOut));
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(examineMessages.buildTooLarge('fan-out.3mf'));
    expect(examineMessages.buildTooLarge('fan-out.3mf')).toBe('文件「fan-out.3mf」中的组件层层重复引用，展开后超过 10 万个对象或 1000 万个三角面，无法测量：请减少重复摆放的组件或简化模型后重新导出');
    expect(performance.now() - started).toBeLessThan(5_000);
    // Before it was bounded, measuring it took this process past 3 GB.
    expect(grewBy).toBeLessThan(256 * MB);
    const stored = await server.call('GET', '/api/shop-file', { token });
    expect(JSON.stringify(await stored.json())).not.toContain('fan-out.3mf');
  });

  it("measures another customer's small STL within seconds while one customer has several slow files queued", async () => {
    const server = await createTestServer({ measurer: workerMeasurer() });
    const [demo, other] = await Promise.all([server.login('demo'), server.login('other')]);
    // Within the bounds and measured in full (1.2 million triangles, welded and analysed): seconds each.
    const slow = writeFanOutThreeMf([300], 1, uvSphereMesh(5, 64, 32));
    const answered: string[] = [];
    const upload = (token: string, draft: string, name: string, bytes: Uint8Array) =>
      uploadFile(server, token, draft, name, bytes).then(async (response) => {
        answered.push(name);
        expect(response.status, await response.clone().text()).toBe(201);
        return UploadResult.parse(await response.json()).file;
      });
    const queued = ['slow-1.3mf', 'slow-2.3mf', 'slow-3.3mf'].map((name) => upload(demo, 'draft-slow-files-01', name, slow));
    // The slow files have reached the measurer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = performance.now();
    const small = await upload(other, 'draft-small-file-01', 'small.stl', binaryStl(box(10, 10, 10)));
    const waited = performance.now() - asked;
    expect(small.geometry?.volume).toBeCloseTo(1000, 3);
    // Measured beside the first slow file, not after the queue: before any of them is answered.
    expect(answered[0]).toBe('small.stl');
    expect(waited).toBeLessThan(4_000);
    const slowFiles = await Promise.all(queued);
    // Each measured in full (its balls placed on one another cannot be priced, which says it was measured).
    for (const file of slowFiles) expect(file.warnings).toContain('volumeExceedsBox');
  }, 120_000);
});
