/**
 * docs/pricing.md states every figure a price is made of; this holds each of its tables equal to
 * the code the figures live in (the reference catalogue's table, the seed, the pricing modules,
 * the member levels), row for row, so the document cannot drift from the code silently. A table
 * is the first one under its heading; its rows are compared as written, in order.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CostModel, FinishOption } from '../../wire/catalogue.ts';
import { formatFen } from '../format/money.ts';
import { CONFIRMATION_WORKING_DAYS } from '../orders/callout-limits.ts';
import { QUOTATION_VALID_DAYS } from '../forms/quote-doc-rules.ts';
import { ORDER_GOODS_MAX_FEN } from '../forms/order-form-rules.ts';
import { QUANTITY_LIMITS, SHIPPING_FEE } from '../files/quotation-rules.ts';
import { CUTTING, ECONOMY_EXTRA_DAYS, ECONOMY_PERCENT, ECONOMY_PROCESSES, EXPRESS_PERCENT, FDM_SHELL, FINISHES, PRINT_MACHINE, PRINT_SUPPORT, SLS_CHAMBER, costModelOf, leadTimesOf, pricingOf } from '../../../server/catalogue/price-options.ts';
import { SUPPORT_HEIGHT_CAP_MM } from '../geometry/support.ts';
import { seedMaterials, seedProcesses } from '../../../server/catalogue/seed.ts';
import { memberLevelTable } from '../../../server/users/member-levels.ts';
import { QUOTE_HOLD_DAYS } from '../../../server/orders/deadlines.ts';
import { ASSUMED_SETUPS, DEFAULT_LATHE, DEFAULT_MILLING, NARROW_POCKET_PACE, REACH_DIAMETERS } from './cnc.ts';
import { SLENDER_RATIO } from '../geometry/machining/difficulty.ts';
import { modelledPrice } from './modelled-price.ts';
import { MODEL_TABLE_QUANTITIES } from './quote-lines.ts';
import type { PartGeometry } from './inch-units.ts';

const doc = readFileSync(new URL('../../../docs/pricing.md', import.meta.url), 'utf8');

/** The body rows of the first table under `heading` (a whole line of the document), as written. */
function tableUnder(heading: string): string[] {
  const lines = doc.split('\n');
  const at = lines.indexOf(heading);
  if (at === -1) throw new Error(`docs/pricing.md has no heading ${heading}`);
  const start = lines.findIndex((line, index) => index > at && line.startsWith('|'));
  if (start === -1) throw new Error(`docs/pricing.md has no table under ${heading}`);
  const table: string[] = [];
  for (let index = start; index < lines.length && (lines[index] ?? '').startsWith('|'); index++) table.push(lines[index] ?? '');
  // The header and the separator row.
  return table.slice(2);
}

const row = (...cells: ReadonlyArray<string | number>): string => `| ${cells.join(' | ')} |`;
const yuan = (fen: number): string => formatFen(fen);
const signed = (percent: number): string => (percent > 0 ? `+${percent} %` : percent < 0 ? `−${-percent} %` : '0 %');
const per = (minimumPer: 'part' | 'line'): string => (minimumPer === 'part' ? 'per part' : 'per file');

const processOf = (processId: number) => {
  const process = seedProcesses.find((candidate) => candidate.id === processId);
  if (process === undefined) throw new Error(`no process ${processId}`);
  return process;
};

function modelOf(code: string, name: string): CostModel {
  const model = costModelOf(code, name);
  if (model === undefined) throw new Error(`${code} has no cost model`);
  return model;
}

const rateOf: Record<CostModel['kind'], string> = { print: 'of the part', cnc: 'of the stock block', cast: 'of the part (resin)' };

