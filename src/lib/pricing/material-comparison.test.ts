import { describe, expect, it } from 'vitest';
import type { Material, MaterialPricing } from '../../wire/catalogue.ts';
import type { DrawingFile } from '../../wire/files.ts';
import { compareMaterials, sortRows } from './material-comparison.ts';
import { quoteOf } from './quote-lines.ts';
import { partOptionsOf } from './part-options.ts';
import { quoteRequestOf } from './quote-request.ts';
import { machineVolumes } from '../geometry/part-fit.ts';

const pricing = (leadDays: number, finishes: MaterialPricing['finishes'] = []): MaterialPricing => ({
  breaks: [
    { minQuantity: 1, factorPercent: 100 },
    { minQuantity: 10, factorPercent: 90 },
  ],
  leadTimes: [
    { kind: 'standard', days: leadDays, adjustPercent: 0 },
    { kind: 'express', days: Math.ceil(leadDays / 2), adjustPercent: 40 },
  ],
  finishes,
});
const material = (id: number, processId: number, name: string, pricePerCm3: number, leadDays: number, withPricing = true): Material => ({
  id,
  processId,
  name,
  colours: ['白色'],
  pricePerCm3,
  minPrice: 1000,
  density: 1,
  leadDays,
  ...(withPricing ? { pricing: pricing(leadDays, [{ id: 'sanding', name: '打磨', percent: 10, perPart: 0, perCm2: 0, colours: [] }]) } : {}),
});
const file = (id: number, volume: number | null): DrawingFile => ({
  id,
  name: `p${id}.stl`,
  size: 1,
  format: volume === null ? 'step' : 'stl',
  geometry: volume === null ? null : { volume, area: 6000, bbox: { x: 1, y: 1, z: 1 }, triangles: 12 },
  warnings: [],
  createdAt: '2026-11-24T00:00:00.000Z',
});

const resin = material(1, 1, '白色树脂', 80, 2);
const nylon = material(6, 2, 'PA12 尼龙', 220, 4);
const seedOnly = material(9, 3, 'HP PA12', 180, 3, false);
const draft = {
  fileList: [file(11, 100_000), file(12, null)],
  quantities: { '11': 10 },
  partOptions: { '11': { units: 'mm', finish: 'sanding', colour: null, leadTime: 'express' } as const },
};

describe('compareMaterials', () => {
  it('prices every material as its quote would, the part\'s choices carried over', () => {
    const rows = compareMaterials([resin, nylon, seedOnly], draft);
    expect(rows.map((row) => [row.material.name, row.goods, row.manual, row.leadDays])).toEqual([
      // 8000 × 110 % = 8800, × 90 % = 7920, × 140 % = 11 088; × 10 parts. The STEP file waits for a manual quote.
      // The STEP file keeps 标准: the order ships when it does.
      ['白色树脂', 110_880, 1, 2],
      ['PA12 尼龙', 304_920, 1, 4],
      // No choices in this material's catalogue entry: the seed's price, no break.
      ['HP PA12', 180_000, 1, 3],
    ]);
    // The same figure as the quote after 选用 (the server runs quoteOf on the same request).
    for (const row of rows) {
      const request = quoteRequestOf({ ...draft, materialTypeId: row.material.id }, null, (id) => partOptionsOf(draft, id, row.material.pricing));
      const items = request.items.map((item) => {
        const stored = draft.fileList.find((candidate) => candidate.id === item.fileId);
        return { fileId: item.fileId, quantity: item.quantity, ...(item.options ? { options: item.options } : {}), fileName: '', volume: stored?.geometry?.volume ?? null, area: stored?.geometry?.area ?? 0 };
      });
      expect(quoteOf(row.material, items, null, { quoteDiscountPercent: 0, freeShippingFrom: 0 }).goods).toBe(row.goods);
    }
  });
});

