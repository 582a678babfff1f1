import { analysePrintability } from './analyse.ts';
import type { AnalyseOptions, PrintableMesh } from './analyse.ts';
import { evaluatePrintability } from './evaluate.ts';
import type { PrintabilityReport, PrintabilityRules } from './types.ts';

/**
 * Whether a mesh can be made with one process and material: build volume (with the rotation
 * that fits), thin walls, tiny and separate bodies, and the mesh's open or non-manifold edges,
 * each finding with its severity. The analysis and the judgement in one call; to judge one
 * mesh against many materials, analyse once (`analysePrintability`) and evaluate each
 * (`evaluatePrintability`).
 */
export function checkPrintability(mesh: PrintableMesh, rules: PrintabilityRules, options: AnalyseOptions = {}): PrintabilityReport {
  return evaluatePrintability(analysePrintability(mesh, options), rules);
}

