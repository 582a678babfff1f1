/**
 * For the cost models' tests (cnc.test.ts, printing.test.ts, vacuum-casting.test.ts,
 * modelled-price.test.ts): models with the reference catalogue's figures written out, three of
 * the seed's materials and two measured parts, so each test's arithmetic can be read by hand.
 */
import type { CostModel, MaterialPricing } from '../../wire/catalogue.ts';
import type { Machining } from '../../wire/files.ts';
import type { PartOptions } from '../../wire/quotes.ts';
import type { ModelledPrice } from './modelled-price.ts';
import type { PartGeometry } from './inch-units.ts';

export const cnc: CostModel = {
  kind: 'cnc',
  stock: { allowanceMm: 2, stepMm: 5 },
  removalCm3PerMin: 10,
  finishCm2PerMin: 20,
  machineFenPerMin: 150,
  setupFen: 6000,
  fiveAxisPercent: 80,
  minimumPer: 'line',
};
export const sla: CostModel = { kind: 'print', machine: { by: 'height', fenPerMm: 15 }, minimumPer: 'line' };
export const cast: CostModel = { kind: 'cast', master: { fenPerCm3: 100, fixedFen: 8000 }, mould: { wallMm: 15, fenPerCm3: 13, labourFen: 15000, castings: 20 }, castingFen: 2000, minimumPer: 'line' };

const leadTimes: MaterialPricing['leadTimes'] = [
  { kind: 'standard', days: 4, adjustPercent: 0 },
  { kind: 'express', days: 2, adjustPercent: 40 },
  { kind: 'economy', days: 7, adjustPercent: -10 },
];
const anodizing = { id: 'anodizing', name: '阳极氧化', percent: 0, perPart: 1500, perCm2: 5, colours: ['黑色'] };
export const pricing = (model: CostModel) => ({ breaks: [{ minQuantity: 1, factorPercent: 100 }], leadTimes, finishes: [anodizing, { id: 'sanding', name: '打磨', percent: 15, perPart: 0, perCm2: 0, colours: [] }], model });

/** The seed's 6061 铝合金, 白色树脂 and 仿 ABS 聚氨酯 (server/catalogue/seed.ts). */
export const aluminium = { pricePerCm3: 12, minPrice: 12_000, leadDays: 4 };
export const whiteResin = { pricePerCm3: 80, minPrice: 1_500, leadDays: 1 };
export const castAbs = { pricePerCm3: 15, minPrice: 5_000, leadDays: 7 };

export const twoSetups: Machining = { setups: ['+z', '-z'], faceArea: { '+z': 12_500, '-z': 2_500 }, fiveAxisArea: 0, unreachableArea: 0, narrowPocket: null };
/** A 50 mm cube: 125 cm³, 150 cm². */
export const cube: PartGeometry = { volume: 125_000, area: 15_000, bbox: { x: 50, y: 50, z: 50 }, machining: twoSetups };
/** The same cube pocketed from the top to 2 mm walls: 125 − 46 × 46 × 48 / 1000 = 23.432 cm³; 125 + 3.84 + 88.32 + 21.16 = 238.32 cm². */
export const pocketed: PartGeometry = { volume: 23_432, area: 23_832, bbox: { x: 50, y: 50, z: 50 }, machining: { ...twoSetups, faceArea: { '+z': 21_332, '-z': 2_500 } } };

export const plain: PartOptions = { units: 'mm', finish: null, colour: null, leadTime: 'standard' };
export const unit = (price: ModelledPrice): number => (price.manual ? Number.NaN : price.unitPrice);

/**
 * The pocketed cube with what makes it hard, as the machining analysis measures its mesh
 * (analyse.test.ts): the pocket 48 mm deep and 46 mm wide, its 108.3881 cm² of surface and the
 * 101.568 cm³ it held; the most slender wall 48 mm tall and 2 mm thick (24:1), 146.3103 cm² of
 * wall surface more slender than 8:1; no filleted corner, not round.
 */
