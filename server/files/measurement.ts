import { z } from 'zod';
import { Geometry } from '../../src/wire/files.ts';
import type { MeasureResult } from '../../src/lib/geometry/types.ts';

/** What the server records of a measurement: geometry (null: quoted by hand) and warning codes. */
export const Measured = z.object({ geometry: Geometry.nullable(), warnings: z.array(z.string()) });
export type Measured = z.infer<typeof Measured>;

/** Measuring could not finish (the worker crashed, ran out of memory or time). */
export const measureFailed: Measured = { geometry: null, warnings: ['measureFailed'] };

/** Why a CAD file is quoted by hand, as the geometry module says it (the customer is told which). */
const CAD_REASONS: ReadonlySet<string> = new Set(['surfaceOnly', 'truncated', 'unsupportedSchema', 'tooComplex']);

/** The geometry module's answer as the wire keeps it: sizes of the box only, warnings as codes. */
export function measuredOf(result: MeasureResult): Measured {
  if (!result.ok) return { geometry: null, warnings: [result.error === 'empty' || CAD_REASONS.has(result.error) ? result.error : 'unreadable'] };
  const { volume, area, bbox, triangles } = result.geometry;
  return {
    geometry: { volume, area, bbox: { x: bbox.x, y: bbox.y, z: bbox.z }, triangles },
    warnings: result.warnings.map((warning) => warning.code),
  };
}
