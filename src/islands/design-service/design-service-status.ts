import type { PackageOrder } from '../../wire/design-packages.ts';
import type { DesignStatus } from '../../wire/design-requests.ts';

/**
 * A design request's statuses in the order it passes through them (DesignStatus in
 * src/wire/design-requests.ts; written out here so pages need not bundle zod).
 */
export const DESIGN_STATUSES: readonly DesignStatus[] = ['待接单', '设计中', '待确认', '已完成'];

export const isDesignStatus = (value: string | null): value is DesignStatus => DESIGN_STATUSES.some((status) => status === value);

/**
 * Packages a new design request can use: paid ones with requests left. The server shows a paid
 * package as 生效中 or 已用完 (server/design/served-status.ts), so the page only reads the status.
 */
export const usablePackages = <T extends Pick<PackageOrder, 'status'>>(orders: readonly T[]): T[] => orders.filter((order) => order.status === '生效中');

/** Revisions a design request may still ask for. */
export const revisionsLeft = (order: { revisions: number; revisionsUsed: number }): number => Math.max(0, order.revisions - order.revisionsUsed);
