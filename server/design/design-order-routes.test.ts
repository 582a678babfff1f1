import { describe, expect, it } from 'vitest';
import { PackageOrderPage } from '../../src/wire/design-packages.ts';
import { DesignOrder, DesignOrderPage, MyDesignPage, type DesignStatus } from '../../src/wire/design-requests.ts';
import { OrderDetail } from '../../src/wire/orders.ts';
import { UploadResult } from '../../src/wire/files.ts';
import { intOf } from '../core/rows.ts';
import { createTestServer, messageOf, minutes, stepBytes, uploadFile, type TestServer } from '../test-support.ts';

const brief = '需要一个带卡扣的电池盒外壳，尺寸 80 × 50 × 30 mm。';

async function packageOrderNo(server: TestServer, token: string, status: string): Promise<string> {
  const page = PackageOrderPage.parse(await (await server.call('GET', '/api/shop-design-package-order?size=100', { token })).json());
  const found = page.records.find((order) => order.status === status);
  if (found === undefined) throw new Error(`no package order in ${status}`);
  return found.orderNo;
}

function request(server: TestServer, token: string, body: { packageOrderNo: string; fileIds?: number[]; idempotencyKey?: string; title?: string }) {
  return server.call('POST', '/api/shop-design-order', {
    token,
    json: { title: body.title ?? '电池盒外壳', brief, fileIds: body.fileIds ?? [], idempotencyKey: body.idempotencyKey ?? 'design-key-0001', packageOrderNo: body.packageOrderNo },
  });
}

const designOf = async (response: Response) => DesignOrder.parse(await response.json());
const detailOf = async (server: TestServer, token: string, requestNo: string) => designOf(await server.call('GET', `/api/shop-design-order/${requestNo}`, { token }));
const listOf = async (server: TestServer, token: string, query = '') =>
  DesignOrderPage.parse(await (await server.call('GET', `/api/shop-design-order?size=100${query}`, { token })).json());
const designers = (server: TestServer, requestNo: string, status: DesignStatus) =>
  server.call('POST', '/api/__test__/design-order-status', { json: { requestNo, status } });

/** e2e-package buys 基础建模 (1 request, 2 revisions) and pays it from the balance. */
async function paidBasicPackage(server: TestServer, token: string): Promise<string> {
  const created = await server.call('POST', '/api/shop-design-package-order', { token, json: { packageId: 1, idempotencyKey: 'basic-package-0001' } });
  const { orderNo } = OrderDetail.parse(await created.json());
  expect((await server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token })).status).toBe(200);
  return orderNo;
}

async function uploaded(server: TestServer, token: string, name = 'ref.step'): Promise<number> {
  const response = await uploadFile(server, token, 'design-draft-0001', name, stepBytes());
  expect(response.status).toBe(201);
  return UploadResult.parse(await response.json()).file.id;
}

