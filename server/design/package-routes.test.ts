import { describe, expect, it } from 'vitest';
import { DesignPackageList, PackageOrderPage } from '../../src/wire/design-packages.ts';
import { MyDesignPage } from '../../src/wire/design-requests.ts';
import { OrderDetail, OrderPage } from '../../src/wire/orders.ts';
import { PaymentStatus } from '../../src/wire/payments.ts';
import { AmountFlowPage } from '../../src/wire/amount-flow.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { designPackages } from '../../src/content/design-service/packages.ts';
import { createTestServer, messageOf, minutes, type TestServer } from '../test-support.ts';

const standard = designPackages.find((p) => p.name === '标准设计');
if (standard === undefined) throw new Error('the content has no 标准设计 package');

async function buy(server: TestServer, token: string, packageId = standard?.id ?? 0, idempotencyKey = 'package-key-0001') {
  return server.call('POST', '/api/shop-design-package-order', { token, json: { packageId, idempotencyKey } });
}

const detailOf = async (server: TestServer, token: string, orderNo: string) =>
  OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token })).json());

const packageOrdersOf = async (server: TestServer, token: string) =>
  PackageOrderPage.parse(await (await server.call('GET', '/api/shop-design-package-order?size=100', { token })).json());

const balanceOf = async (server: TestServer, token: string) =>
  SessionInfo.parse(await (await server.call('GET', '/api/shop-platform/users/me/session', { token })).json()).customer.balance;

describe('GET /api/shop-design-package', () => {
  it('lists the packages of the content file to anyone, cheapest first', async () => {
    const server = await createTestServer();
    const response = await server.call('GET', '/api/shop-design-package');
    expect(response.status).toBe(200);
    const { records } = DesignPackageList.parse(await response.json());
    expect(records).toEqual(designPackages.toSorted((a, b) => a.price - b.price || a.id - b.id));
  });
});

describe('POST /api/shop-design-package-order', () => {
  it('creates a 待付款 package order TC… of one line, the package with its summary, and answers it again for the same key', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-package');
    const created = await buy(server, token);
    expect(created.status).toBe(201);
    const order = OrderDetail.parse(await created.json());
    expect(order).toMatchObject({
      kind: 'package',
      source: null,
      status: '待付款',
      title: '标准设计',
      image: null,
      itemCount: 1,
      goods: standard.price,
      discount: 0,
      shipping: 0,
      payable: standard.price,
      coupon: null,
      materialName: null,
      paidAt: null,
      actions: { pay: true, cancel: true, confirmReceipt: false, reorder: false },
    });
    expect(order.orderNo).toMatch(/^TC\d{8}-0001$/);
    expect(order.lines).toEqual([
      { fileId: null, consumableId: null, name: '标准设计', spec: standard.summary, image: null, volume: null, unitPrice: standard.price, quantity: 1, subtotal: standard.price, manual: false },
    ]);
    expect(order.timeline).toEqual([expect.objectContaining({ status: '待付款', note: '已选购设计套餐「标准设计」，等待付款' })]);

    const replay = await buy(server, token);
    expect(replay.status).toBe(200);
    expect(OrderDetail.parse(await replay.json())).toEqual(order);
    const second = OrderDetail.parse(await (await buy(server, token, standard.id, 'package-key-0002')).json());
    expect(second.orderNo).toMatch(/-0002$/);
  });

  it('needs a login, a package on sale and a valid body', async () => {
    const server = await createTestServer();
    expect((await server.call('POST', '/api/shop-design-package-order', { json: { packageId: 1, idempotencyKey: 'package-key-0001' } })).status).toBe(401);
    const token = await server.login('e2e-package');
    const unknown = await buy(server, token, 99);
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe('设计套餐不存在或已下架');
    const invalid = await server.call('POST', '/api/shop-design-package-order', { token, json: { packageId: 0, idempotencyKey: 'package-key-0001' } });
    expect(invalid.status).toBe(400);
    expect(await messageOf(invalid)).toContain('请选择设计套餐');
    expect((await packageOrdersOf(server, token)).total).toBe(0);
  });

  it('refuses a key that already made another kind of order', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const response = await buy(server, token, standard.id, 'seed-shop-order-' + (await firstOrderNo(server, token)));
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('该提交编号已用于另一个订单，请刷新页面后重新提交');
  });

  it('asks for a phone number first: the designers reach the customer by it', async () => {
    const server = await createTestServer();
    const token = await server.login('newbie');
    const response = await buy(server, token);
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('请先在个人资料中填写手机号，方便设计师与您沟通需求');
  });
});

