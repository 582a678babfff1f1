import { Worker } from 'node:worker_threads';
import { Measured, measureFailed } from './measurement.ts';

export interface Measurer {
  /** Measures the mesh stored at `path`; never rejects (a failure is a `measureFailed` warning). */
  measure(path: string, name: string): Promise<Measured>;
}

export interface MeasurerOptions {
  /** Meshes measured at the same time; further ones wait their turn. */
  concurrency?: number;
  timeoutMs?: number;
}

const workerUrl = new URL('./measure-worker.ts', import.meta.url);

/**
 * Measures each mesh in a worker thread of its own, a few at a time. A worker has a heap limit
 * and a deadline, so a hostile file costs that worker, never the server.
 */
export function workerMeasurer({ concurrency = 2, timeoutMs = 120_000 }: MeasurerOptions = {}): Measurer {
  const waiting: Array<() => void> = [];
  let running = 0;

  const run = (path: string, name: string) =>
    new Promise<Measured>((resolve) => {
      const worker = new Worker(workerUrl, { workerData: { path, name }, resourceLimits: { maxOldGenerationSizeMb: 1536 } });
      let settled = false;
      const settle = (measured: Measured) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        void worker.terminate();
        resolve(measured);
      };
      const deadline = setTimeout(() => settle(measureFailed), timeoutMs);
      worker.on('message', (message: unknown) => {
        const parsed = Measured.safeParse(message);
        settle(parsed.success ? parsed.data : measureFailed);
      });
      worker.on('error', (error) => {
        console.error(`[${new Date().toISOString()}] measuring ${name} failed:`, error);
        settle(measureFailed);
      });
      worker.on('exit', () => settle(measureFailed));
    });

  return {
    async measure(path, name) {
      // A finished job hands its slot straight to the next waiting one.
      if (running < concurrency) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await run(path, name);
      } finally {
        const next = waiting.shift();
        if (next === undefined) running -= 1;
        else next();
      }
    },
  };
}
