import type { Page } from '@playwright/test';
import type { ConsumableQuote } from '../src/wire/consumable-orders.ts';
import type { OrderDetail, OrderPage } from '../src/wire/orders.ts';
import { bearer, draftClaimed, expect } from './fixtures.ts';

/** Buys consumables (orders, stock, its one coupon, its balance): no other spec logs in as this customer. */
export const BUY_USER = { username: 'e2e-buy', password: 'Demo1234' } as const;

export const CATALOGUE = '/consumablesorder';
export const DETAIL = (id: number | string) => `/consumablesorder/consumableinformation?id=${id}`;
export const CHECKOUT = '/consumablesorder/consumableorderinformation';

/** Seeded consumables the tests use (ids are fixed by the seed). */
export const RESIN_GREY = { id: 1, name: '标准光敏树脂 灰色', price: 16_900 } as const;
export const TOUGH_RESIN = { id: 3, name: '高韧性树脂 类 ABS', stock: 96 } as const;
export const FLEX_RESIN_SOLD_OUT = { id: 8, name: '柔性树脂 邵氏 80A' } as const;
export const SCRAPER = { id: 29, name: '不锈钢模型铲刀', price: 2_500 } as const;
export const TWEEZERS = { id: 30, name: '精密镊子套装', price: 3_500 } as const;
/** Three in stock: the out-of-stock test takes one away from under the checkout. */
export const TITANIUM = { id: 22, name: 'TC4 钛合金粉末', stock: 3 } as const;
/** Repriced while e2e-buy's checkout is open: no other browser test reads this one. */
export const PRIMER = { id: 27, name: '模型补土底漆套装', price: 8_900 } as const;

export interface ConsumableState {
  price: number;
  stock: number;
  onSale: boolean;
}

/**
 * Changes a consumable's price, stock or sale on the server, as the platform would while a page
 * is open (a test hook, not a browser mock), and answers its state before, to put back in `finally`.
 */
export async function changeConsumable(page: Page, consumableId: number, change: Partial<ConsumableState>): Promise<ConsumableState> {
  const response = await page.request.post('/api/__test__/consumable-state', { data: { consumableId, ...change } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).before;
}

/** The checkout's lines, and the one of the consumable named `name`. */
export const cartLines = (page: Page) => page.getByRole('list', { name: /^耗材清单/ }).getByRole('listitem');
export const cartLine = (page: Page, name: string) => cartLines(page).filter({ has: page.getByRole('link', { name, exact: true }) });

/** The customer's balance in fen, read from the server. */
export async function balanceOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/shop-platform/users/me/session', { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  return (await response.json()).customer.balance;
}

/** How many consumable orders the customer has, read from the server. */
export async function consumableOrderCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/shop-order?kind=consumable&size=1', { headers: await bearer(page) });
  expect(response.status()).toBe(200);
  const body: OrderPage = await response.json();
  return body.total;
}

/** Puts a cart straight into this customer's storage, as the catalogue would leave it. */
export async function putCart(page: Page, items: { consumableId: number; quantity: number }[]) {
  // The open catalogue claims the cart first; writing before that races with it.
  const ownerId = await draftClaimed(page, 'shop-cart');
  const cart = { cartId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, ownerId, items, couponId: null, remarks: '' };
  await page.evaluate((value) => localStorage.setItem('shop-cart', value), JSON.stringify(cart));
}

const ADDRESS = { name: '王测试', phone: '13912345678', region: '广东省 深圳市 南山区', detail: '科技园南区 8 栋 1201' };

/** Orders through the API (another tab, another customer's purchase would do the same): reserves stock. */
export async function orderThroughApi(page: Page, items: { consumableId: number; quantity: number }[]): Promise<OrderDetail> {
  const headers = await bearer(page);
  const priced = await page.request.post('/api/shop-consumable-order/price', { headers, data: { items, couponId: null } });
  const quote: ConsumableQuote = await priced.json();
  const response = await page.request.post('/api/shop-order/consumable', {
    headers,
    data: { items, couponId: null, address: ADDRESS, remarks: '', expectedPayable: quote.payable, idempotencyKey: `e2e-api-${Date.now()}-${Math.random()}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

export async function cancelThroughApi(page: Page, orderNo: string) {
  const response = await page.request.post(`/api/shop-order/${encodeURIComponent(orderNo)}/cancel`, { headers: await bearer(page) });
  expect(response.status(), await response.text()).toBe(200);
}

export async function fillAddress(page: Page) {
  await page.getByLabel('收货人').fill(ADDRESS.name);
  await page.getByLabel('手机号').fill(ADDRESS.phone);
  await page.getByLabel('所在地区').fill(ADDRESS.region);
  await page.getByLabel('详细地址').fill(ADDRESS.detail);
}