async function firstOrderNo(server: TestServer, token: string): Promise<string> {
  const page = OrderPage.parse(await (await server.call('GET', '/api/shop-order?kind=consumable&size=1', { token })).json());
  return page.records[0]?.orderNo ?? '';
}

describe('paying and cancelling a package order', () => {
  it('pays from the balance: 生效中 at once, a 设计套餐支付 ledger entry, and the package in force with its requests', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-package');
    const { orderNo } = OrderDetail.parse(await (await buy(server, token)).json());
    server.advance(minutes(2));
    const paid = await server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token });
    expect(paid.status).toBe(200);
    const order = OrderDetail.parse(await paid.json());
    expect(order).toMatchObject({ status: '生效中', paymentMethod: 'balance', actions: { pay: false, cancel: false, confirmReceipt: false, reorder: false } });
    expect(order.timeline.at(-1)).toMatchObject({ status: '生效中', note: '余额支付 ¥1,299.00' });
    expect(await balanceOf(server, token)).toBe(500_000 - standard.price);
    const flow = AmountFlowPage.parse(await (await server.call('GET', '/api/shop-amount-flow?type=payment', { token })).json());
    expect(flow.records).toEqual([expect.objectContaining({ amount: -standard.price, orderNo, remark: '设计套餐支付：标准设计' })]);
    const [bought] = (await packageOrdersOf(server, token)).records;
    expect(bought).toMatchObject({ orderNo, status: '生效中', requests: standard.requests, requestsUsed: 0, requestsRemaining: standard.requests, paidAt: order.paidAt });

    const again = await server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('订单已支付，无需重复付款');
    expect(await balanceOf(server, token)).toBe(500_000 - standard.price);
  });

  it('pays online through the gateway without touching the balance; the result page reads kind package', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-package');
    const { orderNo } = OrderDetail.parse(await (await buy(server, token)).json());
    const opened = await server.call('POST', `/api/shop-payment/${orderNo}/online`, { token });
    expect(opened.status).toBe(201);
    const { paymentId } = (await opened.json()) as { paymentId: string };
    const settled = await server.app.request(`/api/mock-pay/${paymentId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=pay',
    });
    expect(settled.status).toBe(303);
    const status = PaymentStatus.parse(await (await server.call('GET', `/api/shop-payment/${orderNo}`, { token })).json());
    expect(status).toMatchObject({ kind: 'package', status: '生效中', paid: true, method: 'online', lastAttempt: { status: 'paid' } });
    expect(await balanceOf(server, token)).toBe(500_000);
  });

  it('shows one status for a package everywhere: 生效中 once paid while requests are left, 已用完 after the last one', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-package');
    const basic = designPackages.find((p) => p.name === '基础建模');
    const { orderNo } = OrderDetail.parse(await (await buy(server, token, basic?.id)).json());
    await server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token });
    const everywhere = async () => {
      const mine = MyDesignPage.parse(await (await server.call('GET', '/api/shop-design-order/mine', { token })).json());
      const recent = OrderPage.parse(await (await server.call('GET', '/api/shop-order?size=5', { token })).json());
      return [
        (await packageOrdersOf(server, token)).records[0]?.status,
        mine.records.find((row) => row.no === orderNo)?.status,
        recent.records.find((row) => row.orderNo === orderNo)?.status,
        (await detailOf(server, token, orderNo)).status,
        PaymentStatus.parse(await (await server.call('GET', `/api/shop-payment/${orderNo}`, { token })).json()).status,
      ];
    };
    expect(await everywhere()).toEqual(['生效中', '生效中', '生效中', '生效中', '生效中']);
    const request = await server.call('POST', '/api/shop-design-order', {
      token,
      json: { packageOrderNo: orderNo, title: '电池盒外壳', brief: '一个装两节五号电池的外壳，带卡扣盖板。', fileIds: [], idempotencyKey: 'design-key-0001' },
    });
    expect(request.status).toBe(201);
    expect(await everywhere()).toEqual(['已用完', '已用完', '已用完', '已用完', '已用完']);
  });

  it('cancels from 待付款 only, and a cancelled order cannot be paid', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-package');
    const { orderNo } = OrderDetail.parse(await (await buy(server, token)).json());
    const cancelled = await server.call('POST', `/api/shop-order/${orderNo}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(OrderDetail.parse(await cancelled.json())).toMatchObject({ status: '已取消', actions: { pay: false, cancel: false, confirmReceipt: false, reorder: false } });
    const pay = await server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token });
    expect(pay.status).toBe(409);
    expect(await messageOf(pay)).toBe('订单已取消，不能付款');
    expect((await packageOrdersOf(server, token)).records[0]).toMatchObject({ status: '已取消', requestsRemaining: 0 });

    const other = OrderDetail.parse(await (await buy(server, token, standard.id, 'package-key-0002')).json());
    await server.call('POST', `/api/shop-payment/${other.orderNo}/balance`, { token });
    const refused = await server.call('POST', `/api/shop-order/${other.orderNo}/cancel`, { token });
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe('设计套餐已付款，不能取消');
    expect((await detailOf(server, token, other.orderNo)).status).toBe('生效中');
  });

  it('charges once for two payments of the same package order at the same time', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-package');
    const { orderNo } = OrderDetail.parse(await (await buy(server, token)).json());
    const answers = await Promise.all([1, 2].map(() => server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token })));
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    expect(await balanceOf(server, token)).toBe(500_000 - standard.price);
  });
});

