import type { Page } from '@playwright/test';
import { bearer, DEMO, draftClaimed, expect, openAs, test } from './fixtures.ts';
import { CHECKOUT, cartLine, putCart, SCRAPER } from './consumables-support.ts';
import { CONSUMABLE, detailDialog } from './orders-support.ts';
import { CUBE_STL, openStep3With, STEP1, STEP2 } from './quotation-support.ts';

/** 973 growth and a ¥74 order to pay: only this spec logs in as this customer. */
const GROWTH_USER = { username: 'e2e-growth', password: 'Demo1234' } as const;
/** 黄金会员 with a coupon of every scope, in a shop of its own: only this spec logs in as this customer. */
const MEMBER_USER = { username: 'e2e-member', password: 'Demo1234' } as const;
const PLA = { id: 9, name: 'PLA 线材 白色' } as const;

const history = (page: Page) => page.locator('[data-growth-history] > li');

test.describe('/membercenter', () => {
  test('lists only what the pricing applies, per level, and every change of demo’s growth with its order', async ({ page }) => {
    await openAs(page, DEMO, '/membercenter');
    const table = page.getByRole('table', { name: '等级权益' });
    await expect(table.getByRole('row', { name: /白银会员/ })).toContainText('定制订单商品金额 9.8 折');
    await expect(table.getByRole('row', { name: /白银会员/ })).toContainText('定制与耗材订单满 99 元包邮');
    await expect(table.getByRole('row', { name: /钻石会员/ })).toContainText('定制与耗材订单全部包邮');
    for (const notOffered of ['评价', '生日', '客户经理', '优先排产']) await expect(page.getByText(notOffered)).toHaveCount(0);
    await expect(page.getByText('首次绑定 QQ +50 成长值')).toBeVisible();

    await expect(history(page)).toHaveCount(10);
    const paid = history(page).filter({ has: page.locator('a[href*="orderNo="]') }).first();
    const link = paid.getByRole('link');
    const orderNo = ((await link.innerText()).match(/[A-Z]{2}\d{8}-\d{4}/) ?? [''])[0];
    await link.click();
    await page.waitForURL((url) => url.searchParams.get('orderNo') === orderNo);
    await expect(page.getByRole('dialog').getByText(orderNo)).toBeVisible();
  });

  test('paying an order adds its growth, crossing into 白银会员, and the next checkout ships free from ¥99', async ({ page }) => {
    await openAs(page, GROWTH_USER, `${CONSUMABLE}?status=${encodeURIComponent('待付款')}`);
    const order = page.locator('li[data-order-no]').first();
    const orderNo = (await order.getAttribute('data-order-no')) ?? '';
    await order.getByRole('button', { name: `去支付 ${orderNo}` }).click();
    await detailDialog(page).getByRole('button', { name: '确认支付 ¥74.00' }).click();
    await page.waitForURL(/\/order\/paymentResult\/index/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付成功');

    await page.goto('/membercenter');
    await expect(page.locator('[data-member-level]')).toHaveText('白银会员');
    await expect(page.locator('[data-member-growth]')).toHaveText('1047');
    const newest = history(page).first();
    await expect(newest).toHaveAttribute('data-growth-kind', 'payment');
    await expect(newest.locator('[data-growth-delta]')).toHaveText('+74');
    await expect(newest.locator('[data-level-change]')).toHaveText('升级为白银会员');
    await expect(newest.getByRole('link')).toHaveText(`订单 ${orderNo}`);

    // One roll of PLA (¥69) is below the level's ¥99: shipping is due and the threshold is said.
    await page.goto(CHECKOUT);
    await putCart(page, [{ consumableId: PLA.id, quantity: 1 }]);
    await page.reload();
    const totals = page.getByTestId('order-totals');
    await expect(page.getByTestId('payable')).toHaveText('¥84.00');
    await expect(totals).toContainText('满 ¥99.00 包邮');
    await cartLine(page, PLA.name).getByRole('textbox', { name: `${PLA.name} 的数量` }).fill('2');
    await expect(page.getByTestId('payable')).toHaveText('¥138.00');
    await expect(totals).toContainText('运费¥0.00');
  });
});

test.describe('a 黄金会员’s prices and coupons', () => {
  test('the live estimate takes the member discount off and is what step 3 charges, to the fen', async ({ page }) => {
    await openAs(page, MEMBER_USER, STEP1);
    // Step 1's result, white resin (SLA) chosen, written once step 1 has claimed the draft.
    const ownerId = await draftClaimed(page, 'shop-quotation');
    await page.evaluate((owner) => {
      const draft = { draftId: crypto.randomUUID(), ownerId: owner, materialTypeId: 1, colour: null, fileList: [], uploadFileList: [], quantities: {}, couponId: null, remarks: '' };
      localStorage.setItem('shop-quotation', JSON.stringify(draft));
    }, ownerId);
    await page.goto(STEP2);
    await page.getByLabel('选择文件').setInputFiles([CUBE_STL, { ...CUBE_STL, name: 'cube-b.stl' }]);
    const estimate = page.locator('[data-estimate]');
    await expect(estimate.locator('[data-estimate-total]')).toHaveText('¥30.00');
    // 9.5 折 of ¥30.00, then ¥15.00 shipping below the level's ¥49.
    await expect(estimate.locator('[data-member-discount]')).toContainText('-¥1.50');
    await expect(estimate.locator('[data-estimate-payable]')).toHaveText('¥43.50');
    await expect(estimate).toContainText('满 ¥49.00 包邮');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL((url) => url.pathname === '/quotationorder/submitorder');
    await expect(page.getByTestId('order-totals')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('payable')).toHaveText('¥43.50');
    await expect(page.getByTestId('order-totals')).toContainText('会员折扣-¥1.50');
  });

  test('step 3 offers the coupon for its process and says why the others cannot be used', async ({ page }) => {
    await openAs(page, MEMBER_USER, STEP1);
    // Material 1: SLA white resin.
    await openStep3With(page, { materialId: 1, colour: '白色', files: [CUBE_STL], quantities: [2] });
    const printing = page.locator('[data-coupon-id="23"]');
    const cnc = page.locator('[data-coupon-id="24"]');
    const consumables = page.locator('[data-coupon-id="25"]');
    await expect(printing.getByRole('radio')).toBeEnabled();
    await expect(cnc.getByRole('radio')).toBeDisabled();
    await expect(cnc).toContainText('仅限 CNC 加工 工艺使用');
    await expect(consumables.getByRole('radio')).toBeDisabled();
    await expect(consumables).toContainText('仅限耗材订单使用');
    // Two 1 cm³ cubes on one line share the file's ¥15.00 minimum (each costs ¥2.30 of resin and machine
    // time): ¥15.00 of goods, 9.5 折 -¥0.75, ¥15.00 shipping below the level's ¥49.
    await expect(page.getByTestId('payable')).toHaveText('¥29.25');
    await printing.getByRole('radio').check();
    await expect(page.getByTestId('order-totals')).toContainText('优惠-¥5.00');
    await expect(page.getByTestId('payable')).toHaveText('¥24.25');
  });

  test('the consumables checkout takes the consumables coupon and not the 3D printing one, saying why', async ({ page }) => {
    await openAs(page, MEMBER_USER, CHECKOUT);
    await putCart(page, [{ consumableId: SCRAPER.id, quantity: 1 }]);
    await page.reload();
    const printing = page.locator('[data-coupon-id="23"]');
    await expect(printing.getByRole('radio')).toBeDisabled();
    await expect(printing).toContainText('仅限定制订单使用');
    await expect(page.locator('[data-coupon-id="24"]')).toContainText('仅限定制订单使用');
    await page.locator('[data-coupon-id="25"]').getByRole('radio').check();
    // ¥25.00 − ¥3.00, and ¥15.00 shipping below ¥49.
    await expect(page.getByTestId('payable')).toHaveText('¥37.00');
    const refused = await page.request.post('/api/shop-consumable-order/price', { headers: await bearer(page), data: { items: [{ consumableId: SCRAPER.id, quantity: 1 }], couponId: 23 } });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ message: '该优惠券仅限定制订单使用' });
  });

  test('/me/coupon says where each coupon may be used', async ({ page }) => {
    await openAs(page, MEMBER_USER, '/me/coupon?status=unused');
    const card = (title: string) => page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card('3D 打印满 10 减 5').locator('[data-coupon-scope]')).toHaveText('仅限定制订单：SLA 光敏树脂、SLS 尼龙、MJF 尼龙、FDM 熔融沉积、SLM 金属');
    await expect(card('CNC 加工满 10 减 8').locator('[data-coupon-scope]')).toHaveText('仅限定制订单：CNC 加工');
    await expect(card('耗材满 20 减 3').locator('[data-coupon-scope]')).toHaveText('仅限耗材订单');
    await page.getByRole('tab', { name: /^可领取/ }).click();
    await expect(card('全场满 50 减 5').locator('[data-coupon-scope]')).toHaveText('定制订单、耗材订单通用');
  });
});
