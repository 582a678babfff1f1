import type { ConsumableChange, MaterialSettings, StaffConsumable, StaffMaterial } from '../../../wire/staff-catalogue.ts';
import { CONSUMABLE_PRICE_FEN, MATERIAL_LEAD_DAYS, MATERIAL_MIN_PRICE_FEN, MATERIAL_PRICE_FEN, STOCK_DELTA_MAX, STOCK_MAX } from '../../../lib/catalogue/catalogue-edit-rules.ts';
import { formatFen } from '../../../lib/format/money.ts';
import { t } from './messages.ts';

/** Yuan as typed: digits with at most two decimals (¥ and thousands commas left out). */
const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Fen as the text a field starts with: `0.80`, `15.00`. */
export const yuanText = (fen: number): string => (fen / 100).toFixed(2);

/** An amount typed in yuan as whole fen within `range`, or why not (`field` names it: 单价, 最低价, 价格). */
export function parseYuan(text: string, field: string, range: { min: number; max: number }): Parsed<number> {
  const plain = text.trim().replace(/^[¥￥]/, '').replaceAll(',', '').trim();
  if (plain === '') return { ok: false, error: t('console.catalogue.error.required', { field }) };
  const match = YUAN.exec(plain);
  if (!match) return { ok: false, error: t('console.catalogue.error.yuan', { field }) };
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (fen < range.min) return { ok: false, error: t(range.min > 0 ? 'console.catalogue.error.positive' : 'console.catalogue.error.negative', { field }) };
  if (fen > range.max) return { ok: false, error: t('console.catalogue.error.max', { field, max: formatFen(range.max) }) };
  return { ok: true, value: fen };
}

/** Working days typed, a whole number within MATERIAL_LEAD_DAYS, or why not. */
export function parseMaterialLeadDays(text: string): Parsed<number> {
  const plain = text.trim();
  const range = { min: MATERIAL_LEAD_DAYS.min, max: MATERIAL_LEAD_DAYS.max };
  if (plain === '') return { ok: false, error: t('console.catalogue.error.leadRequired') };
  const days = /^\d{1,3}$/.test(plain) ? Number(plain) : Number.NaN;
  if (!Number.isInteger(days) || days < range.min || days > range.max) return { ok: false, error: t('console.catalogue.error.leadRange', range) };
  return { ok: true, value: days };
}

/**
 * A stock adjustment typed (`+20`, `-3`, `20`; empty: none), or why not: a whole number, not 0,
 * at most STOCK_DELTA_MAX either way, leaving between 0 and STOCK_MAX to sell.
 */
export function parseStockDelta(text: string, stock: number): Parsed<number | undefined> {
  const plain = text.trim().replace(/^＋/, '+').replace(/^[－—]/, '-');
  if (plain === '') return { ok: true, value: undefined };
  if (!/^[+-]?\d{1,7}$/.test(plain)) return { ok: false, error: t('console.catalogue.error.deltaFormat') };
  const delta = Number(plain);
  if (delta === 0) return { ok: false, error: t('console.catalogue.error.deltaZero') };
  if (Math.abs(delta) > STOCK_DELTA_MAX) return { ok: false, error: t('console.catalogue.error.deltaMax', { max: STOCK_DELTA_MAX }) };
  if (stock + delta < 0) return { ok: false, error: t('console.catalogue.error.deltaBelow', { stock }) };
  if (stock + delta > STOCK_MAX) return { ok: false, error: t('console.catalogue.error.stockMax', { max: STOCK_MAX }) };
  return { ok: true, value: delta };
}

/** What the 管理员 typed for one material, as text. */
export interface MaterialEntry {
  price: string;
  minPrice: string;
  leadDays: string;
  onSale: boolean;
}

export type MaterialErrors = Partial<Record<'price' | 'minPrice' | 'leadDays', string>>;

/** The row's fields as they start: the figures its new prices use now. */
export const materialEntryOf = (material: StaffMaterial): MaterialEntry => ({
  price: yuanText(material.effective.pricePerCm3),
  minPrice: yuanText(material.effective.minPrice),
  leadDays: String(material.effective.leadDays),
  onSale: material.onSale,
});

/** The PUT body, or each field's problem before anything is sent. */
export function materialSettingsOf(entry: MaterialEntry): { ok: true; settings: MaterialSettings } | { ok: false; errors: MaterialErrors } {
  const price = parseYuan(entry.price, t('console.catalogue.material.price'), MATERIAL_PRICE_FEN);
  const minPrice = parseYuan(entry.minPrice, t('console.catalogue.material.minPrice'), MATERIAL_MIN_PRICE_FEN);
  const leadDays = parseMaterialLeadDays(entry.leadDays);
  if (price.ok && minPrice.ok && leadDays.ok) return { ok: true, settings: { pricePerCm3: price.value, minPrice: minPrice.value, leadDays: leadDays.value, onSale: entry.onSale } };
  return {
    ok: false,
    errors: {
      ...(price.ok ? {} : { price: price.error }),
      ...(minPrice.ok ? {} : { minPrice: minPrice.error }),
      ...(leadDays.ok ? {} : { leadDays: leadDays.error }),
    },
  };
}

/** What a clerk typed for one consumable: the price (管理员 only), a stock adjustment and the sale. */
export interface ConsumableEntry {
  price: string;
  stockDelta: string;
  onSale: boolean;
}

export type ConsumableErrors = Partial<Record<'price' | 'stockDelta' | 'form', string>>;

export const consumableEntryOf = (item: StaffConsumable): ConsumableEntry => ({ price: yuanText(item.price), stockDelta: '', onSale: item.onSale });

/** The PATCH body with only what changed, or each field's problem (`form`: nothing changed). */
export function consumableChangeOf(item: StaffConsumable, entry: ConsumableEntry, mayPrice: boolean): { ok: true; change: ConsumableChange } | { ok: false; errors: ConsumableErrors } {
  const price = mayPrice ? parseYuan(entry.price, t('console.catalogue.consumable.price'), CONSUMABLE_PRICE_FEN) : ({ ok: true, value: item.price } as const);
  const delta = parseStockDelta(entry.stockDelta, item.stock);
  if (!price.ok || !delta.ok) return { ok: false, errors: { ...(price.ok ? {} : { price: price.error }), ...(delta.ok ? {} : { stockDelta: delta.error }) } };
  const change: ConsumableChange = {
    ...(price.value === item.price ? {} : { price: price.value }),
    ...(delta.value === undefined ? {} : { stockDelta: delta.value }),
    ...(entry.onSale === item.onSale ? {} : { onSale: entry.onSale }),
  };
  if (Object.keys(change).length === 0) return { ok: false, errors: { form: t('console.catalogue.error.nothing') } };
  return { ok: true, change };
}
