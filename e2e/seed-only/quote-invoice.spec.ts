import { expect, test } from '../fixtures.ts';
import { forceNextAnswer, logInToOpenPage, SEED_DEMO } from './support.ts';

/**
 * Quotation documents and invoices are not in the seed: in front of a backend without them the
 * pages say the shop does not offer them (a 404 or 501 of their calls), never an error message,
 * and offer nothing to fill in.
 */
test.describe('报价单 and 发票 in front of a seed-only backend', () => {
  test.beforeEach(async ({ page }) => {
    await logInToOpenPage(page, SEED_DEMO);
  });

  for (const status of [404, 501]) {
    test(`the invoices page answered ${status} says invoices are not offered, with no request form`, async ({ page }) => {
      await forceNextAnswer(page, { method: 'GET', path: '/api/shop-invoice', status, body: { message: 'Not Found' } });
      await page.goto('/ordercenter/invoices');
      await expect(page.getByText('本店暂未开通发票')).toBeVisible();
      await expect(page.getByRole('button', { name: '申请开票' })).toHaveCount(0);
      await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);
    });
  }

  test('saving a quotation says quotation documents are not offered before anything is typed', async ({ page }) => {
    const ownerId: number = await page.evaluate(() => JSON.parse(localStorage.getItem('shop-user') ?? '{}').userInfo.customer.id);
    await page.evaluate(
      (owner) =>
        localStorage.setItem(
          'shop-quotation',
          JSON.stringify({ draftId: 'seed-only-quote', ownerId: owner, materialTypeId: 3, colour: null, fileList: [{ id: 501, name: 'bracket.stl' }], uploadFileList: [], quantities: { '501': 2 }, couponId: null, remarks: '' }),
        ),
      ownerId,
    );
    await forceNextAnswer(page, { method: 'GET', path: '/api/shop-quotation/saved', status: 404, body: { message: 'Not Found' } });
    await page.goto('/quotationorder/quote?from=draft');
    await expect(page.getByText('本店暂未开通报价单')).toBeVisible();
    await expect(page.getByLabel('客户名称')).toHaveCount(0);
    await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);
  });

  test('a shared link answered 404 says plainly that it opens nothing; a saved one answered 501 that the shop does not offer them', async ({ page }) => {
    await forceNextAnswer(page, { method: 'GET', path: '/api/shop-quotation/shared/abc123', status: 404, body: { message: 'Not Found' } });
    await page.goto('/quotationorder/quote?share=abc123');
    await expect(page.getByText('无法打开这份报价单')).toBeVisible();
    await expect(page.locator('[data-quote-sheet]')).toHaveCount(0);
    await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);

    await forceNextAnswer(page, { method: 'GET', path: '/api/shop-quotation/saved/BJ1', status: 501 });
    await page.goto('/quotationorder/quote?no=BJ1');
    await expect(page.getByText('本店暂未开通报价单')).toBeVisible();
    await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);
  });
});
