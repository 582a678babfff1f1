import { bearer, DEMO, expect, failNext, logInByApi, logInThroughForm, NEWBIE, openAs, storedUser, test } from './fixtures.ts';
import { PACKAGE_USER, DESIGN_USER, PACKAGES, PACKAGE_ORDERS, DESIGN_ORDERS, MY_ORDERS, RESULT, model, detail, packageCard, logInHere, requestsOf } from './design-support.ts';
import { expectNoViolations, settled } from './axe-support.ts';
import { consoleAs, deliverAsFactory, STAFF } from './staff-support.ts';

test.describe('buying a design package', () => {
  // These tests buy as the same customer and count its orders: one after the other.
  test.describe.configure({ mode: 'default' });

  test('from logged out: choose, log in, come back with the choice, buy, pay from the balance, and see it in force', async ({ page }) => {
    await page.goto(`${PACKAGES}?package=1`);
    await expect(page.getByRole('radio')).toHaveCount(4);
    await expect(page.getByRole('radio', { name: /基础建模/ })).toBeChecked();
    await page.getByRole('radio', { name: /标准设计/ }).check();
    await expect(page).toHaveURL(`${PACKAGES}?package=2`);
    await expect(page.getByText('购买前请先登录')).toBeVisible();

    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`${PACKAGES}?package=2`)}`);
    await logInHere(page, PACKAGE_USER, PACKAGES);
    await expect(page).toHaveURL(`${PACKAGES}?package=2`);
    await expect(page.getByRole('radio', { name: /标准设计/ })).toBeChecked();

    await page.getByRole('button', { name: '立即购买' }).click();
    const ordered = page.locator('[data-package-order]');
    await expect(ordered).toBeVisible();
    const orderNo = (await ordered.getAttribute('data-package-order')) ?? '';
    expect(orderNo).toMatch(/^TC\d{8}-\d{4}$/);
    // The choice is locked while its order is being paid.
    await expect(page.getByRole('radio', { name: /基础建模/ })).toBeDisabled();
    await expect(ordered.getByRole('radio', { name: /余额支付/ })).toBeChecked();
    await ordered.getByRole('button', { name: '确认支付 ¥1,299.00' }).click();

    await page.waitForURL(`${RESULT}?orderNo=${orderNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付成功');
    await expect(page.locator('[data-kind]')).toHaveText('设计套餐订单');
    // One status for a package wherever it is shown: in force, not 已完成.
    await expect(page.locator('dd[data-status]')).toHaveText('生效中');
    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL(`${PACKAGE_ORDERS}?orderNo=${orderNo}`);
    const card = packageCard(page, orderNo);
    await expect(card).toHaveAttribute('aria-current', 'true');
    await expect(card.getByText('生效中')).toBeVisible();
    await expect(card.locator('[data-remaining]')).toHaveText('3 / 3 个');
    await expect(card.getByRole('link', { name: /提需求/ })).toHaveAttribute('href', `${DESIGN_ORDERS}?new=1&package=${orderNo}`);

    await page.goto(MY_ORDERS);
    await expect(page.locator(`li[data-kind="package"][data-no="${orderNo}"] [data-status]`)).toHaveText('生效中');

    // The personal center's recent orders name the kind and open the package orders.
    await page.goto('/me/personcenter');
    const recent = page.locator(`[data-recent-orders] li[data-order-no="${orderNo}"]`);
    await expect(recent).toContainText('设计套餐订单');
    await expect(recent.locator('[data-status]')).toHaveText('生效中');
    await expect(recent.getByRole('link')).toHaveAttribute('href', `${PACKAGE_ORDERS}?orderNo=${orderNo}`);
  });

  test('pressing 立即购买 twice makes one order, and paying online through the gateway ends on the result page', async ({ page }) => {
    await openAs(page, PACKAGE_USER, `${PACKAGES}?package=1`);
    const before = await page.request.get('/api/shop-design-package-order?page=1&size=100', { headers: await bearer(page) });
    const count = (await before.json()).total;
    await page.getByRole('button', { name: '立即购买' }).dblclick();
    const ordered = page.locator('[data-package-order]');
    await expect(ordered).toBeVisible();
    const orderNo = (await ordered.getAttribute('data-package-order')) ?? '';
    const after = await page.request.get('/api/shop-design-package-order?page=1&size=100', { headers: await bearer(page) });
    expect((await after.json()).total).toBe(count + 1);

    await ordered.getByRole('radio', { name: /在线支付/ }).check();
    await ordered.getByRole('button', { name: '确认支付 ¥399.00' }).click();
    await page.waitForURL(/\/api\/mock-pay\//);
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(`${RESULT}?orderNo=${orderNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付成功');
    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(packageCard(page, orderNo).getByText('生效中')).toBeVisible();
  });

  test('an unpaid one opens its payment in place and is cancelled after a confirmation, leaving nothing to pay', async ({ page }) => {
    await openAs(page, PACKAGE_USER, `${PACKAGES}?package=1`);
    await page.getByRole('button', { name: '立即购买' }).click();
    const ordered = page.locator('[data-package-order]');
    const orderNo = (await ordered.getAttribute('data-package-order')) ?? '';
    await ordered.getByRole('link', { name: /查看套餐订单/ }).click();
    await expect(page).toHaveURL(`${PACKAGE_ORDERS}?orderNo=${orderNo}`);

    const card = packageCard(page, orderNo);
    await expect(card.getByText('待付款')).toBeVisible();
    await card.getByRole('button', { name: `去支付 ${orderNo}` }).click();
    await expect(card.getByRole('button', { name: '确认支付 ¥399.00' })).toBeVisible();
    await expect(page).toHaveURL(`${PACKAGE_ORDERS}?orderNo=${orderNo}&pay=1`);

    await card.getByRole('button', { name: `取消订单 ${orderNo}` }).click();
    const confirm = page.getByRole('dialog', { name: `取消订单 ${orderNo}？` });
    await confirm.getByRole('button', { name: '取消订单' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card.getByText('已取消')).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
  });
});

test.describe('design requests of e2e-design', () => {
  // Both tests use up requests of the same package: one after the other.
  test.describe.configure({ mode: 'default' });

  test('a new request with a reference file, then revising the one waiting for the customer, answered by the engineer in the console, and confirming it', async ({ page, browser }) => {
    // A long journey: an upload, two dialogs and a reload.
    test.slow();
    await openAs(page, DESIGN_USER, DESIGN_ORDERS);
    const [waiting] = await requestsOf(page, '待确认');
    expect(waiting).toBeTruthy();

    await page.getByRole('button', { name: /新建设计需求/ }).click();
    const form = page.locator('form[data-new-design-order]');
    await expect(form.getByLabel('使用套餐')).toHaveValue(/^TC/);
    await form.getByLabel('标题').fill('桌面收纳盒');
    const brief = '三格桌面收纳盒，外形 200 × 120 × 80 mm，圆角。';
    await form.getByLabel('需求描述').fill(brief);
    await expect(form.locator('[data-brief-count]')).toHaveText(`${Array.from(brief).length} / 2000`);
    await form.getByLabel('选择文件').setInputFiles([model('cube-10mm-binary.stl')]);
    await expect(form.locator('li[data-status="success"]').filter({ hasText: 'cube-10mm-binary.stl' })).toBeVisible();
    await form.getByRole('button', { name: '提交设计需求' }).click();

    const created = detail(page);
    await expect(created.locator('[data-status]').first()).toHaveText('待接单');
    await expect(created.getByRole('heading', { name: '桌面收纳盒' })).toBeVisible();
    await expect(created.getByRole('list', { name: '参考文件' }).locator('[data-file-name]')).toHaveText(['cube-10mm-binary.stl']);
    await expect(page).toHaveURL(/requestNo=SJ/);
    await created.getByRole('button', { name: '关闭' }).click();
    await expect(page.locator('li[data-request-no]').first()).toContainText('桌面收纳盒');

    await page.goto(`${DESIGN_ORDERS}?requestNo=${waiting?.requestNo ?? ''}`);
    const open = detail(page);
    await expect(open.locator('[data-status]').first()).toHaveText('待确认');
    const revisionsBefore = await open.locator('[data-revisions]').innerText();
    await open.getByRole('button', { name: '申请修改' }).click();
    await open.getByRole('button', { name: '提交修改意见' }).click();
    await expect(open.getByText('请填写修改意见')).toBeVisible();
    await open.getByLabel('修改意见').fill('把圆角加大到 R5');
    await open.getByRole('button', { name: '提交修改意见' }).click();
    await expect(open.locator('[data-status]').first()).toHaveText('设计中');
    await expect(open.locator('[data-revisions]')).not.toHaveText(revisionsBefore);
    await expect(open.getByRole('button', { name: '确认完成' })).toHaveCount(0);

    // The engineer answers the revision in the console: the next version, with the files and a note.
    const engineer = await consoleAs(browser, STAFF.engineer, '/factory/design');
    await engineer.goto(`/factory/design?no=${waiting?.requestNo ?? ''}`);
    await expect(engineer.getByText('把圆角加大到 R5').first()).toBeVisible();
    await engineer.getByRole('button', { name: '交付', exact: true }).click();
    await expect(engineer.getByText('请填写交付说明')).toBeVisible();
    await engineer.getByLabel('设计文件').setInputFiles([model('cube-10mm-binary.stl')]);
    await engineer.getByLabel('交付说明（客户可见）').fill('圆角已加大到 R5，请查看');
    await engineer.getByRole('button', { name: '交付', exact: true }).click();
    await expect(engineer.getByText(/第 \d+ 版设计稿已交付，已通知客户/)).toBeVisible();
    await settled(engineer);
    await expectNoViolations(engineer, '设计交付');
    await engineer.context().close();
    await page.reload();
    await expect(detail(page).locator('[data-status]').first()).toHaveText('待确认');
    await expect(detail(page)).toContainText('圆角已加大到 R5，请查看');
    await detail(page).getByRole('button', { name: '确认完成' }).click();
    const confirm = page.getByRole('dialog', { name: /确认设计订单/ });
    await confirm.getByRole('button', { name: '确认完成' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(detail(page).locator('[data-status]').first()).toHaveText('已完成');
    await expect(detail(page).getByRole('button', { name: '申请修改' })).toHaveCount(0);
  });

  test('a failed send keeps everything typed, sending again makes one request, and a confirmation refused by the server says why', async ({ page }) => {
    test.slow();
    await openAs(page, DESIGN_USER, DESIGN_ORDERS);
    const before = (await requestsOf(page)).length;
    await page.getByRole('button', { name: /新建设计需求/ }).click();
    const form = page.locator('form[data-new-design-order]');
    await form.getByRole('button', { name: '提交设计需求' }).click();
    await expect(form.getByText('请填写标题')).toBeVisible();
    await expect(form.getByText('请填写需求描述')).toBeVisible();
    await expect(form.getByLabel('标题')).toBeFocused();

    await form.getByLabel('标题').fill('散热风扇支架');
    await form.getByLabel('需求描述').fill('80 mm 风扇支架，可调角度，螺丝固定在机箱侧板。');
    await failNext(page, { method: 'POST', path: '/api/shop-design-order', status: 500, message: '设计服务暂时不可用' });
    await form.getByRole('button', { name: '提交设计需求' }).click();
    await expect(page.getByText('设计服务暂时不可用')).toBeVisible();
    await expect(form.getByRole('button', { name: '提交设计需求' })).toBeEnabled();
    await page.reload();
    await expect(form.getByLabel('标题')).toHaveValue('散热风扇支架');
    await expect(form.getByLabel('需求描述')).toHaveValue('80 mm 风扇支架，可调角度，螺丝固定在机箱侧板。');

    await form.getByRole('button', { name: '提交设计需求' }).click();
    await expect(detail(page).getByRole('heading', { name: '散热风扇支架' })).toBeVisible();
    expect((await requestsOf(page)).length).toBe(before + 1);

    // Delivered, then confirmed in another tab: confirming here says the server's reason and shows the new status.
    const requestNo = new URL(page.url()).searchParams.get('requestNo') ?? '';
    await deliverAsFactory(page, requestNo);
    await page.reload();
    await expect(detail(page).locator('[data-status]').first()).toHaveText('待确认');
    const elsewhere = await page.request.post(`/api/shop-design-order/${requestNo}/confirm`, { headers: await bearer(page) });
    expect(elsewhere.status()).toBe(200);
    await detail(page).getByRole('button', { name: '确认完成' }).click();
    const confirm = page.getByRole('dialog', { name: /确认设计订单/ });
    await confirm.getByRole('button', { name: '确认完成' }).click();
    await expect(confirm.locator('[data-confirm-problem]')).not.toBeEmpty();
    await expect(detail(page).locator('[data-status]').first()).toHaveText('已完成');
  });
});

test.describe('read-only design order pages', () => {
  test('a logged-out visitor opening the design orders goes to login and comes back to the same view', async ({ page }) => {
    await page.goto(`${DESIGN_ORDERS}?status=${encodeURIComponent('已完成')}`);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`${DESIGN_ORDERS}?status=${encodeURIComponent('已完成')}`)}`);
    await logInHere(page, DEMO, DESIGN_ORDERS);
    await expect(page).toHaveURL(`${DESIGN_ORDERS}?status=${encodeURIComponent('已完成')}`);
    await expect(page.getByRole('tab', { name: '已完成' })).toHaveAttribute('aria-selected', 'true');
    const rows = page.locator('li[data-request-no]');
    await expect(rows.first()).toBeVisible();
    for (const status of await rows.locator('[data-status]').allInnerTexts()) expect(status).toBe('已完成');
  });

  test("demo's tabs, detail with deliveries and timeline, and my orders with both kinds linking to their pages", async ({ page }) => {
    await openAs(page, DEMO, DESIGN_ORDERS);
    await expect(page.locator('li[data-request-no]')).toHaveCount(4);
    await page.getByRole('tab', { name: '待确认' }).click();
    await expect(page).toHaveURL(`${DESIGN_ORDERS}?status=${encodeURIComponent('待确认')}`);
    await expect(page.locator('li[data-request-no]')).toHaveCount(1);
    await page.locator('li[data-request-no] button').first().click();
    const open = detail(page);
    await expect(open.locator('[data-delivery]')).toHaveCount(2);
    await expect(open.locator('[data-timeline] li').first()).toContainText('待接单');
    await expect(open.getByRole('button', { name: '确认完成' })).toBeVisible();
    // A delivered file downloads with the session's token, under its own name.
    const delivered = open.locator('[data-delivery] li[data-file-id]').first();
    const name = await delivered.locator('[data-file-name]').innerText();
    const [download] = await Promise.all([page.waitForEvent('download'), delivered.getByRole('button', { name: /下载/ }).click()]);
    expect(download.suggestedFilename()).toBe(name);
    await page.keyboard.press('Escape');
    await expect(open).toHaveCount(0);
    await expect(page).toHaveURL(`${DESIGN_ORDERS}?status=${encodeURIComponent('待确认')}`);

    await page.goto(MY_ORDERS);
    const rows = page.locator('li[data-kind]');
    await expect(rows.first()).toBeVisible();
    expect(new Set(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-kind'))))).toEqual(new Set(['package', 'design']));
    const design = page.locator('li[data-kind="design"]').first();
    const no = (await design.getAttribute('data-no')) ?? '';
    await design.getByRole('link').click();
    await expect(page).toHaveURL(`${DESIGN_ORDERS}?requestNo=${no}`);
    await expect(detail(page).getByText(no)).toBeVisible();
  });

  test('a failed list shows the error with a retry, and a customer without packages sees the empty states', async ({ page }) => {
    // Without a using factory newbie lands on the design service's home after login.
    await logInThroughForm(page, NEWBIE);
    await page.waitForURL('/mydesign/home');
    await page.goto(PACKAGE_ORDERS);
    await expect(page.getByText('还没有购买设计套餐')).toBeVisible();
    await page.goto(DESIGN_ORDERS);
    await expect(page.getByText('暂无设计订单')).toBeVisible();
    await page.getByRole('button', { name: /新建设计需求/ }).click();
    await expect(page.locator('[data-no-packages]')).toContainText('没有可用的套餐');

    await failNext(page, { method: 'GET', path: '/api/shop-design-order/mine', status: 500, message: '服务繁忙' });
    await page.goto(MY_ORDERS);
    await expect(page.locator('[data-state="error"]')).toContainText('服务繁忙');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('还没有设计服务订单')).toBeVisible();
    expect((await storedUser(page))?.token).toBeTruthy();
  });

  test('a token stored without user info (an open /mydesign page has no guard to load it) still opens the form and the purchase', async ({ page }) => {
    await logInByApi(page, DESIGN_USER);
    await page.goto(`${DESIGN_ORDERS}?new=1`);
    await expect(page.locator('form[data-new-design-order]').getByLabel('使用套餐')).toHaveValue(/^TC/);
    expect((await storedUser(page))?.userInfo?.customer.username).toBe(DESIGN_USER.username);
    await page.goto(`${PACKAGES}?package=1`);
    await expect(page.getByRole('radio', { name: /基础建模/ })).toBeChecked();
    expect((await storedUser(page))?.token).toBeTruthy();
  });

  test('a request that is not the customer\'s opens as not found', async ({ page }) => {
    await logInThroughForm(page, DEMO);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${DESIGN_ORDERS}?requestNo=SJ19990101-0001`);
    await expect(detail(page).getByText('没有找到这个设计订单')).toBeVisible();
  });
});

