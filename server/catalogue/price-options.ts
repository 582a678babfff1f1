/**
 * The reference API's default table of per-part choices (`pricing` of each material in
 * GET /api/shop-material): quantity breaks, lead times and finishes by process. A backend of
 * the operator's own can copy it or send its own; one that sends no `pricing` offers no choices,
 * and the site then shows none (it never prices a choice from this table itself).
 *
 * Why these figures:
 * - Breaks: printing shares the machine time of a build, so printed parts get cheaper slowly;
 *   CNC and vacuum casting carry set-up (programming, fixtures, the silicone mould) that many
 *   parts share, so they get cheaper fast; SLM (metal) barely (each part is mostly powder and laser time).
 * - Lead times: 加急 halves the working days (rounded up) for 40 % more and exists from 2 standard
 *   days on (a one-day material cannot ship sooner); 经济 adds 3 working days for 10 % less and only
 *   for the polymer printing processes, whose builds a factory can fill with waiting parts.
 * - Finishes: 打磨 and 喷砂 are labour on the part (a percentage); 喷漆 and 阳极氧化 are per surface
 *   (fen per cm²) plus handling per part; 透明抛光 only for transparent materials, 阳极氧化 only
 *   for aluminium; FDM's layer height is its option (0.2 mm is the standard: no option chosen).
 */
import type { FinishOption, LeadTimeOption, MaterialPricing, PriceBreak } from '../../src/wire/catalogue.ts';

const breaks = (...pairs: ReadonlyArray<readonly [number, number]>): PriceBreak[] => pairs.map(([minQuantity, factorPercent]) => ({ minQuantity, factorPercent }));

/** Breaks by process code. */
const BREAKS: Readonly<Record<string, PriceBreak[]>> = {
  SLA: breaks([1, 100], [10, 95], [50, 90], [100, 85]),
  SLS: breaks([1, 100], [10, 94], [50, 88], [100, 82]),
  MJF: breaks([1, 100], [10, 93], [50, 86], [100, 80]),
  FDM: breaks([1, 100], [10, 95], [50, 90], [100, 85]),
  SLM: breaks([1, 100], [10, 98], [50, 95], [100, 92]),
  CNC: breaks([1, 100], [10, 80], [50, 65], [100, 55]),
  VC: breaks([1, 100], [10, 85], [50, 70], [100, 60]),
};

/** Processes whose builds can wait to be filled: they offer 经济. */
const ECONOMY_PROCESSES: ReadonlySet<string> = new Set(['SLA', 'SLS', 'MJF', 'FDM']);
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

interface FinishRow {
  option: FinishOption;
  /** Only for these materials (by name containing one of the words); every material of the process when absent. */
  onlyFor?: readonly string[];
}

/** Finishes by process code. */
const FINISHES: Readonly<Record<string, readonly FinishRow[]>> = {
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

/** The choices of one material (a process without a row gets breaks of 100 % only and no finishes). */
export function pricingOf(processCode: string, material: { name: string; leadDays: number }): MaterialPricing {
  return {
    breaks: (BREAKS[processCode] ?? breaks([1, 100])).map((row) => ({ ...row })),
    leadTimes: leadTimesOf(processCode, material.leadDays),
    finishes: (FINISHES[processCode] ?? [])
      .filter((row) => row.onlyFor === undefined || row.onlyFor.some((word) => material.name.includes(word)))
      .map((row) => ({ ...row.option, colours: [...row.option.colours] })),
  };
}
