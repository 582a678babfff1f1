import { describe, expect, it } from 'vitest';
import type { CostModel, MaterialPricing } from '../../wire/catalogue.ts';
import type { Machining } from '../../wire/files.ts';
import type { PartOptions } from '../../wire/quotes.ts';
import { modelledPrice, stockSide, type ModelledPrice } from './cost-models.ts';
import type { PartGeometry } from './inch-units.ts';

const cnc: CostModel = {
  kind: 'cnc',
  stock: { allowanceMm: 2, stepMm: 5 },
  removalCm3PerMin: 10,
  finishCm2PerMin: 20,
  machineFenPerMin: 150,
  setupFen: 6000,
  fiveAxisPercent: 80,
  minimumPer: 'line',
};
const sla: CostModel = { kind: 'print', machine: { by: 'height', fenPerMm: 15 }, minimumPer: 'line' };
const cast: CostModel = { kind: 'cast', master: { fenPerCm3: 100, fixedFen: 8000 }, mould: { wallMm: 15, fenPerCm3: 13, labourFen: 15000, castings: 20 }, castingFen: 2000, minimumPer: 'line' };

const leadTimes: MaterialPricing['leadTimes'] = [
  { kind: 'standard', days: 4, adjustPercent: 0 },
  { kind: 'express', days: 2, adjustPercent: 40 },
  { kind: 'economy', days: 7, adjustPercent: -10 },
];
const anodizing = { id: 'anodizing', name: '阳极氧化', percent: 0, perPart: 1500, perCm2: 5, colours: ['黑色'] };
const pricing = (model: CostModel) => ({ breaks: [{ minQuantity: 1, factorPercent: 100 }], leadTimes, finishes: [anodizing, { id: 'sanding', name: '打磨', percent: 15, perPart: 0, perCm2: 0, colours: [] }], model });

/** The seed's 6061 铝合金, 白色树脂 and 仿 ABS 聚氨酯 (server/catalogue/seed.ts). */
const aluminium = { pricePerCm3: 12, minPrice: 12_000, leadDays: 4 };
const whiteResin = { pricePerCm3: 80, minPrice: 1_500, leadDays: 1 };
const castAbs = { pricePerCm3: 15, minPrice: 5_000, leadDays: 7 };

const twoSetups: Machining = { setups: ['+z', '-z'], faceArea: { '+z': 12_500, '-z': 2_500 }, fiveAxisArea: 0, unreachableArea: 0, narrowPocket: null };
/** A 50 mm cube: 125 cm³, 150 cm². */
const cube: PartGeometry = { volume: 125_000, area: 15_000, bbox: { x: 50, y: 50, z: 50 }, machining: twoSetups };
/** The same cube pocketed from the top to 2 mm walls: 125 − 46 × 46 × 48 / 1000 = 23.432 cm³; 125 + 3.84 + 88.32 + 21.16 = 238.32 cm². */
const pocketed: PartGeometry = { volume: 23_432, area: 23_832, bbox: { x: 50, y: 50, z: 50 }, machining: { ...twoSetups, faceArea: { '+z': 21_332, '-z': 2_500 } } };

const plain: PartOptions = { units: 'mm', finish: null, colour: null, leadTime: 'standard' };
const unit = (price: ModelledPrice): number => (price.manual ? Number.NaN : price.unitPrice);