describe('POST /api/shop-design-order', () => {
  it('makes a 待接单 request SJ… with the reference files of a paid package, and answers it again for the same key', async () => {
    const server = await createTestServer({ testHooks: true });
    const token = await server.login('e2e-design');
    const packageNo = await packageOrderNo(server, token, '生效中');
    const fileId = await uploaded(server, token);
    const created = await request(server, token, { packageOrderNo: packageNo, fileIds: [fileId, fileId] });
    expect(created.status).toBe(201);
    const order = await designOf(created);
    expect(order).toMatchObject({
      packageOrderNo: packageNo,
      packageName: '产品开发',
      title: '电池盒外壳',
      brief,
      status: '待接单',
      revisions: 5,
      revisionsUsed: 0,
      deliveries: [],
      actions: { confirm: false, revise: false },
    });
    expect(order.requestNo).toMatch(/^SJ\d{8}-0001$/);
    expect(order.files.map((file) => file.id)).toEqual([fileId]);
    expect(order.timeline).toEqual([expect.objectContaining({ status: '待接单', note: '设计需求已提交（使用「产品开发」），等待设计师接单' })]);

    const replay = await request(server, token, { packageOrderNo: packageNo, fileIds: [fileId] });
    expect(replay.status).toBe(200);
    expect(await designOf(replay)).toEqual(order);
    const [bought] = PackageOrderPage.parse(await (await server.call('GET', '/api/shop-design-package-order', { token })).json()).records;
    expect(bought).toMatchObject({ requestsUsed: 4, requestsRemaining: 2 });
    // A reference file of a request stays: deleting it is refused.
    const removed = await server.call('DELETE', `/api/shop-file/${fileId}`, { token });
    expect(removed.status).toBe(409);
  });

  it('refuses a package not yet paid or cancelled (409) and another customer\'s (404), creating nothing', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const unpaid = await request(server, demo, { packageOrderNo: await packageOrderNo(server, demo, '待付款') });
    expect(unpaid.status).toBe(409);
    expect(await messageOf(unpaid)).toBe('设计套餐尚未付款，付款后才能提交设计需求');
    const cancelled = await request(server, demo, { packageOrderNo: await packageOrderNo(server, demo, '已取消'), idempotencyKey: 'design-key-0002' });
    expect(cancelled.status).toBe(409);
    expect(await messageOf(cancelled)).toBe('设计套餐订单已取消，不能提交设计需求');
    const designer = await server.login('e2e-design');
    const others = await request(server, designer, { packageOrderNo: await packageOrderNo(server, demo, '生效中') });
    expect(others.status).toBe(404);
    expect(await messageOf(others)).toBe('设计套餐订单不存在');
    expect((await listOf(server, demo)).total).toBe(4);
    expect((await listOf(server, designer)).total).toBe(3);
  });

  it('refuses a request once the package has none left', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-package');
    const packageNo = await paidBasicPackage(server, token);
    expect((await request(server, token, { packageOrderNo: packageNo })).status).toBe(201);
    const second = await request(server, token, { packageOrderNo: packageNo, idempotencyKey: 'design-key-0002' });
    expect(second.status).toBe(409);
    expect(await messageOf(second)).toBe('该设计套餐的设计需求次数已用完');
    expect((await listOf(server, token)).total).toBe(1);
  });

  it('refuses reference files of another shop as not found', async () => {
    const server = await createTestServer();
    const elsewhere = await uploaded(server, await server.login('e2e-quote'));
    const token = await server.login('e2e-design');
    const response = await request(server, token, { packageOrderNo: await packageOrderNo(server, token, '生效中'), fileIds: [elsewhere] });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe(`参考文件不存在（编号 ${elsewhere}）`);
    expect((await listOf(server, token)).total).toBe(3);
  });

  it('checks the brief before anything else', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-design');
    const response = await server.call('POST', '/api/shop-design-order', {
      token,
      json: { packageOrderNo: 'TC1', title: '盒', brief, fileIds: [], idempotencyKey: 'design-key-0001' },
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toContain('标题至少 2 个字');
  });
});

describe('GET /api/shop-design-order', () => {
  it('lists the customer\'s requests newest first, filtered by status, with what may be done', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-design');
    const all = await listOf(server, token);
    expect(all.records.map((order) => [order.title, order.status, order.actions])).toEqual([
      ['智能门锁面板', '待确认', { confirm: true, revise: true }],
      ['机械键盘外壳', '设计中', { confirm: false, revise: false }],
      ['蓝牙耳机充电盒外壳', '已完成', { confirm: false, revise: false }],
    ]);
    expect((await listOf(server, token, `&status=${encodeURIComponent('设计中')}`)).records.map((order) => order.title)).toEqual(['机械键盘外壳']);
    const paged = DesignOrderPage.parse(await (await server.call('GET', '/api/shop-design-order?size=2&page=2', { token })).json());
    expect(paged).toMatchObject({ total: 3, records: [{ title: '蓝牙耳机充电盒外壳' }] });
    const wrong = await server.call('GET', '/api/shop-design-order?status=done', { token });
    expect(wrong.status).toBe(400);
    expect((await server.call('GET', '/api/shop-design-order')).status).toBe(401);
  });

  it('answers one request with its files, deliveries and timeline, and 404 for another customer\'s', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const waiting = (await listOf(server, demo, `&status=${encodeURIComponent('待确认')}`)).records[0]?.requestNo ?? '';
    const order = await detailOf(server, demo, waiting);
    expect(order).toMatchObject({ title: '桌面显示器支架结构优化', revisions: 5, revisionsUsed: 1, actions: { confirm: true, revise: true } });
    expect(order.files.map((file) => file.name)).toEqual(['L型支架.stl', '安装支架.stl']);
    expect(order.deliveries.map((delivery) => [delivery.version, delivery.files.map((file) => file.name)])).toEqual([
      [1, ['桌面显示器支架结构优化-v1.stl']],
      [2, ['桌面显示器支架结构优化-v2.stl']],
    ]);
    expect(order.timeline.map((event) => event.status)).toEqual(['待接单', '设计中', '待确认', '设计中', '待确认']);
    expect(order.timeline[3]?.note).toBe('申请修改（第 1/5 次）：底座加宽到 180 mm，提高稳定性，线槽移到背面');

    const stranger = await server.call('GET', `/api/shop-design-order/${waiting}`, { token: await server.login('e2e-design') });
    expect(stranger.status).toBe(404);
    expect(await messageOf(stranger)).toBe('设计需求不存在');
  });
});

