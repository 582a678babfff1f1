import { describe, expect, test } from 'vitest';
import { OrderStatus } from '../../wire/order-status.ts';
import { isPaid } from './order-paid.ts';

describe('whether an order has been paid (实付 rather than 应付)', () => {
  test('once it is made, shipped or done; never while it waits for its quote or payment, nor once cancelled', () => {
    expect(OrderStatus.options.filter(isPaid)).toEqual(['生产中', '已发货', '已完成', '待发货']);
  });
});