describe('package orders in the order center', () => {
  it('lists them without a kind (the recent orders) and keeps them out of the customised and consumable lists', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-package');
    const { orderNo } = OrderDetail.parse(await (await buy(server, token)).json());
    const list = async (query: string) => OrderPage.parse(await (await server.call('GET', `/api/shop-order?size=100${query}`, { token })).json()).records.map((o) => o.orderNo);
    expect(await list('')).toEqual([orderNo]);
    expect(await list('&kind=package')).toEqual([orderNo]);
    expect(await list('&kind=customized')).toEqual([]);
    expect(await list('&kind=consumable')).toEqual([]);
  });

  it('lists the customer\'s package orders newest first with the requests made with each', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const { records, total } = await packageOrdersOf(server, demo);
    expect(total).toBe(3);
    expect(records.map((o) => [o.packageName, o.status, o.requests, o.requestsUsed, o.requestsRemaining])).toEqual([
      ['标准设计', '待付款', 3, 0, 0],
      ['产品开发', '生效中', 6, 4, 2],
      ['基础建模', '已取消', 1, 0, 0],
    ]);
    const times = records.map((o) => o.createdAt);
    expect(times).toEqual(times.toSorted().reverse());
    expect((await packageOrdersOf(server, await server.login('e2e-package'))).total).toBe(0);
    expect((await server.call('GET', '/api/shop-design-package-order')).status).toBe(401);
  });
});

describe('the page holding one package order (?orderNo=, for links to an older order)', () => {
  const pageOf = async (server: TestServer, token: string, query: string) => {
    const response = await server.call('GET', `/api/shop-design-package-order?${query}`, { token });
    expect(response.status).toBe(200);
    return PackageOrderPage.parse(await response.json());
  };

  it('answers the page the order is on instead of the page asked for, with that page number, whatever the order of equal times', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-package');
    const bought: string[] = [];
    for (const [index, wait] of [1, 1, 0, 1, 1, 0, 1].entries()) {
      server.advance(minutes(wait));
      bought.push(OrderDetail.parse(await (await buy(server, token, standard.id, `package-key-${1000 + index}`)).json()).orderNo);
    }
    const newestFirst = bought.toReversed();
    for (const [position, orderNo] of newestFirst.entries()) {
      const page = await pageOf(server, token, `page=1&size=3&orderNo=${orderNo}`);
      expect(page.page).toBe(Math.floor(position / 3) + 1);
      expect(page.total).toBe(7);
      expect(page.records.map((o) => o.orderNo)).toEqual(newestFirst.slice((page.page - 1) * 3, page.page * 3));
    }
    expect((await pageOf(server, token, 'page=2&size=3')).page).toBe(2);
  });

  it('answers the page asked for when the customer has no such package order: unknown, another customer\'s or a shop order', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const theirs = (await packageOrdersOf(server, demo)).records[0]?.orderNo ?? '';
    const shopOrder = await firstOrderNo(server, demo);
    expect(theirs).toMatch(/^TC/);
    const token = await server.login('e2e-package');
    const mine = OrderDetail.parse(await (await buy(server, token)).json()).orderNo;
    for (const orderNo of ['TC19990101-0001', theirs]) {
      const page = await pageOf(server, token, `orderNo=${orderNo}`);
      expect(page).toMatchObject({ page: 1, total: 1, records: [expect.objectContaining({ orderNo: mine })] });
      expect((await pageOf(server, token, `page=2&orderNo=${orderNo}`)).page).toBe(2);
    }
    const notPackage = await pageOf(server, demo, `size=1&page=2&orderNo=${shopOrder}`);
    expect(notPackage.page).toBe(2);
    expect(notPackage.records.map((o) => o.orderNo)).not.toContain(shopOrder);
    const tooLong = await server.call('GET', `/api/shop-design-package-order?orderNo=${'T'.repeat(41)}`, { token });
    expect(tooLong.status).toBe(400);
    expect(await messageOf(tooLong)).toContain('订单号最多 40 个字符');
  });
});
