import type { Page } from '@playwright/test';
import { bearer, DEMO, expect, failNext, openAs, test } from './fixtures.ts';
import { expectNoViolations, settled } from './axe-support.ts';
import { fenOf } from './orders-support.ts';
import { consoleAs, STAFF, staffHeaders } from './staff-support.ts';
import { CUBE_STL, uploadThroughApi, QUOTE_USER, STEP1, STEP2, STEP3, fetchOrder, openStep3With, storedDraft, stepFile } from './quotation-support.ts';

// The order tests share one customer (its coupons, its orders): they run one after another.
test.describe.configure({ mode: 'default' });

const PA12 = { id: 6, name: 'PA12 尼龙', colour: '黑色' } as const;

const stepper = (page: Page) => page.getByRole('navigation', { name: '报价步骤' });
const toast = (page: Page, text: string) => page.locator('#toast-region').getByText(text);
const materialCards = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const line = (page: Page, fileName: string) => page.getByRole('list', { name: /^报价明细/ }).getByRole('listitem').filter({ hasText: fileName });
const quantity = (page: Page, fileName: string) => page.getByRole('textbox', { name: `${fileName} 的数量`, exact: true });
const totals = (page: Page) => page.getByTestId('order-totals');
const submitButton = (page: Page) => page.getByRole('button', { name: /^(提交订单|确认新价格并提交)$/ });
const coupon = (page: Page, title: string) => page.getByRole('radio', { name: new RegExp(title) });

async function fillAddress(page: Page) {
  await page.getByLabel('收货人').fill('王测试');
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByLabel('所在地区').fill('广东省 深圳市 南山区');
  await page.getByLabel('详细地址').fill('科技园南区 8 栋 1201');
}

