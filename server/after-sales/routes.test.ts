import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { Claim, ClaimPage } from '../../src/wire/after-sales.ts';
import { intOf, textOf } from '../core/rows.ts';
import { createTestServer, days, messageOf, minutes, type TestServer } from '../test-support.ts';
import { claimForm, gif, png, receivedOrder } from './test-support.ts';

describe('/api/shop-after-sales', () => {
  let server: TestServer;
  let demo: string;
  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
  });
  const submit = (body: FormData, token = demo) => server.call('POST', '/api/shop-after-sales', { token, body });
  const created = async (response: Response, status = 201) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return Claim.strict().parse(await response.json());
  };
  const claimCount = () => intOf(server.db.prepare('SELECT COUNT(*) AS n FROM claims').get() ?? {}, 'n');

  it('opens a 待处理 claim on a received order with its photos and the first timeline row, numbered SH…', async () => {
    const order = await receivedOrder(server, demo);
    server.advance(minutes(5));
    const claim = await created(await submit(claimForm(order.orderNo, [{ name: '划痕.png', bytes: png }, { name: '细节.png', bytes: png }])));
    expect(claim).toMatchObject({ orderNo: order.orderNo, orderKind: 'consumable', reason: '质量问题', description: '表面有明显划痕，两件都有。', status: '待处理', refunded: 0, decisionNote: null });
    expect(claim.claimNo).toMatch(/^SH20260301-0001$/);
    expect(claim.photos.map(({ name, size, width, height }) => ({ name, size, width, height }))).toEqual([
      { name: '划痕.png', size: png.length, width: 16, height: 8 },
      { name: '细节.png', size: png.length, width: 16, height: 8 },
    ]);
    expect(claim.timeline).toEqual([{ status: '待处理', by: 'customer', at: claim.createdAt, note: '已提交售后申请（质量问题），等待客服处理' }]);
    expect(intOf(server.db.prepare('SELECT factory_id AS n FROM claims').get() ?? {}, 'n')).toBe(1);

    const photo = await server.call('GET', claim.photos[0]?.url ?? '', { token: demo });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer()).equals(png)).toBe(true);

    const one = await created(await server.call('GET', `/api/shop-after-sales/${claim.claimNo}`, { token: demo }), 200);
    expect(one).toEqual(claim);
    const list = ClaimPage.strict().parse(await (await server.call('GET', `/api/shop-after-sales?orderNo=${order.orderNo}`, { token: demo })).json());
    expect(list).toEqual({ total: 1, records: [{ claimNo: claim.claimNo, orderNo: order.orderNo, orderKind: 'consumable', reason: '质量问题', status: '待处理', refunded: 0, photoCount: 2, createdAt: claim.createdAt, updatedAt: claim.updatedAt }] });
  });

  it('answers a replay of the same key with the claim it made, and refuses a second open claim on the order', async () => {
    const order = await receivedOrder(server, demo);
    const body = claimForm(order.orderNo);
    const first = await created(await submit(body));
    const replay = await created(await submit(body), 200);
    expect(replay.claimNo).toBe(first.claimNo);
    const second = await submit(claimForm(order.orderNo));
    expect(second.status).toBe(409);
    expect(await messageOf(second)).toBe(`该订单已有待处理的售后申请（${first.claimNo}），请等待处理结果`);
    expect(claimCount()).toBe(1);
  });

  it('takes a claim until 7 days after receipt, and refuses it after', async () => {
    const order = await receivedOrder(server, demo);
    const other = await receivedOrder(server, demo);
    server.advance(days(7));
    // A week on, the login of then has ended.
    demo = await server.login('demo');
    await created(await submit(claimForm(order.orderNo)));
    server.advance(1);
    const late = await submit(claimForm(other.orderNo));
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe('已超过收货后 7 天的售后期限（截至 2026-03-08 10:00），无法再申请售后');
  });

  it('refuses an order not received yet, a design package, another customer\'s order and an unknown one', async () => {
    const waiting = textOf(server.db.prepare("SELECT order_no FROM orders WHERE customer_id = (SELECT id FROM customers WHERE username = 'demo') AND status = '生产中' LIMIT 1").get() ?? {}, 'order_no');
    const notReceived = await submit(claimForm(waiting));
    expect(notReceived.status).toBe(409);
    expect(await messageOf(notReceived)).toBe('订单当前为「生产中」，确认收货后才能申请售后');
    const pkg = textOf(server.db.prepare("SELECT order_no FROM orders WHERE customer_id = (SELECT id FROM customers WHERE username = 'demo') AND kind = 'package' LIMIT 1").get() ?? {}, 'order_no');
    const refusedPackage = await submit(claimForm(pkg));
    expect(refusedPackage.status).toBe(409);
    expect(await messageOf(refusedPackage)).toBe('设计套餐订单不支持售后申请，如有问题请联系设计师或客服');
    const order = await receivedOrder(server, demo);
    const foreign = await submit(claimForm(order.orderNo), await server.login('maker'));
    expect(foreign.status).toBe(404);
    expect(await messageOf(foreign)).toBe('订单不存在');
    expect((await submit(claimForm('DZ20990101-0001'))).status).toBe(404);
    expect(claimCount()).toBe(0);
  });

  it('checks the photos like other uploads: a GIF or a seventh photo is refused and nothing is kept', async () => {
    const order = await receivedOrder(server, demo);
    const gifRefused = await submit(claimForm(order.orderNo, [{ name: 'a.png', bytes: png }, { name: 'b.gif', bytes: gif }]));
    expect(gifRefused.status).toBe(400);
    expect(await messageOf(gifRefused)).toBe('图片「b.gif」不是 PNG、JPEG 或 WebP 格式');
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `${i}.png`, bytes: png }));
    const tooMany = await submit(claimForm(order.orderNo, seven));
    expect(tooMany.status).toBe(400);
    expect(await messageOf(tooMany)).toBe('最多上传 6 张照片');
    const empty = await submit(claimForm(order.orderNo, [], { description: '   ' }));
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toContain('请描述遇到的问题');
    const badReason = await submit(claimForm(order.orderNo, [], { reason: '不想要了' }));
    expect(badReason.status).toBe(400);
    expect(claimCount()).toBe(0);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM claim_photos').get()).toEqual({ n: 0 });
    const six = await created(await submit(claimForm(order.orderNo, seven.slice(0, 6))));
    expect(six.photos).toHaveLength(6);
    const stored = server.db.prepare('SELECT stored_name FROM claim_photos').all().map((row) => textOf(row, 'stored_name'));
    expect(stored.every((name) => existsSync(join(server.uploadDir, name)))).toBe(true);
  });

  it('shows a claim and its photos to its customer only, and needs a login', async () => {
    const order = await receivedOrder(server, demo);
    const claim = await created(await submit(claimForm(order.orderNo, [{ name: 'a.png', bytes: png }])));
    const maker = await server.login('maker');
    expect((await server.call('GET', `/api/shop-after-sales/${claim.claimNo}`, { token: maker })).status).toBe(404);
    expect((await server.call('GET', claim.photos[0]?.url ?? '', { token: maker })).status).toBe(404);
    expect(ClaimPage.parse(await (await server.call('GET', '/api/shop-after-sales', { token: maker })).json())).toEqual({ records: [], total: 0 });
    expect((await server.call('GET', '/api/shop-after-sales')).status).toBe(401);
    expect((await submit(claimForm(order.orderNo), '')).status).toBe(401);
  });
});
