import { drawingFormatOf } from '../files/quotation-rules.ts';
import type { CadOutcome } from './cad/cad-outcome.ts';
import type { PrintabilityAnalysis } from './dfm/types.ts';
import type { DrawingFormat, MeasureResult } from './types.ts';
import { readReply } from './worker-protocol.ts';
import type { MeasureRequest, MeasureStage } from './worker-protocol.ts';

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
  /** For a STEP or IGES file measured: its unit, parts and the triangles the preview draws; else null. */
  cad: CadOutcome | null;
}

export interface MeasureInWorkerOptions {
  /** Aborting stops the measurement (the worker is terminated) and resolves with `cancelled`. */
  signal?: AbortSignal;
  /**
   * Default 60 s: a 100 MB STL takes a few seconds on a laptop, its printability analysis as long
   * again. A STEP or IGES file 300 s: the parser's download on a slow line, then B-rep parsing.
   */
  timeoutMs?: number;
  /** Share of the work done, 0…1, as the worker reports it; for a CAD file with the stage it is in. */
  onProgress?: (fraction: number, stage?: MeasureStage) => void;
  /** False: measure only, skipping the printability analysis (`printability` is then null). Default true. */
  printability?: boolean;
}

/** Workers measuring at once; more wait their turn (each holds its file and working set in memory). */
export const MAX_PARALLEL_MEASUREMENTS = 2;
const DEFAULT_TIMEOUT_MS = 60_000;
const CAD_TIMEOUT_MS = 300_000;

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
    return failed('workerFailed', error instanceof Error ? error.message : String(error));
  } finally {
    release();
  }
}

function runWorker(name: string, buffer: ArrayBuffer, options: MeasureInWorkerOptions): Promise<WorkerMeasureOutcome> {
  const { signal, onProgress } = options;
  const format = drawingFormatOf(name);
  const cad = format === 'step' || format === 'iges';
  return new Promise((resolve) => {
    // STEP and IGES go to a worker of their own, which alone carries the parser: a mesh never loads it.
    const worker = cad
      ? new Worker(new URL('../../workers/cad.worker.ts', import.meta.url), { type: 'module', name: 'measure-cad' })
      : new Worker(new URL('../../workers/measure.worker.ts', import.meta.url), { type: 'module', name: 'measure' });
    const id = 1;
    const finish = (outcome: WorkerMeasureOutcome): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      // Ended after each file: the parser's memory (hundreds of MB for an assembly) goes with it.
      worker.terminate();
      resolve(outcome);
    };
    const onAbort = (): void => finish(cancelled());
    const timer = setTimeout(() => finish(failed('timeout')), options.timeoutMs ?? (cad ? CAD_TIMEOUT_MS : DEFAULT_TIMEOUT_MS));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const reply = readReply(event.data);
      if (!reply || reply.id !== id) return;
      if ('progress' in reply) onProgress?.(reply.progress, reply.stage);
      else finish({ format: reply.format, result: reply.result, printability: reply.printability, printabilitySummary: reply.printabilitySummary, machiningClasses: reply.machiningClasses, cad: reply.cad ?? null });
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish(failed('workerFailed', event.message || 'worker error'));
    });
    worker.addEventListener('messageerror', () => finish(failed('workerFailed', 'message could not be read')));
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
  return failed('cancelled');
}

function failed(error: WorkerErrorCode, detail?: string): WorkerMeasureOutcome {
  return { format: null, result: detail === undefined ? { ok: false, error } : { ok: false, error, detail }, printability: null, printabilitySummary: null, cad: null };
}
