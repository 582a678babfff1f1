/**
 * Worker thread of the measurer: reads one stored upload and measures it with the same geometry
 * module the browser runs (with the figures a price needs: how the part is machined, whether the
 * measurement can be priced), so a 100 MB mesh does not hold up the server's other requests. A STEP
 * or IGES file starts the CAD parser first, in this thread only, its memory capped.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { detectFormat } from '../../src/lib/geometry/detect-format.ts';
import { measureForQuote } from '../../src/lib/geometry/quote-figures.ts';
import { measuredOf } from './measurement.ts';

const Job = z.object({ path: z.string(), name: z.string(), cadMaxMemoryBytes: z.number().int().positive().optional() });

const { path, name, cadMaxMemoryBytes } = Job.parse(workerData);
const bytes = readFileSync(path);
const format = detectFormat(name, bytes);
// Loaded for CAD files only: a mesh's thread starts without the parser's loader.
const cad = format === 'step' || format === 'iges' ? await (await import('./cad-occt.ts')).cadReaderInNode(cadMaxMemoryBytes) : undefined;
parentPort?.postMessage(measuredOf(measureForQuote(name, bytes, { cad }).result));
