import type { LineBreakdown, PartOptions } from '../../wire/quotes.ts';
import { t } from './messages.ts';
import { formatFen } from '../../lib/format/money.ts';
import { fixedText } from '../../lib/format/number-text.ts';
import { shortText } from '../../lib/format/short-text.ts';

export type BreakdownKey = 'material' | 'process' | 'support' | 'setup' | 'tooling' | 'finish' | 'minimum' | 'lead';

/** One part of a price per part: what it is, its fen and one sentence of why. */
/** A priced line with its breakdown: what its rows and sum are worded from. */
export interface BreakdownLine {
  breakdown: LineBreakdown;
  unitPrice: number;
  quantity: number;
  subtotal: number;
  finishName?: string | undefined;
  options?: PartOptions | undefined;
}

export interface BreakdownRow {
  key: BreakdownKey;
  label: string;
  /** Fen per part; negative for a discount (经济, a cheaper layer height). */
  fen: number;
  why: string;
}

const cm3 = (value: number): string => `${fixedText(value, 2)} cm³`;
const mm = (value: number): string => `${fixedText(value, 1)} mm`;
const tool = (diameter: number): string => `Ø${shortText(diameter, 1)} mm`;
const minutes = (value: number): string => fixedText(value, 1);

/**
 * The rows of a line's breakdown as every page and document shows them, in the order they are
 * priced: 材料 (or 坯料, 树脂), 打印 / 切削 / 浇注, 支撑, 装夹与编程, 模具, 表面处理, 起步价补足, 交期.
 * The first two always; the others when they cost something. Each says why in one sentence from
 * the figures the price was made of.
 */
export function breakdownRows(breakdown: LineBreakdown, line: { quantity: number; finishName?: string | undefined; options?: PartOptions | undefined }): BreakdownRow[] {
  const { facts, model } = breakdown;
  const rows: BreakdownRow[] = [];
  const shared = formatFen(facts.sharedTotal);
  if (model === 'cnc' && facts.bar) {
    rows.push({ key: 'material', label: t('breakdown.row.stock'), fen: breakdown.material, why: t('breakdown.why.bar', { diameter: fixedText(facts.bar.diameter, 0), length: fixedText(facts.bar.length, 0), volume: cm3(facts.stockVolume ?? 0), rate: formatFen(facts.rate) }) });
  } else if (model === 'cnc' && facts.stock) {
    const { x, y, z } = facts.stock;
    rows.push({ key: 'material', label: t('breakdown.row.stock'), fen: breakdown.material, why: t('breakdown.why.stock', { x: fixedText(x, 0), y: fixedText(y, 0), z: fixedText(z, 0), volume: cm3(facts.stockVolume ?? 0), rate: formatFen(facts.rate) }) });
  } else {
    const printed = facts.printedVolume !== undefined && facts.infill !== undefined;
    const why = printed
      ? t('breakdown.why.printedMaterial', { volume: cm3(facts.printedVolume ?? 0), infill: facts.infill ?? 0, rate: formatFen(facts.rate) })
      : t('breakdown.why.material', { volume: cm3(facts.volume), rate: formatFen(facts.rate) });
    rows.push({ key: 'material', label: t(model === 'cast' ? 'breakdown.row.resin' : 'breakdown.row.material'), fen: breakdown.material, why });
  }
  const processLabel = model === 'cnc' ? (facts.bar ? 'breakdown.row.turn' : 'breakdown.row.cut') : model === 'cast' ? 'breakdown.row.cast' : 'breakdown.row.print';
  rows.push({ key: 'process', label: t(processLabel), fen: breakdown.process, why: processWhy(breakdown) });
  if (breakdown.support !== undefined && breakdown.support !== 0) {
    rows.push({ key: 'support', label: t('breakdown.row.support'), fen: breakdown.support, why: t('breakdown.why.support', { area: `${fixedText(facts.overhang ?? 0, 2)} cm²`, volume: cm3(facts.supportVolume ?? 0) }) });
  }
  if (model === 'cnc') {
    const count = facts.setupCount ?? 0;
    const why = facts.bar
      ? t('breakdown.why.latheSetups', { count, total: shared, quantity: line.quantity })
      : facts.setups
        ? t('breakdown.why.setups', { count, faces: facts.setups.map((face) => t(`breakdown.face.${face}`)).join('、'), total: shared, quantity: line.quantity })
        : t('breakdown.why.setupsAssumed', { count, total: shared, quantity: line.quantity });
    rows.push({ key: 'setup', label: t('breakdown.row.setup'), fen: breakdown.setup, why });
  }
  if (model === 'cast') {
    rows.push({ key: 'tooling', label: t('breakdown.row.tooling'), fen: breakdown.tooling, why: t('breakdown.why.tooling', { moulds: facts.moulds ?? 1, total: shared, quantity: line.quantity, castings: facts.castingsPerMould ?? 1 }) });
  }
  if (breakdown.minimum !== 0) {
    const minimum = formatFen(facts.minimumFen);
    rows.push({ key: 'minimum', label: t('breakdown.row.minimum'), fen: breakdown.minimum, why: t(facts.minimumPer === 'line' ? 'breakdown.why.minimumLine' : 'breakdown.why.minimumPart', { minimum }) });
  }
  if (breakdown.finish !== 0) {
    const percent = facts.finishPercent ? `（${facts.finishPercent > 0 ? '+' : ''}${facts.finishPercent}%）` : '';
    rows.push({ key: 'finish', label: t('breakdown.row.finish'), fen: breakdown.finish, why: t('breakdown.why.finish', { name: `${line.finishName ?? line.options?.finish ?? ''}${percent}` }) });
  }
  if (breakdown.lead !== 0) {
    const express = facts.leadPercent > 0;
    rows.push({ key: 'lead', label: t('breakdown.row.lead'), fen: breakdown.lead, why: t(express ? 'breakdown.why.lead.express' : 'breakdown.why.lead.economy', { percent: facts.leadPercent }) });
  }
  return rows;
}