describe('confirming and revising', () => {
  it('confirms a 待确认 request once; other statuses say why not', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-design');
    const [waiting, designing, done] = (await listOf(server, token)).records.map((order) => order.requestNo);
    server.advance(minutes(1));
    const confirmed = await server.call('POST', `/api/shop-design-order/${waiting}/confirm`, { token });
    expect(confirmed.status).toBe(200);
    const order = await designOf(confirmed);
    expect(order).toMatchObject({ status: '已完成', actions: { confirm: false, revise: false } });
    expect(order.timeline.at(-1)).toMatchObject({ status: '已完成', note: '已确认设计稿，设计需求完成' });
    for (const [requestNo, reason] of [
      [waiting, '设计需求已完成，请勿重复确认'],
      [designing, '设计稿尚未交付，暂不能确认'],
      [done, '设计需求已完成，请勿重复确认'],
    ] as const) {
      const refused = await server.call('POST', `/api/shop-design-order/${requestNo}/confirm`, { token });
      expect(refused.status).toBe(409);
      expect(await messageOf(refused)).toBe(reason);
    }
  });

  it('asks for revisions until none is left, then refuses with the reason; each delivery adds a version', async () => {
    const server = await createTestServer({ testHooks: true });
    const token = await server.login('e2e-package');
    const created = await designOf(await request(server, token, { packageOrderNo: await paidBasicPackage(server, token) }));
    const no = created.requestNo;
    const early = await server.call('POST', `/api/shop-design-order/${no}/revise`, { token, json: { note: '把卡扣改成两处' } });
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe('设计师尚未接单，暂不能申请修改');
    expect((await designers(server, no, '设计中')).status).toBe(204);
    for (const round of [1, 2]) {
      expect((await designers(server, no, '待确认')).status).toBe(204);
      const revised = await server.call('POST', `/api/shop-design-order/${no}/revise`, { token, json: { note: `第 ${round} 轮：卡扣改成两处` } });
      expect(revised.status).toBe(200);
      expect(await designOf(revised)).toMatchObject({ status: '设计中', revisionsUsed: round });
    }
    expect((await designers(server, no, '待确认')).status).toBe(204);
    const last = await detailOf(server, token, no);
    expect(last).toMatchObject({ status: '待确认', revisions: 2, revisionsUsed: 2, actions: { confirm: true, revise: false } });
    expect(last.deliveries.map((delivery) => delivery.version)).toEqual([1, 2, 3]);
    const refused = await server.call('POST', `/api/shop-design-order/${no}/revise`, { token, json: { note: '再改一次颜色' } });
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe('修改次数已用完（共 2 次），不能再申请修改');
    expect(await detailOf(server, token, no)).toEqual(last);
    const short = await server.call('POST', `/api/shop-design-order/${no}/revise`, { token, json: { note: '改' } });
    expect(short.status).toBe(400);
    expect(await messageOf(short)).toContain('修改意见至少 5 个字');
  });

  it('lets one of two racing moves win: two confirms, or a confirm and a revision', async () => {
    const server = await createTestServer({ testHooks: true });
    const token = await server.login('e2e-design');
    const waiting = (await listOf(server, token, `&status=${encodeURIComponent('待确认')}`)).records[0]?.requestNo ?? '';
    const confirms = await Promise.all([1, 2].map(() => server.call('POST', `/api/shop-design-order/${waiting}/confirm`, { token })));
    expect(confirms.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    expect((await detailOf(server, token, waiting)).timeline.filter((event) => event.status === '已完成')).toHaveLength(1);

    const designing = (await listOf(server, token, `&status=${encodeURIComponent('设计中')}`)).records[0]?.requestNo ?? '';
    await designers(server, designing, '待确认');
    const moves = await Promise.all([
      server.call('POST', `/api/shop-design-order/${designing}/confirm`, { token }),
      server.call('POST', `/api/shop-design-order/${designing}/revise`, { token, json: { note: '外壳再薄一点' } }),
    ]);
    expect(moves.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
    const after = await detailOf(server, token, designing);
    // Whichever won, the other changed nothing.
    expect([['已完成', 0], ['设计中', 1]]).toContainEqual([after.status, after.revisionsUsed]);
  });
});

describe('POST /api/__test__/design-order-status', () => {
  it('delivers the next version as a downloadable STL of the customer\'s shop, counted in its storage', async () => {
    const server = await createTestServer({ testHooks: true });
    const token = await server.login('e2e-design');
    const designing = (await listOf(server, token, `&status=${encodeURIComponent('设计中')}`)).records[0]?.requestNo ?? '';
    const storage = () => intOf(server.db.prepare('SELECT storage_size FROM shops WHERE id = 1').get() ?? { storage_size: -1 }, 'storage_size');
    const before = storage();
    server.advance(minutes(5));
    expect((await designers(server, designing, '待确认')).status).toBe(204);
    const order = await detailOf(server, token, designing);
    expect(order.status).toBe('待确认');
    const [delivery] = order.deliveries;
    expect(delivery).toMatchObject({ version: 1, note: '第 1 版设计稿已交付，请查看并确认' });
    const [file] = delivery?.files ?? [];
    expect(file).toMatchObject({ name: `${designing}-设计稿-v1.stl`, format: 'stl' });
    expect(file?.geometry?.volume).toBeGreaterThan(0);
    expect(storage()).toBe(before + (file?.size ?? 0));
    const download = await server.call('GET', `/api/shop-file/${file?.id}/content`, { token });
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(file?.size);
    expect(order.timeline.at(-1)).toMatchObject({ status: '待确认', note: '第 1 版设计稿已交付，请查看并确认' });
    expect((await server.call('DELETE', `/api/shop-file/${file?.id}`, { token })).status).toBe(409);
  });

  it('answers 404 for an unknown request, 400 for an unknown status, and is not there without test hooks', async () => {
    const server = await createTestServer({ testHooks: true });
    expect((await designers(server, 'SJ20990101-0001', '设计中')).status).toBe(404);
    expect((await server.call('POST', '/api/__test__/design-order-status', { json: { requestNo: 'x', status: '完成' } })).status).toBe(400);
    const plain = await createTestServer();
    expect((await designers(plain, 'SJ20990101-0001', '设计中')).status).toBe(404);
    expect(await messageOf(await designers(plain, 'SJ20990101-0001', '设计中'))).toBe('接口不存在');
  });
});

describe('GET /api/shop-design-order/mine', () => {
  it('lists package orders and requests together, newest first, paging without overlap', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const all = MyDesignPage.parse(await (await server.call('GET', '/api/shop-design-order/mine?size=100', { token })).json());
    expect(all.total).toBe(7);
    expect(all.records.map((row) => [row.kind, row.title, row.status])).toEqual([
      ['design', '无人机电池仓卡扣', '待接单'],
      ['package', '标准设计', '待付款'],
      ['design', '户外传感器防水外壳', '设计中'],
      ['design', '桌面显示器支架结构优化', '待确认'],
      ['design', '智能音箱外壳造型设计', '已完成'],
      ['package', '产品开发', '生效中'],
      ['package', '基础建模', '已取消'],
    ]);
    const times = all.records.map((row) => row.createdAt);
    expect(times).toEqual(times.toSorted().reverse());
    const pages = [];
    for (const page of [1, 2, 3]) {
      pages.push(...MyDesignPage.parse(await (await server.call('GET', `/api/shop-design-order/mine?size=3&page=${page}`, { token })).json()).records);
    }
    expect(pages).toEqual(all.records);
    expect(MyDesignPage.parse(await (await server.call('GET', '/api/shop-design-order/mine', { token: await server.login('e2e-package') })).json())).toEqual({ records: [], total: 0 });
  });
});
