import type { GrowthPage, Membership } from './schema.ts';
import { api } from './http.ts';

export const fetchMembership = (signal?: AbortSignal) => api<Membership>('/api/shop-member', signal ? { signal } : {});

/** The same, without telling the customer when it fails: pages that only refine a figure with it do without. */
export const fetchMembershipQuietly = (signal: AbortSignal) => api<Membership>('/api/shop-member', { signal, quiet: true });

export const listGrowth = (page: { page: number; size: number }, signal?: AbortSignal) =>
  api<GrowthPage>('/api/shop-member/growth', { query: { ...page }, ...(signal ? { signal } : {}) });
