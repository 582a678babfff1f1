/**
 * Measures STEP and IGES files off the main thread, as measure.worker.ts does meshes: the file's
 * two ends are checked first (a truncated file never costs the parser), then the parser
 * (occt-import-js, its .wasm a file of its own fetched only now) is downloaded with progress,
 * started, and the file parsed, measured and analysed by the same geometry module. One file per
 * worker: the page ends the worker afterwards, and the parser's memory with it.
 */
import occtFactory from 'occt-import-js';
import occtWasmUrl from 'occt-import-js/dist/occt-import-js.wasm?url';
import { CAD_HEAD_BYTES, CAD_TAIL_BYTES } from '../lib/geometry/cad/cad-file-facts.ts';
import { cadOutcomeOf, type CadOutcome } from '../lib/geometry/cad/cad-outcome.ts';
import { cadRefusal } from '../lib/geometry/cad/measure-cad.ts';
import { OCCT_WASM_BYTES, startOcct, type StartedOcct } from '../lib/geometry/cad/occt.ts';
import { detectFormat } from '../lib/geometry/detect-format.ts';
import { measureAndCheckFile, printabilityTransferables } from '../lib/geometry/measure-and-check.ts';
import { isMeasureRequest, type MeasureReply, type MeasureStage } from '../lib/geometry/worker-protocol.ts';

/** The part of a dedicated worker's global scope used here (the project's types are the DOM's). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  postMessage(message: MeasureReply, options?: { transfer?: Transferable[] }): void;
  reportError(error: unknown): void;
}

const PROGRESS_STEP = 0.02;
const scope: WorkerScope = self;

/** Downloads and starts the parser, telling the share of its .wasm received. */
function startParser(onProgress: (fraction: number) => void): Promise<StartedOcct> {
  return startOcct(occtFactory, {
    instantiate: async (imports) => {
      const response = await fetch(occtWasmUrl, { credentials: 'same-origin' });
      if (!response.ok || !response.body) throw new Error(`the parser's download answered ${response.status}`);
      let received = 0;
      const counted = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            received += chunk.byteLength;
            onProgress(Math.min(1, received / OCCT_WASM_BYTES));
            controller.enqueue(chunk);
          },
        }),
      );
      // Compiled while it streams in, here in the worker: the page's thread never waits for it.
      return WebAssembly.instantiateStreaming(new Response(counted, { headers: { 'Content-Type': 'application/wasm' } }), imports);
    },
  });
}

scope.addEventListener('message', (event) => {
  if (!isMeasureRequest(event.data)) return;
  const { id, name, buffer } = event.data;
  const printability = event.data.printability !== false;
  let reported = -1;
  let stage: MeasureStage = 'loadingParser';
  const report = (next: MeasureStage, fraction: number) => {
    if (next === stage && fraction - reported < PROGRESS_STEP) return;
    stage = next;
    reported = fraction;
    scope.postMessage({ id, progress: fraction, stage });
  };

  const bytes = new Uint8Array(buffer);
  const format = detectFormat(name, bytes);
  const refusal = format === 'step' || format === 'iges' ? cadRefusal(bytes.subarray(0, CAD_HEAD_BYTES), bytes.subarray(Math.max(0, bytes.length - CAD_TAIL_BYTES)), format) : null;
  if (refusal || (format !== 'step' && format !== 'iges')) {
    scope.postMessage({ id, format, result: refusal ?? { ok: false, error: 'unsupported', detail: `format ${format ?? 'unknown'}` }, printability: null, printabilitySummary: null, machiningClasses: null, cad: null });
    return;
  }

  report('loadingParser', 0);
  startParser((fraction) => report('loadingParser', fraction)).then(
    ({ importer, memoryRefused }) => {
      report('parsing', 0);
      const heard: { cad: CadOutcome | null } = { cad: null };
      const outcome = measureAndCheckFile(name, bytes, {
        printability,
        cad: {
          importer,
          memoryRefused,
          onModel: (model, measured) => {
            heard.cad = cadOutcomeOf(model, measured);
          },
        },
        onProgress: (fraction) => report('measuring', fraction),
      });
      const { cad } = heard;
      const classes = outcome.machiningClasses?.buffer;
      const transfer = [...printabilityTransferables(outcome.printability), ...(cad ? [cad.mesh] : []), ...(classes instanceof ArrayBuffer ? [classes] : [])];
      scope.postMessage({ id, ...outcome, cad }, { transfer });
    },
    // The page hears it as the worker failing (not the file): the server's measurement then stands.
    (error: unknown) => scope.reportError(error),
  );
});
