import { z } from 'zod';
import { FilePart, Geometry } from '../../src/wire/files.ts';
import type { MeasureResult } from '../../src/lib/geometry/types.ts';
import { BROKEN_MEASUREMENT } from '../../src/lib/geometry/quote-figures.ts';

/**
 * What the server records of a measurement: geometry (null: quoted by hand), warning codes, and
 * for a CAD file of several bodies its distinct parts (file-parts.ts).
 */
export const Measured = z.object({ geometry: Geometry.nullable(), warnings: z.array(z.string()), parts: z.array(FilePart).optional() });
export type Measured = z.infer<typeof Measured>;

/** Measuring could not finish (the worker crashed, ran out of memory or time). */
export const measureFailed: Measured = { geometry: null, warnings: ['measureFailed'] };

/** Why a CAD file is quoted by hand, as the geometry module says it (the customer is told which). */
const CAD_REASONS: ReadonlySet<string> = new Set(['surfaceOnly', 'truncated', 'unsupportedSchema', 'tooComplex']);

/** A mesh's failures told apart from damage: nothing to measure, or a 3MF build too large to expand (both refused, each with its reason). */
const KEPT_ERRORS: ReadonlySet<string> = new Set(['empty', 'buildTooLarge']);

/**
 * The geometry module's answer as the wire keeps it: sizes of the box only, the machining figures
 * when analysed, warnings as codes. A measurement that cannot be priced (a volume larger than its
 * box, overlapping shells: quote-figures.ts) keeps no geometry: the file is quoted by hand, and its
 * warning says why.
 */
export function measuredOf(result: MeasureResult): Measured {
  if (!result.ok) return { geometry: null, warnings: [KEPT_ERRORS.has(result.error) || CAD_REASONS.has(result.error) ? result.error : 'unreadable'] };
  const { volume, area, bbox, triangles, machining, support } = result.geometry;
  const warnings = result.warnings.map((warning) => warning.code);
  if (warnings.some((code) => BROKEN_MEASUREMENT.has(code))) return { geometry: null, warnings };
  return { geometry: { volume, area, bbox: { x: bbox.x, y: bbox.y, z: bbox.z }, triangles, ...(machining ? { machining } : {}), ...(support ? { support } : {}) }, warnings };
}
