import { describe, expect, it } from 'vitest';
import type { MaterialPricing } from '../../wire/catalogue.ts';
import { Quote, type PartOptions } from '../../wire/quotes.ts';
import { DEFAULT_PART_OPTIONS, optionProblem, optionsIn } from './part-options.ts';
import { CUBIC_INCH_MM3, inMillimetres, SQUARE_INCH_MM2 } from './inch-units.ts';
import { breakFor, breakTable, optionUnitPrice, quoteOf, type QuotedMaterial } from './quote-lines.ts';

const pricing: MaterialPricing = {
  breaks: [
    { minQuantity: 1, factorPercent: 100 },
    { minQuantity: 10, factorPercent: 95 },
    { minQuantity: 50, factorPercent: 90 },
    { minQuantity: 100, factorPercent: 85 },
  ],
  leadTimes: [
    { kind: 'standard', days: 3, adjustPercent: 0 },
    { kind: 'express', days: 2, adjustPercent: 40 },
    { kind: 'economy', days: 6, adjustPercent: -10 },
  ],
  finishes: [
    { id: 'sanding', name: '打磨', percent: 15, perPart: 0, perCm2: 0, colours: [] },
    { id: 'painting', name: '喷漆', percent: 0, perPart: 1000, perCm2: 8, colours: ['哑光黑', '中国红'] },
  ],
};
/** 80 fen per cm³, at least 1500 fen a part, 3 working days. */
const resin: QuotedMaterial = { id: 1, processId: 1, pricePerCm3: 80, minPrice: 1500, leadDays: 3, pricing };
const options = (partial: Partial<PartOptions> = {}): PartOptions => ({ ...DEFAULT_PART_OPTIONS, ...partial });
/** 100 cm³ and 150 cm²: 8000 fen by volume. */
const part = (quantity: number, partial: Partial<PartOptions> = {}) => ({ volume: 100_000, area: 15_000, quantity, options: options(partial) });

describe('units', () => {
  it('scales an inch mesh by 25.4³ for volume and 25.4² for surface, exactly', () => {
    expect(CUBIC_INCH_MM3).toBe(16387.064);
    expect(inMillimetres({ volume: 2, area: 3 }, 'inch')).toEqual({ volume: 2 * 16387.064, area: 3 * 645.16 });
    expect(inMillimetres({ volume: 2, area: 3 }, 'mm')).toEqual({ volume: 2, area: 3 });
    expect(SQUARE_INCH_MM2).toBe(645.16);
  });

  it('re-prices a part declared in inches on its volume in mm³', () => {
    // 10 in³ = 163 870.64 mm³ → 163.87 cm³ × 80 = 13 109.65 → 13 110 fen.
    expect(optionUnitPrice(resin, pricing, { volume: 10, area: 30, quantity: 1, options: options({ units: 'inch' }) }).unitPrice).toBe(13_110);
    // The same numbers read as mm are a tiny part: the minimum.
    expect(optionUnitPrice(resin, pricing, { volume: 10, area: 30, quantity: 1, options: options() }).unitPrice).toBe(1500);
  });
});

