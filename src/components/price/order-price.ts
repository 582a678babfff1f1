import type { OrderStatus } from '../../wire/order-status.ts';
import { t } from '../../core/messages.ts';
import { formatFen } from '../../lib/format/money.ts';

/**
 * What a price depends on: an order's status, or whether a quote holds a file to be quoted by
 * hand (such a quote becomes a 待报价 order).
 */
export interface PriceState {
  status?: OrderStatus;
  manual?: boolean;
  payable: number;
}

/**
 * Whether the price waits for the engineer's quote. Until then the payable is only the part that
 * is priced (or 0), so no page shows it as what the order costs.
 */
export const pricePending = (price: PriceState): boolean => price.status === '待报价' || price.manual === true;

/** What the order costs, or 价格待定 while it waits for its quote: the one wording of every page. */
export const payableText = (price: PriceState): string => (pricePending(price) ? t('price.open') : formatFen(price.payable));

/** The part of a pending price that is known: the goods of the lines already priced. */
export const pricedPartText = (goods: number): string => t('price.pricedPart', { amount: formatFen(goods) });

/**
 * Why a pending price has no payable yet, and that nothing is charged until it does: a file quoted
 * by hand (`manual`), or else parts priced at once whose drawing or call-outs the factory confirms.
 */
export const pendingNote = (reason: PendingReason = 'manual'): string => t(reason === 'manual' ? 'price.openNote' : 'price.confirmNote');

/** What a pending price waits for: a line quoted by hand, or only the factory's confirmation of lines already priced. */
export type PendingReason = 'manual' | 'confirmation';

/** The reason of an order's or quote's lines: manual as soon as one line is quoted by hand. */
export const pendingReasonOf = (lines: ReadonlyArray<{ manual: boolean }>): PendingReason => (lines.some((line) => line.manual) ? 'manual' : 'confirmation');
