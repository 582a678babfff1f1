import { expect, openAs, test } from './fixtures.ts';
import { orderThroughApi } from './consumables-support.ts';
import { CONSUMABLE, detailDialog, moveOrder } from './orders-support.ts';
import { consoleAs, findToShip, shipAsFactory, STAFF } from './staff-support.ts';

/** A customer no other spec orders for: its orders here are its own. */
const SHIP_USER = { username: 'e2e-suggest', password: 'Demo1234' } as const;
/** A consumable no stock-counting test uses. */
const ITEM = { consumableId: 5, quantity: 1 };

/** Ships the order as the warehouse does in the console. */
const ship = shipAsFactory;

test.describe('shipment tracking in the order detail', () => {
  test('a shipped order names carrier and number, copies the number and links to kuaidi100 in a new tab', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs(page, SHIP_USER, CONSUMABLE);
    const order = await orderThroughApi(page, [ITEM]);
    await moveOrder(page, order.orderNo, '待发货');

    // Not shipped yet: no parcel is shown.
    await page.goto(`${CONSUMABLE}?orderNo=${order.orderNo}`);
    const dialog = detailDialog(page);
    await expect(dialog.getByText(order.orderNo)).toBeVisible();
    await expect(dialog.locator('[data-timeline]')).toContainText('待发货');
    await expect(dialog.getByRole('heading', { name: '物流信息' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /复制运单号/ })).toHaveCount(0);

    await ship(page, order.orderNo, 'SF', 'sf 1234 5678 9012');
    await page.goto(`${CONSUMABLE}?orderNo=${order.orderNo}`);
    await expect(dialog.getByRole('heading', { name: '物流信息' })).toBeVisible();
    const parcel = dialog.locator('[data-shipment]');
    await expect(parcel.locator('[data-carrier]')).toHaveText('顺丰速运');
    await expect(parcel.locator('[data-tracking-no]')).toHaveText('SF123456789012');
    const link = parcel.getByRole('link', { name: /查看物流/ });
    await expect(link).toHaveAttribute('href', 'https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF123456789012');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await parcel.getByRole('button', { name: /复制运单号/ }).click();
    await expect(parcel.getByRole('status')).toHaveText('已复制');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SF123456789012');

    // The 已发货 entry of the timeline carries the parcel too; 确认收货 is offered as before.
    const shipped = dialog.locator('[data-timeline] li').filter({ hasText: '已发货' });
    await expect(shipped).toContainText('顺丰速运，运单号 SF123456789012');
    await expect(shipped.getByRole('link', { name: /查看物流/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await shipped.getByRole('button', { name: /复制运单号/ }).focus();
    await page.keyboard.press('Enter');
    await expect(shipped.getByRole('status')).toHaveText('已复制');
    await expect(dialog.getByRole('button', { name: '确认收货' })).toBeVisible();
  });

  test('a tracking link to another host is not followed; the number is still shown', async ({ page }) => {
    await openAs(page, SHIP_USER, CONSUMABLE);
    const order = await orderThroughApi(page, [ITEM]);
    await moveOrder(page, order.orderNo, '待发货');
    await ship(page, order.orderNo, 'ZTO', '73000000000001');
    // A backend that answered a link elsewhere (rewritten here on its way to the page).
    await page.route(`**/api/shop-order/${order.orderNo}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const elsewhere = (parcel: object) => ({ ...parcel, trackingUrl: 'https://evil.example/track' });
      await route.fulfill({ response, json: { ...body, shipment: elsewhere(body.shipment), parcels: body.parcels.map(elsewhere) } });
    });
    await page.goto(`${CONSUMABLE}?orderNo=${order.orderNo}`);
    const parcel = detailDialog(page).locator('[data-shipment]');
    await expect(parcel.locator('[data-tracking-no]')).toHaveText('73000000000001');
    await expect(parcel.locator('[data-carrier]')).toHaveText('中通快递');
    await expect(detailDialog(page).locator('[data-tracking-link]')).toHaveCount(0);
  });

  test('the warehouse ships one order in two parcels in the console; the customer sees each with its own number', async ({ page, browser }) => {
    await openAs(page, SHIP_USER, CONSUMABLE);
    const order = await orderThroughApi(page, [ITEM]);
    await moveOrder(page, order.orderNo, '待发货');

    const warehouse = await consoleAs(browser, STAFF.warehouse, '/factory/shipping');
    const row = await findToShip(warehouse, order.orderNo);
    await row.getByLabel('运单号', { exact: true }).fill('SF100200300400');
    await row.getByRole('button', { name: '再加一个包裹' }).click();
    const second = row.locator('[data-parcel="2"]');
    // The new parcel starts with the carrier of the one before; the same number twice is refused before sending.
    await expect(second.getByLabel('快递公司')).toHaveValue('SF');
    await second.getByLabel('运单号', { exact: true }).fill('sf 1002 0030 0400');
    await row.getByRole('button', { name: '发货', exact: true }).click();
    await expect(second.getByText('这个运单号已填在另一个包裹里')).toBeVisible();
    await second.getByLabel('快递公司').selectOption({ label: '京东物流' });
    await second.getByLabel('运单号', { exact: true }).fill('JD0099 8877 6655');
    await row.getByRole('button', { name: '发货', exact: true }).click();
    await expect(warehouse.getByText(`订单 ${order.orderNo} 已发货，共 2 个包裹`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await warehouse.context().close();

    await page.goto(`${CONSUMABLE}?orderNo=${order.orderNo}`);
    const dialog = detailDialog(page);
    await expect(dialog.getByText('包裹 1 / 2')).toBeVisible();
    await expect(dialog.locator('[data-shipment] [data-tracking-no]')).toHaveText(['SF100200300400', 'JD009988776655']);
    await expect(dialog.locator('[data-shipment] [data-carrier]')).toHaveText(['顺丰速运', '京东物流']);
    await expect(dialog.locator('[data-timeline]')).toContainText('共 2 个包裹：顺丰速运，运单号 SF100200300400；京东物流，运单号 JD009988776655');
  });
});