function processWhy({ model, facts }: LineBreakdown): string {
  if (model === 'print') {
    if (facts.printedVolume !== undefined) return t('breakdown.why.printed', { volume: cm3(facts.printedVolume) });
    return facts.buildHeight !== undefined ? t('breakdown.why.height', { height: mm(facts.buildHeight) }) : t('breakdown.why.packed', { box: cm3(facts.packedBox ?? 0) });
  }
  if (model === 'cast') return t('breakdown.why.cast');
  const removed = cm3(facts.removed ?? 0);
  const surface = `${fixedText(facts.surface ?? 0, 2)} cm²`;
  if (facts.bar) return t('breakdown.why.turn', { minutes: minutes(facts.minutes ?? 0), removed, surface });
  // Figures priced before the tools were: the cutting alone, as it was said then.
  let why = facts.toolMm !== undefined && facts.minutes !== undefined ? t('breakdown.why.tool', { tool: tool(facts.toolMm), minutes: minutes(facts.minutes) }) : '';
  why += t('breakdown.why.cut', { removed, surface });
  if (facts.narrowPocket) why += t('breakdown.why.narrow', { depth: mm(facts.narrowPocket.depth), width: mm(facts.narrowPocket.width) });
  if (facts.smallTool) why += t('breakdown.why.smallTool', { radius: mm(facts.smallTool.radius), tool: tool(facts.smallTool.diameter), minutes: minutes(facts.smallTool.minutes) });
  if (facts.reach) why += t('breakdown.why.reach', { depth: mm(facts.reach.depth), tool: tool(facts.reach.diameter), minutes: minutes(facts.reach.minutes) });
  if (facts.slenderWall) {
    const { height, thickness } = facts.slenderWall;
    why += t('breakdown.why.slenderWall', { height: mm(height), thickness: mm(thickness), ratio: shortText(height / thickness, 1), minutes: minutes(facts.slenderWall.minutes) });
  }
  if (facts.fiveAxis) why += t('breakdown.why.fiveAxis', { percent: facts.fiveAxisPercent ?? 0 });
  return why;
}
