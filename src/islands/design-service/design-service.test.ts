// The design service endpoints of this folder's calls against the reference server itself (seeded, in
// memory), through the shared client as the pages use it.
import { beforeAll, describe, expect, test } from 'vitest';
import { failure, useReferenceServer } from '../../core/test-support.ts';

const { reported, logInAs } = useReferenceServer();

const design = () => import('./design-service.ts');

describe('the packages on sale', () => {
  test('are listed cheapest first to anyone, logged in or not', async () => {
    await logInAs(null);
    const { listDesignPackages } = await design();
    const { records } = await listDesignPackages();
    expect(records.length).toBeGreaterThanOrEqual(3);
    const prices = records.map((pack) => pack.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(records.some((pack) => pack.recommended)).toBe(true);
  });

  test("a logged-out visitor's package orders answer 401 without a token, which the notifier takes for 'log in first'", async () => {
    await logInAs(null);
    const { listPackageOrders } = await design();
    const error = await failure(listPackageOrders({ page: 1, size: 10 }));
    expect(error).toMatchObject({ status: 401, authenticated: false, path: '/api/shop-design-package-order' });
    const { asksForLogin } = await import('../../scripts/notifier.ts');
    expect(asksForLogin(error)).toBe(true);
  });
});

describe('buying a package as e2e-package', () => {
  beforeAll(() => logInAs('e2e-package'));

  test('makes one 待付款 order per key, listed newest first with its requests not yet counting down', async () => {
    const { createPackageOrder, listDesignPackages, listPackageOrders } = await design();
    const [cheapest] = (await listDesignPackages()).records;
    if (!cheapest) throw new Error('no packages');
    const body = { packageId: cheapest.id, idempotencyKey: `api-test-${Date.now()}` };
    const order = await createPackageOrder(body);
    expect(order).toMatchObject({ kind: 'package', status: '待付款', payable: cheapest.price, actions: { pay: true, cancel: true } });
    expect(order.orderNo).toMatch(/^TC\d{8}-\d{4}$/);
    expect((await createPackageOrder(body)).orderNo).toBe(order.orderNo);

    const { records } = await listPackageOrders({ page: 1, size: 10 });
    expect(records.filter((row) => row.orderNo === order.orderNo)).toHaveLength(1);
    expect(records[0]).toMatchObject({ orderNo: order.orderNo, packageName: cheapest.name, requests: cheapest.requests, requestsRemaining: 0, paidAt: null });
  });

  test('an unknown package is a 404, shown by the notifier', async () => {
    const { createPackageOrder } = await design();
    expect(await failure(createPackageOrder({ packageId: 999, idempotencyKey: `api-test-missing-${Date.now()}` }))).toMatchObject({ status: 404 });
    expect(reported.map((error) => error.status)).toEqual([404]);
  });
});

describe('package orders of e2e-design-pages, more than a page', () => {
  beforeAll(() => logInAs('e2e-design-pages'));

  test('an order number answers the page holding that order, with its number; one the customer lacks answers the page asked for', async () => {
    const { listPackageOrders } = await design();
    const all = await listPackageOrders({ page: 1, size: 100 });
    const oldest = all.records.at(-1)?.orderNo ?? '';
    const located = await listPackageOrders({ page: 1, size: 10, orderNo: oldest });
    expect(located.page).toBe(2);
    expect(located.records.map((order) => order.orderNo)).toContain(oldest);
    const missing = await listPackageOrders({ page: 1, size: 10, orderNo: 'TC19990101-0001' });
    expect(missing).toMatchObject({ page: 1, total: all.total });
    expect(missing.records).toHaveLength(10);
  });
});

describe('design requests of e2e-design', () => {
  beforeAll(() => logInAs('e2e-design'));

  test('a new request with a usable package counts down its requests; the same key again is the same request', async () => {
    const { createDesignOrder, listPackageOrders } = await design();
    const usable = (await listPackageOrders({ page: 1, size: 100 })).records.find((order) => order.status === '生效中' && order.requestsRemaining > 0);
    if (!usable) throw new Error('e2e-design has no usable package');
    const body = { packageOrderNo: usable.orderNo, title: '接口测试需求', brief: '接口层测试：一个带参考文件的设计需求。', fileIds: [], idempotencyKey: `api-design-${Date.now()}` };
    const created = await createDesignOrder(body);
    expect(created).toMatchObject({ status: '待接单', packageOrderNo: usable.orderNo, title: '接口测试需求', deliveries: [], revisionsUsed: 0 });
    expect(created.timeline.map((event) => event.status)).toEqual(['待接单']);
    expect((await createDesignOrder(body)).requestNo).toBe(created.requestNo);
    const after = (await listPackageOrders({ page: 1, size: 100 })).records.find((order) => order.orderNo === usable.orderNo);
    expect(after?.requestsRemaining).toBe(usable.requestsRemaining - 1);
  });

  test('lists by status, newest first', async () => {
    const { listDesignOrders } = await design();
    const all = await listDesignOrders({ page: 1, size: 50 });
    const times = all.records.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const done = await listDesignOrders({ page: 1, size: 50, status: '已完成' });
    expect(done.records.length).toBeGreaterThan(0);
    expect(done.records.every((order) => order.status === '已完成')).toBe(true);
  });

  test('revising the request waiting for the customer moves it back to 设计中; confirming it then is a quiet 409', async () => {
    const { confirmDesignOrder, fetchDesignOrder, listDesignOrders, reviseDesignOrder } = await design();
    const [waiting] = (await listDesignOrders({ page: 1, size: 10, status: '待确认' })).records;
    if (!waiting) throw new Error('e2e-design has no request waiting');
    const detail = await fetchDesignOrder(waiting.requestNo);
    expect(detail.deliveries.length).toBeGreaterThan(0);
    const revised = await reviseDesignOrder(waiting.requestNo, { note: '请把外壳壁厚加到 2 mm' });
    expect(revised).toMatchObject({ status: '设计中', revisionsUsed: detail.revisionsUsed + 1, actions: { confirm: false, revise: false } });
    expect(await failure(confirmDesignOrder(waiting.requestNo))).toMatchObject({ status: 409 });
    expect(reported).toEqual([]);
  });

  test("another customer's request is a quiet 404 for the detail's not-found state", async () => {
    await logInAs('demo');
    const { fetchDesignOrder, listDesignOrders } = await design();
    const [mine] = (await listDesignOrders({ page: 1, size: 1 })).records;
    await logInAs('e2e-design');
    expect(await failure(fetchDesignOrder(mine?.requestNo ?? 'none'))).toMatchObject({ status: 404 });
    expect(reported).toEqual([]);
  });
});

describe("demo's design orders together", () => {
  beforeAll(() => logInAs('demo'));

  test('hold both kinds, newest first', async () => {
    const { listMyDesignOrders } = await design();
    const { records, total } = await listMyDesignOrders({ page: 1, size: 50 });
    expect(records).toHaveLength(total);
    expect(new Set(records.map((row) => row.kind))).toEqual(new Set(['package', 'design']));
    const times = records.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
