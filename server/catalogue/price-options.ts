/**
 * The reference API's default table of per-part choices and cost models (`pricing` of each
 * material in GET /api/shop-material): which cost model each process's parts are priced by
 * (src/lib/pricing/printing.ts, cnc.ts, vacuum-casting.ts) with its coefficients, lead times and
 * finishes. A backend of the operator's own can copy it or send its own; one that sends no
 * `pricing` offers no choices and no model, and the site then prices volume × rate with the
 * minimum per part (it never prices from this table itself). Every figure here, the formula it
 * goes into and where it comes from: docs/pricing.md (src/lib/pricing/pricing-doc.test.ts holds
 * the two equal).
 */
import type { CncLathe, CncMilling, CostModel, FinishOption, LeadTimeOption, MaterialPricing, PrintModel } from '../../src/wire/catalogue.ts';
import { INFILL_PERCENTS } from '../../src/lib/pricing/part-options.ts';

/**
 * SLS's build chamber (EOS P 396 class, 340 × 340 × 600 mm): a build's cost (about 24 hours of
 * warm-up, sintering and cooling at ¥100 an hour, powder refreshed included) and the share of the
 * chamber the parts' bounding boxes fill when nested: a part pays its box's share of the build.
 */
export const SLS_CHAMBER = { litres: 69, buildFen: 240_000, packingPercent: 30 } as const;
/** Fen a cm³ of bounding box: the build's cost over the chamber's packed cm³. */
export const SLS_BOX_FEN_PER_CM3 = Math.round(SLS_CHAMBER.buildFen / ((SLS_CHAMBER.litres * 1000 * SLS_CHAMBER.packingPercent) / 100));

/** Printing's machine time by process code. */
export const PRINT_MACHINE: Readonly<Record<string, PrintModel['machine']>> = {
  SLA: { by: 'height', fenPerMm: 15 },
  FDM: { by: 'printedVolume', fenPerCm3: 40 },
  SLM: { by: 'height', fenPerMm: 300 },
  SLS: { by: 'packedBox', fenPerCm3: SLS_BOX_FEN_PER_CM3 },
  MJF: { by: 'packedBox', fenPerCm3: 4 },
};

/** FDM's shell: 3 perimeters of a 0.4 mm nozzle, 4 top and 4 bottom layers of 0.2 mm; the infills offered, 20 % by default. */
export const FDM_SHELL: NonNullable<PrintModel['shell']> = { wallMm: 1.2, topBottomMm: 0.8, infills: [...INFILL_PERCENTS], defaultInfill: 20 };

/** Support under overhangs by process code: its density and its removal. */
export const PRINT_SUPPORT: Readonly<Record<string, NonNullable<PrintModel['support']>>> = {
  SLA: { densityPercent: 10, removalFenPerCm2: 15 },
  FDM: { densityPercent: 15, removalFenPerCm2: 10 },
};

/** 真空复模's master, mould and casting figures. */
export const CAST_MODEL: Extract<CostModel, { kind: 'cast' }> = {
  kind: 'cast',
  master: { fenPerCm3: 80, fenPerMm: 15, fixedFen: 20_000 },
  mould: { wallMm: 20, fenPerCm3: 15, labourFen: 50_000, castings: 20, complexityMax: 3 },
  castingFen: 3_500,
  minimumPer: 'line',
};

/** The rates of a CNC material whose name has none of the words below. */
const ANY_OTHER_CUTTING = { word: '', removal: 4, finish: 10 };

/** CNC removal and finishing rates (cm³ and cm² a minute) by a word of the material's name; the last row for any other. */
export const CUTTING: ReadonlyArray<{ word: string; removal: number; finish: number }> = [
  { word: 'POM', removal: 12, finish: 25 },
  { word: '6061', removal: 10, finish: 20 },
  { word: '7075', removal: 8, finish: 18 },
  { word: '黄铜', removal: 6, finish: 15 },
  { word: '不锈钢', removal: 2, finish: 8 },
  ANY_OTHER_CUTTING,
];

export const CNC_MACHINE_FEN_PER_MIN = 150;
export const CNC_SETUP_FEN = 6_000;
/** How difficulty slows the cutting and where the factory stops (CncMilling): a 10 mm end mill's rates above. */
export const CNC_MILLING: CncMilling = { toolMm: 10, reachPace: 0.25, slenderPace: 0.25, limits: { slenderness: 30, minRadiusMm: 0.5, reachDiameters: 10 } };
/** The lathe a body of revolution is turned on (CncLathe). */
export const CNC_LATHE: CncLathe = { barAllowanceMm: 1, partingMm: 5, machineFenPerMin: 100, handlingMin: 4, setupFen: 10_000 };

