import type { Page } from '@playwright/test';
import { bearer, DEMO, expect, openAs, test } from './fixtures.ts';
import { PAGES_USER, USED_USER, PACKAGE_ORDERS, DESIGN_ORDERS, MY_ORDERS, model, detail, packageCard, packageOrdersOf, sessionOf, requestsOf } from './design-support.ts';

test.describe('a link to one package order', () => {
  test('opens the page the order is on from my orders, highlighted (with its payment when asked), and an order number not the customer\'s says so above the list', async ({ page }) => {
    await openAs(page, PAGES_USER, MY_ORDERS);
    const orders = await packageOrdersOf(page);
    expect(orders.length).toBeGreaterThan(10);
    const oldest = orders.at(-1);
    expect(oldest?.status).toBe('待付款');
    const orderNo = oldest?.orderNo ?? '';

    // Linked from the last page of my orders: the package orders open on the second page.
    await page.getByRole('button', { name: '下一页' }).click();
    await page.locator(`li[data-kind="package"][data-no="${orderNo}"]`).getByRole('link').click();
    const card = packageCard(page, orderNo);
    await expect(card).toHaveAttribute('aria-current', 'true');
    await expect(card).toBeInViewport();
    await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`第 2 / 2 页，共 ${orders.length} 条`);
    await expect(page.locator('li[data-order-no]')).toHaveCount(orders.length - 10);
    await expect(page).toHaveURL(`${PACKAGE_ORDERS}?page=2&orderNo=${orderNo}`);
    await expect(page.locator('[data-order-missing]')).toHaveCount(0);

    // Turning to page 1 leaves the linked order, and the address says so.
    await page.getByRole('button', { name: '上一页' }).click();
    await expect(page).toHaveURL(PACKAGE_ORDERS);
    await expect(page.locator('li[data-order-no]')).toHaveCount(10);
    await expect(card).toHaveCount(0);

    await page.goto(`${PACKAGE_ORDERS}?orderNo=${orderNo}&pay=1`);
    await expect(card.getByRole('button', { name: '确认支付 ¥1,299.00' })).toBeVisible();
    await expect(card.getByRole('button', { name: `收起支付 ${orderNo}` })).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(`${PACKAGE_ORDERS}?page=2&orderNo=${orderNo}&pay=1`);

    const [theirs] = await packageOrdersOf(page, await sessionOf(page, DEMO));
    for (const missing of [theirs?.orderNo ?? '', 'TC19990101-0001']) {
      await page.goto(`${PACKAGE_ORDERS}?orderNo=${missing}`);
      await expect(page.locator('[data-order-missing]')).toHaveText(`没有找到套餐订单 ${missing}：请核对订单号，或确认它属于当前登录的账号。`);
      await expect(page.locator('li[data-order-no]')).toHaveCount(10);
      await expect(page.locator('li[data-order-no][aria-current]')).toHaveCount(0);
      await expect(page).toHaveURL(`${PACKAGE_ORDERS}?orderNo=${missing}`);
    }
  });
});