describe('CNC: stock, removal, finishing and set-ups', () => {
  it('prices a 50 mm 6061 cube from a 55 mm block, two set-ups, to the fen', () => {
    // Stock: 50 + 2 × 2 = 54 → 55 mm (5 mm steps); 55³ = 166.375 cm³ × ¥0.12 = 1996.5 → 1997 fen.
    // Cutting: (166.375 − 125) cm³ ÷ 10 cm³/min + 150 cm² ÷ 20 cm²/min = 4.1375 + 7.5 = 11.6375 min × 150 fen = 1745.625 → 1746.
    // Set-ups: 2 × 6000 = 12 000 fen, all on the one part. 1997 + 1746 + 12 000 = 15 743.
    const price = modelledPrice(aluminium, pricing(cnc), cube, 1, plain);
    expect(price).toMatchObject({ manual: false, unitPrice: 15_743, breakdown: { model: 'cnc', material: 1997, process: 1746, setup: 12_000, tooling: 0, finish: 0, minimum: 0, lead: 0 } });
    expect(!price.manual && price.breakdown.facts).toMatchObject({ stock: { x: 55, y: 55, z: 55 }, stockVolume: 166.375, setups: ['+z', '-z'], setupCount: 2, sharedTotal: 12_000, fiveAxis: false });
  });

  it('makes the pocketed cube dearer than the solid one in 6061: more metal is cut away', () => {
    // Same block 1997; cutting (166.375 − 23.432) ÷ 10 + 238.32 ÷ 20 = 14.2943 + 11.916 = 26.2103 min × 150 = 3931.545 → 3932; + 12 000.
    expect(unit(modelledPrice(aluminium, pricing(cnc), pocketed, 1, plain))).toBe(1997 + 3932 + 12_000);
    expect(unit(modelledPrice(aluminium, pricing(cnc), pocketed, 1, plain))).toBeGreaterThan(unit(modelledPrice(aluminium, pricing(cnc), cube, 1, plain)));
  });

  it('shares the set-ups by the quantity, rounding each part’s share to the fen', () => {
    // 12 000 ÷ 10 = 1200; 12 000 ÷ 7 = 1714.29 → 1714.
    expect(unit(modelledPrice(aluminium, pricing(cnc), cube, 10, plain))).toBe(1997 + 1746 + 1200);
    expect(unit(modelledPrice(aluminium, pricing(cnc), cube, 7, plain))).toBe(1997 + 1746 + 1714);
  });

  it('adds the finish per part and per cm², then 加急 on it all', () => {
    // 阳极氧化: 1500 + 150 cm² × 5 = 2250; 加急 +40 % of 15 743 + 2250 = 17 993 → 25 190.2 → 25 190, so +7197.
    const price = modelledPrice(aluminium, pricing(cnc), cube, 1, { ...plain, finish: 'anodizing', colour: '黑色', leadTime: 'express' });
    expect(price).toMatchObject({ unitPrice: 25_190, breakdown: { finish: 2250, lead: 7197 } });
  });

  it('charges five-axis work 80 % more on cutting and set-ups', () => {
    const tilted = { ...cube, machining: { ...twoSetups, fiveAxisArea: 400 } };
    // 1745.625 × 1.8 = 3142.125 → 3142; 12 000 × 1.8 = 21 600.
    expect(modelledPrice(aluminium, pricing(cnc), tilted, 1, plain)).toMatchObject({ unitPrice: 1997 + 3142 + 21_600, breakdown: { facts: { fiveAxis: true } } });
  });

  it('finishes a deep narrow pocket at a third of the pace', () => {
    const slotted = { ...cube, machining: { ...twoSetups, narrowPocket: { depth: 30, width: 4, area: 1_360 } } };
    // 13.6 cm² more at three times the time: + 13.6 × 2 ÷ 20 = 1.36 min → 11.6375 + 1.36 = 12.9975 × 150 = 1949.625 → 1950.
    expect(unit(modelledPrice(aluminium, pricing(cnc), slotted, 1, plain))).toBe(1997 + 1950 + 12_000);
  });

  it('quotes by hand a part some face of which no straight tool reaches', () => {
    const hollow = { ...cube, machining: { ...twoSetups, unreachableArea: 13_254 } };
    expect(modelledPrice(aluminium, pricing(cnc), hollow, 1, plain)).toEqual({ manual: true, reason: 'unreachable' });
  });

  it('assumes two set-ups for a part whose faces were not analysed, and says so', () => {
    const { machining: _machining, ...unanalysed } = cube;
    const price = modelledPrice(aluminium, pricing(cnc), unanalysed, 1, plain);
    expect(price).toMatchObject({ unitPrice: 15_743, breakdown: { facts: { setups: null, setupCount: 2 } } });
  });

  it('rounds a stock side up to the next step, a float’s noise under a step not counting', () => {
    expect(stockSide(50, 2, 5)).toBe(55);
    expect(stockSide(51.0000001, 2, 5)).toBe(55);
    expect(stockSide(51.01, 2, 5)).toBe(60);
  });
});