describe('quantity breaks', () => {
  it('picks the break with the largest minimum not above the quantity', () => {
    expect(breakFor(pricing.breaks, 1).factorPercent).toBe(100);
    expect(breakFor(pricing.breaks, 9).factorPercent).toBe(100);
    expect(breakFor(pricing.breaks, 10).factorPercent).toBe(95);
    expect(breakFor(pricing.breaks, 99).factorPercent).toBe(90);
    expect(breakFor(pricing.breaks, 10_000).factorPercent).toBe(85);
    expect(breakFor([{ minQuantity: 5, factorPercent: 90 }], 2).factorPercent).toBe(100);
  });

  it('applies the break automatically by the part\'s quantity', () => {
    expect(optionUnitPrice(resin, pricing, part(1)).unitPrice).toBe(8000);
    expect(optionUnitPrice(resin, pricing, part(10)).unitPrice).toBe(7600);
    expect(optionUnitPrice(resin, pricing, part(50)).unitPrice).toBe(7200);
    expect(optionUnitPrice(resin, pricing, part(120)).unitPrice).toBe(6800);
  });

  it('applies the break to the minimum price too', () => {
    expect(optionUnitPrice(resin, pricing, { volume: 1000, area: 600, quantity: 100, options: options() }).unitPrice).toBe(1275);
  });

  it('tables the unit price at every break, in order', () => {
    const shuffled = { ...pricing, breaks: [...pricing.breaks].reverse() };
    const { volume, area, options: chosen } = part(1);
    expect(breakTable({ ...resin, pricing: shuffled }, { fileId: 1, fileName: 'p.stl', volume, area, quantity: 1, options: chosen })).toEqual({
      byQuantity: false,
      rows: [
        { minQuantity: 1, unitPrice: 8000 },
        { minQuantity: 10, unitPrice: 7600 },
        { minQuantity: 50, unitPrice: 7200 },
        { minQuantity: 100, unitPrice: 6800 },
      ],
    });
  });

  it('tables a part priced by its cost model at 1, 10, 50, 100 and its own quantity: what the set-ups shared make of its price', () => {
    const cnc = {
      ...resin,
      pricePerCm3: 12,
      minPrice: 12_000,
      pricing: { ...pricing, model: { kind: 'cnc' as const, stock: { allowanceMm: 2, stepMm: 5 }, removalCm3PerMin: 10, finishCm2PerMin: 20, machineFenPerMin: 150, setupFen: 6000, fiveAxisPercent: 80, minimumPer: 'line' as const } },
    };
    const machining = { setups: ['+z' as const, '-z' as const], faceArea: {}, fiveAxisArea: 0, unreachableArea: 0, narrowPocket: null };
    const cube = { fileId: 1, fileName: 'cube.stl', volume: 125_000, area: 15_000, bbox: { x: 50, y: 50, z: 50 }, machining, quantity: 7, options: options() };
    // 1997 stock + 1746 cutting a part, and 12 000 of set-ups over 1, 7, 10, 50 and 100 parts.
    expect(breakTable(cnc, cube)).toEqual({
      byQuantity: true,
      rows: [
        { minQuantity: 1, unitPrice: 15_743 },
        { minQuantity: 7, unitPrice: 3743 + 1714 },
        { minQuantity: 10, unitPrice: 3743 + 1200 },
        { minQuantity: 50, unitPrice: 3743 + 240 },
        { minQuantity: 100, unitPrice: 3743 + 120 },
      ],
    });
  });
});

describe('lead time', () => {
  it('adds the express surcharge and takes the economy discount, after the break', () => {
    expect(optionUnitPrice(resin, pricing, part(1, { leadTime: 'express' })).unitPrice).toBe(11_200);
    expect(optionUnitPrice(resin, pricing, part(1, { leadTime: 'economy' })).unitPrice).toBe(7200);
    // 8000 × 95 % = 7600, × 140 % = 10 640.
    expect(optionUnitPrice(resin, pricing, part(10, { leadTime: 'express' })).unitPrice).toBe(10_640);
  });

  it('says the working days of the chosen lead time', () => {
    expect(optionUnitPrice(resin, pricing, part(1, { leadTime: 'economy' })).leadTime.days).toBe(6);
  });
});

describe('finishes', () => {
  it('adds a percentage of the base (打磨 +15 %)', () => {
    expect(optionUnitPrice(resin, pricing, part(1, { finish: 'sanding' })).unitPrice).toBe(9200);
  });

  it('adds a fee per part and per cm² of surface (喷漆: ¥10 + 8 fen × 150 cm²)', () => {
    expect(optionUnitPrice(resin, pricing, part(1, { finish: 'painting', colour: '哑光黑' })).unitPrice).toBe(8000 + 1000 + 1200);
  });

  it('prices the surface of an inch part in mm² after the units', () => {
    // 1 in² = 6.4516 cm² × 8 fen = 51.6128 → 52 fen; volume 1 in³ = 16.387 cm³ → minimum 1500.
    expect(optionUnitPrice(resin, pricing, { volume: 1, area: 1, quantity: 1, options: options({ units: 'inch', finish: 'painting', colour: '中国红' }) }).unitPrice).toBe(1500 + 1000 + 52);
  });

  it('rounds each step to the nearest fen, halves up', () => {
    // base 1001 (12 512.5 mm³ × 80 → 1001 fen, raised to the minimum 1500 when lower: use a minimum of 0).
    const cheap = { ...resin, minPrice: 0 };
    // 12 506.25 mm³ × 80 / 1000 = 1000.5 → 1001; × 115 % = 1151.15 → 1151; × 95 % = 1093.45 → 1093; × 140 % = 1530.2 → 1530.
    expect(optionUnitPrice(cheap, pricing, { volume: 12_506.25, area: 0, quantity: 10, options: options({ finish: 'sanding', leadTime: 'express' }) })).toMatchObject({
      base: 1001,
      finished: 1151,
      unitPrice: 1530,
    });
    // 50 × 90 % exactly 45; 1005 × 90 % = 904.5 → 905 (half up).
    expect(optionUnitPrice({ ...cheap, pricePerCm3: 1000 }, pricing, { volume: 1005, area: 0, quantity: 50, options: options() }).unitPrice).toBe(905);
  });
});

