import { describe, expect, it } from 'vitest';
import { analysePrintability } from './geometry/dfm/analyse.ts';
import { summarisePrintability } from './geometry/dfm/summary.ts';
import { hollowBoxMesh } from './geometry/dfm/wall-meshes.ts';
import { boxMesh } from './geometry/mesh-builders.ts';
import { partsThatCannotBeMade, printabilityByFile } from './parts-printability.ts';
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
});