test.describe('a package with no requests left', () => {
  // Both use the packages of e2e-design-used, the second uses up its last request: one after the other.
  test.describe.configure({ mode: 'default' });

  const form = (page: Page) => page.locator('form[data-new-design-order]');
  const uploaded = (page: Page) => form(page).locator('li[data-status="success"]').filter({ hasText: 'cube-10mm-binary.stl' });

  /** Types a request and uploads a reference file, as a customer would before sending. */
  async function fillIn(page: Page, title: string, brief: string) {
    await form(page).getByLabel('标题').fill(title);
    await form(page).getByLabel('需求描述').fill(brief);
    await form(page).getByLabel('选择文件').setInputFiles([model('cube-10mm-binary.stl')]);
    await expect(uploaded(page)).toBeVisible();
  }

  async function expectKept(page: Page, title: string, brief: string) {
    await expect(form(page).getByLabel('标题')).toHaveValue(title);
    await expect(form(page).getByLabel('需求描述')).toHaveValue(brief);
    await expect(uploaded(page)).toBeVisible();
  }

  test('is not offered by the new-request form; a link to it says no requests are left, and sending keeps everything and creates nothing', async ({ page }) => {
    await openAs(page, USED_USER, DESIGN_ORDERS);
    const packages = await packageOrdersOf(page);
    const usedUp = packages.find((p) => p.status === '已用完');
    const open = packages.find((p) => p.requestsRemaining > 0);
    expect(usedUp && open).toBeTruthy();
    const before = (await requestsOf(page)).length;

    await page.getByRole('button', { name: /新建设计需求/ }).click();
    const choice = form(page).getByLabel('使用套餐');
    await expect(choice.locator('option')).toHaveText(['请选择套餐', `${open?.packageName}（剩余 ${open?.requestsRemaining} 个需求）`]);

    await page.goto(`${DESIGN_ORDERS}?new=1&package=${usedUp?.orderNo}`);
    const said = `套餐订单 ${usedUp?.orderNo}（基础建模）的 1 个设计需求已全部用完，不能再用它提交设计需求。`;
    await expect(form(page).getByText(said)).toBeVisible();
    await expect(choice).toHaveValue('');
    await expect(choice).toHaveAttribute('aria-invalid', 'true');
    await expect(choice.locator(`option[value="${usedUp?.orderNo}"]`)).toHaveCount(0);
    await expect(form(page).locator('[data-package-hint]')).toHaveText('请选择其他还有剩余需求的套餐。');

    const title = '手机支架加高版';
    const brief = '在原手机支架底座上加高 30 mm，并增加一个可折叠的支脚。';
    await fillIn(page, title, brief);
    await form(page).getByRole('button', { name: '提交设计需求' }).click();
    await expect(choice).toBeFocused();
    await expect(form(page).getByText('还有 1 处需要修改')).toBeVisible();
    await expect(form(page).getByText(said)).toBeVisible();
    expect((await requestsOf(page)).length).toBe(before);

    await page.reload();
    await expectKept(page, title, brief);
    await expect(form(page).getByText(said)).toBeVisible();
  });

  test('used up meanwhile elsewhere, the request is refused by the server with its reason, keeping everything typed and uploaded and creating nothing', async ({ page }) => {
    await openAs(page, USED_USER, DESIGN_ORDERS);
    const last = (await packageOrdersOf(page)).find((p) => p.requestsRemaining === 1);
    expect(last).toBeTruthy();
    const orderNo = last?.orderNo ?? '';
    await page.goto(`${DESIGN_ORDERS}?new=1&package=${orderNo}`);
    await expect(form(page).getByLabel('使用套餐')).toHaveValue(orderNo);
    const title = '宠物饮水机外壳';
    const brief = '循环饮水机外壳，容量 2.5 L，顶部可拆洗，底部留水泵与滤芯仓位。';
    await fillIn(page, title, brief);

    // Its last request is made in another tab meanwhile.
    const elsewhere = await page.request.post('/api/shop-design-order', {
      headers: await bearer(page),
      data: { packageOrderNo: orderNo, title: '另一个标签页的需求', brief: '在另一个标签页提交，用掉套餐的最后一个需求。', fileIds: [], idempotencyKey: `e2e-elsewhere-${Date.now()}` },
    });
    expect(elsewhere.status()).toBe(201);
    const before = (await requestsOf(page)).length;

    await form(page).getByRole('button', { name: '提交设计需求' }).click();
    await expect(form(page).locator('[data-submit-problem]')).toHaveText('该设计套餐的设计需求次数已用完');
    await expect(form(page).getByText(`套餐订单 ${orderNo}（${last?.packageName}）的 ${last?.requests} 个设计需求已全部用完，不能再用它提交设计需求。`)).toBeVisible();
    await expect(form(page).getByRole('link', { name: '去购买套餐' })).toBeVisible();
    await expectKept(page, title, brief);
    await expect(form(page).getByRole('button', { name: '提交设计需求' })).toBeEnabled();
    await expect(detail(page)).toHaveCount(0);
    expect((await requestsOf(page)).length).toBe(before);
  });
});
