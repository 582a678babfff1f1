import { describe, expect, it } from 'vitest';
import { analysePrintability } from './geometry/dfm/analyse.ts';
import { summarisePrintability } from './geometry/dfm/summary.ts';
import { hollowBoxMesh } from './geometry/dfm/wall-meshes.ts';
import { boxMesh } from './geometry/mesh-builders.ts';
import { partsThatCannotBeMade, partsVerdict, printabilityByFile } from './parts-printability.ts';
import type { UploadItem } from './upload-draft.ts';

const item = (key: string, fileId: number | null, mesh: Parameters<typeof analysePrintability>[0] | null): UploadItem => ({
  key,
  name: `${key}.stl`,
  size: 1,
  format: 'stl',
  status: fileId === null ? 'uploading' : 'success',
  progress: 0,
  fileId,
  localGeometry: null,
  warnings: [],
  error: null,
  needsRepick: false,
  ...(mesh && { printability: summarisePrintability(analysePrintability(mesh, { samples: 4000 })) }),
});

describe('printability of the parts of an order', () => {
  const items = [item('thin', 1, hollowBoxMesh(20, 0.3)), item('solid', 2, boxMesh(10, 10, 10)), item('step', 3, null), item('pending', null, boxMesh(500, 10, 10))];
  const files = [
    { id: 1, name: 'thin.stl' },
    { id: 2, name: 'solid.stl' },
    { id: 3, name: 'step.stp' },
  ];

  it('judges every analysed, uploaded part against the rules, and names those that cannot be made with why', () => {
    const reports = printabilityByFile(items, { minWallThickness: 0.8, buildVolume: { x: 100, y: 100, z: 100 } });
    expect([...reports.keys()]).toEqual([1, 2]);
    expect(reports.get(1)?.verdict).toBe('cannotMake');
    expect(reports.get(2)?.verdict).toBe('ok');
    const blocked = partsThatCannotBeMade(files, reports);
    expect(blocked.map((part) => part.name)).toEqual(['thin.stl']);
    expect(blocked[0]?.reason).toMatch(/^约 \d+% 的表面壁厚低于该材料的最小壁厚 0\.8\u00a0mm，最薄处约 0\.3\u00a0mm/);
  });

  it('lets the same parts through for a material with thinner walls', () => {
    expect(partsThatCannotBeMade(files, printabilityByFile(items, { minWallThickness: 0.3 }))).toEqual([]);
  });

  it('sums the parts up per material: the worst verdict and how many parts have it, from the process table or the catalogue', () => {
    // SLA's table: 0.8 mm walls; the 0.3 mm box cannot be made, the solid cube can.
    expect(partsVerdict(items, { code: 'SLA' }, {})).toEqual({ verdict: 'cannotMake', cannotMake: 1, mayFail: 0 });
    // A material that says it holds 0.2 mm walls makes both.
    expect(partsVerdict(items, { code: 'SLA' }, { minWallThickness: 0.2 })).toEqual({ verdict: 'ok', cannotMake: 0, mayFail: 0 });
    // A build volume smaller than the 20 mm box stops it too, whatever the walls.
    expect(partsVerdict(items, { code: 'SLA', buildVolume: { x: 15, y: 15, z: 15 } }, { minWallThickness: 0.2 })).toEqual({ verdict: 'cannotMake', cannotMake: 1, mayFail: 0 });
  });

  it('knows nothing when no part was analysed', () => {
    expect(partsVerdict([item('step', 3, null)], { code: 'SLA' }, {})).toBeNull();
  });
});
