import type { AmountFlowPage, AmountFlowType } from './schema.ts';
import { api } from './http.ts';
import { has, isPageOf } from './shapes.ts';

export interface AmountFlowFilter {
  type?: AmountFlowType | undefined;
  /** ISO instant, inclusive. */
  from?: string | undefined;
  /** ISO instant, exclusive. */
  to?: string | undefined;
}

export const listAmountFlow = (filter: AmountFlowFilter & { page: number; size: number }, signal?: AbortSignal) =>
  api<AmountFlowPage>('/api/shop-amount-flow', { query: { ...filter }, ...(signal ? { signal } : {}), feature: true, expect: isFlowPage });

const isFlowPage = (body: unknown) =>
  isPageOf({ id: 'number', time: 'string', type: 'string', amount: 'number', balanceAfter: 'number' })(body) && has({ balance: 'number', income: 'number', spending: 'number' })(body);
