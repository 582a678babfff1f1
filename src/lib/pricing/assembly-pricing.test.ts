import { describe, expect, it } from 'vitest';
import type { FilePart } from '../../wire/files.ts';
import type { MaterialPricing } from '../../wire/catalogue.ts';
import type { PartOptions } from '../../wire/quotes.ts';
import { keptPartsOf, partMaterialsIn } from '../drafts/assembly-draft.ts';
import { pricedFileOf } from './priced-file.ts';
import { quoteOf } from './quote-lines.ts';
import { draftSetTiers, setTiersOf } from './set-tiers.ts';

// Priced as before choices existed: max(minimum, cm³ × rate) per piece.
const material = { id: 1, processId: 1, pricePerCm3: 100, minPrice: 500, leadDays: 5 };
const box = (volume: number) => ({ volume, area: 600, bbox: { x: 10, y: 10, z: 10 }, triangles: 12 });
const parts: FilePart[] = [
  { name: 'base-plate', count: 1, geometry: box(30_000) },
  { name: 'bracket', count: 2, geometry: box(960) },
  { name: 'pin', count: 4, geometry: box(150.8) },
];
const file = { id: 7, name: 'bracket-set.step', geometry: box(33_523.2), parts };
const benefits = { quoteDiscountPercent: 0, freeShippingFrom: 0 };

describe('an assembly priced as its parts list', () => {
  it('prices each part per piece for count × sets pieces, the line being one set', () => {
    const kept = [
      { part: 0, count: 1 },
      { part: 1, count: 2 },
      { part: 2, count: 4 },
    ];
    const quote = quoteOf(material, [pricedFileOf(file, 3, undefined, kept)], null, benefits);
    const line = quote.lines[0];
    // The plate: 30 cm³ × ¥1.00 = ¥30.00; the bracket (0.96 cm³) and the pin (0.15 cm³) at the ¥5.00 minimum.
    expect(line?.parts?.map(({ name, count, quantity, unitPrice, subtotal }) => [name, count, quantity, unitPrice, subtotal])).toEqual([
      ['base-plate', 1, 3, 3_000, 9_000],
      ['bracket', 2, 6, 500, 3_000],
      ['pin', 4, 12, 500, 6_000],
    ]);
    expect(line).toMatchObject({ fileId: 7, fileName: 'bracket-set.step', unitPrice: 6_000, quantity: 3, subtotal: 18_000, manual: false });
    expect(line?.volume).toBeCloseTo(30_000 + 2 * 960 + 4 * 150.8, 6);
    expect(quote.goods).toBe(18_000);
  });

  it('leaves a dropped part out of the set', () => {
    const quote = quoteOf(material, [pricedFileOf(file, 2, undefined, [{ part: 0, count: 1 }, { part: 1, count: 2 }])], null, benefits);
    expect(quote.lines[0]).toMatchObject({ unitPrice: 4_000, quantity: 2, subtotal: 8_000 });
    expect(quote.lines[0]?.parts?.map((part) => part.name)).toEqual(['base-plate', 'bracket']);
  });

  it('prices a file without a parts list as one part, as before', () => {
    const quote = quoteOf(material, [pricedFileOf(file, 3, undefined)], null, benefits);
    expect(quote.lines[0]).not.toHaveProperty('parts');
    expect(quote.lines[0]).toMatchObject({ unitPrice: 3_352, subtotal: 10_056 });
  });
});

describe('an assembly part with a finish of its own', () => {
  const pricing: MaterialPricing = {
    breaks: [{ minQuantity: 1, factorPercent: 100 }],
    leadTimes: [{ kind: 'standard', days: 5, adjustPercent: 0 }],
    finishes: [
      { id: 'sanding', name: '打磨', percent: 15, perPart: 0, perCm2: 0, colours: [] },
      { id: 'painting', name: '喷漆', percent: 0, perPart: 1_000, perCm2: 8, colours: ['中国红'] },
    ],
  };
  const withChoices = { ...material, pricing };
  const options: PartOptions = { units: 'mm', finish: 'sanding', colour: null, leadTime: 'standard' };

  it('is priced with its finish, the others with the file’s, as the draft asks it', () => {
    const kept = keptPartsOf(file, { dropped: [], counts: {}, finishes: { 1: 'painting', 2: null } }, options, pricing);
    const quote = quoteOf(withChoices, [pricedFileOf(file, 2, options, kept)], null, benefits);
    const line = quote.lines[0];
    // The plate 打磨: ¥30.00 + 15% = ¥34.50; the bracket 喷漆: ¥5.00 + ¥10.00 + 6 cm² × ¥0.08 = ¥15.48; the pin without a finish: ¥5.00.
    expect(line?.parts?.map(({ name, unitPrice, quantity, subtotal, options: priced }) => [name, priced?.finish, priced?.colour, unitPrice, quantity, subtotal])).toEqual([
      ['base-plate', 'sanding', null, 3_450, 2, 6_900],
      ['bracket', 'painting', '中国红', 1_548, 4, 6_192],
      ['pin', null, null, 500, 8, 4_000],
    ]);
    expect(line).toMatchObject({ unitPrice: 8_546, quantity: 2, subtotal: 17_092 });
    // Every part with the file’s 打磨 costs otherwise.
    const same = quoteOf(withChoices, [pricedFileOf(file, 2, options, keptPartsOf(file, undefined, options, pricing))], null, benefits);
    expect(same.lines[0]?.parts?.map((part) => part.unitPrice)).toEqual([3_450, 575, 575]);
  });
});

