import { expect, openAs, test } from './fixtures.ts';
import { CATALOGUE, CHECKOUT, cartLine, consumableOrderCount, fillAddress, putCart } from './consumables-support.ts';

/** Submits carts the hold limits refuse: only this spec logs in as this customer, and nothing is created. */
const LIMITS_USER = { username: 'e2e-limits', password: 'Demo1234' } as const;
/** 40 in stock: half of it is 20. No other browser test orders it. */
const HEAT_RESIN = { id: 4, name: '耐高温树脂' } as const;
/** 2 in stock: the last two are kept for an order the balance pays (e2e-limits has none). No other browser test orders it. */
const UV_BOX = { id: 26, name: 'UV 固化箱' } as const;

test('the checkout says in plain words why the shop will not hold a cart, and keeps it as typed', async ({ page }) => {
  await openAs(page, LIMITS_USER, CATALOGUE);
  const before = await consumableOrderCount(page);
  await putCart(page, [{ consumableId: HEAT_RESIN.id, quantity: 21 }]);
  await page.goto(CHECKOUT);
  await fillAddress(page);
  const submit = page.getByRole('button', { name: '提交订单' });
  await submit.click();
  await expect(page.locator('#toast-region')).toContainText('「耐高温树脂」共 40 瓶，每位客户的未付款订单最多保留一半（20 瓶）。请先支付未付款的订单，或减少数量');
  await expect(page.getByTestId('order-created')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: `${HEAT_RESIN.name} 的数量` })).toHaveValue('21');
  await expect(cartLine(page, HEAT_RESIN.name)).toBeVisible();

  // The last units of a scarce item are not held for an order the balance cannot pay.
  await putCart(page, [{ consumableId: UV_BOX.id, quantity: 1 }]);
  await page.goto(CHECKOUT);
  await fillAddress(page);
  await submit.click();
  await expect(page.locator('#toast-region')).toContainText(
    '「UV 固化箱」库存紧张，仅剩 2 台；您的余额不足以支付本单（连同其他未付款订单），最后 2 台不能为本单保留，本单暂不能订购。请充值后再下单，或减少数量',
  );
  await expect(page.getByTestId('order-created')).toHaveCount(0);
  expect(await consumableOrderCount(page)).toBe(before);
});
