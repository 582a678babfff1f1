import { open } from 'node:fs/promises';
import { CAD_HEAD_BYTES, CAD_TAIL_BYTES } from '../../src/lib/geometry/cad/cad-file-facts.ts';
import { cadRefusal } from '../../src/lib/geometry/cad/measure-cad.ts';
import { measuredOf, type Measured } from './measurement.ts';

/**
 * Why a stored STEP or IGES file cannot be measured, from its two ends (truncated, no entity), or
 * null when it is worth a parser (which alone says whether it reads the file's schema). Read without loading the file whole,
 * so such a file costs neither a worker thread nor the parser's start.
 */
export async function cadRefusalOfStored(path: string, format: 'step' | 'iges'): Promise<Measured | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = new Uint8Array(Math.min(size, CAD_HEAD_BYTES));
    const tail = new Uint8Array(Math.min(size, CAD_TAIL_BYTES));
    await file.read(head, 0, head.length, 0);
    await file.read(tail, 0, tail.length, size - tail.length);
    const refusal = cadRefusal(head, tail, format);
    return refusal ? measuredOf(refusal) : null;
  } finally {
    await file.close();
  }
}
