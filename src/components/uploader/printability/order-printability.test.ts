import { describe, expect, it } from 'vitest';
import { analysePrintability } from '../../../lib/geometry/dfm/analyse.ts';
import { summarisePrintability } from '../../../lib/geometry/dfm/summary.ts';
import { hollowBoxMesh, mergeMeshes } from '../../../lib/geometry/dfm/wall-meshes.ts';
import { boxMesh } from '../../../lib/geometry/mesh-builders.ts';
import { partsVerdict, printabilityByFile } from '../../../lib/geometry/parts-printability.ts';
import { orderPrintability, partsThatCannotBeMade } from './order-printability.ts';
import { scaleAnalysis } from '../../../lib/geometry/dfm/scale.ts';
import type { MaterialPricing } from '../../../wire/catalogue.ts';
import type { UploadItem } from '../../../lib/drafts/upload-draft.ts';

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
    expect(partsVerdict(items, { code: 'SLA' }, {})).toEqual({ verdict: 'cannotMake', cannotMake: 1, mayFail: 0, cannotMakeFiles: [1] });
    // A material that says it holds 0.2 mm walls makes both, but the hollow box is closed: its cavity traps resin (may fail).
    expect(partsVerdict(items, { code: 'SLA' }, { minWallThickness: 0.2 })).toEqual({ verdict: 'mayFail', cannotMake: 0, mayFail: 1, cannotMakeFiles: [] });
    // A build volume smaller than the 20 mm box stops it too, whatever the walls.
    expect(partsVerdict(items, { code: 'SLA', buildVolume: { x: 15, y: 15, z: 15 } }, { minWallThickness: 0.2 })).toEqual({ verdict: 'cannotMake', cannotMake: 1, mayFail: 0, cannotMakeFiles: [1] });
  });

  it('knows nothing when no part was analysed', () => {
    expect(partsVerdict([item('step', 3, null)], { code: 'SLA' }, {})).toBeNull();
  });
});

describe('a part declared in inches', () => {
  const pricing: MaterialPricing = { breaks: [{ minQuantity: 1, factorPercent: 100 }], leadTimes: [{ kind: 'standard', days: 3, adjustPercent: 0 }], finishes: [] };
  const resin = { name: '白色树脂', pricing };
  const inches = { partOptions: { '1': { units: 'inch', finish: null, colour: null, leadTime: 'standard' }, '2': { units: 'inch', finish: null, colour: null, leadTime: 'standard' } } };
  // A 10 mm box with 0.3 mm walls, and a 20 × 2 × 2 mm bar: in inches 254 mm with 7.6 mm walls, and 508 mm long.
  const parts = [item('box', 1, hollowBoxMesh(10, 0.3)), item('bar', 2, boxMesh(20, 2, 2))];
  const files = [
    { id: 1, name: 'box.stl' },
    { id: 2, name: 'bar.stl' },
  ];

  it('is judged at its real size: thin walls in mm become sound ones, a small bar too long for the machine', () => {
    const inMm = orderPrintability(parts, files, { code: 'SLS' }, resin);
    expect(inMm.byFile.get(1)?.verdict).toBe('cannotMake');
    expect(inMm.byFile.get(2)?.verdict).toBe('ok');
    const inInches = orderPrintability(parts, files, { code: 'SLS' }, resin, inches);
    // Sound walls now; the box stays a closed box, which traps powder.
    expect(inInches.byFile.get(1)?.verdict).toBe('mayFail');
    expect(inInches.byFile.get(2)?.verdict).toBe('cannotMake');
    expect(inInches.blocked).toContain('「bar.stl」无法用所选材料制造：零件尺寸 508 × 50.8 × 50.8');
    expect(partsVerdict(parts, { code: 'SLS' }, resin, inches)).toEqual({ verdict: 'cannotMake', cannotMake: 1, mayFail: 1, cannotMakeFiles: [2] });
  });

  it('stays in mm where the material offers no choice of units (its price does not follow them either)', () => {
    expect(partsVerdict(parts, { code: 'SLS' }, { name: 'HP PA12' }, inches)).toEqual({ verdict: 'cannotMake', cannotMake: 1, mayFail: 0, cannotMakeFiles: [1] });
    expect(orderPrintability(parts, files, { code: 'SLS' }, { name: 'HP PA12' }, inches).byFile.get(1)?.verdict).toBe('cannotMake');
  });

  it('scales every length of the analysis and nothing else', () => {
    const measured = printabilityByFile([parts[0] as UploadItem], { minWallThickness: 0.8 }, () => 25.4).get(1);
    expect(measured?.figures.size.x).toBeCloseTo(254, 3);
    expect(measured?.figures.thinnestWall ?? 0).toBeGreaterThan(7);
    const same = scaleAnalysis({ triangles: 12, size: { x: 1, y: 2, z: 3 }, edges: { open: 0, nonManifold: 0, inconsistent: 0 }, thinWalls: { state: 'skipped', reason: 'tooLarge' }, bodies: { state: 'skipped', reason: 'failed' }, timings: { tree: 0, thinWalls: 0, bodies: 0, total: 0 } }, 25.4);
    expect(same.size.x).toBeCloseTo(25.4, 6);
    expect(same.size.z).toBeCloseTo(76.2, 6);
    expect(same.triangles).toBe(12);
  });
});

describe('printability of an assembly (a file the server answered with its parts)', () => {
  // Two 60 mm rails placed end to end: 130 mm assembled, two bodies that do not touch.
  const rails = item('rails', 4, mergeMeshes(boxMesh(60, 10, 10), boxMesh(60, 10, 10, [70, 0, 0])));
  const rail = (name: string, x: number) => ({ name, geometry: { bbox: { x, y: 10, z: 10 } } });
  const rules = { minWallThickness: 0.8, buildVolume: { x: 100, y: 100, z: 100 } };

  it('judges each part against the machine, not the assembled size, and does not call its separate bodies a defect', () => {
    // As one file, it is too large and its bodies are separate pieces.
    const whole = printabilityByFile([rails], rules).get(4);
    expect(whole?.findings.map((finding) => finding.code)).toEqual(['exceedsBuildVolume', 'separateBodies']);
    const asParts = printabilityByFile([rails], rules, () => 1, [{ id: 4, parts: [rail('rail', 60)] }]).get(4);
    expect(asParts?.verdict).toBe('ok');
    expect(asParts?.findings).toEqual([]);
  });

  it('names the part that fits no machine, and stops the order with it', () => {
    const files = [{ id: 4, name: 'rails.step', parts: [rail('rail', 60), rail('', 120)] }];
    const judged = orderPrintability([rails], files, { code: 'SLA', buildVolume: rules.buildVolume }, { name: '白色树脂' });
    expect(judged.blocked).toContain('装配体中的「零件 2」尺寸 120 × 10 × 10');
    expect(partsVerdict([rails], { code: 'SLA', buildVolume: rules.buildVolume }, {}, undefined, files)).toEqual({ verdict: 'cannotMake', cannotMake: 1, mayFail: 0, cannotMakeFiles: [4] });
  });
});

