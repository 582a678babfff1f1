import { describe, expect, it } from 'vitest';
import type { Material, Process } from '../../wire/catalogue.ts';
import type { Geometry } from '../../wire/files.ts';
import { cheaperWays } from './cheaper-ways.ts';
import { lossesText, materialFit } from './material-fit.ts';
import { traitsOf } from '../../../server/catalogue/material-traits.ts';
import { t } from '../../islands/quotation/estimate/messages.ts';
import { formatFen } from '../format/money.ts';

const processes: Process[] = [
  { id: 2, code: 'SLS', name: 'SLS 尼龙', description: '' },
  { id: 3, code: 'MJF', name: 'MJF 尼龙', description: '' },
  { id: 4, code: 'FDM', name: 'FDM 熔融沉积', description: '' },
  { id: 6, code: 'CNC', name: 'CNC 加工', description: '' },
  { id: 7, code: 'VC', name: '真空复模', description: '' },
];

/**
 * A material with the seed's family and properties (material-traits.ts), priced by volume (no
 * cost model): each test then knows every price, whatever the models' coefficients are.
 */
const material = (id: number, processId: number, name: string, pricePerCm3: number, density = 1.1): Material => ({
  id,
  processId,
  name,
  colours: ['白色'],
  pricePerCm3,
  minPrice: 0,
  density,
  leadDays: 3,
  ...traitsOf(name),
});

/** A 50 mm cube: 125 cm³, so a part costs 125 × its rate. */
const cube: Geometry = { volume: 125_000, area: 15_000, bbox: { x: 50, y: 50, z: 50 }, triangles: 12 };
const file = { id: 1, name: 'cube.stl', geometry: cube };

const pla = material(12, 4, 'PLA', 50, 1.24);
const abs = material(13, 4, 'ABS', 60, 1.04);
const pa12 = material(6, 2, 'PA12 尼龙', 220, 0.95);
const hpPa12 = material(9, 3, 'HP PA12', 180, 1.01);
const pom = material(20, 6, 'POM 赛钢', 200, 1.41);
const softCast = material(28, 7, '软胶（邵氏 A 40–90）', 220, 1.05);
const castAbs = material(25, 7, '仿 ABS 聚氨酯', 150, 1.1);
const tpu = material(8, 2, 'TPU 弹性体', 160, 1.11);

const waysFor = (current: Material, materials: Material[], quantity = 1) => cheaperWays(materials, processes, current, file, quantity, undefined);

describe('materialFit', () => {
  it('keeps, gives up (saying what) or cannot stand in, by the chosen material\'s properties', () => {
    expect(materialFit(pa12, hpPa12)).toEqual({ verdict: 'keeps' });
    expect(materialFit(pa12, pla)).toEqual({ verdict: 'givesUp', losses: [{ kind: 'temperature', fromC: 120, toC: 55 }, { kind: 'toughness', from: 'high', to: 'low' }] });
    // Food contact lost (POM's food grade), flexible made rigid, rigid made flexible.
    expect(materialFit(pom, pla)).toEqual({ verdict: 'unfit' });
    expect(materialFit(softCast, pla)).toEqual({ verdict: 'unfit' });
    expect(materialFit(castAbs, tpu)).toEqual({ verdict: 'unfit' });
    // Unknown properties: a chosen one without them loses nothing anyone knows of; a candidate without them claims nothing.
    expect(materialFit({}, pla)).toEqual({ verdict: 'keeps' });
    expect(materialFit(pa12, {})).toEqual({ verdict: 'unfit' });
  });

  it('says what is given up in plain Chinese', () => {
    expect(lossesText([{ kind: 'temperature', fromC: 120, toC: 55 }, { kind: 'toughness', from: 'high', to: 'low' }])).toBe('耐温从 120 °C 降到 55 °C、韧性较差');
  });
});

describe('cheaperWays keeps what the customer chose the material for', () => {
  it('PA12 (SLS): another PA12 that keeps every property is preferred to PLA, though PLA is cheaper', () => {
    const ways = waysFor(pa12, [pla, abs, pa12, hpPa12]);
    // 125 cm³ × ¥1.80 = ¥225.00 against 125 × ¥2.20 = ¥275.00.
    expect(ways.now).toMatchObject({ material: { name: 'HP PA12' }, unitPrice: 22_500, saving: 5_000, givesUp: [] });
  });

  it('PA12 (SLS) with only plastics that give something up cheaper: offered with what is lost, in words', () => {
    const ways = waysFor(pa12, [pla, pa12]);
    expect(ways.now).toMatchObject({ material: { name: 'PLA' }, unitPrice: 6_250, saving: 21_250 });
    const now = ways.now!;
    expect(t('cheaper.otherGivesUp', { material: now.material.name, process: now.processName, unit: formatFen(now.unitPrice), saving: formatFen(now.saving), losses: lossesText(now.givesUp) })).toBe(
      '改用 PLA（FDM 熔融沉积）可省 ¥212.50（每件 ¥62.50），但耐温从 120 °C 降到 55 °C、韧性较差',
    );
  });

  it('POM (food contact): PLA and ABS are not offered at all, now or at any quantity', () => {
    const ways = waysFor(pom, [pla, abs, pom]);
    expect(ways).toEqual({ now: null, atQuantity: null });
  });

  it('cast soft PU (flexible): no rigid plastic is offered; a flexible one that holds as much heat is', () => {
    expect(waysFor(softCast, [pla, castAbs, softCast])).toEqual({ now: null, atQuantity: null });
    // TPU: flexible, 80 °C ≥ 60 °C, as tough: 125 × ¥1.60 = ¥200.00 against ¥275.00.
    expect(waysFor(softCast, [pla, castAbs, softCast, tpu]).now).toMatchObject({ material: { name: 'TPU 弹性体' }, unitPrice: 20_000, givesUp: [] });
  });

  it('cast rigid PU: PLA only with the heat and toughness it gives up', () => {
    const now = waysFor(castAbs, [pla, castAbs]).now;
    expect(now?.material.name).toBe('PLA');
    expect(lossesText(now?.givesUp ?? [])).toBe('耐温从 70 °C 降到 55 °C、韧性较差');
  });

  it('a catalogue without properties prices as before: the cheapest of the same kind', () => {
    const strip = ({ family: _f, properties: _p, ...rest }: Material): Material => rest;
    expect(waysFor(strip(pom), [strip(pla), strip(pom)]).now).toMatchObject({ material: { name: 'PLA' }, givesUp: [] });
  });
});
