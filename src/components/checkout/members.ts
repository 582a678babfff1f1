import type { GrowthPage, Membership } from '../../wire/members.ts';
import { api } from '../../core/http.ts';
import { has, isPageOf } from '../../core/shapes.ts';

const membershipShape = has({ growth: 'number', level: 'string', levels: 'array', growthRules: 'array' });

export const fetchMembership = (signal?: AbortSignal) =>
  api<Membership>('/api/shop-member', { feature: true, expect: membershipShape, ...(signal ? { signal } : {}) });

/** The same, without telling the customer when it fails: pages that only refine a figure with it do without. */
export const fetchMembershipQuietly = (signal: AbortSignal) =>
  api<Membership>('/api/shop-member', { signal, quiet: true, feature: true, expect: membershipShape });

export const listGrowth = (page: { page: number; size: number }, signal?: AbortSignal) =>
  api<GrowthPage>('/api/shop-member/growth', {
    query: { ...page },
    feature: true,
    expect: isPageOf({ delta: 'number', growthAfter: 'number', kind: 'string', time: 'string' }),
    ...(signal ? { signal } : {}),
  });