describe('optionProblem and optionsIn', () => {
  it('accepts what the material offers and names what it does not', () => {
    expect(optionProblem(pricing, options())).toBeNull();
    expect(optionProblem(pricing, options({ finish: 'painting', colour: '中国红' }))).toBeNull();
    expect(optionProblem(pricing, options({ finish: 'anodizing' }))).toBe('finish');
    expect(optionProblem(pricing, options({ finish: 'painting' }))).toBe('colour');
    expect(optionProblem(pricing, options({ finish: 'painting', colour: '紫色' }))).toBe('colour');
    expect(optionProblem(pricing, options({ finish: 'sanding', colour: '中国红' }))).toBe('colour');
    expect(optionProblem({ ...pricing, leadTimes: [{ kind: 'standard', days: 3, adjustPercent: 0 }] }, options({ leadTime: 'economy' }))).toBe('leadTime');
  });

  it('carries choices to another material: units stay, what it lacks falls back', () => {
    const plain: MaterialPricing = { breaks: [{ minQuantity: 1, factorPercent: 100 }], leadTimes: [{ kind: 'standard', days: 5, adjustPercent: 0 }], finishes: [pricing.finishes[1]!] };
    expect(optionsIn(plain, options({ units: 'inch', finish: 'sanding', leadTime: 'economy' }))).toEqual(options({ units: 'inch' }));
    expect(optionsIn(plain, options({ finish: 'painting', colour: '中国红', leadTime: 'express' }))).toEqual(options({ finish: 'painting', colour: '中国红' }));
    expect(optionsIn(plain, options({ finish: 'painting', colour: '紫色' }))).toEqual(options({ finish: 'painting', colour: '哑光黑' }));
  });
});

describe('quoteOf with options', () => {
  const item = (fileId: number, volume: number | null, quantity: number, partOptions?: PartOptions) => ({
    fileId,
    fileName: `part-${fileId}.stl`,
    volume,
    area: 15_000,
    quantity,
    ...(partOptions ? { options: partOptions } : {}),
  });
  const noLevel = { quoteDiscountPercent: 0, freeShippingFrom: 0 };

  it('prices a line without options exactly as before: no break, the material\'s lead days, no new fields', () => {
    const quote = quoteOf(resin, [item(1, 100_000, 50)], null, noLevel);
    expect(Quote.strict().parse(quote).lines[0]).toEqual({ fileId: 1, fileName: 'part-1.stl', volume: 100_000, unitPrice: 8000, quantity: 50, subtotal: 400_000, manual: false });
    expect(quote.leadDays).toBe(3);
  });

  it('prices a line with options by its choices and says them, its lead days and the volume after the units', () => {
    const quote = quoteOf(resin, [item(1, 100_000, 50, options({ leadTime: 'express' })), item(2, 10, 1, options({ units: 'inch' }))], null, noLevel);
    expect(quote.lines).toEqual([
      { fileId: 1, fileName: 'part-1.stl', volume: 100_000, unitPrice: 10_080, quantity: 50, subtotal: 504_000, manual: false, options: options({ leadTime: 'express' }), leadDays: 2 },
      { fileId: 2, fileName: 'part-2.stl', volume: 10 * CUBIC_INCH_MM3, unitPrice: 13_110, quantity: 1, subtotal: 13_110, manual: false, options: options({ units: 'inch' }), leadDays: 3 },
    ]);
    expect(quote.goods).toBe(517_110);
    // The order ships when its slowest part does.
    expect(quote.leadDays).toBe(3);
  });

  it('keeps a hand-quoted line at 0 with its lead time', () => {
    const quote = quoteOf(resin, [item(1, null, 2, options({ leadTime: 'economy' }))], null, noLevel);
    expect(quote.lines[0]).toMatchObject({ unitPrice: 0, subtotal: 0, manual: true, leadDays: 6 });
    expect(quote.leadDays).toBe(6);
  });

  it('ignores options on a material without choices (the seed\'s pricing)', () => {
    const { pricing: _dropped, ...seedOnly } = resin;
    expect(quoteOf(seedOnly, [item(1, 100_000, 50, options({ leadTime: 'express' }))], null, noLevel).lines[0]?.unitPrice).toBe(8000);
  });
});