describe('printing: material by volume and machine time', () => {
  it('prices the solid cube in 白色树脂 by its 125 cm³ and its 50 mm build height', () => {
    // 125 × 80 = 10 000; 50 mm × 15 = 750.
    expect(modelledPrice(whiteResin, pricing(sla), cube, 1, plain)).toMatchObject({ unitPrice: 10_750, breakdown: { model: 'print', material: 10_000, process: 750, facts: { buildHeight: 50 } } });
  });

  it('makes the pocketed cube cheaper than the solid one in resin: less resin, the same height', () => {
    // 23.432 × 80 = 1874.56 → 1875; + 750.
    expect(unit(modelledPrice(whiteResin, pricing(sla), pocketed, 1, plain))).toBe(2625);
  });

  it('lays a part on its largest face: the build height is its smallest side', () => {
    const plate = { volume: 12_000, area: 0, bbox: { x: 60, y: 40, z: 5 } };
    expect(modelledPrice(whiteResin, pricing(sla), plate, 1, plain)).toMatchObject({ breakdown: { process: 75, facts: { buildHeight: 5 } } });
  });

  it('charges the minimum per line, spread over its parts and rounded up: never per part', () => {
    const small = { volume: 1000, area: 600, bbox: { x: 10, y: 10, z: 10 } };
    // 80 + 150 = 230 a part. 3 parts: ⌈1500 ÷ 3⌉ = 500 a part, so +270. 7 parts: ⌈214.29⌉ = 215 < 230: nothing.
    expect(modelledPrice(whiteResin, pricing(sla), small, 3, plain)).toMatchObject({ unitPrice: 500, breakdown: { minimum: 270, facts: { minimumPer: 'line', minimumFen: 1500 } } });
    expect(unit(modelledPrice(whiteResin, pricing(sla), small, 7, plain))).toBe(230);
    // Ten 8 cm³ cubes: 640 + 300 = 940 each, ¥94.00 the line (the minimum was ¥15 a part before).
    expect(unit(modelledPrice(whiteResin, pricing(sla), { volume: 8000, area: 2400, bbox: { x: 20, y: 20, z: 20 } }, 10, plain))).toBe(940);
  });

  it('keeps a per-part minimum per part', () => {
    const perPart = { ...sla, minimumPer: 'part' as const };
    const small = { volume: 1000, area: 600, bbox: { x: 10, y: 10, z: 10 } };
    expect(modelledPrice(whiteResin, pricing(perPart), small, 10, plain)).toMatchObject({ unitPrice: 1500, breakdown: { minimum: 1270 } });
  });

  it('charges powder beds by the box a part takes', () => {
    const mjf: CostModel = { kind: 'print', machine: { by: 'packedBox', fenPerCm3: 4 }, minimumPer: 'line' };
    // 60 × 40 × 20 mm = 48 cm³ × 4 = 192.
    expect(modelledPrice({ pricePerCm3: 180, minPrice: 3000, leadDays: 3 }, pricing(mjf), { volume: 20_000, area: 0, bbox: { x: 60, y: 40, z: 20 } }, 1, plain)).toMatchObject({
      breakdown: { material: 3600, process: 192, facts: { packedBox: 48 } },
    });
  });

  it('prices a part declared in inches at its size in millimetres, every figure converted', () => {
    // 2 × 1.5 × 1 in: 3 in³ = 49.161192 cm³ × 80 = 3932.9 → 3933; build height 1 in = 25.4 mm × 15 = 381.
    const inchPart = { volume: 3, area: 13, bbox: { x: 2, y: 1.5, z: 1 } };
    expect(modelledPrice(whiteResin, pricing(sla), inchPart, 1, { ...plain, units: 'inch' })).toMatchObject({ unitPrice: 4314, breakdown: { material: 3933, process: 381, facts: { buildHeight: 25.4 } } });
  });

  it('falls more slowly with the quantity than a machined part', () => {
    const cncFall = unit(modelledPrice(aluminium, pricing(cnc), cube, 10, plain)) / unit(modelledPrice(aluminium, pricing(cnc), cube, 1, plain));
    const printFall = unit(modelledPrice(whiteResin, pricing(sla), cube, 10, plain)) / unit(modelledPrice(whiteResin, pricing(sla), cube, 1, plain));
    expect(cncFall).toBeCloseTo(4943 / 15_743, 6);
    expect(printFall).toBe(1);
    expect(cncFall).toBeLessThan(printFall);
  });
});

