import { DEMO, expect, openAs, test } from './fixtures.ts';
import { CUSTOMISED, detailDialog, fenOf } from './orders-support.ts';
import { fenOf as signedFenOf } from './wallet-support.ts';

test.describe('what the pages say agrees with the orders (demo, read only)', () => {
  test('an order number in the ledger opens that order, whose payable is the line’s amount', async ({ page }) => {
    await openAs(page, DEMO, '/me/amountFlow?type=payment');
    await expect(page.locator('[data-ledger]')).toHaveAttribute('aria-busy', 'false');
    const row = page.locator('table tbody tr').first();
    const amount = signedFenOf(await row.locator('td').nth(2).innerText());
    const link = row.getByRole('link');
    const orderNo = (await link.innerText()).trim();
    expect(orderNo).toMatch(/^(DZ|HC)\d{8}-\d{4}$/);
    await link.click();
    await page.waitForURL((url) => url.searchParams.get('orderNo') === orderNo);
    const dialog = detailDialog(page);
    await expect(dialog).toContainText(orderNo);
    expect(fenOf(await dialog.locator('[data-detail-payable]').innerText())).toBe(-amount);
    await expect(dialog).toContainText('余额支付');
  });

  test('a 待报价 order says 价格待定 in its detail as in the list, never ¥0.00', async ({ page }) => {
    await openAs(page, DEMO, `${CUSTOMISED}?status=${encodeURIComponent('待报价')}`);
    const order = page.locator('li[data-order-no]').first();
    await expect(order.locator('[data-payable]')).toHaveText('价格待定');
    await order.getByRole('button', { name: /^查看详情/ }).click();
    const dialog = detailDialog(page);
    await expect(dialog.locator('[data-detail-payable]')).toHaveText('价格待定');
    await expect(dialog.locator('[data-price-pending]')).toContainText('工程师报价后订单转为待付款');
    await expect(dialog.locator('[data-amounts]')).not.toContainText('应付金额¥0.00');
  });
});

test.describe('open pages say what the shop does', () => {
  test('the platform home’s factory cards show the processes and lead days the factories have in 用户中心', async ({ page }) => {
    await page.goto('/platformhome');
    const homeCard = (id: number) => page.locator(`li[data-factory="${id}"]`);
    await expect(page.locator('li[data-factory]')).toHaveCount(4);
    const onHome = new Map<number, { processes: string[]; lead: string }>();
    for (const id of [1, 2]) {
      onHome.set(id, { processes: await homeCard(id).locator('[data-process]').allInnerTexts(), lead: (await homeCard(id).locator('[data-lead]').innerText()).replace(/\s+/g, ' ') });
    }
    await openAs(page, DEMO, '/usercenter');
    for (const id of [1, 2]) {
      const card = page.locator(`li[data-factory-id="${id}"]`);
      const home = onHome.get(id);
      await expect(card.locator('.badge-outline')).toHaveText(home?.processes ?? []);
      const [min, max] = (home?.lead ?? '').match(/\d+/g) ?? [];
      await expect(card).toContainText(`交期 ${min}–${max} 天`);
    }
  });

  test('the design FAQ sends an NDA request to the design advisers, not to a form the shop does not have', async ({ page }) => {
    await page.goto('/mydesign/home');
    const answer = page.locator('details, li, div').filter({ hasText: '会签保密协议吗？' }).last();
    await expect(answer).toContainText('联系设计顾问');
    await expect(page.getByText('在个人中心申请电子保密协议')).toHaveCount(0);
  });
});
