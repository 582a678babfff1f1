import { listCoupons } from '~/components/checkout/coupons';
import { ApiError } from '~/core/errors';
import type { Coupon } from '~/wire/coupons';
import { useRequest } from '~/core/use-request';

const PAGE_SIZE = 100;

/** Every unused coupon of the customer, page after page; none when the shop offers no coupons. */
async function listAllUnused(signal: AbortSignal): Promise<Coupon[]> {
  const records: Coupon[] = [];
  try {
    for (let page = 1; !signal.aborted; page += 1) {
      const answer = await listCoupons({ status: 'unused', page, size: PAGE_SIZE });
      records.push(...answer.records);
      if (answer.records.length === 0 || records.length >= answer.total) break;
    }
  } catch (error) {
    if (error instanceof ApiError && error.notOffered) return [];
    throw error;
  }
  return records;
}

/** The customer's unused coupons, to choose one for the order. */
export const useUnusedCoupons = () => useRequest('unused-coupons', listAllUnused);
