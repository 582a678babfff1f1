/**
 * Measures mesh files off the main thread and analyses their printability from the same
 * welded mesh: `{ id, name, buffer }` in, `{ id, progress }` now and then, then
 * `{ id, format, result, printability, printabilitySummary, machiningClasses }` with the analyses' typed arrays transferred, not
 * copied. The same geometry module runs on the server.
 */
import { measureAndCheckFile, printabilityTransferables } from '../lib/geometry/measure-and-check.ts';
import { isMeasureRequest, type MeasureReply } from '../lib/geometry/worker-protocol.ts';

/** The part of a dedicated worker's global scope used here (the project's types are the DOM's). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  postMessage(message: MeasureReply, options?: { transfer?: Transferable[] }): void;
}

const PROGRESS_STEP = 0.02;
const scope: WorkerScope = self;

scope.addEventListener('message', (event) => {
  if (!isMeasureRequest(event.data)) return;
  const { id, name, buffer } = event.data;
  let reported = 0;
  const { format, result, printability, printabilitySummary, machiningClasses } = measureAndCheckFile(name, buffer, {
    printability: event.data.printability !== false,
    onProgress: (fraction) => {
      if (fraction - reported < PROGRESS_STEP) return;
      reported = fraction;
      scope.postMessage({ id, progress: fraction });
    },
  });
  const transfer = printabilityTransferables(printability);
  if (machiningClasses && machiningClasses.buffer instanceof ArrayBuffer && !transfer.includes(machiningClasses.buffer)) transfer.push(machiningClasses.buffer);
  scope.postMessage({ id, format, result, printability, printabilitySummary, machiningClasses }, { transfer });
});
