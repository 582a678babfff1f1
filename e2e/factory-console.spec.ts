import type { Page } from '@playwright/test';
import { expectNoViolations, settled } from './axe-support.ts';
import { bearer, expect, openAs, test } from './fixtures.ts';
import { CUBE_STL, stepFile, uploadThroughApi } from './quotation-support.ts';
import { consoleAs, findToShip, STAFF } from './staff-support.ts';

const CUSTOMER = { username: 'e2e-console', password: 'Demo1234' } as const;
const ENGINEER = { username: 'engineer', password: 'Demo1234' } as const;
const WAREHOUSE = { username: 'warehouse', password: 'Demo1234' } as const;
const ADMIN = { username: 'factory', password: 'Demo1234' } as const;
const PA12 = 6;

/** A 待报价 order of the customer: a STEP file no program measures, so the engineer prices it. */
async function placeWaitingOrder(page: Page): Promise<string> {
  const draftId = `console-${Date.now()}`;
  const file = await uploadThroughApi(page, draftId, stepFile('housing.step'));
  const request = { materialId: PA12, items: [{ fileId: file.id, quantity: 3 }], couponId: null };
  const headers = await bearer(page);
  const priced = await page.request.post('/api/shop-quotation/price', { headers, data: request });
  expect(priced.ok(), await priced.text()).toBe(true);
  const created = await page.request.post('/api/shop-order/customized', {
    headers,
    data: { ...request, address: { name: '王测试', phone: '13912345678', region: '广东省 深圳市 南山区', detail: '科技园南区 8 栋 1201' }, remarks: '外壳需喷砂', expectedPayable: (await priced.json()).payable, idempotencyKey: `console-order-${draftId}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = await created.json();
  expect(order.status).toBe('待报价');
  return order.orderNo;
}


test('the 待报价 loop: the engineer prices a line in the console, the customer is told, pays that price, and the warehouse ships it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await openAs(page, CUSTOMER, '/me/messages');
  await expect(page.getByRole('heading', { name: '消息中心' })).toBeVisible();
  // What an earlier run (a retry) left unread does not count here.
  expect((await page.request.post('/api/shop-message/read-all', { headers: await bearer(page) })).ok()).toBe(true);
  const orderNo = await placeWaitingOrder(page);

  const desk = await consoleAs(browser, ENGINEER);
  await expect(desk.getByText('李工（报价工程师） · 深圳宝安精密制造厂')).toBeVisible();
  const row = desk.locator(`[data-order="${orderNo}"]`);
  await expect(row).toContainText('测试工厂报价');
  await expect(row).toContainText('1 个零件，1 个需人工报价');
  await expect(desk.locator('[data-queue="toQuote"]')).toContainText(/\d+ 单/);
  await settled(desk);
  await expectNoViolations(desk, '工作台');
  await row.getByRole('link', { name: '去报价' }).click();
  await desk.waitForURL((url) => url.pathname === '/factory/quote' && url.searchParams.get('no') === orderNo);
  await expect(desk.getByText('客户备注：外壳需喷砂')).toBeVisible();
  const line = desk.locator('[data-line="1"]');
  await expect(line).toContainText('housing.step');
  await expect(line).toContainText('需人工报价');
  await expect(line).toContainText('数量 3');
  // The customer's file, as uploaded, for the engineer's CAD program.
  const download = desk.waitForEvent('download');
  await line.getByRole('button', { name: '下载「housing.step」' }).click();
  expect((await download).suggestedFilename()).toBe('housing.step');

  // The working days start at the shop's own lead; nothing is sent before every line has a price and its days.
  await expect(line.getByLabel('交期（工作日）')).not.toHaveValue('');
  await line.getByLabel('交期（工作日）').fill('');
  await desk.getByRole('button', { name: '确认报价' }).click();
  await expect(line.getByText('请填写单价')).toBeVisible();
  await expect(line.getByText('请填写交期')).toBeVisible();
  await expect(line.getByLabel('确认单价（元/件）')).toBeFocused();
  await line.getByLabel('确认单价（元/件）').fill('12.345');
  await line.getByLabel('交期（工作日）').fill('7');
  await desk.getByRole('button', { name: '确认报价' }).click();
  await expect(line.getByText('单价应为金额，最多两位小数')).toBeVisible();
  await line.getByLabel('确认单价（元/件）').fill('128.50');
  await expect(desk.locator('[data-entered-goods]')).toHaveText('确认后货款 ¥385.50');
  await settled(desk);
  await expectNoViolations(desk, '报价');
  await desk.getByLabel('报价说明（选填，客户可见）').fill('含喷砂');
  await desk.getByRole('button', { name: '确认报价' }).click();
  await expect(desk.getByText(/已确认报价，订单转为待付款，应付 ¥/)).toBeVisible();
  await expect(desk.getByText('该订单当前为「待付款」，不在待报价')).toBeVisible();
  await expect(desk.getByText(/工厂已确认报价，应付 ¥.*交期 7 个工作日.*工厂备注：含喷砂/)).toBeVisible();

  // The customer's 消息中心 says so, with a link to the order.
  await page.reload();
  const message = page.locator('[data-message]').filter({ hasText: `订单 ${orderNo} 报价已确认` });
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('data-unread', '');
  await expect(message).toContainText('交期 7 个工作日');
  await expect(page.getByRole('tab', { name: /未读/ })).toContainText('1');
  // The header counts it too, on every page of the shop.
  await expect(page.locator('[data-unread-count]')).toBeVisible();
  await expect(page.locator('[data-unread-count]')).toHaveText('1 条未读消息');
  await settled(page);
  await expectNoViolations(page, '消息中心');
  await message.getByRole('link', { name: '查看详情' }).click();
  await page.waitForURL((url) => url.pathname === '/ordercenter/customizeorder' && url.searchParams.get('orderNo') === orderNo);
  const detail = await page.request.get(`/api/shop-order/${orderNo}`, { headers: await bearer(page) });
  const order = await detail.json();
  expect(order.status).toBe('待付款');
  expect(order.lines[0]).toMatchObject({ unitPrice: 12_850, quantity: 3, subtotal: 38_550, manual: false });
  await expect(page.getByText('待付款').first()).toBeVisible();

  // The customer pays the confirmed price from the balance.
  const dialog = page.getByRole('dialog', { name: '订单详情' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('¥385.50');
  await dialog.getByRole('button', { name: `去支付 ${orderNo}` }).click();
  await dialog.getByRole('radio', { name: /余额支付/ }).check();
  // Read before paying: the page may leave for the payment result.
  const auth = await bearer(page);
  await dialog.getByRole('button', { name: /^确认支付/ }).click();
  await expect.poll(async () => (await (await page.request.get(`/api/shop-order/${orderNo}`, { headers: auth })).json()).status).toBe('生产中');

  // Read once opened: the header's count is gone, here and on the next page.
  await expect(page.locator('[data-unread-count]')).toBeHidden();
  await page.goto('/me/messages');
  await expect(page.locator('[data-message]').filter({ hasText: `订单 ${orderNo} 报价已确认` })).not.toHaveAttribute('data-unread', '');
  await desk.context().close();

  // 仓储发货 ships it with its tracking number; the customer is told that too.
  const warehouse = await consoleAs(browser, WAREHOUSE);
  await warehouse.getByRole('link', { name: '生产与发货' }).first().click();
  await warehouse.waitForURL((url) => url.pathname === '/factory/shipping');
  const parcel = await findToShip(warehouse, orderNo);
  await expect(parcel).toContainText('housing.step × 3');
  await expect(parcel).toContainText('王测试 13912345678');
  // The promise of the confirmed price: 7 working days from payment, not passed yet.
  await expect(parcel.locator('[data-ship-by]')).toContainText(/^应于 \d{4}-\d{2}-\d{2} 前发货$/);
  await expect(parcel.locator('[data-late]')).toHaveCount(0);
  await parcel.getByRole('button', { name: '发货' }).click();
  await expect(parcel.getByText('请填写运单号')).toBeVisible();
  await parcel.getByLabel('快递公司').selectOption({ label: '京东物流' });
  await parcel.getByLabel('运单号').fill('jd 0012 3456 7890');
  await settled(warehouse);
  await expectNoViolations(warehouse, '生产与发货');
  await parcel.getByRole('button', { name: '发货' }).click();
  await expect(warehouse.getByText(`订单 ${orderNo} 已发货：京东物流 JD001234567890`)).toBeVisible();
  await expect(parcel).toHaveCount(0);
  await page.goto('/me/messages');
  await expect(page.locator('[data-message]').filter({ hasText: `订单 ${orderNo} 已发货` })).toContainText('JD001234567890');
  await warehouse.context().close();

  // Not confirmed by the customer: when its 10 days are up (the clock, a test hook), the shop confirms the receipt itself.
  expect((await page.request.post('/api/__test__/order-due', { data: { orderNo } })).status()).toBe(204);
  expect((await page.request.post('/api/__test__/sweep')).status()).toBe(200);
  await page.goto(`/ordercenter/customizeorder?orderNo=${orderNo}`);
  const received = page.getByRole('dialog', { name: '订单详情' });
  await expect(received.locator('[data-timeline] li').last()).toContainText('已完成');
  await expect(received.locator('[data-after-sales]').getByRole('button', { name: '申请售后' })).toBeVisible();
});

test('a role that does not price is refused in the console, and the customer login does not open it', async ({ page, browser }) => {
  await openAs(page, CUSTOMER, '/me/messages');
  // A customer's login is no staff login: the console asks for its own.
  await page.goto('/factory');
  await page.waitForURL((url) => url.pathname === '/factory/login');

  const desk = await consoleAs(browser, WAREHOUSE);
  await expect(desk.getByText('（仓储发货）')).toBeVisible();
  await desk.goto('/factory/quote?no=DZ20260101-0001');
  await expect(desk.getByText('当前角色无权执行此操作').first()).toBeVisible();
  await desk.context().close();
});

test('the console login says what is wrong and keeps what was typed', async ({ page }) => {
  await page.goto('/factory/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入员工账号')).toBeVisible();
  await expect(page.getByLabel('员工账号')).toBeFocused();
  await page.getByLabel('员工账号').fill('engineer');
  await page.getByLabel('密码', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('用户名或密码错误').first()).toBeVisible();
  await expect(page.getByLabel('员工账号')).toHaveValue('engineer');
  await settled(page);
  await expectNoViolations(page, '工厂员工登录');
});

test('a decline is told to the customer, and the 管理员 reads who did it in 操作记录; other roles do not see it', async ({ page, browser }) => {
  await openAs(page, CUSTOMER, '/me/messages');
  const orderNo = await placeWaitingOrder(page);
  const desk = await consoleAs(browser, ENGINEER);
  await expect(desk.getByRole('link', { name: '操作记录' })).toHaveCount(0);
  await desk.goto(`/factory/quote?no=${orderNo}`);
  await desk.getByRole('button', { name: '不予报价' }).click();
  await expect(desk.getByText('请填写不予报价的原因')).toBeVisible();
  await desk.getByLabel('不予报价的原因（客户可见）').fill('STEP 文件缺少螺纹孔的尺寸');
  await desk.getByRole('button', { name: '不予报价' }).click();
  await expect(desk.getByText('已取消订单并通知客户')).toBeVisible();
  await expect(desk.getByText('该订单当前为「已取消」，不在待报价')).toBeVisible();
  await desk.context().close();

  await page.reload();
  await expect(page.locator('[data-message]').filter({ hasText: `订单 ${orderNo} 未能报价` })).toContainText('STEP 文件缺少螺纹孔的尺寸');

  const admin = await consoleAs(browser, ADMIN);
  await admin.getByRole('link', { name: '操作记录' }).click();
  await admin.waitForURL((url) => url.pathname === '/factory/audit');
  const entry = admin.locator('[data-audit="quote.decline"]').filter({ hasText: `order:${orderNo}` });
  await expect(entry).toContainText('李工（engineer）');
  await expect(entry).toContainText('不予报价');
  await entry.getByText('改动前 / 改动后').click();
  await expect(entry).toContainText('STEP 文件缺少螺纹孔的尺寸');
  await settled(admin);
  await expectNoViolations(admin, '操作记录');
  await admin.context().close();
});

test('the 管理员 adds a member of staff with a one-time password, which is changed at first login, and takes them off again', async ({ browser }) => {
  const admin = await consoleAs(browser, STAFF.admin);
  await admin.getByRole('link', { name: '员工', exact: true }).click();
  await admin.waitForURL((url) => url.pathname === '/factory/team');
  const username = `qc${Date.now() % 1_000_000}`;
  await admin.getByRole('button', { name: '添加', exact: true }).click();
  await expect(admin.getByText('用户名须为 2–32 位字母、数字、下划线、点或横线')).toBeVisible();
  await admin.getByLabel('用户名').fill(username);
  await admin.getByLabel('姓名').fill('周质检');
  await admin.getByRole('combobox', { name: '角色', exact: true }).selectOption({ label: '仓储发货' });
  await admin.getByRole('button', { name: '添加', exact: true }).click();
  const secret = admin.locator('[data-one-time-password]');
  await expect(secret).toContainText(`周质检（${username}）的一次性密码`);
  const password = (await secret.locator('[data-password]').innerText()).trim();
  expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
  const row = admin.locator(`[data-member="${username}"]`);
  await expect(row).toContainText('待修改初始密码');
  await settled(admin);
  await expectNoViolations(admin, '员工管理');

  // The new member's first login asks for a password of their own before any work.
  const newcomer = await consoleAs(browser, { username, password });
  await newcomer.getByRole('textbox', { name: '当前密码' }).fill(password);
  await newcomer.getByRole('textbox', { name: /^新密码/ }).fill('Zhou2026qc');
  await newcomer.getByRole('textbox', { name: '确认密码' }).fill('Zhou2026qc');
  await newcomer.getByRole('button', { name: /修改/ }).click();
  await expect(newcomer.getByRole('link', { name: '生产与发货' })).toBeVisible();
  await expect(newcomer.getByRole('link', { name: '员工', exact: true })).toHaveCount(0);

  // Taken off: their login ends at once.
  await row.getByRole('button', { name: '停用 周质检' }).click();
  await expect(row).toContainText('已停用');
  const later = await newcomer.context().newPage();
  await later.goto('/factory/shipping');
  await later.waitForURL((url) => url.pathname === '/factory/login');
  await admin.context().close();
  await newcomer.context().close();
});

test('the engineer turns a waiting line\'s model in 3D in 报价, downloaded with the staff login', async ({ page, browser }) => {
  await openAs(page, CUSTOMER, '/ordercenter/customizeorder');
  const draftId = `console-preview-${Date.now()}`;
  const file = await uploadThroughApi(page, draftId, CUBE_STL);
  // A tolerance call-out: the factory confirms the price, so the order waits in 报价.
  const request = { materialId: 1, items: [{ fileId: file.id, quantity: 2, callouts: { tolerance: true } }], couponId: null };
  const headers = await bearer(page);
  const priced = await page.request.post('/api/shop-quotation/price', { headers, data: request });
  expect(priced.ok(), await priced.text()).toBe(true);
  const created = await page.request.post('/api/shop-order/customized', {
    headers,
    data: { ...request, address: { name: '王测试', phone: '13912345678', region: '广东省 深圳市 南山区', detail: '科技园南区 8 栋 1201' }, remarks: '', expectedPayable: (await priced.json()).payable, idempotencyKey: `console-preview-${draftId}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNo } = (await created.json()) as { orderNo: string };

  const engineer = await consoleAs(browser, STAFF.engineer);
  await engineer.goto(`/factory/quote?no=${orderNo}`);
  await engineer.getByRole('button', { name: `3D 预览 ${CUBE_STL.name}` }).click();
  const dialog = engineer.getByRole('dialog', { name: `${CUBE_STL.name} · 3D 预览` });
  await expect(dialog.getByRole('img', { name: `${CUBE_STL.name} 的 3D 模型` })).toBeVisible({ timeout: 30_000 });
  await engineer.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await engineer.context().close();
});