describe('docs/pricing.md states the figures the code prices with', () => {
  it('every seed material: its rate, minimum, minimum per part or file and standard lead days', () => {
    const expected = seedMaterials.map((material) => {
      const { code } = processOf(material.processId);
      const model = modelOf(code, material.name);
      return row(material.name, code, `${yuan(material.pricePerCm3)} a cm³ ${rateOf[model.kind]}`, yuan(material.minPrice), per(model.minimumPer), material.leadDays);
    });
    expect(tableUnder('### The materials')).toEqual(expected);
  });

  it('printing: each process’s machine time and where its minimum applies', () => {
    const expected = Object.entries(PRINT_MACHINE).map(([code, machine]) => {
      const model = modelOf(code, '');
      const rate =
        machine.by === 'height'
          ? `\`fenPerMm\` ${yuan(machine.fenPerMm)} a mm of build height`
          : machine.by === 'packedBox'
            ? `\`fenPerCm3\` ${yuan(machine.fenPerCm3)} a cm³ of bounding box`
            : `\`fenPerCm3\` ${yuan(machine.fenPerCm3)} a printed cm³`;
      return row(code, { height: 'build height', packedBox: 'packed box', printedVolume: 'printed volume' }[machine.by], rate, per(model.minimumPer));
    });
    expect(tableUnder('### Printing’s coefficients')).toEqual(expected);
    // SLS's rate is its chamber's build shared by the packed space, as the text says.
    expect(SLS_CHAMBER).toEqual({ litres: 69, buildFen: 240_000, packingPercent: 30 });
    expect(PRINT_MACHINE['SLS']).toEqual({ by: 'packedBox', fenPerCm3: Math.round(240_000 / 20_700) });
  });

  it('FDM: its shell and infills, on FDM’s model only', () => {
    const model = modelOf('FDM', 'PLA');
    if (model.kind !== 'print' || model.shell === undefined) throw new Error('FDM has no shell');
    expect(model.shell).toEqual(FDM_SHELL);
    const percents = (values: readonly number[]) => values.map((value) => `${value} %`).join(', ');
    expect(tableUnder('### FDM’s shell')).toEqual([
      row('`shell.wallMm`', `${FDM_SHELL.wallMm} mm of walls (3 perimeters of a 0.4 mm nozzle)`),
      row('`shell.topBottomMm`', `${FDM_SHELL.topBottomMm} mm top and bottom (4 layers of 0.2 mm)`),
      row('`shell.infills`', percents(FDM_SHELL.infills)),
      row('`shell.defaultInfill`', `${FDM_SHELL.defaultInfill} %`),
    ]);
    for (const code of ['SLA', 'SLS', 'MJF', 'SLM']) expect(modelOf(code, ''), code).not.toHaveProperty('shell');
  });

  it('support: its density and removal by process, and the height cap', () => {
    const expected = Object.entries(PRINT_SUPPORT).map(([code, support]) => row(code, `${support.densityPercent} %`, `${yuan(support.removalFenPerCm2)} a cm² of overhang`, `${SUPPORT_HEIGHT_CAP_MM} mm`));
    expect(tableUnder('### Support')).toEqual(expected);
    for (const code of ['SLA', 'FDM', 'SLS', 'MJF', 'SLM']) {
      const model = modelOf(code, '');
      expect(model.kind === 'print' ? model.support : undefined, code).toEqual(PRINT_SUPPORT[code]);
    }
  });

  it('CNC: stock, machine minute, set-up, five-axis, narrow pocket, assumed set-ups and the minimum', () => {
    const model = modelOf('CNC', '6061 铝合金');
    if (model.kind !== 'cnc') throw new Error('CNC is not a cnc model');
    const { milling = DEFAULT_MILLING, lathe = DEFAULT_LATHE } = model;
    expect(tableUnder('### CNC’s coefficients')).toEqual([
      row('`stock.allowanceMm`', `${model.stock.allowanceMm} mm on every side`),
      row('`stock.stepMm`', `sides rounded up to ${model.stock.stepMm} mm`),
      row('`machineFenPerMin`', `${yuan(model.machineFenPerMin)} a machine minute`),
      row('`setupFen`', `${yuan(model.setupFen)} a set-up with its programming`),
      row('`fiveAxisPercent`', `${signed(model.fiveAxisPercent)} on cutting and set-ups`),
      row('`NARROW_POCKET_PACE`', `1/${Math.round(1 / NARROW_POCKET_PACE)} of the finishing pace`),
      row('`ASSUMED_SETUPS`', `${ASSUMED_SETUPS} set-ups when the faces were not analysed`),
      row('`minimumPer`', per(model.minimumPer)),
      row('`milling.toolMm`', `the rates are a Ø${milling.toolMm} mm end mill’s`),
      row('`REACH_DIAMETERS`', `full pace down to ${REACH_DIAMETERS} tool diameters`),
      row('`milling.reachPace`', `1/${Math.round(1 / milling.reachPace)} of the pace deeper, with a long tool`),
      row('`SLENDER_RATIO`', `walls over ${SLENDER_RATIO}:1 are finished in light passes`),
      row('`milling.slenderPace`', `1/${Math.round(1 / milling.slenderPace)} of the finishing pace at ${SLENDER_RATIO}:1, slower in proportion beyond`),
      row('`milling.limits.slenderness`', `需工程师确认 over ${milling.limits.slenderness}:1`),
      row('`milling.limits.minRadiusMm`', `需工程师确认 under an internal radius of ${milling.limits.minRadiusMm} mm`),
      row('`milling.limits.reachDiameters`', `需工程师确认 deeper than ${milling.limits.reachDiameters} diameters of a forced tool`),
      row('`lathe.barAllowanceMm`', `round bar at least the diameter + 2 × ${lathe.barAllowanceMm} mm`),
      row('`lathe.partingMm`', `${lathe.partingMm} mm of bar for facing and parting off`),
      row('`lathe.machineFenPerMin`', `${yuan(lathe.machineFenPerMin)} a lathe minute`),
      row('`lathe.handlingMin`', `${lathe.handlingMin} minutes a part of bar feed, tool changes, parting off, deburring`),
      row('`lathe.setupFen`', `${yuan(lathe.setupFen)} a lathe set-up with its programming`),
    ]);
    // Every seed CNC material sends these figures, which are also what a model without them is priced with.
    for (const material of seedMaterials.filter((candidate) => processOf(candidate.processId).code === 'CNC')) {
      expect(modelOf('CNC', material.name), material.name).toMatchObject({ milling: DEFAULT_MILLING, lathe: DEFAULT_LATHE });
    }
  });

  it('CNC: the removal and finishing rates by material, as each seed CNC material gets them', () => {
    const expected = CUTTING.map(({ word, removal, finish }) => row(word === '' ? '(any other)' : word, removal, finish));
    expect(tableUnder('### CNC’s cutting rates')).toEqual(expected);
    for (const material of seedMaterials.filter((candidate) => processOf(candidate.processId).code === 'CNC')) {
      const model = modelOf('CNC', material.name);
      const listed = CUTTING.find(({ word }) => material.name.includes(word));
      expect(model, material.name).toMatchObject({ removalCm3PerMin: listed?.removal, finishCm2PerMin: listed?.finish });
    }
  });

  it('真空复模: master, moulds, castings per mould, casting work and the minimum', () => {
    const model = modelOf('VC', '仿 ABS 聚氨酯');
    if (model.kind !== 'cast') throw new Error('VC is not a cast model');
    expect(tableUnder('### 真空复模’s coefficients')).toEqual([
      row('`master.fenPerCm3`', `${yuan(model.master.fenPerCm3)} a cm³ of the part`),
      row('`master.fenPerMm`', `${yuan(model.master.fenPerMm ?? 0)} a mm of the master's build height`),
      row('`master.fixedFen`', `${yuan(model.master.fixedFen)} a master`),
      row('`mould.wallMm`', `${model.mould.wallMm} mm of silicone on every side`),
      row('`mould.fenPerCm3`', `${yuan(model.mould.fenPerCm3)} a cm³ of mould`),
      row('`mould.labourFen`', `${yuan(model.mould.labourFen)} of work a mould`),
      row('`mould.complexityMax`', `up to ${model.mould.complexityMax ?? 1} × the work for a complex part`),
      row('`mould.castings`', `${model.mould.castings} castings a mould`),
      row('`castingFen`', `${yuan(model.castingFen)} of work a casting`),
      row('`minimumPer`', per(model.minimumPer)),
    ]);
  });

  it('the finishes and options of each process, with their prices and who gets them', () => {
    const price = (option: FinishOption): string =>
      [option.percent !== 0 ? signed(option.percent) : '', option.perPart !== 0 ? `${yuan(option.perPart)} a part` : '', option.perCm2 !== 0 ? `${yuan(option.perCm2)} a cm²` : ''].filter(Boolean).join(' + ');
    const expected = Object.entries(FINISHES).flatMap(([code, rows]) =>
      rows.map(({ option, onlyFor }) => row(code, option.name, `\`${option.id}\``, price(option), option.colours.length > 0 ? option.colours.join('、') : '—', onlyFor ? `names with ${onlyFor.join('、')}` : 'every material')),
    );
    expect(tableUnder('### The finishes')).toEqual(expected);
  });

  it('the lead times: 加急 and 经济, and the processes that offer 经济', () => {
    expect(tableUnder('### The lead times')).toEqual([
      row('标准', '`standard`', 'the material’s `leadDays`', '0 %', 'every material'),
      row('加急', '`express`', '⌈`leadDays` ÷ 2⌉', signed(EXPRESS_PERCENT), '`leadDays` ≥ 2'),
      row('经济', '`economy`', `\`leadDays\` + ${ECONOMY_EXTRA_DAYS}`, signed(ECONOMY_PERCENT), [...ECONOMY_PROCESSES].join(', ')),
    ]);
    // The rules as the table applies them, for a two-day and a one-day material of each process.
    for (const { code } of seedProcesses) {
      expect(leadTimesOf(code, 2).map((lead) => lead.kind), code).toEqual(['standard', 'express', ...(ECONOMY_PROCESSES.has(code) ? ['economy'] : [])]);
      expect(leadTimesOf(code, 5)).toContainEqual({ kind: 'express', days: 3, adjustPercent: EXPRESS_PERCENT });
      expect(leadTimesOf(code, 1).some((lead) => lead.kind === 'express'), code).toBe(false);
    }
  });

  it('the member levels: discount on customised goods and free shipping', () => {
    const expected = memberLevelTable.map((level) => row(level.name, level.minGrowth, `${level.quoteDiscountPercent} %`, level.freeShippingFrom === 0 ? 'always' : `from ${yuan(level.freeShippingFrom)}`));
    expect(tableUnder('### The member levels')).toEqual(expected);
  });

  it('the other figures a price or its hold follows', () => {
    expect(tableUnder('### Other figures')).toEqual([
      row('shipping below the level’s threshold', yuan(SHIPPING_FEE), '`SHIPPING_FEE`, src/lib/files/quotation-rules.ts'),
      row('quantity of one file', `${QUANTITY_LIMITS.min}–${QUANTITY_LIMITS.max}`, '`QUANTITY_LIMITS`, src/lib/files/quotation-rules.ts'),
      row('goods of one order at most', yuan(ORDER_GOODS_MAX_FEN), '`ORDER_GOODS_MAX_FEN`, src/lib/forms/order-form-rules.ts'),
      row('a saved quotation (报价单) is valid', `${QUOTATION_VALID_DAYS} days`, '`QUOTATION_VALID_DAYS`, src/lib/forms/quote-doc-rules.ts'),
      row('需工程师确认: the factory confirms within', `${CONFIRMATION_WORKING_DAYS} working day`, '`CONFIRMATION_WORKING_DAYS`, src/lib/orders/callout-limits.ts'),
      row('a 待报价 order holds its coupon', `${QUOTE_HOLD_DAYS} days`, '`QUOTE_HOLD_DAYS`, server/orders/deadlines.ts'),
      row('quantities of a modelled part’s table', MODEL_TABLE_QUANTITIES.join(', '), '`MODEL_TABLE_QUANTITIES`, src/lib/pricing/quote-lines.ts'),
    ]);
  });

  it('the worked examples: cubes in a seed material of each model, priced as the server prices them', () => {
    const cube: PartGeometry = {
      volume: 125_000,
      area: 15_000,
      bbox: { x: 50, y: 50, z: 50 },
      machining: { setups: ['+z', '-z'], faceArea: { '+z': 12_500, '-z': 2_500 }, fiveAxisArea: 0, unreachableArea: 0, narrowPocket: null },
    };
    const small: PartGeometry = { volume: 1_000, area: 600, bbox: { x: 10, y: 10, z: 10 } };
    const examples: ReadonlyArray<[string, string, PartGeometry, number]> = [
      ['50 mm', '白色树脂', cube, 1],
      ['10 mm', '白色树脂', small, 3],
      ['50 mm', 'PA12 尼龙', cube, 1],
      ['50 mm', 'PLA', cube, 1],
      ['50 mm', 'AlSi10Mg 铝合金', cube, 1],
      ['10 mm', 'AlSi10Mg 铝合金', small, 10],
      ['50 mm', '6061 铝合金', cube, 1],
      ['50 mm', '6061 铝合金', cube, 10],
      ['50 mm', '仿 ABS 聚氨酯', cube, 1],
      ['50 mm', '仿 ABS 聚氨酯', cube, 20],
      ['50 mm', '仿 ABS 聚氨酯', cube, 21],
    ];
    const fen = (amount: number): string => (amount === 0 ? '—' : yuan(amount));
    const expected = examples.map(([side, name, part, quantity]) => {
      const material = seedMaterials.find((candidate) => candidate.name === name);
      if (material === undefined) throw new Error(`no seed material ${name}`);
      const pricing = pricingOf(processOf(material.processId).code, material);
      if (pricing.model === undefined) throw new Error(`${name} has no model`);
      const price = modelledPrice(material, { ...pricing, model: pricing.model }, part, quantity, { units: 'mm', finish: null, colour: null, leadTime: 'standard' });
      if (price.manual) throw new Error(`${name} is quoted by hand`);
      const { breakdown } = price;
      return row(side, name, quantity, fen(breakdown.material), fen(breakdown.process), fen(breakdown.setup), fen(breakdown.tooling), fen(breakdown.minimum), yuan(price.unitPrice));
    });
    expect(tableUnder('### Worked examples')).toEqual(expected);
  });
});
