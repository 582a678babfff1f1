/**
 * Older consumable orders of the demo data, paid from the balance: they are what the seeded
 * ledgers' 支付 and 退款 lines name (seed-ledger.ts writes those lines from these orders).
 *
 * - demo: a year of them before the curated orders of the past two months, two every ten days,
 *   every third first one cancelled by the platform after payment and refunded to the balance;
 * - maker and other: a few;
 * - the browser-test customers with a small ledger (e2e-profile … e2e-full): one delivered order
 *   and one refunded. The first four paid theirs with the 双十一 coupon.
 */
import type { PathStep, SeedShopOrder } from './seed-order-spec.ts';

const done: readonly PathStep[] = [['paid', 1], ['已发货', 24], ['已完成', 96]];
const refunded: readonly PathStep[] = [['paid', 1], ['refunded', 30]];

/** Cheap catalogue items (consumable ids) the history cycles through. */
const everyday = [9, 10, 11, 12, 16, 23, 27, 28, 29, 30, 32, 34, 6, 1, 13, 25] as const;
const pick = (index: number): number => everyday[index % everyday.length] ?? 9;

function demoHistory(): SeedShopOrder[] {
  const orders: SeedShopOrder[] = [];
  for (let c = 0; c < 30; c += 1) {
    const start = 358 - 10 * c;
    orders.push(
      {
        customerId: 1,
        kind: 'consumable',
        sequence: 300 + 2 * c,
        daysAgo: start - 1,
        hour: c % 7,
        consumables: c % 4 === 0 ? [[pick(c), 1 + (c % 2)], [pick(c + 5), 1]] : [[pick(c), 1 + (c % 2)]],
        path: c % 3 === 2 ? refunded : done,
        pay: 'balance',
      },
      { customerId: 1, kind: 'consumable', sequence: 301 + 2 * c, daysAgo: start - 5, hour: (c * 3) % 8, consumables: [[pick(c * 5 + 3), 1]], path: done, pay: 'balance' },
    );
  }
  return orders;
}

/** e2e-profile (5) … e2e-full (11). */
function smallHistory(customerId: number): SeedShopOrder[] {
  const withCoupon = customerId <= 8;
  return [
    {
      customerId,
      kind: 'consumable',
      sequence: 400 + customerId * 10 + 1,
      daysAgo: 30,
      hour: 2,
      consumables: withCoupon ? [[1, 2]] : [[1, 1], [9, 1]],
      ...(withCoupon ? { couponId: 8 } : {}),
      path: done,
      pay: 'balance',
    },
    { customerId, kind: 'consumable', sequence: 400 + customerId * 10 + 2, daysAgo: 12, hour: 3, consumables: [[23, 1]], path: refunded, pay: 'balance' },
  ];
}

export function historicalOrders(): SeedShopOrder[] {
  return [
    ...demoHistory(),
    // maker: a barrel of nylon powder, and a refunded sanding kit.
    { customerId: 3, kind: 'consumable', sequence: 201, daysAgo: 80, hour: 1, consumables: [[17, 1]], path: done, pay: 'balance' },
    { customerId: 3, kind: 'consumable', sequence: 202, daysAgo: 30, hour: 2, consumables: [[23, 1]], path: refunded, pay: 'balance' },
    // other (another shop): one bottle of resin.
    { customerId: 4, kind: 'consumable', sequence: 301, daysAgo: 45, hour: 3, consumables: [[2, 1]], path: done, pay: 'balance' },
    ...[5, 6, 7, 8, 9, 10, 11].flatMap(smallHistory),
  ];
}
