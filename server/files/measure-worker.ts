/**
 * Worker thread of the measurer: reads one stored upload and measures it with the same geometry
 * module the browser runs (with the figures a price needs: how the part is machined, whether the
 * measurement can be priced), so a 100 MB mesh does not hold up the server's other requests.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { measureForQuote } from '../../src/lib/geometry/quote-figures.ts';
import { measuredOf } from './measurement.ts';

const Job = z.object({ path: z.string(), name: z.string() });

const { path, name } = Job.parse(workerData);
parentPort?.postMessage(measuredOf(measureForQuote(name, readFileSync(path)).result));
