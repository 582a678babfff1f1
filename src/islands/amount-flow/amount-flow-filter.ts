import type { AmountFlowType } from '../../wire/amount-flow.ts';
import { t } from '../../components/wallet/messages.ts';
import { localDayEnd, localDayStart } from '../../lib/format/datetime.ts';
import { AMOUNT_FLOW_TYPES } from './amount-flow-text.ts';

/** The ledger's filter as the API takes it. */
export interface AmountFlowFilter {
  type?: AmountFlowType | undefined;
  /** ISO instant, inclusive. */
  from?: string | undefined;
  /** ISO instant, exclusive. */
  to?: string | undefined;
}

/** What the filter fields hold: a type or '' for 全部, local days `YYYY-MM-DD` or ''. */
export interface FlowFilterForm {
  type: AmountFlowType | '';
  from: string;
  to: string;
}

export const NO_FLOW_FILTER: FlowFilterForm = { type: '', from: '', to: '' };

/** Why the dates cannot be sent, or null when they can (either may be left empty). */
export function validateFlowDates({ from, to }: Pick<FlowFilterForm, 'from' | 'to'>): string | null {
  if ((from && !localDayStart(from)) || (to && !localDayEnd(to))) return t('flow.dateInvalid');
  if (from && to && from > to) return t('flow.rangeInvalid');
  return null;
}

/**
 * The API filter for the form: whole local days, `from` at the start day's local midnight
 * (inclusive) and `to` at the midnight after the end day (exclusive). Null while invalid,
 * so nothing is sent.
 */
export function flowFilterQuery(form: FlowFilterForm): AmountFlowFilter | null {
  if (validateFlowDates(form)) return null;
  const filter: AmountFlowFilter = {};
  if (form.type) filter.type = form.type;
  if (form.from) filter.from = localDayStart(form.from) ?? undefined;
  if (form.to) filter.to = localDayEnd(form.to) ?? undefined;
  return filter;
}

const isFlowType = (value: string | null): value is AmountFlowType => AMOUNT_FLOW_TYPES.some((type) => type === value);
const isDay = (value: string | null): value is string => value !== null && localDayStart(value) !== null;

/** The filter and page kept in the query string; anything unreadable or backwards falls back to its default. */
export function readFlowSearch(search: string): { form: FlowFilterForm; page: number } {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const from = query.get('from');
  const to = query.get('to');
  const page = Number(query.get('page'));
  const form: FlowFilterForm = { type: isFlowType(type) ? type : '', from: isDay(from) ? from : '', to: isDay(to) ? to : '' };
  // A backwards range in an edited link would show the fields invalid with nothing loaded.
  if (validateFlowDates(form)) Object.assign(form, { from: '', to: '' });
  return { form, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The query string for a filter and page, leaving out defaults ('' when nothing is set). */
export function writeFlowSearch(form: FlowFilterForm, page: number): string {
  const query = new URLSearchParams();
  if (form.type) query.set('type', form.type);
  if (form.from) query.set('from', form.from);
  if (form.to) query.set('to', form.to);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
