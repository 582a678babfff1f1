import { describe, expect, it } from 'vitest';
import type { CostModel } from '../../wire/catalogue.ts';
import { modelledPrice } from './modelled-price.ts';
import { aluminium, cnc, cube, plain, pocketed, pricing, sla, unit, whiteResin } from './cost-model-fixtures.ts';

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
