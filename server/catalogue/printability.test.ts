import { describe, expect, it } from 'vitest';
import { analysePrintability } from '../../src/lib/geometry/dfm/analyse.ts';
import { evaluatePrintability } from '../../src/lib/geometry/dfm/evaluate.ts';
import { printabilityRulesOf } from '../../src/lib/geometry/dfm/process-limits.ts';
import { cellsMesh } from '../../src/lib/geometry/mesh-builders.ts';
import { seedFactories, seedMaterials, seedProcesses } from './seed.ts';
import { buildVolumeOf, minWallOf } from './printability.ts';

/** A sealed hollow 50 mm box, 1.5 mm walls, no opening. */
const sealed = cellsMesh([0, 1.5, 48.5, 50], [0, 1.5, 48.5, 50], [0, 1.5, 48.5, 50], (i, j, k) => !(i === 1 && j === 1 && k === 1));

describe('a sealed hollow box in every material of the demo factory', () => {
  const analysis = analysePrintability(sealed);
  const factory = seedFactories.find((f) => f.id === 1);
  const materials = seedMaterials.filter((m) => factory?.processIds.includes(m.processId));

  it('is never 正常: each material says what its process does with a closed cavity', () => {
    expect(materials.length).toBeGreaterThanOrEqual(24);
    for (const material of materials) {
      const process = seedProcesses.find((p) => p.id === material.processId);
      const code = process?.code ?? '';
      const report = evaluatePrintability(analysis, printabilityRulesOf({ code, buildVolume: buildVolumeOf(code) }, { minWallThickness: minWallOf(code, material.name) }));
      const cavity = report.findings.find((finding) => finding.code === 'closedCavity');
      expect(report.verdict, material.name).not.toBe('ok');
      expect(cavity, material.name).toMatchObject({ count: 1 });
      // Resin and powder are trapped: drain holes of a stated size; a cutter or a mould cannot reach in: split it.
      const expected = { SLA: ['mayFail', 'drainResin', 3.5], SLS: ['mayFail', 'drainPowder', 5], MJF: ['mayFail', 'drainPowder', 5], SLM: ['mayFail', 'drainPowder', 5], FDM: ['mayFail', 'bridge', null], CNC: ['cannotMake', 'split', null], VC: ['cannotMake', 'split', null] }[code];
      expect(cavity && [cavity.severity, 'advice' in cavity ? cavity.advice : null, 'drainHoleMm' in cavity ? cavity.drainHoleMm : null], material.name).toEqual(expected);
    }
  });
});
