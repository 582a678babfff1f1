/** The kinds of order the shop takes: 定制订单, 耗材订单 and 设计套餐订单 (the wire shape is built from this list). */
export const ORDER_KINDS = ['customized', 'consumable', 'package'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
