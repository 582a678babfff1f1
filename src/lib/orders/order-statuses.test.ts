import { expect, test } from 'vitest';
import { ORDER_STATUSES as CONTRACT } from '../../wire/order-status.ts';
import { ORDER_STATUSES } from './order-statuses.ts';

test("the browser's status lists are the contract's", () => {
  expect(ORDER_STATUSES).toEqual(CONTRACT);
});