/** The cost model of a material of `processCode` (undefined for a process without one: priced by volume). */
export function costModelOf(processCode: string, materialName: string): CostModel | undefined {
  const machine = PRINT_MACHINE[processCode];
  if (machine) {
    const support = PRINT_SUPPORT[processCode];
    return {
      kind: 'print',
      machine: { ...machine },
      ...(processCode === 'FDM' ? { shell: { ...FDM_SHELL, infills: [...FDM_SHELL.infills] } } : {}),
      ...(support ? { support: { ...support } } : {}),
      minimumPer: processCode === 'SLM' ? 'part' : 'line',
    };
  }
  if (processCode === 'CNC') {
    const cutting = CUTTING.find((row) => materialName.includes(row.word)) ?? ANY_OTHER_CUTTING;
    return {
      kind: 'cnc',
      stock: { allowanceMm: 2, stepMm: 5 },
      removalCm3PerMin: cutting.removal,
      finishCm2PerMin: cutting.finish,
      machineFenPerMin: CNC_MACHINE_FEN_PER_MIN,
      setupFen: CNC_SETUP_FEN,
      fiveAxisPercent: 80,
      minimumPer: 'line',
      milling: { ...CNC_MILLING, limits: { ...CNC_MILLING.limits } },
      lathe: { ...CNC_LATHE },
    };
  }
  if (processCode === 'VC') {
    return { ...CAST_MODEL, master: { ...CAST_MODEL.master }, mould: { ...CAST_MODEL.mould } };
  }
  return undefined;
}

/** Processes whose builds can wait to be filled: they offer 经济. */
export const ECONOMY_PROCESSES: ReadonlySet<string> = new Set(['SLA', 'SLS', 'MJF', 'FDM']);
export const EXPRESS_PERCENT = 40;
export const ECONOMY_PERCENT = -10;
export const ECONOMY_EXTRA_DAYS = 3;

const finish = (id: string, name: string, rule: Partial<Pick<FinishOption, 'percent' | 'perPart' | 'perCm2' | 'colours'>>): FinishOption => ({
  id,
  name,
  percent: rule.percent ?? 0,
  perPart: rule.perPart ?? 0,
  perCm2: rule.perCm2 ?? 0,
  colours: [...(rule.colours ?? [])],
});

const PAINT_COLOURS = ['哑光黑', '哑光白', '中国红', '天蓝', '银灰'];

export interface FinishRow {
  option: FinishOption;
  /** Only for these materials (by name containing one of the words); every material of the process when absent. */
  onlyFor?: readonly string[];
}

/** Finishes by process code. */
export const FINISHES: Readonly<Record<string, readonly FinishRow[]>> = {
  SLA: [
    { option: finish('sanding', '打磨', { percent: 15 }) },
    { option: finish('painting', '喷漆', { perPart: 1_000, perCm2: 8, colours: PAINT_COLOURS }) },
    { option: finish('clear-polish', '透明抛光', { percent: 30, perPart: 2_000 }), onlyFor: ['透明'] },
  ],
  SLS: [{ option: finish('dyeing', '染黑', { percent: 10 }) }],
  MJF: [{ option: finish('dyeing', '染黑', { percent: 10 }) }],
  FDM: [
    { option: finish('layer-0.1', '层厚 0.1 mm（精细）', { percent: 40 }) },
    { option: finish('layer-0.3', '层厚 0.3 mm（快速）', { percent: -15 }) },
  ],
  SLM: [{ option: finish('sandblasting', '喷砂', { percent: 10 }) }],
  CNC: [
    { option: finish('anodizing', '阳极氧化', { perPart: 1_500, perCm2: 5, colours: ['本色', '黑色', '红色', '蓝色'] }), onlyFor: ['铝合金'] },
    { option: finish('sandblasting', '喷砂', { percent: 10 }) },
  ],
  VC: [{ option: finish('painting', '喷漆', { perPart: 1_000, perCm2: 8, colours: PAINT_COLOURS }) }],
};

/** The lead times of a material of `processCode` whose standard lead time is `leadDays`. */
export function leadTimesOf(processCode: string, leadDays: number): LeadTimeOption[] {
  const times: LeadTimeOption[] = [{ kind: 'standard', days: leadDays, adjustPercent: 0 }];
  if (leadDays >= 2) times.push({ kind: 'express', days: Math.ceil(leadDays / 2), adjustPercent: EXPRESS_PERCENT });
  if (ECONOMY_PROCESSES.has(processCode)) times.push({ kind: 'economy', days: leadDays + ECONOMY_EXTRA_DAYS, adjustPercent: ECONOMY_PERCENT });
  return times;
}

/**
 * The choices of one material: its cost model, lead times and finishes. Under a model the
 * quantity breaks do not apply (what the quantity shares lowers the price per part), so the
 * only break is 100 % from one part.
 */
export function pricingOf(processCode: string, material: { name: string; leadDays: number }): MaterialPricing {
  const model = costModelOf(processCode, material.name);
  return {
    breaks: [{ minQuantity: 1, factorPercent: 100 }],
    leadTimes: leadTimesOf(processCode, material.leadDays),
    finishes: (FINISHES[processCode] ?? [])
      .filter((row) => row.onlyFor === undefined || row.onlyFor.some((word) => material.name.includes(word)))
      .map((row) => ({ ...row.option, colours: [...row.option.colours] })),
    ...(model ? { model } : {}),
  };
}
