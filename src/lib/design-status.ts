import type { DesignStatus, PackageOrder } from '../api/design-schema.ts';

/**
 * A design request's statuses in the order it passes through them (DesignStatus in
 * design-schema.ts; written out here so pages need not bundle zod).
 */
export const DESIGN_STATUSES: readonly DesignStatus[] = ['待接单', '设计中', '待确认', '已完成'];

export const isDesignStatus = (value: string | null): value is DesignStatus => DESIGN_STATUSES.some((status) => status === value);

/**
 * What a bought package is to the customer: 待付款, 生效中 (paid, requests left), 已用完 (paid,
 * none left) or 已取消. The order's own status says only 已完成 once paid.
 */
export type PackageState = 'unpaid' | 'active' | 'usedUp' | 'cancelled';

export function packageState(order: Pick<PackageOrder, 'status' | 'requestsRemaining'>): PackageState {
  if (order.status === '待付款') return 'unpaid';
  if (order.status === '已取消') return 'cancelled';
  return order.requestsRemaining > 0 ? 'active' : 'usedUp';
}

/** Packages a new design request can use: paid ones with requests left. */
export const usablePackages = <T extends Pick<PackageOrder, 'status' | 'requestsRemaining'>>(orders: readonly T[]): T[] => orders.filter((order) => packageState(order) === 'active');

/** Revisions a design request may still ask for. */
export const revisionsLeft = (order: { revisions: number; revisionsUsed: number }): number => Math.max(0, order.revisions - order.revisionsUsed);
