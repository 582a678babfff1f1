import type { Page } from '@playwright/test';
import { bearer, DEMO, expect, openAs, test } from './fixtures.ts';
import { CATALOGUE, CHECKOUT, putCart } from './consumables-support.ts';
import { CUBE_STL, fetchOrder, openStep3With, STEP1 } from './quotation-support.ts';
import { settled } from './axe-support.ts';

/** A customer whose book no other spec touches (its order lists stay empty here: nothing is ordered). */
const BOOK_USER = { username: 'e2e-empty', password: 'Demo1234' } as const;
/** A customer with a factory whose book only the quotation test below fills (and empties again). */
const QUOTING_USER = { username: 'e2e-procure', password: 'Demo1234' } as const;

interface Saved {
  id: number;
  name: string;
  isDefault: boolean;
}

async function bookOf(page: Page): Promise<{ records: Saved[]; total: number }> {
  const response = await page.request.get('/api/shop-address', { headers: await bearer(page) });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Deletes every saved address but `keep`, through the API. */
async function emptyBook(page: Page, keep: (saved: Saved) => boolean = () => false) {
  const headers = await bearer(page);
  for (const saved of (await bookOf(page)).records.filter((record) => !keep(record))) {
    const response = await page.request.delete(`/api/shop-address/${saved.id}`, { headers });
    expect(response.ok()).toBe(true);
  }
}

const card = (page: Page) => page.locator('[data-address-book]');
const form = (page: Page) => page.locator('[data-address-form]');

async function chooseRegion(page: Page, province: string, city: string, district: string) {
  await form(page).getByLabel('省份').selectOption(province);
  await form(page).getByLabel('城市').selectOption(city);
  await form(page).getByLabel('区县').selectOption(district);
}

test.describe('地址簿 in 用户中心', () => {
  test.describe.configure({ mode: 'serial' });

  test('adds with checks, edits, sets the default and deletes after a confirmation', async ({ page }) => {
    await openAs(page, BOOK_USER, '/usercenter');
    await emptyBook(page);
    await page.reload();
    await expect(card(page).getByText('还没有保存的地址')).toBeVisible();
    await expect(card(page).locator('[data-address-count]')).toHaveText('已保存 0 / 20 个');

    await card(page).getByRole('button', { name: '新增地址' }).click();
    await expect(form(page).getByRole('heading', { name: '新增地址' })).toBeVisible();
    await form(page).getByRole('button', { name: '保存地址' }).click();
    for (const message of ['请输入收货人', '请输入正确的手机号', '请选择省份', '请选择城市', '请选择区县', '请输入详细地址']) await expect(form(page)).toContainText(message);
    await expect(form(page).getByLabel('收货人')).toBeFocused();
    expect((await bookOf(page)).total).toBe(0);

    await form(page).getByLabel('收货人').fill('李采购');
    await form(page).getByLabel('手机号').fill('1391234');
    await form(page).getByLabel('详细地址').fill('高新南七道 18 号');
    await form(page).getByLabel('详细地址').blur();
    await form(page).getByLabel('手机号').focus();
    await form(page).getByLabel('手机号').blur();
    await expect(form(page)).toContainText('请输入正确的手机号');
    await form(page).getByLabel('手机号').fill('13912345678');
    await chooseRegion(page, '广东省', '深圳市', '南山区');
    // A new province empties the city and district chosen under the old one.
    await form(page).getByLabel('省份').selectOption('浙江省');
    await expect(form(page).getByLabel('城市')).toHaveValue('');
    await chooseRegion(page, '广东省', '深圳市', '南山区');
    await form(page).getByRole('button', { name: '保存地址' }).click();
    await expect(form(page)).toHaveCount(0);
    const first = card(page).getByRole('listitem').filter({ hasText: '李采购' });
    await expect(first).toContainText('13912345678');
    await expect(first).toContainText('广东省 深圳市 南山区 高新南七道 18 号');
    await expect(first.getByText('默认', { exact: true })).toBeVisible();

    // A municipality: its city (市辖区) is chosen but not written.
    await card(page).getByRole('button', { name: '新增地址' }).click();
    await form(page).getByLabel('收货人').fill('王仓管');
    await form(page).getByLabel('手机号').fill('13700001111');
    await chooseRegion(page, '北京市', '市辖区', '朝阳区');
    await form(page).getByLabel('详细地址').fill('酒仙桥路 10 号');
    await form(page).getByRole('button', { name: '保存地址' }).click();
    const second = card(page).getByRole('listitem').filter({ hasText: '王仓管' });
    await expect(second).toContainText('北京市 朝阳区 酒仙桥路 10 号');
    await expect(card(page).locator('[data-address-count]')).toHaveText('已保存 2 / 20 个');

    await second.getByRole('button', { name: '将 王仓管 的地址设为默认' }).click();
    await expect(second.getByText('默认', { exact: true })).toBeVisible();
    await expect(first.getByText('默认', { exact: true })).toHaveCount(0);
    await expect(card(page).getByRole('listitem').first()).toContainText('王仓管');

    await first.getByRole('button', { name: '编辑地址：李采购' }).click();
    await expect(form(page).getByLabel('区县')).toHaveValue('南山区');
    await form(page).getByLabel('详细地址').fill('高新南七道 20 号');
    await form(page).getByRole('button', { name: '保存地址' }).click();
    await expect(first).toContainText('高新南七道 20 号');

    await second.getByRole('button', { name: '删除地址：王仓管' }).click();
    const confirm = page.getByRole('dialog', { name: '删除这个地址？' });
    await expect(confirm).toContainText('王仓管 13700001111，北京市 朝阳区 酒仙桥路 10 号');
    await confirm.getByRole('button', { name: '再想想' }).click();
    await expect(second).toBeVisible();
    await second.getByRole('button', { name: '删除地址：王仓管' }).click();
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(second).toHaveCount(0);
    // The default went: the one left is the default now.
    await expect(first.getByText('默认', { exact: true })).toBeVisible();
    await emptyBook(page);
  });

  test('says the limit and disables 新增地址 at 20 addresses', async ({ page }) => {
    await openAs(page, BOOK_USER, '/usercenter');
    await emptyBook(page);
    const headers = await bearer(page);
    for (let n = 0; n < 20; n += 1) {
      const response = await page.request.post('/api/shop-address', {
        headers,
        data: { name: `收货人${n}`, phone: '13800138000', province: '广东省', city: '广州市', district: '天河区', detail: `天河路 ${n} 号` },
      });
      expect(response.status()).toBe(201);
    }
    await page.reload();
    await expect(card(page).locator('[data-address-count]')).toHaveText('已保存 20 / 20 个');
    await expect(card(page).getByRole('button', { name: '新增地址' })).toBeDisabled();
    await expect(card(page)).toContainText('地址簿已满（最多 20 个），请先删除不用的地址');
    await emptyBook(page);
  });
});

test.describe('choosing from the book at a checkout', () => {
  test('the consumables checkout fills the default, switches to another saved one, keeps it on reload, and saves a typed one', async ({ page }) => {
    await openAs(page, DEMO, CATALOGUE);
    await putCart(page, [{ consumableId: 5, quantity: 1 }]);
    await page.goto(CHECKOUT);
    const address = page.getByRole('group', { name: '收货地址' });
    // demo's default (seeded) fills a checkout whose draft has no address.
    await expect(address.getByLabel('收货人')).toHaveValue('演示用户');
    await expect(address.getByLabel('所在地区')).toHaveValue('广东省 深圳市 南山区');
    const picker = address.getByLabel('从地址簿选择');
    await picker.selectOption({ label: '王工 13912340000 广东省 东莞市 松山湖 工业东路 6 号 星火工厂 2 号仓' });
    await expect(address.getByLabel('收货人')).toHaveValue('王工');
    await expect(address.getByLabel('详细地址')).toHaveValue('工业东路 6 号 星火工厂 2 号仓');
    await page.reload();
    await expect(address.getByLabel('收货人')).toHaveValue('王工');

    // Typed inline: the book does not have it, so it can be saved there.
    await address.getByLabel('收货人').fill('赵新');
    await address.getByLabel('手机号').fill('13655556666');
    await address.getByLabel('所在地区').fill('浙江省 杭州市 西湖区');
    await address.getByLabel('详细地址').fill('文三路 90 号');
    await expect(picker).toHaveValue('');
    await address.getByRole('button', { name: '保存到地址簿' }).click();
    await expect(form(page).getByLabel('收货人')).toHaveValue('赵新');
    await expect(form(page).getByLabel('区县')).toHaveValue('西湖区');
    await expect(form(page).getByLabel('城市')).toHaveValue('杭州市');
    await form(page).getByRole('button', { name: '保存地址' }).click();
    await expect(form(page)).toHaveCount(0);
    await expect(address.getByRole('button', { name: '保存到地址簿' })).toHaveCount(0);
    await expect(picker.locator('option:checked')).toHaveText('赵新 13655556666 浙江省 杭州市 西湖区 文三路 90 号');
    await emptyBook(page, (saved) => saved.name !== '赵新');
    expect((await bookOf(page)).total).toBe(2);
  });

  test('quotation step 3 fills the default, switches to another saved one, keeps it on reload and orders to it', async ({ page }) => {
    test.setTimeout(60_000);
    await openAs(page, QUOTING_USER, STEP1);
    await emptyBook(page);
    const headers = await bearer(page);
    const add = async (data: Record<string, string>) => expect((await page.request.post('/api/shop-address', { headers, data })).ok()).toBe(true);
    await add({ name: '采购李', phone: '13800001111', province: '广东省', city: '深圳市', district: '南山区', detail: '科苑路 100 号 3 楼' });
    await add({ name: '仓库孙', phone: '13900002222', province: '浙江省', city: '杭州市', district: '西湖区', detail: '星湖街 328 号 B 栋' });
    expect((await bookOf(page)).records.find((saved) => saved.isDefault)?.name).toBe('采购李');

    // 白色树脂 (SLA) of factory 1.
    await openStep3With(page, { materialId: 1, colour: null, files: [CUBE_STL] });
    const address = page.getByRole('group', { name: '收货地址' });
    await expect(address.getByLabel('收货人')).toHaveValue('采购李');
    await expect(address.getByLabel('所在地区')).toHaveValue('广东省 深圳市 南山区');
    const picker = address.getByLabel('从地址簿选择');
    // An address the submit refused, then one picked from the book: the refusal's message goes.
    await address.getByLabel('收货人').fill('');
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(address.getByText('请输入收货人')).toBeVisible();
    await picker.selectOption({ label: '仓库孙 13900002222 浙江省 杭州市 西湖区 星湖街 328 号 B 栋' });
    await expect(address.getByText('请输入收货人')).toHaveCount(0);
    await expect(address.getByLabel('收货人')).toHaveValue('仓库孙');
    await expect(address.getByLabel('手机号')).toHaveValue('13900002222');
    await expect(address.getByLabel('详细地址')).toHaveValue('星湖街 328 号 B 栋');
    await page.reload();
    await expect(address.getByLabel('收货人')).toHaveValue('仓库孙');
    await expect(picker.locator('option:checked')).toHaveText('仓库孙 13900002222 浙江省 杭州市 西湖区 星湖街 328 号 B 栋');

    await page.getByRole('button', { name: '提交订单' }).click();
    const orderNo = (await page.getByTestId('order-no').innerText()).trim();
    const order = await fetchOrder(page, orderNo);
    expect(order.address).toEqual({ name: '仓库孙', phone: '13900002222', region: '浙江省 杭州市 西湖区', detail: '星湖街 328 号 B 栋' });
    await emptyBook(page);
  });

  test('the professional order form asks for the book when its address comes near, and fills the default', async ({ page }) => {
    // On a phone the address is more than a screen below the start: the book and its choice wait for it.
    await page.setViewportSize({ width: 390, height: 844 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/shop-address' || /\/AddressPicker\.[\w-]+\.js$/.test(pathname)) asked.push(pathname);
    });
    await openAs(page, DEMO, '/professionalorder/orderinformation');
    await settled(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    const address = page.getByRole('group', { name: '收货地址' });
    await expect(address.getByLabel('收货人')).toHaveValue('');
    await address.scrollIntoViewIfNeeded();
    await expect(address.getByLabel('收货人')).toHaveValue('演示用户');
    await expect(address.getByLabel('详细地址')).toHaveValue('科技园南区高新南七道 18 号 501 室');
    await expect(address.getByLabel('从地址簿选择')).toBeVisible();
  });
});
