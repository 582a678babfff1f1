import type { Membership } from './schema.ts';
import { api } from './http.ts';
import { has } from './shapes.ts';

export const fetchMembership = () =>
  api<Membership>('/api/shop-member', { feature: true, expect: has({ growth: 'number', level: 'string', levels: 'array', growthRules: 'array' }) });
