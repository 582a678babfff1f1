import { Worker } from 'node:worker_threads';
import { drawingFormatOf } from '../../src/lib/quotation-rules.ts';
import { cadRefusalOfStored } from './cad-precheck.ts';
import { Measured, measureFailed } from './measurement.ts';

export interface Measurer {
  /** Measures the mesh stored at `path`; never rejects (a failure is a `measureFailed` warning). */
  measure(path: string, name: string): Promise<Measured>;
}

export interface MeasurerOptions {
  /** Meshes measured at the same time; further ones wait their turn. */
  concurrency?: number;
  timeoutMs?: number;
  /**
   * The deadline of a STEP or IGES file; past it, 人工报价. Under the browser's 100 s of silence
   * (REQUEST_TIMEOUT_MS) with room for the thread's start, so the customer hears the reason, not a timeout.
   */
  cadTimeoutMs?: number;
  /** WebAssembly memory the CAD parser may take (default OCCT_MAX_MEMORY_BYTES); past it, 人工报价. */
  cadMaxMemoryBytes?: number;
}

/** A CAD file the server could not parse within its deadline: kept, and quoted by hand. */
export const parseTimedOut: Measured = { geometry: null, warnings: ['parseTimeout'] };

const workerUrl = new URL('./measure-worker.ts', import.meta.url);

/**
 * Measures each mesh in a worker thread of its own, a few at a time. A worker has a heap limit
 * and a deadline (and the CAD parser a memory cap of its own: WebAssembly memory is outside the
 * heap), so a hostile file costs that worker, never the server.
 */
export function workerMeasurer({ concurrency = 2, timeoutMs = 120_000, cadTimeoutMs = 80_000, cadMaxMemoryBytes }: MeasurerOptions = {}): Measurer {
  const waiting: Array<() => void> = [];
  let running = 0;

  const run = (path: string, name: string) =>
    new Promise<Measured>((resolve) => {
      const cad = ['step', 'iges'].includes(drawingFormatOf(name) ?? '');
      const job = { path, name, ...(cad && cadMaxMemoryBytes !== undefined ? { cadMaxMemoryBytes } : {}) };
      const worker = new Worker(workerUrl, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: 1536 } });
      let settled = false;
      const settle = (measured: Measured) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        void worker.terminate();
        resolve(measured);
      };
      const deadline = setTimeout(() => settle(cad ? parseTimedOut : measureFailed), cad ? cadTimeoutMs : timeoutMs);
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
      const format = drawingFormatOf(name);
      if (format === 'step' || format === 'iges') {
        const refused = await cadRefusalOfStored(path, format);
        if (refused) return refused;
      }
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
