import type { OrderStatus } from '../../wire/order-status.ts';

/**
 * The first `max` characters of a text on one line, with … when cut. Counts code points, so a
 * cut never splits an emoji or another character outside the BMP.
 */
export function excerptOf(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= max ? line : `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** The daisyUI badge colour of each order status: what waits for the customer stands out. */
const STATUS_BADGE: Record<OrderStatus, string> = {
  待报价: 'badge-warning',
  待付款: 'badge-primary',
  生产中: 'badge-info',
  待发货: 'badge-info',
  已发货: 'badge-accent',
  已完成: 'badge-success',
  已取消: 'badge-ghost',
  生效中: 'badge-success',
  已用完: 'badge-neutral',
};

export const statusBadgeClass = (status: OrderStatus): string => STATUS_BADGE[status];

/** Only an order waiting for its quote takes new drawings or new versions (the server's rule). */
export const takesDrawings = (status: OrderStatus): boolean => status === '待报价';
