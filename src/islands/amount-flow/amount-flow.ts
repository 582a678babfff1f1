import type { AmountFlowPage } from '../../wire/amount-flow.ts';
import type { AmountFlowFilter } from './amount-flow-filter.ts';
import { api } from '../../core/http.ts';
import { has, isPageOf } from '../../core/shapes.ts';

export const listAmountFlow = (filter: AmountFlowFilter & { page: number; size: number }, signal?: AbortSignal) =>
  api<AmountFlowPage>('/api/shop-amount-flow', { query: { ...filter }, ...(signal ? { signal } : {}), feature: true, expect: isFlowPage });

const isFlowPage = (body: unknown) =>
  isPageOf({ id: 'number', time: 'string', type: 'string', amount: 'number', balanceAfter: 'number' })(body) && has({ balance: 'number', income: 'number', spending: 'number' })(body);
