import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { drawingFormatOf } from '../../src/lib/files/quotation-rules.ts';
import { cadRefusalOfStored } from './cad-precheck.ts';
import { Measured, measureFailed } from './measurement.ts';
import { logger } from '../core/log.ts';

export interface Measurer {
  /**
   * Measures the file stored at `path`; never rejects (a failure is a `measureFailed` warning).
   * `customer` is whose upload it is: each customer has only so many files measured at a time,
   * and the waiting file of a customer served less recently goes first. Without one, the file is
   * a customer of its own.
   */
  measure(path: string, name: string, customer?: number): Promise<Measured>;
}

export interface MeasurerOptions {
  /** Files measured at the same time; further ones wait their turn. */
  concurrency?: number;
  /**
   * Files of one customer measured at the same time (default: one less than `concurrency`, at
   * least one), so one customer's slow files always leave a slot to the others.
   */
  perCustomer?: number;
  timeoutMs?: number;
  /**
   * Memory a mesh's thread may take, its heap and its typed arrays (outside the heap, so the
   * thread's heap limit does not see them); past it the thread is ended and the file answered
   * as failed. Default MESH_MEMORY_LIMIT_BYTES.
   */
  meshMemoryLimitBytes?: number;
  /** A mesh's thread whose job used more memory than this is ended once it answers (default RETIRE_AFTER_USED_BYTES). */
  retireAfterUsedBytes?: number;
  /** Told when a mesh's thread is ended after answering, and why (the file was large, its job used much memory, or failed). */
  onThreadEnded?: (why: 'largeFile' | 'usedMemory' | 'failed') => void;
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
/** A mesh's thread that used more memory than this (heap and typed arrays) is ended once it answers, whatever the file's size. */
export const RETIRE_AFTER_USED_BYTES = 256 * 1024 * 1024;
/** Default of `meshMemoryLimitBytes`: the most a mesh of the upload limit needs, with room. */
export const MESH_MEMORY_LIMIT_BYTES = 1536 * 1024 * 1024;
/** How often a measuring mesh thread's memory is looked at. */
const MEMORY_CHECK_MS = 100;

/** A pooled thread's answer: the measurement, and the memory its job left the thread holding. */
const PoolAnswer = z.object({ measured: z.unknown(), usedBytes: z.number() });

interface PooledThread {
  worker: Worker;
  /** The job it is measuring: resolved by its answer, its thread's failure or its deadline. */
  current: ((measured: Measured) => void) | null;
  /** The most memory (heap and typed arrays) it was seen to hold during its current job. */
  usedBytes: number;
}

/**
 * Measures meshes in worker threads, a few at a time, each customer's files a few at a time too
 * (a customer served less recently first, so one customer's queue of slow files does not hold up
 * another's small one). A mesh's thread is kept for the next mesh (starting one and loading the
 * geometry modules costs about half a second, more than measuring a small part) unless its file
 * was large or its job used much memory; a STEP or IGES file gets a thread of its own, ended
 * once it is parsed (the parser's WebAssembly memory returns only then). Every thread has a heap
 * limit, a mesh's thread a limit on all its memory (looked at while it measures), and each job a
 * deadline (and the CAD parser a memory cap of its own: WebAssembly memory is outside the heap):
 * a hostile file costs its thread, never the server. Idle threads do not keep the process alive.
 */
export function workerMeasurer({
  concurrency = 2,
  perCustomer = Math.max(1, concurrency - 1),
  timeoutMs = 120_000,
  meshMemoryLimitBytes = MESH_MEMORY_LIMIT_BYTES,
  retireAfterUsedBytes = RETIRE_AFTER_USED_BYTES,
  onThreadEnded,
  cadTimeoutMs = 80_000,
  cadMaxMemoryBytes,
}: MeasurerOptions = {}): Measurer {
  const queue = fairQueue(concurrency, perCustomer);
  const idle: PooledThread[] = [];

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
        logger.error({ err: error, file: name }, 'measuring a file failed');
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
    const thread: PooledThread = { worker: startThread({ mode: 'pool' }), current: null, usedBytes: 0 };
    const fail = (error?: unknown) => {
      if (error !== undefined) logger.error({ err: error }, 'a measuring thread failed');
      const index = idle.indexOf(thread);
      if (index >= 0) idle.splice(index, 1);
      thread.current?.(measureFailed);
    };
    thread.worker.on('message', (message: unknown) => {
      const answer = PoolAnswer.safeParse(message);
      const parsed = Measured.safeParse(answer.data?.measured);
      thread.usedBytes = Math.max(thread.usedBytes, answer.data?.usedBytes ?? 0);
      thread.current?.(parsed.success ? parsed.data : measureFailed);
    });
    thread.worker.on('error', fail);
    thread.worker.on('exit', () => fail());
    return thread;
  };

