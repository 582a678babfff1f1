import type { Membership } from './schema.ts';
import { api } from './http.ts';

export const fetchMembership = () => api<Membership>('/api/shop-member');
