import { describe, expect, it } from 'vitest';
import { modelledPrice } from './modelled-price.ts';
import { cast, castAbs, castMarket, cube, plain, pocketed, pricing, sla, unit, whiteResin } from './cost-model-fixtures.ts';

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

describe('vacuum casting at market rates: an SLA master, silicone by the block and the shape, shots a mould', () => {
  it('prices the cube’s mould within the ¥800–2000 shops charge', () => {
    // Master: 125 × 80 = 10 000 + 50 mm × 15 = 750 + 20 000 = 30 750. Mould: (50 + 40)³ = 729 cm³ × 15 = 10 935 + 50 000 × 1 = 60 935.
    // 模具 91 685 (¥916.85); resin 125 × 15 = 1875; casting 3500.
    expect(modelledPrice(castAbs, pricing(castMarket), cube, 1, plain)).toMatchObject({
      unitPrice: 1875 + 3500 + 91_685,
      breakdown: { tooling: 91_685, facts: { moulds: 1, masterFen: 30_750, complexity: 1, sharedTotal: 91_685 } },
    });
  });

  it('lets a 10-piece job pay one mould, and needs a fifth mould for 100', () => {
    // 10: 91 685 ÷ 10 = 9168.5 → 9169; 1875 + 3500 + 9169 = 14 544.
    expect(modelledPrice(castAbs, pricing(castMarket), cube, 10, plain)).toMatchObject({ unitPrice: 14_544, breakdown: { facts: { moulds: 1 } } });
    // 100: 30 750 + 5 × 60 935 = 335 425 ÷ 100 = 3354.25 → 3354; 1875 + 3500 + 3354 = 8729.
    expect(modelledPrice(castAbs, pricing(castMarket), cube, 100, plain)).toMatchObject({ unitPrice: 8729, breakdown: { facts: { moulds: 5, sharedTotal: 335_425 } } });
  });

  it('makes a mould of a complex part dearer: the pocketed cube’s surface is 1.5888 × its box’s', () => {
    // 23 832 ÷ 15 000 = 1.5888. Master 23.432 × 80 = 1874.56 → 1875 + 750 + 20 000 = 22 625; mould 10 935 + 50 000 × 1.5888 = 79 440: 90 375. 113 000.
    expect(modelledPrice(castAbs, pricing(castMarket), pocketed, 1, plain)).toMatchObject({ breakdown: { tooling: 113_000, facts: { complexity: 1.5888, masterFen: 22_625 } } });
    // The complexity is capped: a part of 10 × its box's surface pays 3 × the work.
    const lattice = { ...cube, area: 150_000 };
    expect(modelledPrice(castAbs, pricing(castMarket), lattice, 1, plain)).toMatchObject({ breakdown: { tooling: 30_750 + 10_935 + 150_000, facts: { complexity: 3 } } });
  });
});
