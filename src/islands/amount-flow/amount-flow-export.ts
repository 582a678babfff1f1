import type { AmountFlowEntry } from '../../wire/amount-flow.ts';
import type { Page } from '../../wire/common.ts';
import { t } from '../../components/wallet/messages.ts';
import { buildCsv } from '../../lib/format/csv.ts';
import { formatDateTime } from '../../lib/format/datetime.ts';
import { amountFlowTypeLabel, plainYuan } from './amount-flow-text.ts';

/** The largest page the API hands out; an export walks the range in pages of this size. */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every record of a paginated list, fetched page after page until `total` is reached. Stops
 * early on a short or empty page, so a list that shrinks meanwhile cannot loop forever.
 */
export async function collectAllPages<T>(fetchPage: (page: number, size: number) => Promise<Page<T>>, size = EXPORT_PAGE_SIZE): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { records, total } = await fetchPage(page, size);
    all.push(...records);
    if (records.length < size || all.length >= total) return all;
  }
}

/** The ledger as CSV: 时间,类型,金额(元),余额(元),关联订单,备注; times local, amounts plain numbers. */
export function amountFlowCsv(entries: readonly AmountFlowEntry[]): string {
  const header = (['time', 'type', 'amount', 'balanceAfter', 'orderNo', 'remark'] as const).map((column) => t(`flow.csv.${column}`));
  return buildCsv([
    header,
    ...entries.map((entry) => [
      formatDateTime(entry.time),
      amountFlowTypeLabel(entry.type),
      plainYuan(entry.amount),
      plainYuan(entry.balanceAfter),
      entry.orderNo ?? '',
      entry.remark,
    ]),
  ]);
}

/** `余额流水-2026-11-21.csv` for the local day `today`. */
export function amountFlowFileName(today: string): string {
  return t('flow.csv.fileName', { date: today });
}