  /**
   * A mesh: a kept thread, or a new one; kept again afterwards unless the file was large, the job
   * used much memory or failed. Past its memory limit the thread is ended at once.
   */
  const runMesh = (path: string, name: string, size: number) =>
    new Promise<Measured>((resolve) => {
      const thread = pooledThread();
      thread.usedBytes = 0;
      const settle = (measured: Measured, healthy: boolean) => {
        if (thread.current === null) return;
        thread.current = null;
        clearTimeout(deadline);
        clearInterval(watch);
        const why = !healthy ? 'failed' : size > RETIRE_AFTER_BYTES ? 'largeFile' : thread.usedBytes > retireAfterUsedBytes ? 'usedMemory' : null;
        if (why === null) {
          thread.worker.unref();
          idle.push(thread);
        } else {
          void thread.worker.terminate();
          onThreadEnded?.(why);
        }
        resolve(measured);
      };
      thread.current = (measured) => settle(measured, measured !== measureFailed);
      const deadline = setTimeout(() => settle(measureFailed, false), timeoutMs);
      // Typed arrays live outside the heap its limit caps: looked at while it measures (V8 answers between two steps of a running loop).
      const watch = setInterval(() => {
        thread.worker.getHeapStatistics().then(
          (heap) => {
            if (thread.current === null) return;
            thread.usedBytes = Math.max(thread.usedBytes, heap.used_heap_size + heap.external_memory);
            if (thread.usedBytes <= meshMemoryLimitBytes) return;
            logger.warn({ file: name, usedMb: Math.round(thread.usedBytes / 2 ** 20) }, 'measuring a file took memory past the limit: its thread is ended');
            settle(measureFailed, false);
          },
          () => undefined,
        );
      }, MEMORY_CHECK_MS);
      thread.worker.postMessage({ path, name });
    });

  return {
    async measure(path, name, customer) {
      const format = drawingFormatOf(name);
      const cad = format === 'step' || format === 'iges';
      if (cad) {
        const refused = await cadRefusalOfStored(path, format);
        if (refused) return refused;
      }
      return queue.run(customer ?? Symbol('a file of its own'), async () =>
        cad ? await runCad(path, name) : await runMesh(path, name, (await stat(path).catch(() => null))?.size ?? 0),
      );
    },
  };
}

/** Customers remembered by the fair queue before those with nothing queued are forgotten. */
const FORGET_PAST = 1000;

export interface FairQueue {
  /** Runs `job` once a slot is free for `customer`; the answer is the job's. */
  run<T>(customer: unknown, job: () => Promise<T>): Promise<T>;
}

/**
 * At most `concurrency` jobs at a time, at most `perCustomer` of one customer. A freed slot goes
 * to the waiting job of the customer whose last job started longest ago (one never served
 * first), in the order they came among one customer's: customers take turns, whatever one of
 * them has queued.
 */
export function fairQueue(concurrency: number, perCustomer: number): FairQueue {
  interface Waiting {
    customer: unknown;
    start: () => void;
  }
  const waiting: Waiting[] = [];
  const running = new Map<unknown, number>();
  /** When each customer with work here last had a job started (a counter, not a clock). */
  const lastStarted = new Map<unknown, number>();
  let total = 0;
  let started = 0;

  const startNext = () => {
    while (total < concurrency) {
      let best: number | null = null;
      for (let index = 0; index < waiting.length; index++) {
        const candidate = waiting[index];
        if (candidate === undefined || (running.get(candidate.customer) ?? 0) >= perCustomer) continue;
        const chosen = best === null ? undefined : waiting[best];
        if (chosen === undefined || (lastStarted.get(candidate.customer) ?? -1) < (lastStarted.get(chosen.customer) ?? -1)) best = index;
      }
      if (best === null) return;
      const [next] = waiting.splice(best, 1);
      if (next === undefined) return;
      total += 1;
      running.set(next.customer, (running.get(next.customer) ?? 0) + 1);
      lastStarted.set(next.customer, started++);
      next.start();
    }
  };

  const finish = (customer: unknown) => {
    total -= 1;
    const left = (running.get(customer) ?? 1) - 1;
    if (left > 0) running.set(customer, left);
    else running.delete(customer);
    // Customers with nothing here are forgotten now and then, so the map does not grow with every customer ever served.
    if (lastStarted.size > FORGET_PAST) {
      for (const known of lastStarted.keys()) if (!running.has(known) && !waiting.some((job) => job.customer === known)) lastStarted.delete(known);
    }
    startNext();
  };

  return {
    async run(customer, job) {
      await new Promise<void>((start) => {
        waiting.push({ customer, start });
        startNext();
      });
      try {
        return await job();
      } finally {
        finish(customer);
      }
    },
  };
}