describe('vacuum casting: master and moulds shared, resin and casting per part', () => {
  it('prices one cast cube with its master and mould', () => {
    // Master 125 × 100 + 8000 = 20 500. Mould (50 + 30)³ = 512 cm³ × 13 = 6656 + 15 000 = 21 656. Resin 125 × 15 = 1875; casting 2000.
    expect(modelledPrice(castAbs, pricing(cast), cube, 1, plain)).toMatchObject({
      unitPrice: 1875 + 2000 + 42_156,
      breakdown: { model: 'cast', material: 1875, process: 2000, tooling: 42_156, setup: 0, facts: { moulds: 1, castingsPerMould: 20, sharedTotal: 42_156 } },
    });
  });

  it('needs a second mould from the 21st part', () => {
    const price = modelledPrice(castAbs, pricing(cast), cube, 21, plain);
    // 20 500 + 2 × 21 656 = 63 812 ÷ 21 = 3038.67 → 3039.
    expect(price).toMatchObject({ unitPrice: 3875 + 3039, breakdown: { facts: { moulds: 2, sharedTotal: 63_812 } } });
  });

  it('becomes cheaper than SLA 白色树脂 from 7 cubes', () => {
    const resin = unit(modelledPrice(whiteResin, pricing(sla), cube, 6, plain));
    // 6 parts: 3875 + 42 156 ÷ 6 = 3875 + 7026 = 10 901 > 10 750; 7 parts: 3875 + 6022 = 9897 < 10 750.
    expect(unit(modelledPrice(castAbs, pricing(cast), cube, 6, plain))).toBe(10_901);
    expect(unit(modelledPrice(castAbs, pricing(cast), cube, 6, plain))).toBeGreaterThan(resin);
    expect(unit(modelledPrice(castAbs, pricing(cast), cube, 7, plain))).toBe(9897);
    expect(unit(modelledPrice(castAbs, pricing(cast), cube, 7, plain))).toBeLessThan(unit(modelledPrice(whiteResin, pricing(sla), cube, 7, plain)));
  });
});

describe('the breakdown', () => {
  it('adds up to the price per part exactly, whatever the choices', () => {
    for (const [material, model] of [[aluminium, cnc], [whiteResin, sla], [castAbs, cast]] as const) {
      for (const quantity of [1, 3, 7, 20, 21, 999]) {
        for (const options of [plain, { ...plain, finish: 'sanding', leadTime: 'economy' as const }, { ...plain, finish: 'anodizing', colour: '黑色', leadTime: 'express' as const }]) {
          const price = modelledPrice(material, pricing(model), pocketed, quantity, options);
          if (price.manual) throw new Error('priced by hand');
          const { material: m, process, setup, tooling, finish, minimum, lead } = price.breakdown;
          expect(m + process + setup + tooling + finish + minimum + lead).toBe(price.unitPrice);
          expect(Number.isInteger(price.unitPrice)).toBe(true);
        }
      }
    }
  });
});
