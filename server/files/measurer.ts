import { stat } from 'node:fs/promises';
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

/** A mesh file past this size ends its thread once measured, so the memory it took returns. */
const RETIRE_AFTER_BYTES = 16 * 1024 * 1024;

interface PooledThread {
  worker: Worker;
  /** The job it is measuring: resolved by its answer, its thread's failure or its deadline. */
  current: ((measured: Measured) => void) | null;
}

/**
 * Measures meshes in worker threads, a few at a time. A mesh's thread is kept for the next mesh
 * (starting one and loading the geometry modules costs about half a second, more than measuring
 * a small part) unless its file was large; a STEP or IGES file gets a thread of its own, ended
 * once it is parsed (the parser's WebAssembly memory returns only then). Every thread has a heap
 * limit and each job a deadline (and the CAD parser a memory cap of its own: WebAssembly memory
 * is outside the heap): a hostile file costs its thread, never the server. Idle threads do not
 * keep the process alive.
 */
export function workerMeasurer({ concurrency = 2, timeoutMs = 120_000, cadTimeoutMs = 80_000, cadMaxMemoryBytes }: MeasurerOptions = {}): Measurer {
  const waiting: Array<() => void> = [];
  const idle: PooledThread[] = [];
  let running = 0;

  const startThread = (workerData: object): Worker => new Worker(workerUrl, { workerData, resourceLimits: { maxOldGenerationSizeMb: 1536 } });

  /** A STEP or IGES file: its own thread, ended when it answers. */
  const runCad = (path: string, name: string) =>
    new Promise<Measured>((resolve) => {
      const worker = startThread({ mode: 'once', path, name, ...(cadMaxMemoryBytes !== undefined ? { cadMaxMemoryBytes } : {}) });
      let settled = false;
      const settle = (measured: Measured) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        void worker.terminate();
        resolve(measured);
      };
      const deadline = setTimeout(() => settle(parseTimedOut), cadTimeoutMs);
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

  const pooledThread = (): PooledThread => {
    const reused = idle.pop();
    if (reused) {
      reused.worker.ref();
      return reused;
    }
    const thread: PooledThread = { worker: startThread({ mode: 'pool' }), current: null };
    const fail = (error?: unknown) => {
      if (error !== undefined) console.error(`[${new Date().toISOString()}] a measuring thread failed:`, error);
      const index = idle.indexOf(thread);
      if (index >= 0) idle.splice(index, 1);
      thread.current?.(measureFailed);
    };
    thread.worker.on('message', (message: unknown) => {
      const parsed = Measured.safeParse(message);
      thread.current?.(parsed.success ? parsed.data : measureFailed);
    });
    thread.worker.on('error', fail);
    thread.worker.on('exit', () => fail());
    return thread;
  };

  /** A mesh: a kept thread, or a new one; kept again afterwards unless the file was large or the job failed. */
  const runMesh = (path: string, name: string, size: number) =>
    new Promise<Measured>((resolve) => {
      const thread = pooledThread();
      const settle = (measured: Measured, healthy: boolean) => {
        if (thread.current === null) return;
        thread.current = null;
        clearTimeout(deadline);
        if (healthy && size <= RETIRE_AFTER_BYTES) {
          thread.worker.unref();
          idle.push(thread);
        } else void thread.worker.terminate();
        resolve(measured);
      };
      thread.current = (measured) => settle(measured, measured !== measureFailed);
      const deadline = setTimeout(() => settle(measureFailed, false), timeoutMs);
      thread.worker.postMessage({ path, name });
    });

  return {
    async measure(path, name) {
      const format = drawingFormatOf(name);
      const cad = format === 'step' || format === 'iges';
      if (cad) {
        const refused = await cadRefusalOfStored(path, format);
        if (refused) return refused;
      }
      // A finished job hands its slot straight to the next waiting one.
      if (running < concurrency) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return cad ? await runCad(path, name) : await runMesh(path, name, (await stat(path).catch(() => null))?.size ?? 0);
      } finally {
        const next = waiting.shift();
        if (next === undefined) running -= 1;
        else next();
      }
    },
  };
}
