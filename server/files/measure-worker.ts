/**
 * Worker thread of the measurer: reads stored uploads and measures them with the same geometry
 * module the browser runs (with the figures a price needs: how the part is machined, whether the
 * measurement can be priced), so a 100 MB mesh does not hold up the server's other requests. A STEP
 * or IGES file starts the CAD parser first, in this thread only, its memory capped.
 */
import { readFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { detectFormat } from '../../src/lib/geometry/detect-format.ts';
import { measureForQuote } from '../../src/lib/geometry/quote-figures.ts';
import { filePartsOf } from '../../src/lib/geometry/cad/file-parts.ts';
import { bodyOfTriangles, partsOf, type CadModel } from '../../src/lib/geometry/cad/cad-model.ts';
import type { NamedTriangles } from '../../src/lib/geometry/types.ts';
import { measuredOf } from './measurement.ts';

const Job = z.object({ path: z.string(), name: z.string(), cadMaxMemoryBytes: z.number().int().positive().optional() });

/** Reads one stored upload and measures it (a STEP or IGES file with the CAD parser, loaded for it alone). */
async function measureStored({ path, name, cadMaxMemoryBytes }: z.infer<typeof Job>) {
  const bytes = readFileSync(path);
  const format = detectFormat(name, bytes);
  // Loaded for CAD files only: a mesh's thread starts without the parser's loader.
  const reader = format === 'step' || format === 'iges' ? await (await import('./cad-occt.ts')).cadReaderInNode(cadMaxMemoryBytes) : undefined;
  // A file of several bodies keeps its parts list too: one quotation line per distinct part.
  const heard: { model: Pick<CadModel, 'bodies' | 'parts'> | null } = { model: null };
  const cad = reader && { ...reader, onModel: (model: CadModel) => (heard.model = model) };
  // A 3MF build of several objects: each placed object a body, those of the same name and shape one part.
  const onBodies = (placed: NamedTriangles[]) => {
    const bodies = placed.flatMap((body) => bodyOfTriangles(body.name, [body.name], body.positions, body.indices) ?? []);
    if (bodies.length === placed.length) heard.model = { bodies, parts: partsOf(bodies) };
  };
  const measured = measuredOf(measureForQuote(name, bytes, { cad, onBodies }).result);
  const parts = heard.model === null || measured.geometry === null ? undefined : filePartsOf(heard.model);
  return parts ? { ...measured, parts } : measured;
}

// 'once': the job is in workerData and the thread ends after it (a CAD file). 'pool': jobs come as
// messages, one at a time, each answered in turn with the memory it used (meshes; the measurer
// keeps the thread unless that was much).
const start = z.object({ mode: z.enum(['once', 'pool']) }).passthrough().parse(workerData);
if (start.mode === 'once') parentPort?.postMessage(await measureStored(Job.parse(workerData)));
else parentPort?.on('message', (message: unknown) => {
  void measureStored(Job.parse(message)).then((measured) => {
    // What the job left this thread holding (garbage not yet collected included): the measurer ends a thread that holds much.
    const heap = getHeapStatistics();
    parentPort?.postMessage({ measured, usedBytes: heap.total_heap_size + heap.external_memory });
  });
});
