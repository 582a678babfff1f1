import type { AmountFlowType } from '../../wire/amount-flow.ts';
import { t } from '../../components/wallet/messages.ts';
import { formatFen } from '../../lib/format/money.ts';

/** The ledger's entry types, in the order the filter offers them. */
export const AMOUNT_FLOW_TYPES: readonly AmountFlowType[] = ['recharge', 'payment', 'refund', 'discount'];

/** 充值, 支付, 退款, 优惠. */
export function amountFlowTypeLabel(type: AmountFlowType): string {
  return t(`flow.type.${type}`);
}

/**
 * A ledger amount with its sign always written: `+¥12.50` for income, `−¥12.50` (a real
 * minus sign) for spending, so the direction reads without relying on colour.
 */
export function signedFen(fen: number): string {
  const magnitude = formatFen(Math.abs(fen));
  if (fen > 0) return `+${magnitude}`;
  if (fen < 0) return `\u2212${magnitude}`;
  return magnitude;
}

/** Fen as a plain yuan number for spreadsheets: -1250 → `-12.50`, no currency sign or grouping. */
export function plainYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
