import { describe, expect, it } from 'vitest';
import { modelledPrice } from './modelled-price.ts';
import { cast, castAbs, cube, plain, pricing, sla, unit, whiteResin } from './cost-model-fixtures.ts';

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
