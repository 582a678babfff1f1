import { fetchMembershipQuietly } from '~/components/checkout/members';
import type { Membership } from '~/wire/members';
import type { LevelBenefits } from '~/lib/pricing/order-totals';
import { useRequest } from '../../core/use-request';

/** The benefits the server prices with for the customer's level, from the member center's level table. */
export function benefitsOf(membership: Pick<Membership, 'level' | 'levels'>): LevelBenefits | null {
  const level = membership.levels.find((candidate) => candidate?.name === membership.level);
  // Another backend's member center may list its levels without the figures our pricing reads.
  if (level === undefined || typeof level.quoteDiscountPercent !== 'number' || typeof level.freeShippingFrom !== 'number') return null;
  return { quoteDiscountPercent: level.quoteDiscountPercent, freeShippingFrom: level.freeShippingFrom };
}

/**
 * The customer's level benefits; null when the backend has no member center (the estimate then
 * leaves the member discount and shipping to the server's price), undefined while they load.
 */
export function useMemberBenefits(): LevelBenefits | null | undefined {
  const membership = useRequest('membership', fetchMembershipQuietly);
  if (membership.status === 'loading') return undefined;
  return membership.status === 'ready' ? benefitsOf(membership.data) : null;
}
