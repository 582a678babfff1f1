/** How a demo order is described for the seeding: who, what, when, and the statuses it went through. */
import type { OrderKind, OrderStatus } from '../../src/wire/order-status.ts';

/** Every status after the first (待付款), with the hours after creation it was entered. 'paid' is 生产中 or 待发货 by kind; 'refunded' is 已取消 by the platform after payment, the money returned. */
export type PathStep = readonly [status: OrderStatus | 'paid' | 'refunded', hoursLater: number];

export interface SeedShopOrder {
  customerId: number;
  kind: OrderKind;
  /** The number's sequence: 100 and up, apart from the numbers used coupons already name. */
  sequence: number;
  /** Days (and hours) before the seeding moment it was placed. */
  daysAgo: number;
  hour?: number;
  /** Minutes more before it (an order placed just before the seeding). */
  minutesAgo?: number;
  /** Customised orders: the material and lines of demo's seeded drawings (file ids). */
  materialId?: number;
  files?: ReadonlyArray<readonly [fileId: number, quantity: number]>;
  /** Consumable orders: catalogue ids and quantities. */
  consumables?: ReadonlyArray<readonly [consumableId: number, quantity: number]>;
  couponId?: number;
  path: readonly PathStep[];
  remarks?: string;
  /** How it was paid once 'paid' (online unless said). */
  pay?: 'balance' | 'online';
}
