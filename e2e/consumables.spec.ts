import type { Page } from '@playwright/test';
import type { OrderDetail } from '../src/wire/orders.ts';
import { bearer, DEMO, draftClaimed, expect, failNext, openAs, test } from './fixtures.ts';
import { BUY_USER, CATALOGUE, CHECKOUT, DETAIL, FLEX_RESIN_SOLD_OUT, PRIMER, RESIN_GREY, SCRAPER, TITANIUM, TOUGH_RESIN, TWEEZERS, balanceOf, cancelThroughApi, cartLine, cartLines, changeConsumable, consumableOrderCount, fillAddress, orderThroughApi, putCart } from './consumables-support.ts';

const cards = (page: Page) => page.getByRole('list', { name: '耗材列表' }).getByRole('listitem');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const total = (page: Page) => page.getByText(/^共 \d+ 件耗材$/);
const toast = (page: Page, text: string | RegExp) => page.locator('#toast-region').getByText(text);
const submitButton = (page: Page) => page.getByRole('button', { name: /^(提交订单|确认新价格并提交)$/ });
const payable = (page: Page) => page.getByTestId('payable');

test.describe('/consumablesorder: the catalogue', () => {
  test('filters by category, searches, sorts and pages, keeping it all in the address', async ({ page }) => {
    await openAs(page, DEMO, CATALOGUE);
    await expect(page.getByRole('heading', { name: '耗材商城', level: 1 })).toBeVisible();
    await expect(total(page)).toHaveText('共 34 件耗材');
    await expect(cards(page)).toHaveCount(12);
    const categories = page.getByRole('group', { name: '按分类筛选' }).getByRole('button');
    await expect(categories).toHaveText(['全部', '光敏树脂', '3D 打印线材', '粉末材料', '后处理', '工具']);

    const resin = card(page, RESIN_GREY.name);
    await expect(resin).toContainText('1 kg / 瓶，405 nm，灰色');
    await expect(resin).toContainText('¥169.00/瓶');
    // e2e-buy may be buying this one in parallel: only the wording, not the figure.
    await expect(resin).toContainText(/有货 \d+ 瓶/);
    await expect(resin.locator('img')).toHaveAttribute('alt', `${RESIN_GREY.name} 图片`);
    // The first row's covers (four at the widest) load at once, the rest when scrolled near.
    await expect(cards(page).locator('img')).toHaveCount(12);
    for (const [index, img] of (await cards(page).locator('img').all()).entries()) {
      await expect(img).toHaveAttribute('loading', index < 4 ? 'eager' : 'lazy');
    }
    await expect(resin.locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(card(page, '牙科模型树脂')).toContainText('库存紧张，仅剩 6 瓶');
    const soldOut = card(page, FLEX_RESIN_SOLD_OUT.name);
    await expect(soldOut).toContainText('缺货');
    await expect(soldOut.getByRole('button', { name: '已售罄' })).toBeDisabled();

    await page.getByRole('button', { name: '粉末材料' }).click();
    await expect(page).toHaveURL(/\?category=powder$/);
    await expect(total(page)).toHaveText('共 6 件耗材');
    await page.getByLabel('排序').selectOption({ label: '价格从高到低' });
    await expect(page).toHaveURL(/\?category=powder&sort=priceDesc$/);
    await expect(cards(page).first().getByRole('heading')).toHaveText('316L 不锈钢粉末');
    await page.getByLabel('排序').selectOption({ label: '价格从低到高' });
    await expect(cards(page).first().getByRole('heading')).toHaveText('TPU 弹性粉末');

    await page.getByRole('button', { name: '全部' }).click();
    await page.getByLabel('搜索耗材').fill('PLA');
    await expect(page).toHaveURL(/\?keyword=PLA&sort=priceAsc$/);
    await expect(total(page)).toHaveText('共 3 件耗材');
    await expect(cards(page).getByRole('heading')).toHaveText(['PLA 线材 白色', 'PLA+ 线材 黑色', '丝绸 PLA 线材 金色']);

    await page.reload();
    await expect(page.getByLabel('搜索耗材')).toHaveValue('PLA');
    await expect(page.getByLabel('排序')).toHaveValue('priceAsc');
    await expect(total(page)).toHaveText('共 3 件耗材');

    await page.getByRole('button', { name: '清除筛选' }).click();
    await expect(total(page)).toHaveText('共 34 件耗材');
    const pages = page.getByRole('navigation', { name: '分页' });
    await expect(pages).toContainText('第 1 / 3 页');
    await pages.getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(pages).toContainText('第 2 / 3 页');
    await page.reload();
    await expect(page.getByRole('navigation', { name: '分页' })).toContainText('第 2 / 3 页');
  });

  test('the search suggested by its placeholder finds the resins, however 405nm is typed', async ({ page }) => {
    await openAs(page, DEMO, CATALOGUE);
    await expect(page.getByLabel('搜索耗材')).toHaveAttribute('placeholder', /405nm/);
    await page.getByLabel('搜索耗材').fill('405nm');
    await expect(total(page)).not.toHaveText('共 34 件耗材');
    const found = await total(page).innerText();
    expect(found).toMatch(/^共 \d+ 件耗材$/);
    await expect(cards(page).first()).toContainText('405 nm');
    for (const typed of ['４０５ ＮＭ', '405 NM']) {
      await page.getByLabel('搜索耗材').fill(typed);
      await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(typed);
      await expect(page.locator('[aria-busy]').filter({ has: cards(page) })).toHaveAttribute('aria-busy', 'false');
      await expect(total(page)).toHaveText(found);
    }
  });

  test('a search with no match says so and 清除筛选 brings everything back', async ({ page }) => {
    await openAs(page, DEMO, `${CATALOGUE}?category=tool&keyword=${encodeURIComponent('不存在的耗材')}`);
    await expect(page.getByText('没有找到符合条件的耗材')).toBeVisible();
    await page.locator('[data-state="empty"]').getByRole('button', { name: '清除筛选' }).click();
    await expect(total(page)).toHaveText('共 34 件耗材');
    await expect(page).toHaveURL((url) => url.search === '');
  });

  test('a failed load says so and loads again on 重试', async ({ page }) => {
    await openAs(page, DEMO, CATALOGUE);
    await expect(cards(page)).toHaveCount(12);
    await failNext(page, { method: 'GET', path: '/api/shop-consumable', message: '耗材目录暂时不可用' });
    await page.getByRole('button', { name: '工具' }).click();
    const error = page.locator('[data-state="error"]');
    await expect(error).toContainText('耗材目录暂时不可用');
    await error.getByRole('button', { name: '重试' }).click();
    await expect(total(page)).toHaveText('共 6 件耗材');
    await expect(error).toHaveCount(0);
  });
});

test.describe('/consumablesorder/consumableinformation: one consumable', () => {
  test('shows its images, spec, price, stock and description, with a checked quantity', async ({ page }) => {
    await openAs(page, DEMO, DETAIL(TOUGH_RESIN.id));
    await expect(page.getByRole('heading', { name: TOUGH_RESIN.name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('consumable-price')).toHaveText('¥269.00/瓶');
    await expect(page.getByText('1 kg / 瓶，405 nm，浅灰，断裂伸长率 25%')).toBeVisible();
    await expect(page.getByText(`有货 ${TOUGH_RESIN.stock} 瓶`)).toBeVisible();
    await expect(page.getByText('类 ABS 性能，抗冲击、可攻丝')).toBeVisible();

    const main = page.getByTestId('gallery-main');
    await expect(main).toHaveAttribute('alt', `${TOUGH_RESIN.name} 图片 1/3`);
    const thumbs = page.getByRole('group', { name: `${TOUGH_RESIN.name} 的图片` }).getByRole('button');
    await expect(thumbs).toHaveCount(3);
    await thumbs.nth(2).click();
    await expect(main).toHaveAttribute('alt', `${TOUGH_RESIN.name} 图片 3/3`);
    await page.keyboard.press('ArrowRight');
    await expect(thumbs.nth(0)).toBeFocused();
    await expect(thumbs.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(main).toHaveAttribute('alt', `${TOUGH_RESIN.name} 图片 1/3`);

    const quantity = page.getByRole('textbox', { name: '数量' });
    await quantity.fill('0');
    await expect(page.getByTestId('quantity-error')).toHaveText('数量至少为 1');
    await quantity.fill('2箱');
    await expect(page.getByTestId('quantity-error')).toHaveText('数量须为正整数');
    await quantity.fill('97');
    await expect(page.getByTestId('quantity-error')).toHaveText('库存仅剩 96 瓶');
    await page.getByRole('button', { name: '加入订单' }).click();
    await expect(quantity).toBeFocused();
    await expect(quantity).toHaveValue('97');
    await expect(page.getByTestId('cart-count')).toHaveText('0');

    await quantity.fill('2');
    await page.getByRole('button', { name: '增加数量' }).click();
    await expect(quantity).toHaveValue('3');
    await page.getByRole('button', { name: '加入订单' }).click();
    await expect(toast(page, `已加入订单：${TOUGH_RESIN.name} × 3`)).toBeVisible();
    await expect(page).toHaveURL(DETAIL(TOUGH_RESIN.id));
    await expect(page.getByTestId('cart-count')).toHaveText('3');
  });

  for (const id of ['9999', 'abc']) {
    test(`an unknown id (${id}) shows 耗材不存在 with the way back`, async ({ page }) => {
      await openAs(page, DEMO, DETAIL(id));
      const notFound = page.getByTestId('consumable-not-found');
      await expect(notFound).toContainText('耗材不存在');
      await notFound.getByRole('link', { name: '返回耗材商城' }).click();
      await expect(page).toHaveURL(CATALOGUE);
    });
  }
});

test.describe('/consumablesorder/consumableorderinformation: the cart', () => {
  test('is empty at first, with the way to the catalogue', async ({ page }) => {
    await openAs(page, DEMO, CHECKOUT);
    await expect(page.getByText('待下单为空')).toBeVisible();
    await expect(page.getByRole('link', { name: '去耗材商城' })).toHaveAttribute('href', CATALOGUE);
  });

  test('keeps its lines, quantities, address and remarks over a reload; lines are priced by the server', async ({ page }) => {
    await openAs(page, DEMO, DETAIL(RESIN_GREY.id));
    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page).toHaveURL(CHECKOUT);
    await expect(cartLines(page)).toHaveCount(1);
    await page.goto(`${CATALOGUE}?category=tool`);
    await card(page, SCRAPER.name).getByRole('button', { name: `将 ${SCRAPER.name} 加入订单` }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.getByTestId('cart-link').click();

    await expect(cartLines(page)).toHaveCount(2);
    // ¥169.00 + ¥25.00 = ¥194.00: demo is 黄金会员, free shipping from ¥49.
    await expect(payable(page)).toHaveText('¥194.00');
    await expect(page.getByTestId('order-totals')).toContainText('运费¥0.00');
    await page.getByRole('textbox', { name: `${SCRAPER.name} 的数量` }).fill('3');
    await expect(cartLine(page, SCRAPER.name).getByTestId('line-subtotal')).toHaveText('¥75.00');
    await expect(payable(page)).toHaveText('¥244.00');
    await fillAddress(page);
    await page.getByRole('textbox', { name: '备注' }).fill('工作日白天送货');
    await page.reload();

    await expect(cartLines(page)).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: `${SCRAPER.name} 的数量` })).toHaveValue('3');
    await expect(page.getByLabel('收货人')).toHaveValue('王测试');
    await expect(page.getByRole('textbox', { name: '备注' })).toHaveValue('工作日白天送货');
    await expect(payable(page)).toHaveText('¥244.00');

    await cartLine(page, SCRAPER.name).getByRole('button', { name: `移除 ${SCRAPER.name}` }).click();
    await expect(cartLines(page)).toHaveCount(1);
    await expect(payable(page)).toHaveText('¥169.00');
    await cartLine(page, RESIN_GREY.name).getByRole('button', { name: `移除 ${RESIN_GREY.name}` }).click();
    await expect(page.getByText('待下单为空')).toBeVisible();
  });

  test("another customer's cart on the same browser is not shown", async ({ page }) => {
    await openAs(page, DEMO, CATALOGUE);
    await draftClaimed(page, 'shop-cart');
    await page.evaluate(() => localStorage.setItem('shop-cart', JSON.stringify({ cartId: 'someone', ownerId: 987654, items: [{ consumableId: 1, quantity: 5 }], couponId: null, remarks: '' })));
    await page.goto(CHECKOUT);
    await expect(page.getByText('待下单为空')).toBeVisible();
  });

  test('a line above the stock is flagged and holds back 提交订单', async ({ page }) => {
    await openAs(page, DEMO, CATALOGUE);
    await putCart(page, [{ consumableId: 7, quantity: 9 }]);
    await page.goto(CHECKOUT);
    const line = cartLine(page, '牙科模型树脂');
    await expect(line.getByTestId('line-problem')).toHaveText('超出库存：仅剩 6 瓶，请减少数量');
    await expect(submitButton(page)).toBeDisabled();
    await page.getByRole('textbox', { name: '牙科模型树脂 的数量' }).fill('7');
    await expect(line.getByTestId('quantity-error')).toHaveText('库存仅剩 6 瓶');
    await page.getByRole('textbox', { name: '牙科模型树脂 的数量' }).fill('6');
    await expect(line.getByTestId('line-problem')).toHaveCount(0);
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe('buying consumables (e2e-buy)', () => {
  // One customer's balance, coupon and orders: one test after another.
  test.describe.configure({ mode: 'default' });

  test('two items, the 满100减10 coupon and an address, paid with the balance', async ({ page }) => {
    await openAs(page, BUY_USER, DETAIL(RESIN_GREY.id));
    const balanceBefore = await balanceOf(page);
    await page.getByRole('button', { name: '加入订单' }).click();
    await expect(toast(page, `已加入订单：${RESIN_GREY.name} × 1`)).toBeVisible();
    await page.goto(CATALOGUE);
    await page.getByLabel('搜索耗材').fill('镊子');
    await card(page, TWEEZERS.name).getByRole('button', { name: `将 ${TWEEZERS.name} 加入订单` }).click();
    await page.getByTestId('cart-link').click();
    await expect(page).toHaveURL(CHECKOUT);

    await expect(cartLines(page)).toHaveCount(2);
    // ¥169.00 + ¥35.00 = ¥204.00: free shipping.
    await expect(payable(page)).toHaveText('¥204.00');
    const coupon = page.getByRole('radio', { name: /满 100 减 10/ });
    await coupon.check();
    // ¥204.00 − ¥10.00 = ¥194.00, below ¥199 after the discount: ¥15.00 shipping.
    await expect(page.getByTestId('order-totals')).toContainText('-¥10.00');
    await expect(payable(page)).toHaveText('¥209.00');

    await submitButton(page).click();
    await expect(page.getByLabel('收货人')).toBeFocused();
    await expect(page.getByText('请输入收货人')).toBeVisible();
    await fillAddress(page);
    await submitButton(page).click();

    const created = page.getByTestId('order-created');
    await expect(created.getByRole('heading', { name: '订单已提交' })).toBeVisible();
    const orderNo = (await created.getByTestId('order-no').innerText()).trim();
    expect(orderNo).toMatch(/^HC\d{8}-\d{4}$/);
    await expect(created.getByTestId('created-payable')).toHaveText('¥209.00');
    await expect(created.getByRole('link', { name: '在订单中心查看' })).toHaveAttribute('href', `/ordercenter/consumableorder?orderNo=${orderNo}`);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('shop-cart') ?? '{}').items)).toEqual([]);

    await created.getByRole('radio', { name: /余额支付/ }).check();
    await created.getByRole('button', { name: '确认支付 ¥209.00' }).click();
    await page.waitForURL((url) => url.pathname === '/order/paymentResult/index' && url.searchParams.get('orderNo') === orderNo);
    await expect(page.getByText('支付成功')).toBeVisible();
    expect(await balanceOf(page)).toBe(balanceBefore - 20_900);

    await page.goto('/ordercenter/consumableorder');
    await expect(page.getByText(orderNo)).toBeVisible();
  });

  test('a double click on 提交订单 creates exactly one order', async ({ page }) => {
    await openAs(page, BUY_USER, CATALOGUE);
    const before = await consumableOrderCount(page);
    await putCart(page, [{ consumableId: SCRAPER.id, quantity: 1 }]);
    await page.goto(CHECKOUT);
    await expect(payable(page)).toHaveText('¥40.00');
    await fillAddress(page);
    await submitButton(page).dblclick();
    await expect(page.getByTestId('order-created')).toBeVisible();
    expect(await consumableOrderCount(page)).toBe(before + 1);
  });

  test('a refused or failed submit keeps everything typed, and trying again creates exactly one order', async ({ page }) => {
    await openAs(page, BUY_USER, CATALOGUE);
    const before = await consumableOrderCount(page);
    await putCart(page, [{ consumableId: TWEEZERS.id, quantity: 2 }]);
    await page.goto(CHECKOUT);
    await expect(payable(page)).toHaveText('¥85.00');
    await fillAddress(page);
    await page.getByRole('textbox', { name: '备注' }).fill('放门卫处');

    await failNext(page, { method: 'POST', path: '/api/shop-order/consumable', status: 409, message: '订单暂时无法提交' });
    await submitButton(page).click();
    await expect(toast(page, '订单暂时无法提交')).toBeVisible();
    await failNext(page, { method: 'POST', path: '/api/shop-order/consumable', status: 500, message: '服务繁忙' });
    await submitButton(page).click();
    await expect(toast(page, '服务繁忙')).toBeVisible();
    await expect(page.getByTestId('order-created')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: `${TWEEZERS.name} 的数量` })).toHaveValue('2');
    await expect(page.getByLabel('详细地址')).toHaveValue('科技园南区 8 栋 1201');
    await expect(page.getByRole('textbox', { name: '备注' })).toHaveValue('放门卫处');
    expect(await consumableOrderCount(page)).toBe(before);

    await submitButton(page).click();
    await expect(page.getByTestId('order-created')).toBeVisible();
    expect(await consumableOrderCount(page)).toBe(before + 1);
  });

  test('a price changed while the checkout was open is shown before anything is created, and 确认新价格并提交 orders at it', async ({ page }) => {
    await openAs(page, BUY_USER, CATALOGUE);
    const before = await consumableOrderCount(page);
    await putCart(page, [{ consumableId: PRIMER.id, quantity: 1 }]);
    await page.goto(CHECKOUT);
    // ¥89.00 below ¥199: ¥15.00 shipping.
    await expect(payable(page)).toHaveText('¥104.00');
    await fillAddress(page);
    const seeded = await changeConsumable(page, PRIMER.id, { price: PRIMER.price + 1_000 });
    try {
      await submitButton(page).click();
      await expect(page.getByTestId('price-changed')).toContainText('应付金额由 ¥104.00 变为 ¥114.00，请确认新价格后再提交。');
      await expect(payable(page)).toHaveText('¥114.00');
      await expect(cartLine(page, PRIMER.name).getByTestId('line-subtotal')).toHaveText('¥99.00');
      await expect(submitButton(page)).toHaveText('确认新价格并提交');
      await expect(page.getByTestId('order-created')).toHaveCount(0);
      expect(await consumableOrderCount(page)).toBe(before);

      await submitButton(page).click();
      const created = page.getByTestId('order-created');
      await expect(created.getByTestId('created-payable')).toHaveText('¥114.00');
      expect(await consumableOrderCount(page)).toBe(before + 1);
      const orderNo = (await created.getByTestId('order-no').innerText()).trim();
      const response = await page.request.get(`/api/shop-order/${encodeURIComponent(orderNo)}`, { headers: await bearer(page) });
      const order: OrderDetail = await response.json();
      expect(order.payable).toBe(11_400);
      expect(order.lines.map((line) => [line.consumableId, line.unitPrice, line.quantity])).toEqual([[PRIMER.id, PRIMER.price + 1_000, 1]]);
    } finally {
      await changeConsumable(page, PRIMER.id, { price: seeded.price });
    }
  });

  test('stock gone while the checkout was open: the line says so and everything typed stays', async ({ page }) => {
    await openAs(page, BUY_USER, CATALOGUE);
    const before = await consumableOrderCount(page);
    await putCart(page, [{ consumableId: TITANIUM.id, quantity: TITANIUM.stock }]);
    await page.goto(CHECKOUT);
    await expect(payable(page)).not.toHaveText('—');
    await fillAddress(page);
    await page.getByRole('textbox', { name: '备注' }).fill('请用防震包装');
    // Someone else (here: another tab of the same customer) takes one while this page is open.
    const other = await orderThroughApi(page, [{ consumableId: TITANIUM.id, quantity: 1 }]);
    try {
      await submitButton(page).click();
      const line = cartLine(page, TITANIUM.name);
      await expect(line.getByTestId('line-problem')).toHaveText(`「${TITANIUM.name}」库存不足，仅剩 ${TITANIUM.stock - 1} 瓶`);
      await expect(submitButton(page)).toBeDisabled();
      await expect(page.getByRole('textbox', { name: `${TITANIUM.name} 的数量` })).toHaveValue(String(TITANIUM.stock));
      await expect(page.getByLabel('收货人')).toHaveValue('王测试');
      await expect(page.getByRole('textbox', { name: '备注' })).toHaveValue('请用防震包装');
      expect(await consumableOrderCount(page)).toBe(before + 1);

      await page.getByRole('textbox', { name: `${TITANIUM.name} 的数量` }).fill(String(TITANIUM.stock - 1));
      await expect(line.getByTestId('line-problem')).toHaveCount(0);
      await expect(submitButton(page)).toBeEnabled();
    } finally {
      await cancelThroughApi(page, other.orderNo);
    }
  });
});
