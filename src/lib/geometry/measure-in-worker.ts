import type { PrintabilityAnalysis } from './dfm/types.ts';
import type { DrawingFormat, MeasureResult } from './types.ts';
import { readReply } from './worker-protocol.ts';
import type { MeasureRequest } from './worker-protocol.ts';

/**
 * - `timeout`: the worker took longer than `timeoutMs`.
 * - `cancelled`: the caller's signal aborted.
 * - `workerFailed`: the worker could not start or crashed (e.g. out of memory).
 */
export type WorkerErrorCode = 'timeout' | 'cancelled' | 'workerFailed';

export type WorkerMeasureResult = MeasureResult | { ok: false; error: WorkerErrorCode; detail?: string };

export interface WorkerMeasureOutcome {
  format: DrawingFormat | null;
  result: WorkerMeasureResult;
  /**
   * What the part's printability depends on, measured in the same worker from the same mesh:
   * judge it per process and material with `evaluatePrintability` (cheap, fine on the main
   * thread). Null when nothing was measured or the worker failed.
   */
  printability: PrintabilityAnalysis | null;
  /**
   * The same, small enough to keep in a stored draft: a `PrintabilitySummary`, opaque until
   * read with `readPrintabilitySummary`; null with `printability`.
   */
  printabilitySummary: Record<string, unknown> | null;
  /** Per triangle of the file, how it can be machined, for the 3D preview; null when not analysed. */
  machiningClasses?: Uint8Array | null;
}

export interface MeasureInWorkerOptions {
  /** Aborting stops the measurement (the worker is terminated) and resolves with `cancelled`. */
  signal?: AbortSignal;
  /** Default 60 s: a 100 MB STL takes a few seconds on a laptop, its printability analysis as long again. */
  timeoutMs?: number;
  /** Share of the work done, 0…1, as the worker reports it. */
  onProgress?: (fraction: number) => void;
  /** False: measure only, skipping the printability analysis (`printability` is then null). Default true. */
  printability?: boolean;
}

/** Workers measuring at once; more wait their turn (each holds its file and working set in memory). */
export const MAX_PARALLEL_MEASUREMENTS = 2;
const DEFAULT_TIMEOUT_MS = 60_000;

let running = 0;
const waiting: Array<() => void> = [];

/**
 * Measures a file in a dedicated Web Worker, so the page stays responsive however large the
 * mesh. Never rejects: every failure is a value. An ArrayBuffer is transferred to the worker
 * (the caller's copy becomes empty); a Blob or File is read first.
 */
export async function measureInWorker(name: string, source: Blob | ArrayBuffer, options: MeasureInWorkerOptions = {}): Promise<WorkerMeasureOutcome> {
  const { signal } = options;
  if (signal?.aborted || !(await acquire(signal))) return cancelled();
  try {
    const buffer = source instanceof ArrayBuffer ? source : await source.arrayBuffer();
    if (signal?.aborted) return cancelled();
    return await runWorker(name, buffer, options);
  } catch (error) {
    return { format: null, result: { ok: false, error: 'workerFailed', detail: error instanceof Error ? error.message : String(error) }, printability: null, printabilitySummary: null };
  } finally {
    release();
  }
}

function runWorker(name: string, buffer: ArrayBuffer, options: MeasureInWorkerOptions): Promise<WorkerMeasureOutcome> {
  const { signal, onProgress } = options;
  return new Promise((resolve) => {
    const worker = new Worker(new URL('../../workers/measure.worker.ts', import.meta.url), { type: 'module', name: 'measure' });
    const id = 1;
    const finish = (outcome: WorkerMeasureOutcome): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      resolve(outcome);
    };
    const onAbort = (): void => finish(cancelled());
    const timer = setTimeout(() => finish({ format: null, result: { ok: false, error: 'timeout' }, printability: null, printabilitySummary: null }), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const reply = readReply(event.data);
      if (!reply || reply.id !== id) return;
      if ('progress' in reply) onProgress?.(reply.progress);
      else finish({ format: reply.format, result: reply.result, printability: reply.printability, printabilitySummary: reply.printabilitySummary, machiningClasses: reply.machiningClasses });
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish({ format: null, result: { ok: false, error: 'workerFailed', detail: event.message || 'worker error' }, printability: null, printabilitySummary: null });
    });
    worker.addEventListener('messageerror', () => finish({ format: null, result: { ok: false, error: 'workerFailed', detail: 'message could not be read' }, printability: null, printabilitySummary: null }));
    const request: MeasureRequest = { id, name, buffer, printability: options.printability !== false };
    worker.postMessage(request, [buffer]);
  });
}

/** Takes a slot, waiting for one if all are busy; false if the signal aborts while waiting. */
function acquire(signal: AbortSignal | undefined): Promise<boolean> | boolean {
  if (running < MAX_PARALLEL_MEASUREMENTS) {
    running++;
    return true;
  }
  return new Promise((resolve) => {
    const start = (): void => {
      signal?.removeEventListener('abort', abort);
      resolve(true);
    };
    const abort = (): void => {
      const at = waiting.indexOf(start);
      if (at >= 0) waiting.splice(at, 1);
      resolve(false);
    };
    waiting.push(start);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** Hands the slot straight to the next in line, so no newcomer can slip in between. */
function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

function cancelled(): WorkerMeasureOutcome {
  return { format: null, result: { ok: false, error: 'cancelled' }, printability: null, printabilitySummary: null };
}