describe('sortRows', () => {
  const rows = compareMaterials([resin, nylon, seedOnly], draft);
  const order = new Map([[1, 0], [2, 1], [3, 2]]);
  const names = (sorted: ReturnType<typeof sortRows>) => sorted.map((row) => row.material.name);

  it('sorts by total, ship date, process and name, both ways', () => {
    expect(names(sortRows(rows, 'total', 'ascending', order))).toEqual(['白色树脂', 'HP PA12', 'PA12 尼龙']);
    expect(names(sortRows(rows, 'total', 'descending', order))).toEqual(['PA12 尼龙', 'HP PA12', '白色树脂']);
    expect(names(sortRows(rows, 'ship', 'descending', order))).toEqual(['PA12 尼龙', 'HP PA12', '白色树脂']);
    expect(names(sortRows(rows, 'process', 'descending', order))).toEqual(['HP PA12', 'PA12 尼龙', '白色树脂']);
    // Chinese collation: 白 (bái) before the Latin H and P.
    expect(names(sortRows(rows, 'material', 'ascending', order))).toEqual(['白色树脂', 'HP PA12', 'PA12 尼龙']);
  });

  it('keeps catalogue order between equal figures', () => {
    const same = compareMaterials([resin, { ...resin, id: 2, name: '灰色树脂' }], draft);
    expect(names(sortRows(same, 'total', 'descending', order))).toEqual(['白色树脂', '灰色树脂']);
  });

  it('sorts by printability: unknown, fine, may fail, then cannot be made, more failing parts lower', () => {
    const verdicts = new Map([
      [1, { verdict: 'cannotMake', cannotMake: 1, mayFail: 0, cannotMakeFiles: [] }],
      [6, { verdict: 'ok', cannotMake: 0, mayFail: 0, cannotMakeFiles: [] }],
      [2, { verdict: 'cannotMake', cannotMake: 2, mayFail: 0, cannotMakeFiles: [] }],
    ] as const);
    const judged = compareMaterials([resin, nylon, seedOnly, { ...resin, id: 2, name: '灰色树脂' }], draft, (material) => verdicts.get(material.id as 1 | 6 | 2) ?? null);
    expect(judged.map((row) => row.printability?.verdict ?? null)).toEqual(['cannotMake', 'ok', null, 'cannotMake']);
    expect(names(sortRows(judged, 'printability', 'ascending', order))).toEqual(['HP PA12', 'PA12 尼龙', '白色树脂', '灰色树脂']);
    expect(names(sortRows(judged, 'printability', 'descending', order))).toEqual(['灰色树脂', '白色树脂', 'PA12 尼龙', 'HP PA12']);
  });

  it('leaves out of a material\'s total the files that cannot be made in it or fit no machine, says how many, and sorts it after the ones that price them all', () => {
    const big = { ...file(13, 216_000_000), geometry: { volume: 216_000_000, area: 2_160_000, bbox: { x: 600, y: 600, z: 600 }, triangles: 12 } };
    const withBig = { ...draft, fileList: [file(11, 100_000), big] };
    const volumes = machineVolumes([{ code: 'SLA', name: 'SLA 光敏树脂' }, { code: 'VC', name: '真空复模' }]);
    // The nylon cannot make file 11 either (its printability says so): nothing of the draft is priced in it.
    const verdicts = (material: Material) => (material.id === 6 ? { verdict: 'cannotMake' as const, cannotMake: 1, mayFail: 0, cannotMakeFiles: [11] } : null);
    const rows = compareMaterials([resin, nylon], withBig, verdicts, volumes);
    expect(rows.map((row) => [row.material.name, row.goods, row.refused, row.priced])).toEqual([
      ['白色树脂', 110_880, 1, 1],
      ['PA12 尼龙', 0, 2, 0],
    ]);
    // A material that prices every file (here the nylon on the draft without the big cube) comes first by total, either way.
    const clean = { ...compareMaterials([nylon], draft)[0]!, material: { ...nylon, id: 7, name: '尼龙 B', processId: 2 } };
    expect(clean.refused).toBe(0);
    expect(names(sortRows([...rows, clean], 'total', 'ascending', order))).toEqual(['尼龙 B', 'PA12 尼龙', '白色树脂']);
    expect(names(sortRows([...rows, clean], 'total', 'descending', order))).toEqual(['尼龙 B', '白色树脂', 'PA12 尼龙']);
  });
});

