import { expect, test } from 'vitest';
import { drawingOrderId } from './drawing-path.ts';
import { drawingsPathOf } from './professional-paths.ts';

test('an order number goes into the drawings path and comes back out unchanged', () => {
  for (const orderNo of ['DZ20261121-0001', 'A/B 1', '订单#7']) {
    expect(drawingOrderId(drawingsPathOf(orderNo))).toBe(orderNo);
  }
  expect(drawingsPathOf('A/B 1')).toBe('/professionalorder/designdrawings/A%2FB%201');
});
