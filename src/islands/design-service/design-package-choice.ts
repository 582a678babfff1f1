import type { PackageOrder } from '../../wire/design-packages.ts';
import { t } from './messages.ts';

type Choosable = Pick<PackageOrder, 'orderNo' | 'packageName' | 'status' | 'requests' | 'requestsRemaining'>;

/**
 * Why the package order chosen for a new design request (by a 提需求 link or kept in the draft)
 * cannot take one, said in the customer's terms; undefined when it can or none is chosen.
 * `orders` are all of the customer's package orders.
 */
export function choiceProblem(chosen: string, orders: readonly Choosable[]): string | undefined {
  if (!chosen) return undefined;
  const order = orders.find((candidate) => candidate.orderNo === chosen);
  if (order === undefined) return t('design.form.packageUnknown', { orderNo: chosen });
  const named = { orderNo: order.orderNo, name: order.packageName };
  switch (order.status) {
    case '生效中':
      return undefined;
    case '已用完':
      return t('design.form.packageUsedUp', { ...named, total: order.requests });
    case '待付款':
      return t('design.form.packageUnpaid', named);
    default:
      return t('design.form.packageCancelled', named);
  }
}
