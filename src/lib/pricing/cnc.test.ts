import { describe, expect, it } from 'vitest';
import { modelledPrice } from './modelled-price.ts';
import { stockSide } from './cnc.ts';
import { aluminium, cnc, cube, plain, pocketed, pricing, twoSetups, unit } from './cost-model-fixtures.ts';

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
