import type { PrintabilityAnalysis } from './types.ts';

/**
 * The analysis of a mesh whose units are `factor` millimetres (25.4 for a part declared in
 * inches): every length scaled (the size, each sampled wall, the thickness and body ceilings,
 * each small body's size), the triangles the same. Judging this against the rules in mm is
 * judging the part at its real size; what was not recorded (walls and bodies at or above a
 * ceiling) stays above the scaled ceiling.
 */
export function scaleAnalysis(analysis: PrintabilityAnalysis, factor: number): PrintabilityAnalysis {
  if (factor === 1) return analysis;
  const times = (values: Float32Array) => values.map((value) => value * factor);
  const { size, thinWalls, bodies } = analysis;
  return {
    ...analysis,
    size: { x: size.x * factor, y: size.y * factor, z: size.z * factor },
    thinWalls:
      thinWalls.state === 'done'
        ? { ...thinWalls, ceiling: thinWalls.ceiling * factor, spacing: thinWalls.spacing * factor, thickness: times(thinWalls.thickness), triangleThickness: times(thinWalls.triangleThickness) }
        : thinWalls,
    bodies: bodies.state === 'done' ? { ...bodies, ceiling: bodies.ceiling * factor, smallBodySizes: times(bodies.smallBodySizes) } : bodies,
  };
}
