import { describe, expect, it } from 'vitest';
import type { CostModel } from '../../wire/catalogue.ts';
import { modelledPrice } from './modelled-price.ts';
import { barFor, DEFAULT_LATHE, DEFAULT_MILLING, endMillFor, stockSide } from './cnc.ts';
import { aluminium, cnc, cube, pin, plain, pocketed, pocketedMeasured, pricing, twoSetups, unit } from './cost-model-fixtures.ts';
import { CNC_LATHE, CNC_MILLING, pricingOf } from '../../../server/catalogue/price-options.ts';
import { readMaterialPricing } from './material-pricing.ts';

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

describe('CNC by difficulty: tools, reach, slender walls, and turned parts', () => {
  it('prices the pocketed cube’s long tool and slender walls on top of its cutting', () => {
    // Base as above: 14.2943 + 11.916 = 26.2103 min.
    // Reach: the pocket is 48 mm deep, the Ø10 tool cuts at full pace to 30 mm; below, (48 − 30) ÷ 48 = 0.375 of it at a quarter of the pace (3 × the time more):
    //   101.568 cm³ × 0.375 × 3 ÷ 10 = 11.4264 min + 108.3881 cm² × 0.375 × 3 ÷ 20 = 6.0968 min → 17.5232 min.
    // Slender walls: 48 ÷ 2 = 24:1, finished at ¼ × 8 ÷ 24 = 1/12 of the pace: 146.3103 cm² × 11 ÷ 20 = 80.4707 min.
    // 26.2103 + 17.5232 + 80.4707 = 124.2042 min × 150 = 18 630.6 → 18 631; + 1997 + 12 000 = 32 628.
    const price = modelledPrice(aluminium, pricing(cnc), pocketedMeasured, 1, plain);
    expect(price).toMatchObject({ unitPrice: 32_628, breakdown: { material: 1997, process: 18_631, setup: 12_000 } });
    const facts = !price.manual && price.breakdown.facts;
    expect(facts).toMatchObject({ toolMm: 10, reach: { depth: 48, diameter: 10 }, slenderWall: { height: 48, thickness: 2 } });
    expect(facts && facts.reach?.minutes).toBeCloseTo(17.5232, 3);
    expect(facts && facts.slenderWall?.minutes).toBeCloseTo(80.4707, 3);
    expect(facts && facts.minutes).toBeCloseTo(124.2042, 3);
    // At 10 and 100 the set-ups are shared: 1997 + 18 631 + 1200 = 21 828; + 120 = 20 748.
    expect(unit(modelledPrice(aluminium, pricing(cnc), pocketedMeasured, 10, plain))).toBe(21_828);
    expect(unit(modelledPrice(aluminium, pricing(cnc), pocketedMeasured, 100, plain))).toBe(20_748);
  });

  it('leaves the solid cube as it was: no pocket, no slender wall, no corner', () => {
    expect(unit(modelledPrice(aluminium, pricing(cnc), { ...cube, machining: { ...twoSetups, pocket: null, wall: { height: 50, thickness: 50, slenderArea: 0 }, corner: null, turned: null } }, 1, plain))).toBe(15_743);
  });

  it('finishes with the smaller end mill an internal radius forces, slower in proportion, and slower still past three diameters', () => {
    const filleted = { ...cube, machining: { ...twoSetups, corner: { radius: 3, depth: 24 } } };
    // R3 takes a Ø6 end mill: the walls (the whole 150 cm², there is no pocket) at 6 ÷ 10 of the pace, 10 ÷ 6 − 1 = 0.6667 more;
    // 24 mm deep against 3 × 6 = 18 mm: (24 − 18) ÷ 24 = 0.25 of it with a long tool, 10 ÷ 6 × 0.25 × 3 = 1.25 more.
    // 150 × (0.6667 + 1.25) ÷ 20 = 14.375 min; 11.6375 + 14.375 = 26.0125 × 150 = 3901.875 → 3902.
    const price = modelledPrice(aluminium, pricing(cnc), filleted, 1, plain);
    expect(price).toMatchObject({ unitPrice: 1997 + 3902 + 12_000, breakdown: { facts: { toolMm: 6, smallTool: { radius: 3, diameter: 6 } } } });
  });

  it('waits for an engineer past what the factory machines: 30:1 walls, radii under 0.5 mm, ten diameters deep', () => {
    const slender = { ...cube, machining: { ...twoSetups, wall: { height: 62, thickness: 2, slenderArea: 1000 } } };
    expect(modelledPrice(aluminium, pricing(cnc), slender, 1, plain)).toEqual({ manual: true, reason: 'slenderWall' });
    const sharp = { ...cube, machining: { ...twoSetups, corner: { radius: 0.4, depth: 5 } } };
    expect(modelledPrice(aluminium, pricing(cnc), sharp, 1, plain)).toEqual({ manual: true, reason: 'smallRadius' });
    // R1 takes Ø2; 40 mm deep is 20 diameters.
    const deep = { ...cube, machining: { ...twoSetups, corner: { radius: 1, depth: 40 } } };
    expect(modelledPrice(aluminium, pricing(cnc), deep, 1, plain)).toEqual({ manual: true, reason: 'deepReach' });
    // A deep narrow pocket is priced (its slow finishing above): its width may be a drilled hole's.
    const slot = { ...cube, machining: { ...twoSetups, narrowPocket: { depth: 45, width: 4, area: 100 } } };
    expect(modelledPrice(aluminium, pricing(cnc), slot, 1, plain).manual).toBe(false);
  });

  it('turns a round pin from bar on the lathe', () => {
    // Bar: 10 + 2 × 1 = 12 mm → Ø12 bar, 40 + 5 = 45 mm long: π × 12² ÷ 4 × 45 = 5089.38 mm³ = 5.0894 cm³ × ¥0.12 = 61.07 → 61.
    // Turning: (5.0894 − 3.1416) ÷ 10 = 0.1948 min + 14.1372 ÷ 20 = 0.7069 min + 4 min handling = 4.9016 min × 100 = 490.16 → 490.
    // Both ends flat: one set-up of ¥100. Qty 10: 61 + 490 + 1000 = 1551; qty 100: 61 + 490 + 100 = 651.
    const ten = modelledPrice(aluminium, pricing(cnc), pin, 10, plain);
    expect(ten).toMatchObject({ unitPrice: 1551, breakdown: { material: 61, process: 490, setup: 1000, minimum: 0, facts: { bar: { diameter: 12, length: 45 }, setupCount: 1 } } });
    expect(unit(modelledPrice(aluminium, pricing(cnc), pin, 100, plain))).toBe(651);
    // One pin: 61 + 490 + 10 000 = 10 551, lifted to the file's ¥120 minimum.
    expect(modelledPrice(aluminium, pricing(cnc), pin, 1, plain)).toMatchObject({ unitPrice: 12_000, breakdown: { minimum: 1449 } });
    // An end that is not a whole flat face is turned around for a second set-up.
    const stepped = { ...pin, machining: { ...twoSetups, turned: { axis: 'z' as const, diameter: 10, length: 40, flatEnds: 1 } } };
    expect(unit(modelledPrice(aluminium, pricing(cnc), stepped, 10, plain))).toBe(61 + 490 + 2000);
  });

  it('takes the largest end mill that fits a radius and the smallest bar that holds a diameter', () => {
    expect(endMillFor(6)).toBe(6);
    expect(endMillFor(7.9)).toBe(6);
    expect(endMillFor(0.4)).toBeNull();
    expect(barFor(12)).toBe(12);
    expect(barFor(12.01)).toBe(14);
    expect(barFor(201)).toBeNull();
  });

  it('prices a model without difficulty figures with the reference catalogue’s, which the seed sends', () => {
    expect(CNC_MILLING).toEqual(DEFAULT_MILLING);
    expect(CNC_LATHE).toEqual(DEFAULT_LATHE);
    // The site reads the seed's CNC pricing with them whole (an unreadable model would be dropped).
    expect(readMaterialPricing(pricingOf('CNC', { name: '6061 铝合金', leadDays: 4 }))?.model).toMatchObject({ kind: 'cnc', milling: CNC_MILLING, lathe: CNC_LATHE });
    expect(unit(modelledPrice(aluminium, pricing({ ...cnc, milling: CNC_MILLING, lathe: CNC_LATHE } as CostModel), pocketedMeasured, 1, plain))).toBe(32_628);
  });
});
