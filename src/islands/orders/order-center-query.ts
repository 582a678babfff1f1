import type { OrderKind, OrderStatus } from '../../wire/order-status.ts';
import type { OrderActions, OrderCounts } from '../../wire/orders.ts';
import type { OrderListFilter } from '../../components/orders/orders.ts';
import { t } from '../../components/orders/messages.ts';
import { localDayEnd, localDayStart } from '../../lib/format/datetime.ts';
import { ORDER_STATUSES } from '../../lib/orders/order-statuses.ts';

/**
 * What the order center shows, kept in its query string: a status tab ('' for 全部), a search
 * in the order number (`q`, so it never clashes with `orderNo`, which opens a detail), local
 * days `YYYY-MM-DD` or '' and the page.
 */
export interface OrderCenterState {
  status: OrderStatus | '';
  q: string;
  from: string;
  to: string;
  page: number;
}

export const NO_ORDER_FILTER: OrderCenterState = { status: '', q: '', from: '', to: '', page: 1 };

/** The longest order-number search the server takes. */
export const SEARCH_MAX = 40;

/** Why the dates cannot be sent, or null when they can (either may be empty). */
export function validateOrderDates({ from, to }: Pick<OrderCenterState, 'from' | 'to'>): string | null {
  if ((from && !localDayStart(from)) || (to && !localDayEnd(to))) return t('orders.dateInvalid');
  if (from && to && from > to) return t('orders.rangeInvalid');
  return null;
}

const isDay = (value: string | null): value is string => value !== null && localDayStart(value) !== null;

/** The state of a query string for one kind; unknown statuses, bad days or pages fall back to defaults. */
export function readOrderCenterSearch(search: string, kind: OrderKind): OrderCenterState {
  const query = new URLSearchParams(search);
  const status = ORDER_STATUSES[kind].find((candidate) => candidate === query.get('status')) ?? '';
  const from = query.get('from');
  const to = query.get('to');
  const page = Number(query.get('page'));
  const state: OrderCenterState = {
    status,
    q: (query.get('q') ?? '').trim().slice(0, SEARCH_MAX),
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  if (validateOrderDates(state)) Object.assign(state, { from: '', to: '' });
  return state;
}

/**
 * The query string of a state, defaults left out, with the open detail (`orderNo`, and `pay=1`
 * while its payment is open) after it.
 */
export function writeOrderCenterSearch(state: OrderCenterState, detail: { orderNo: string; pay: boolean } | null = null): string {
  const query = new URLSearchParams();
  if (state.status) query.set('status', state.status);
  if (state.q) query.set('q', state.q);
  if (state.from) query.set('from', state.from);
  if (state.to) query.set('to', state.to);
  if (state.page > 1) query.set('page', String(state.page));
  if (detail) {
    query.set('orderNo', detail.orderNo);
    if (detail.pay) query.set('pay', '1');
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The order a link opens (`?orderNo=`), and whether it opens its payment too (`&pay=1`). */
export function readDetailSearch(search: string): { orderNo: string; pay: boolean } | null {
  const query = new URLSearchParams(search);
  const orderNo = query.get('orderNo')?.trim();
  return orderNo ? { orderNo, pay: query.get('pay') === '1' } : null;
}

/** The filter both the list and the counts are read with; null while the dates are invalid. */
export function orderFilterOf(state: OrderCenterState): { orderNo?: string; from?: string; to?: string } | null {
  if (validateOrderDates(state)) return null;
  const filter: { orderNo?: string; from?: string; to?: string } = {};
  if (state.q) filter.orderNo = state.q;
  const from = state.from ? localDayStart(state.from) : null;
  const to = state.to ? localDayEnd(state.to) : null;
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/** The list request of a state; null while the dates are invalid, so nothing is sent. */
export function orderListQuery(kind: OrderKind, state: OrderCenterState, size: number): OrderListFilter | null {
  const filter = orderFilterOf(state);
  if (!filter) return null;
  return { kind, ...filter, ...(state.status ? { status: state.status } : {}), page: state.page, size };
}

export interface StatusTab {
  value: OrderStatus | '';
  label: string;
  /** null while the counts load; undefined when they failed, so the tabs go without numbers. */
  count: number | null | undefined;
}

/**
 * 全部 and every status of the kind, in the order an order passes through them, with their
 * counts: `counts` is null while they load and undefined when their call failed.
 */
export function statusTabs(kind: OrderKind, counts: OrderCounts | null | undefined): StatusTab[] {
  const countOf = (count: number): number | null | undefined => (counts ? count : counts);
  return [
    { value: '', label: t('orders.tab.all'), count: countOf(counts?.all ?? 0) },
    ...ORDER_STATUSES[kind].map((status) => ({ value: status, label: status, count: countOf(counts?.byStatus[status] ?? 0) })),
  ];
}

export type OrderAction = keyof OrderActions;
const ACTION_ORDER: readonly OrderAction[] = ['pay', 'confirmReceipt', 'reorder', 'cancel'];

/** The actions an order allows, most wanted first (paying before cancelling). */
export const allowedActions = (actions: OrderActions): OrderAction[] => ACTION_ORDER.filter((action) => actions[action]);