export const pocketedMeasured: PartGeometry = {
  ...pocketed,
  machining: {
    ...twoSetups,
    faceArea: { '+z': 21_332, '-z': 2_500 },
    pocket: { depth: 48, width: 46, area: 10_838.81, volume: 101_568 },
    wall: { height: 48, thickness: 2, slenderArea: 14_631.03 },
    corner: null,
    turned: null,
  },
};
/** A turned pin Ø10 × 40 mm along z, both ends flat: π × 25 × 40 = 3141.59 mm³; 2π × 5 × 40 + 2π × 25 = 1413.72 mm². */
export const pin: PartGeometry = {
  volume: 3_141.59,
  area: 1_413.72,
  bbox: { x: 10, y: 10, z: 40 },
  machining: { ...twoSetups, faceArea: { '+z': 1_335.18, '-z': 78.54 }, turned: { axis: 'z', diameter: 10, length: 40, flatEnds: 2 } },
};

/** FDM as the reference catalogue prices it: 3 perimeters (1.2 mm), 4 + 4 layers of 0.2 mm, 20 % infill by default, ¥0.40 a printed cm³, support 15 % and ¥0.10 a cm². */
export const fdm: CostModel = {
  kind: 'print',
  machine: { by: 'printedVolume', fenPerCm3: 40 },
  shell: { wallMm: 1.2, topBottomMm: 0.8, infills: [10, 20, 50, 100], defaultInfill: 20 },
  support: { densityPercent: 15, removalFenPerCm2: 10 },
  minimumPer: 'line',
};
/** SLA with the reference catalogue's support: 10 % dense, ¥0.15 a cm² to remove. */
export const slaSupported: CostModel = { kind: 'print', machine: { by: 'height', fenPerMm: 15 }, support: { densityPercent: 10, removalFenPerCm2: 15 }, minimumPer: 'line' };
/** SLS by its chamber's share: ¥0.12 a cm³ of bounding box. */
export const sls: CostModel = { kind: 'print', machine: { by: 'packedBox', fenPerCm3: 12 }, minimumPer: 'line' };
/** 真空复模 at market rates: an SLA master finished for moulding, 20 mm of silicone, a day's work a mould times its complexity (up to 3). */
export const castMarket: CostModel = {
  kind: 'cast',
  master: { fenPerCm3: 80, fenPerMm: 15, fixedFen: 20_000 },
  mould: { wallMm: 20, fenPerCm3: 15, labourFen: 50_000, castings: 20, complexityMax: 3 },
  castingFen: 3_500,
  minimumPer: 'line',
};

/** The seed's PLA (FDM) and PA12 尼龙 (SLS) at their market rates. */
export const pla = { pricePerCm3: 50, minPrice: 800, leadDays: 1 };
export const pa12 = { pricePerCm3: 90, minPrice: 3_000, leadDays: 3 };

/**
 * An overhanging bracket: a 60 × 80 × 40 mm rail, a 10 mm web (x 25–35) standing on the plate and
 * two 25 mm wings (z 15–25) along it. 32 + 40 = 72 cm³; 178 cm² of surface. Built along ±z the
 * wings' undersides (2 × 25 × 80 = 4000 mm²) overhang 15 mm above the plate: 60 000 mm³ of space
 * under them; built along ±x the web's ends stand out, the wings' tips and the web's side faces
 * overhang, and along ±y (its smallest side is not y) nothing does. As support.ts measures it.
 */
export const bracket: PartGeometry = {
  volume: 72_000,
  area: 17_800,
  bbox: { x: 60, y: 80, z: 40 },
  support: { '+z': { area: 4000, volume: 60_000 }, '-z': { area: 4000, volume: 60_000 }, '+x': { area: 2400, volume: 60_000 }, '-x': { area: 2400, volume: 60_000 }, '+y': { area: 0, volume: 0 }, '-y': { area: 0, volume: 0 } },
};