test.describe('step 1: 选择材料工艺', () => {
  test("lists the processes and materials of the customer's factory and filters them by process", async ({ page }) => {
    await openAs(page, DEMO, STEP1);
    await expect(page.getByRole('heading', { name: '选择材料工艺', level: 1 })).toBeVisible();
    await expect(page.getByText('当前工厂：深圳宝安精密制造厂')).toBeVisible();
    const tabs = page.getByRole('tablist', { name: '按工艺筛选' }).getByRole('tab');
    await expect(tabs).toHaveText(['全部24', 'SLA 光敏树脂5', 'SLS 尼龙3', 'MJF 尼龙3', 'FDM 熔融沉积4', 'CNC 加工5', '真空复模4']);
    await expect(materialCards(page)).toHaveCount(24);

    const resin = card(page, '白色树脂');
    await expect(resin).toContainText('¥0.80/cm³');
    await expect(resin).toContainText('起步价¥15.00/文件');
    await expect(resin).toContainText('1 天');
    await expect(resin).toContainText('颜色：白色');

    await page.getByRole('tab', { name: /^SLA 光敏树脂/ }).click();
    await expect(page).toHaveURL(/\?process=SLA$/);
    await expect(materialCards(page)).toHaveCount(5);
    await expect(page.getByRole('tabpanel')).toContainText('激光固化树脂');

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^SLS 尼龙/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /^SLS 尼龙/ })).toHaveAttribute('aria-selected', 'true');
    await expect(materialCards(page)).toHaveCount(3);
    await page.keyboard.press('Home');
    await expect(materialCards(page)).toHaveCount(24);
  });

  test('a failed catalogue load says so and loads again on 重试', async ({ page }) => {
    await openAs(page, DEMO, '/homefactory');
    await failNext(page, { method: 'GET', path: '/api/shop-process', message: '工艺目录暂时不可用' });
    await page.goto(STEP1);
    const error = page.locator('[data-state="error"]');
    await expect(error).toContainText('工艺目录暂时不可用');
    await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled();
    await error.getByRole('button', { name: '重试' }).click();
    await expect(materialCards(page)).toHaveCount(24);
    await expect(error).toHaveCount(0);
  });

  test('下一步 stays disabled until a material is chosen; the choice and its colour survive a reload', async ({ page }) => {
    await openAs(page, DEMO, STEP1);
    await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled();
    await expect(stepper(page).getByRole('link')).toHaveCount(0);
    await expect(stepper(page).getByText('选择材料工艺')).toHaveAttribute('aria-current', 'step');

    await page.getByRole('tab', { name: /^SLA 光敏树脂/ }).click();
    const tough = card(page, '高韧性树脂');
    await tough.getByRole('radio', { name: '浅黄色' }).check();
    await tough.getByRole('button', { name: '选择 高韧性树脂' }).click();
    await expect(tough.getByRole('button', { name: '已选择 高韧性树脂' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('material-summary')).toHaveText('已选：高韧性树脂 · 浅黄色');
    await expect(page.getByRole('link', { name: '下一步' })).toHaveAttribute('href', STEP2);
    await expect(stepper(page).getByRole('link', { name: '上传设计图纸' })).toBeVisible();
    await expect(stepper(page).getByRole('link', { name: '提交订单' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('tab', { name: /^SLA 光敏树脂/ })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, '高韧性树脂').getByRole('button', { name: '已选择 高韧性树脂' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, '高韧性树脂').getByRole('radio', { name: '浅黄色' })).toBeChecked();
    await expect(page.getByTestId('material-summary')).toHaveText('已选：高韧性树脂 · 浅黄色');

    // A colour changed on the chosen card changes the choice at once; choosing another material moves the mark.
    await card(page, '高韧性树脂').getByRole('radio', { name: '白色' }).check();
    await expect(page.getByTestId('material-summary')).toHaveText('已选：高韧性树脂 · 白色');
    await card(page, '透明树脂').getByRole('button', { name: '选择 透明树脂' }).click();
    await expect(page.getByTestId('material-summary')).toHaveText('已选：透明树脂 · 透明');
    await expect(card(page, '高韧性树脂').getByRole('button', { name: '选择 高韧性树脂' })).toHaveAttribute('aria-pressed', 'false');
    expect((await storedDraft(page)).materialTypeId).toBe(4);
  });
});

test.describe('skipping ahead', () => {
  test('sends the customer back to the first step whose prerequisites are missing, saying why', async ({ page }) => {
    await openAs(page, DEMO, STEP1);
    await page.goto(STEP3);
    await page.waitForURL(`**${STEP1}`);
    await expect(toast(page, '请先选择材料与工艺')).toBeVisible();

    await page.goto(STEP2);
    await page.waitForURL(`**${STEP1}`);
    await expect(toast(page, '请先选择材料与工艺')).toBeVisible();

    await card(page, '白色树脂').getByRole('button', { name: '选择 白色树脂' }).click();
    await page.goto(STEP3);
    await page.waitForURL(`**${STEP2}`);
    await expect(toast(page, '请先上传至少一个设计图纸')).toBeVisible();
    await expect(stepper(page).getByText('上传设计图纸')).toHaveAttribute('aria-current', 'step');
  });
});

test.describe('the three steps', () => {
  test('a mesh and a STEP file become line items, a 待报价 order and an empty draft', async ({ page }) => {
    test.setTimeout(60_000);
    await openAs(page, QUOTE_USER, STEP1);
    await page.getByRole('tab', { name: /^SLS 尼龙/ }).click();
    await card(page, PA12.name).getByRole('radio', { name: PA12.colour }).check();
    await card(page, PA12.name).getByRole('button', { name: `选择 ${PA12.name}` }).click();
    await page.getByRole('link', { name: '下一步' }).click();

    await page.waitForURL(`**${STEP2}`);
    await page.getByLabel('选择文件').setInputFiles([CUBE_STL, stepFile('bracket.step')]);
    await expect(page.locator('[data-status="success"]')).toHaveCount(2, { timeout: 20_000 });
    await page.getByRole('button', { name: '下一步' }).click();

    await page.waitForURL(`**${STEP3}`);
    await expect(stepper(page).getByRole('link', { name: '选择材料工艺' })).toBeVisible();
    await expect(stepper(page).getByRole('link', { name: '上传设计图纸' })).toBeVisible();
    const cube = line(page, CUBE_STL.name);
    await expect(cube).toContainText('材料：PA12 尼龙 · 黑色');
    await expect(cube).toContainText('1.00 cm³');
    await expect(cube).toContainText('¥30.00');
    await expect(line(page, 'bracket.step')).toContainText('人工报价');
    await expect(line(page, 'bracket.step')).toContainText('现在不收费');
    // No coupon goes on an order whose price is not final.
    for (const title of ['定制满 100 减 20', '定制 9 折券']) await expect(coupon(page, title)).toBeDisabled();
    await expect(page.getByText('含人工报价文件的订单不可用券').first()).toBeVisible();

    await quantity(page, CUBE_STL.name).fill('0');
    await expect(cube).toContainText('数量至少为 1');
    await expect(submitButton(page)).toBeDisabled();
    // Four 1 cm³ cubes (¥2.23 each: ¥2.20 of powder and ¥0.03 of the bed) share the file's ¥30.00 minimum.
    await quantity(page, CUBE_STL.name).fill('4');
    await expect(cube).toContainText('单价 ¥7.50 × 4 件 = ¥30.00');
    await cube.getByText('费用明细').click();
    await expect(cube.locator('[data-breakdown-row="minimum"]')).toContainText('本文件起步价 ¥30.00');
    // The engineer's quote is still to come: what is priced is said, the payable is not.
    await expect(totals(page)).toContainText('商品金额（已计价部分）¥30.00');
    await expect(totals(page)).toContainText('运费价格待定');
    await expect(page.getByTestId('payable')).toHaveText('价格待定');

    await page.reload();
    await expect(quantity(page, CUBE_STL.name)).toHaveValue('4');
    await expect(page.getByTestId('payable')).toHaveText('价格待定');

    await submitButton(page).click();
    await expect(page.getByText('请输入收货人')).toBeVisible();
    await expect(page.getByLabel('收货人')).toBeFocused();
    await fillAddress(page);
    await page.getByLabel('手机号').fill('1391234567');
    await page.getByLabel('所在地区').focus();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await page.getByLabel('手机号').fill('13912345678');
    await page.getByLabel('备注').fill('请用黑色染色');
    await expect(page.getByText('6 / 500')).toBeVisible();
    await submitButton(page).click();

    const created = page.getByTestId('order-created');
    await expect(created).toContainText('订单已提交');
    await expect(created).toContainText('待报价');
    await expect(created).toContainText('工程师报价后订单转为待付款');
    await expect(page.getByTestId('created-payable')).toContainText('价格待定');
    await expect(page.getByTestId('created-payable')).toContainText('已计价部分 ¥30.00');
    const orderNo = (await page.getByTestId('order-no').innerText()).trim();
    expect(orderNo).toMatch(/^DZ\d{8}-\d{4}$/);
    await expect(created.getByRole('link', { name: '查看订单' })).toHaveAttribute('href', '/ordercenter/customizeorder');
    await expect(created.getByRole('link', { name: '去支付' })).toHaveCount(0);

    const draft = await storedDraft(page);
    expect([draft.materialTypeId, draft.fileList, draft.quantities, draft.couponId]).toEqual([0, [], {}, null]);
    const order = await fetchOrder(page, orderNo);
    expect(order.status).toBe('待报价');
    expect(order.lines.map((item) => [item.fileName, item.quantity, item.subtotal, item.manual]).sort()).toEqual([
      ['bracket.step', 1, 0, true],
      [CUBE_STL.name, 4, 3000, false],
    ]);
    expect([order.goods, order.shipping, order.payable, order.remarks]).toEqual([3000, 1500, 4500, '请用黑色染色']);
    expect(order.address).toEqual({ name: '王测试', phone: '13912345678', region: '广东省 深圳市 南山区', detail: '科技园南区 8 栋 1201' });
  });
});

test.describe('step 3: 提交订单', () => {
  test('offers the coupons the goods reach, drops one they stop reaching, and a double click creates one order', async ({ page }) => {
    await openAs(page, QUOTE_USER, STEP1);
    const { files } = await openStep3With(page, { materialId: PA12.id, colour: PA12.colour, files: [CUBE_STL], quantities: [2] });
    // Two 1 cm³ cubes in PA12 SLS (¥0.90 of powder and ¥0.12 of the build chamber their 1 cm³ box takes: ¥1.02 each) come to the file's ¥30.00 minimum, plus ¥15.00 shipping.
    await expect(page.getByTestId('payable')).toHaveText('¥45.00');
    // ¥30 of goods: the 满100 coupon is listed, blocked, with what is missing.
    await expect(coupon(page, '定制满 100 减 20')).toBeDisabled();
    await expect(page.locator('[data-coupon-id="15"]')).toContainText('未满足使用门槛，还差 ¥70.00');
    await expect(coupon(page, '定制 9 折券')).toBeDisabled();
    await expect(page.locator('[data-coupon-id="16"]')).toContainText('未满足使用门槛，还差 ¥20.00');
    await expect(coupon(page, '不使用优惠券')).toBeChecked();

    // 99 × ¥1.02 = ¥100.98 of goods reach it.
    await quantity(page, CUBE_STL.name).fill('99');
    await expect(coupon(page, '定制满 100 减 20')).toBeEnabled();
    await coupon(page, '定制满 100 减 20').check();
    await expect(totals(page)).toContainText('优惠-¥20.00');
    await expect(page.getByTestId('payable')).toHaveText('¥95.98');

    // 97 × ¥1.02 = ¥98.94 no longer does.
    await page.getByRole('button', { name: `减少 ${CUBE_STL.name} 的数量` }).click();
    await page.getByRole('button', { name: `减少 ${CUBE_STL.name} 的数量` }).click();
    await expect(quantity(page, CUBE_STL.name)).toHaveValue('97');
    await expect(page.getByText('所选优惠券不再满足使用条件，已取消选择')).toBeVisible();
    await expect(coupon(page, '不使用优惠券')).toBeChecked();
    await expect(page.getByTestId('payable')).toHaveText('¥113.94');

    await quantity(page, CUBE_STL.name).fill('99');
    await coupon(page, '定制满 100 减 20').check();
    await expect(page.getByTestId('payable')).toHaveText('¥95.98');
    await fillAddress(page);

    const posts: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/shop-order/customized')) posts.push(request.postDataJSON());
    });
    const before = await myOrdersToday(page, 60, files);
    await submitButton(page).dblclick();
    await expect(page.getByTestId('order-created')).toContainText('待付款');
    const orderNo = (await page.getByTestId('order-no').innerText()).trim();
    await expect(page.getByRole('link', { name: '去支付' })).toHaveAttribute('href', `/ordercenter/customizeorder?orderNo=${orderNo}&pay=1`);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ materialId: PA12.id, items: [{ quantity: 99 }], couponId: 15, expectedPayable: 9598 });
    expect(await myOrdersToday(page, 60, files)).toEqual([...before, orderNo].sort());
    const order = await fetchOrder(page, orderNo);
    expect([order.status, order.goods, order.discount, order.shipping, order.payable, order.couponId]).toEqual(['待付款', 10098, 2000, 1500, 9598, 15]);
    const unused = await (await page.request.get('/api/shop-coupon?status=unused&page=1&size=100', { headers: await bearer(page) })).json();
    expect(unused.records.map((record: { id: number }) => record.id)).toEqual([16]);

    // The next order starts with the address just used.
    await page.getByRole('link', { name: '再来一单' }).click();
    await page.waitForURL(`**${STEP1}`);
    await openStep3With(page, { materialId: PA12.id, colour: PA12.colour, files: [CUBE_STL] });
    await expect(page.getByText('已填入上次使用的地址')).toBeVisible();
    await expect(page.getByLabel('详细地址')).toHaveValue('科技园南区 8 栋 1201');
  });

  test('a failed submit keeps everything typed, a reload keeps it too (the address included), and the retry sends the same idempotency key', async ({ page }) => {
    await openAs(page, QUOTE_USER, STEP1);
    await openStep3With(page, { materialId: PA12.id, colour: PA12.colour, files: [CUBE_STL], quantities: [3] });
    // Three 1 cm³ cubes share the file's ¥30.00 minimum; ¥15.00 shipping.
    await expect(page.getByTestId('payable')).toHaveText('¥45.00');
    // Not the address of this customer's earlier orders, which would be offered again anyway.
    await page.getByLabel('收货人').fill('李重载');
    await page.getByLabel('手机号').fill('13700001111');
    await page.getByLabel('所在地区').fill('浙江省 杭州市 西湖区');
    await page.getByLabel('详细地址').fill('文三路 90 号');
    await page.getByLabel('备注').fill('周末也可送货');
    const keys: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/shop-order/customized')) keys.push(request.postDataJSON().idempotencyKey);
    });
    await failNext(page, { method: 'POST', path: '/api/shop-order/customized', status: 503, message: '下单服务繁忙，请稍后重试' });

    await submitButton(page).click();
    await expect(toast(page, '下单服务繁忙，请稍后重试')).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByLabel('收货人')).toHaveValue('李重载');
    await expect(page.getByLabel('备注')).toHaveValue('周末也可送货');
    await expect(quantity(page, CUBE_STL.name)).toHaveValue('3');

    // Even after a reload the same order is meant: the key is kept with the draft for this tab,
    // and so is everything typed, the address too.
    await page.reload();
    await expect(page.getByLabel('收货人')).toHaveValue('李重载');
    await expect(page.getByLabel('手机号')).toHaveValue('13700001111');
    await expect(page.getByLabel('所在地区')).toHaveValue('浙江省 杭州市 西湖区');
    await expect(page.getByLabel('详细地址')).toHaveValue('文三路 90 号');
    await expect(page.getByLabel('备注')).toHaveValue('周末也可送货');
    await submitButton(page).click();
    await expect(page.getByTestId('order-created')).toContainText('待付款');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
  test('a price that fell after the quote is shown before anything is created, and ordered only once confirmed', async ({ page }) => {
    // PETG is used by no other test, so repricing it cannot disturb them.
    const PETG = { id: 14, colour: '白色', minPrice: 1000, pricePerCm3: 65, leadDays: 2 } as const;
    // The 管理员 reprices it in 目录 (the console's call), as a factory would.
    const setMinimum = async (minPrice: number) => {
      const headers = await staffHeaders(page.request, STAFF.admin);
      const response = await page.request.put(`/api/shop-staff/catalogue/materials/${PETG.id}`, { headers, data: { pricePerCm3: PETG.pricePerCm3, minPrice, leadDays: PETG.leadDays, onSale: true } });
      expect(response.status(), await response.text()).toBe(200);
    };
    await openAs(page, QUOTE_USER, STEP1);
    const { files } = await openStep3With(page, { materialId: PETG.id, colour: PETG.colour, files: [CUBE_STL] });
    await expect(page.getByTestId('payable')).toHaveText('¥25.00');
    await fillAddress(page);
    const posts: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/shop-order/customized')) posts.push(request.postDataJSON());
    });
    const before = await myOrdersToday(page, 60, files);

    // A rise would not be charged today (step 3's price holds until the end of the day); a fall is, once confirmed.
    await setMinimum(PETG.minPrice - 300);
    try {
      await submitButton(page).click();
      await expect(page.getByText('价格已更新')).toBeVisible();
      await expect(page.getByText('应付金额由 ¥25.00 变为 ¥22.00')).toBeVisible();
      expect(await myOrdersToday(page, 60, files)).toEqual(before);

      await page.getByRole('button', { name: '确认新价格并提交' }).click();
      await expect(page.getByTestId('order-created')).toContainText('待付款');
      const orderNo = (await page.getByTestId('order-no').innerText()).trim();
      expect((await fetchOrder(page, orderNo)).payable).toBe(2200);
      expect(posts.map((post) => post['expectedPayable'])).toEqual([2500, 2200]);
      expect(posts[0]?.['idempotencyKey']).toBe(posts[1]?.['idempotencyKey']);
    } finally {
      await setMinimum(PETG.minPrice);
    }
  });

  test('a rise the 管理员 makes in the console\'s 目录 leaves the price step 3 holds, and applies to a new quote', async ({ page, browser }) => {
    // PC is priced by no other test: its minimum (¥15.00) decides part of a 10 mm cube's price.
    const PC = { id: 15, colour: '黑色', minPrice: 1500 } as const;
    await openAs(page, QUOTE_USER, STEP1);
    await openStep3With(page, { materialId: PC.id, colour: PC.colour, files: [CUBE_STL] });
    const held = fenOf(await page.getByTestId('payable').innerText());
    const headers = await bearer(page);
    /** The goods of a fresh upload of the cube at qty 1: a request no price was held for. */
    const freshGoods = async () => {
      const file = await uploadThroughApi(page, `pc-${Date.now()}-${Math.floor(Math.random() * 1e6)}`, CUBE_STL);
      const priced = await page.request.post('/api/shop-quotation/price', { headers, data: { materialId: PC.id, colour: PC.colour, items: [{ fileId: file.id, quantity: 1 }], couponId: null } });
      expect(priced.status(), await priced.text()).toBe(200);
      return ((await priced.json()) as { goods: number }).goods;
    };
    const goodsBefore = await freshGoods();
    await fillAddress(page);

    const admin = await consoleAs(browser, STAFF.admin, '/factory/catalogue');
    const row = admin.locator(`[data-catalogue-material="${PC.id}"]`);
    const before = await row.locator('td').nth(1).innerText();
    await row.getByRole('button', { name: /^编辑/ }).click();
    const editing = admin.locator(`[data-catalogue-material="${PC.id}"][data-editing]`);
    const minimum = editing.getByLabel('最低价（元）');
    await minimum.fill('abc');
    await editing.getByRole('button', { name: '保存' }).click();
    await expect(editing.locator('.text-error').first()).toBeVisible();
    await minimum.fill('40');
    await editing.getByRole('button', { name: '保存' }).click();
    await expect(row.locator('td').nth(1)).toHaveText('¥40.00');
    await settled(admin);
    await expectNoViolations(admin, '目录');

    try {
      // Held: ordered at the price shown, without a 价格已更新 in between.
      await submitButton(page).click();
      await expect(page.getByTestId('order-created')).toContainText('待付款');
      await expect(page.getByText('价格已更新')).toHaveCount(0);
      const orderNo = (await page.getByTestId('order-no').innerText()).trim();
      expect((await fetchOrder(page, orderNo)).payable).toBe(held);

      // A new quote is priced at the new minimum: ¥25.00 more, as a fall of the minimum lowers it in the test before.
      expect(await freshGoods()).toBe(goodsBefore + 4000 - PC.minPrice);
    } finally {
      await row.getByRole('button', { name: /^编辑/ }).click();
      await editing.getByLabel('最低价（元）').fill(before.replace(/[¥,]/g, ''));
      await editing.getByRole('button', { name: '保存' }).click();
      await expect(row.locator('td').nth(1)).toHaveText(before);
      await admin.context().close();
    }
  });
});

/**
 * The logged-in customer's customised orders numbered today, up to DZ<today>-<upTo>, that order
 * any of `files` (this test's own uploads): other test files order as the same customer in parallel.
 */
async function myOrdersToday(page: Page, upTo: number, files: readonly { id: number }[]): Promise<string[]> {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date()).replaceAll('-', '');
  const headers = await bearer(page);
  const ours = new Set(files.map((file) => file.id));
  const numbers = Array.from({ length: upTo }, (_, index) => `DZ${day}-${String(index + 1).padStart(4, '0')}`);
  const found = await Promise.all(
    numbers.map(async (orderNo) => {
      const response = await page.request.get(`/api/shop-order/customized/${orderNo}`, { headers });
      if (!response.ok()) return null;
      const order = (await response.json()) as { lines: { fileId: number }[] };
      return order.lines.some((line) => ours.has(line.fileId)) ? orderNo : null;
    }),
  );
  return found.filter((orderNo) => orderNo !== null).sort();
}