describe('a part of its own material', () => {
  // 灰色树脂 of the same process at ¥2.00 per cm³, at least ¥8.00; another process's material is not a part's choice.
  const grey = { id: 2, processId: 1, name: '灰色树脂', pricePerCm3: 200, minPrice: 800, leadDays: 6 };
  const nylon = { id: 6, processId: 2, name: 'PA12 尼龙', pricePerCm3: 220, minPrice: 3000, leadDays: 3 };
  const materialsOf = partMaterialsIn([{ ...material, name: '白色树脂' }, grey, nylon], material);

  it('is one of the quotation material\'s process, not the material itself', () => {
    expect(materialsOf(2)).toBe(grey);
    expect(materialsOf(6)).toBeUndefined();
    expect(materialsOf(1)).toBeUndefined();
  });

  it('is asked with its material and priced in it, named on its BOM line; the rest in the quotation\'s', () => {
    const stored = { dropped: [], counts: {}, finishes: {}, materials: { '0': 2, '2': 6 } };
    const kept = keptPartsOf(file, stored, undefined, undefined, materialsOf);
    // The pin's nylon is of another process: the pin stays in the quotation's material.
    expect(kept).toEqual([{ part: 0, count: 1, materialId: 2 }, { part: 1, count: 2 }, { part: 2, count: 4 }]);
    const quote = quoteOf(material, [pricedFileOf(file, 1, undefined, kept, materialsOf)], null, benefits);
    const line = quote.lines[0];
    // The plate: 30 cm³ × ¥2.00 = ¥60.00 in grey resin; the rest as before. The set waits for the slowest part.
    expect(line?.parts?.map(({ name, unitPrice, materialId, materialName }) => [name, unitPrice, materialId, materialName])).toEqual([
      ['base-plate', 6_000, 2, '灰色树脂'],
      ['bracket', 500, undefined, undefined],
      ['pin', 500, undefined, undefined],
    ]);
    expect(line).toMatchObject({ unitPrice: 6_000 + 2 * 500 + 4 * 500, subtotal: 9_000 });
  });
});


describe('the quantity tiers of an assembly', () => {
  const kept = [
    { part: 0, count: 1 },
    { part: 1, count: 2 },
    { part: 2, count: 4 },
  ];
  const pricing: MaterialPricing = {
    breaks: [
      { minQuantity: 1, factorPercent: 100 },
      { minQuantity: 10, factorPercent: 90 },
      { minQuantity: 100, factorPercent: 70 },
    ],
    leadTimes: [{ kind: 'standard', days: 5, adjustPercent: 0 }],
    finishes: [],
  };
  const plain: PartOptions = { units: 'mm', finish: null, colour: null, leadTime: 'standard' };
  const tiered = { ...material, pricing };

  it('prices one set at 1, 10 and 100 sets and at its own, each part at count × sets pieces', () => {
    const item = pricedFileOf(file, 3, plain, kept);
    // 1 set: plate ¥30.00 + 2 brackets and 4 pins at the ¥5.00 minimum = ¥60.00; 3 sets: the plate (3
    // pieces) still at 100 %, the brackets (6) too, the pins (12) at 90 %: 30 + 2 × 5 + 4 × 4.50 = ¥58.00.
    // 10 sets: plate (10) 90 %, brackets (20) 90 %, pins (40) 90 %: 27 + 2 × 4.50 + 4 × 4.50 = ¥54.00.
    // 100 sets: every part at 70 %: 21 + 2 × 3.50 + 4 × 3.50 = ¥42.00.
    expect(setTiersOf(tiered, item)).toEqual([
      { sets: 1, setPrice: 6_000 },
      { sets: 3, setPrice: 5_800 },
      { sets: 10, setPrice: 5_400 },
      { sets: 100, setPrice: 4_200 },
    ]);
    // The own tier is the line's price per set.
    expect(quoteOf(tiered, [item], null, benefits).lines[0]?.unitPrice).toBe(5_800);
  });

  it('has none for a file asked as one part', () => {
    expect(setTiersOf(tiered, pricedFileOf(file, 3, plain))).toEqual([]);
  });

  it('follows the draft: its kept parts and their counts, the sets asked', () => {
    const tiers = draftSetTiers({ ...tiered, name: '树脂', colours: [], density: 1.1 }, { quantities: { '7': 10 }, partOptions: {}, assemblies: { '7': { dropped: [1] } } });
    // Without the brackets: 1 set ¥30 + 4 × ¥5 = ¥50.00; 10 sets ¥27 + 4 × ¥4.50 = ¥45.00; 100 sets ¥21 + 4 × ¥3.50 = ¥35.00.
    expect(tiers(file)).toEqual([
      { sets: 1, setPrice: 5_000 },
      { sets: 10, setPrice: 4_500 },
      { sets: 100, setPrice: 3_500 },
    ]);
  });
});
