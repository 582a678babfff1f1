import { beforeEach, describe, expect, it } from 'vitest';
import { MessagePage } from '../../src/wire/messages.ts';
import { CouponPage } from '../../src/wire/coupons.ts';
import { UploadResult } from '../../src/wire/files.ts';
import { OrderDetail } from '../../src/wire/orders.ts';
import { ProfessionalOrderSummary } from '../../src/wire/professional-orders.ts';
import { QuoteDecision, QuoteQueue, StaffQuoteDetail } from '../../src/wire/staff.ts';
import { intOf } from '../core/rows.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, stepBytes, uploadFile, uploadForm, type TestServer } from '../test-support.ts';
import { address, staffLogin, staffPath, waitingOrder } from './test-support.ts';

describe('/api/shop-staff/quotes', () => {
  let server: TestServer;
  let demo: string;
  let engineer: string;
  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
    engineer = await staffLogin(server, 'engineer');
  });
  const confirm = (orderNo: string, body: unknown, token = engineer) => server.call('POST', `${staffPath}/quotes/${orderNo}/confirm`, { token, json: body });
  const decline = (orderNo: string, reason: string, token = engineer) => server.call('POST', `${staffPath}/quotes/${orderNo}/decline`, { token, json: { reason } });
  const decided = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    return QuoteDecision.strict().parse(await response.json());
  };
  const customerDetail = async (orderNo: string) => OrderDetail.strict().parse(await (await server.call('GET', `/api/shop-order/${orderNo}`, { token: demo })).json());
  const couponStatus = async (couponId: number) => {
    for (const status of ['unused', 'used'] as const) {
      const page = CouponPage.parse(await (await server.call('GET', `/api/shop-coupon?status=${status}&size=100`, { token: demo })).json());
      if (page.records.some((coupon) => coupon.id === couponId)) return status;
    }
    return null;
  };
  const auditRows = (orderNo: string) => intOf(server.db.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE subject = ?').get(`order:${orderNo}`) ?? { n: -1 }, 'n');

  it('lists the factory\'s 待报价 orders oldest due first, with the customer, due time, lines and automatic price', async () => {
    const order = await waitingOrder(server, demo);
    const response = await server.call('GET', `${staffPath}/quotes`, { token: engineer });
    expect(response.status).toBe(200);
    const queue = QuoteQueue.strict().parse(await response.json());
    expect(queue.records.find((record) => record.orderNo === order.orderNo)).toEqual({
      orderNo: order.orderNo,
      source: 'quotation',
      customer: { id: 1, nickname: '演示用户' },
      createdAt: '2026-03-01T02:00:00.000Z',
      dueAt: '2026-03-02T02:00:00.000Z',
      overdue: false,
      lineCount: 1,
      manualLines: 0,
      autoGoods: 40_750,
    });
    const waiting = intOf(server.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE factory_id = 1 AND kind = 'customized' AND status = '待报价'").get() ?? { n: -1 }, 'n');
    expect(queue.records).toHaveLength(waiting);
    const dues = queue.records.map((record) => record.dueAt);
    expect(dues).toEqual([...dues].sort());
    // Another factory's queue does not have it.
    const other = QuoteQueue.parse(await (await server.call('GET', `${staffPath}/quotes`, { token: await staffLogin(server, 'factory2') })).json());
    expect(other.records.some((record) => record.orderNo === order.orderNo)).toBe(false);
  });

  it('shows an order with each line as the engineer prices it: file, measurements, quantity, automatic price and breakdown, call-outs; the coupon; remarks', async () => {
    const order = await waitingOrder(server, demo, 6);
    const response = await server.call('GET', `${staffPath}/quotes/${order.orderNo}`, { token: engineer });
    expect(response.status).toBe(200);
    const detail = StaffQuoteDetail.strict().parse(await response.json());
    expect(detail).toMatchObject({
      orderNo: order.orderNo,
      status: '待报价',
      source: 'quotation',
      customer: { nickname: '演示用户' },
      material: { id: 1 },
      goods: 40_750,
      memberDiscount: 2037,
      // 无门槛 9.5 折券 on what the member discount left: 5 % of 38 713, rounded down.
      discount: 1935,
      payable: 36_778,
      // The material's lead time, as the quote priced it; the engineer's once confirmed.
      leadDays: 1,
      coupon: { id: 6, title: '无门槛 9.5 折券', kind: 'percent', value: 5, threshold: 0 },
      remarks: '请按图纸公差加工',
      requirements: null,
      drawings: [],
      address,
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({
        position: 1,
        name: 'large.stl',
        volume: 500_000,
        quantity: 1,
        unitPrice: 40_750,
        subtotal: 40_750,
        manual: false,
        callouts: { tolerance: true },
        needsConfirmation: true,
        breakdown: expect.objectContaining({ model: 'print', material: 40_000, process: 750 }),
        measured: { volume: 500_000, area: 40_000, bbox: { x: 100, y: 100, z: 50 } },
      }),
    ]);
  });

  it('lets the engineer download the order\'s files (the part, its 2D drawing), and no other file', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const uploaded = await server.call('POST', '/api/shop-file', { token: demo, body: uploadForm({ draftId: 'draft-staff-drawing', purpose: 'reference' }, { name: '支架图纸.pdf', bytes: pdf }) });
    const drawing = UploadResult.parse(await uploaded.json()).file.id;
    const order = await waitingOrder(server, demo, null, { drawingFileId: drawing });
    const fileId = order.lines[0]?.fileId ?? -1;
    const path = (no: string, id: number) => `${staffPath}/quotes/${no}/files/${id}`;
    const response = await server.call('GET', path(order.orderNo, fileId), { token: engineer });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('large.stl');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(binaryStl(box(100, 100, 50))));
    const detail = StaffQuoteDetail.parse(await (await server.call('GET', `${staffPath}/quotes/${order.orderNo}`, { token: engineer })).json());
    expect(detail.lines[0]?.drawing).toEqual({ fileId: drawing, name: '支架图纸.pdf' });
    const drawn = await server.call('GET', path(order.orderNo, drawing), { token: engineer });
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await drawn.arrayBuffer())).toEqual(pdf);
    const unrelated = UploadResult.parse(await (await uploadFile(server, demo, 'draft-staff-other', 'other.stl', binaryStl(box(5, 5, 5)))).json()).file.id;
    for (const [no, id, token] of [[order.orderNo, unrelated, engineer], [order.orderNo, fileId, await staffLogin(server, 'factory2')]] as const) {
      const refused = await server.call('GET', path(no, id), { token });
      expect(refused.status).toBe(404);
    }
    expect((await server.call('GET', path(order.orderNo, fileId), { token: await staffLogin(server, 'service') })).status).toBe(403);
  });

  it('answers another factory\'s order as if it did not exist', async () => {
    const order = await waitingOrder(server, demo);
    const admin2 = await staffLogin(server, 'factory2');
    for (const response of [
      await server.call('GET', `${staffPath}/quotes/${order.orderNo}`, { token: admin2 }),
      await confirm(order.orderNo, { lines: [{ position: 1, unitPrice: 100, leadDays: 3 }] }, admin2),
      await decline(order.orderNo, '不做', admin2),
      await server.call('GET', `${staffPath}/quotes/DZ19990101-0001`, { token: engineer }),
    ]) {
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('订单不存在');
    }
    expect((await customerDetail(order.orderNo)).status).toBe('待报价');
  });

  it('confirms: the shop\'s own pricing makes the payable, the customer sees 待付款 at that price and pays it from the balance', async () => {
    const order = await waitingOrder(server, demo, 6);
    const decision = await decided(await confirm(order.orderNo, { lines: [{ position: 1, unitPrice: 50_000, leadDays: 8 }], note: '需额外精加工' }));
    // 50 000 goods, 黄金会员 5 % off (2500), 无门槛 9.5 折券 on the 47 500 left (2375), free shipping from 49 元.
    expect(decision.couponReturned).toBe(false);
    expect(decision.order).toMatchObject({ status: '待付款', goods: 50_000, memberDiscount: 2500, discount: 2375, shipping: 0, payable: 45_125, leadDays: 8, coupon: { id: 6 } });
    expect(decision.order.lines[0]).toMatchObject({ unitPrice: 50_000, subtotal: 50_000, manual: false });
    // Priced otherwise than the shop's model: the breakdown no longer adds up to it and is dropped.
    expect(decision.order.lines[0]?.breakdown).toBeUndefined();

    const seen = await customerDetail(order.orderNo);
    expect(seen).toMatchObject({ status: '待付款', goods: 50_000, memberDiscount: 2500, discount: 2375, shipping: 0, payable: 45_125, payBy: '2026-03-02T02:00:00.000Z', actions: { pay: true, cancel: true } });
    expect(seen.lines[0]).toMatchObject({ unitPrice: 50_000, subtotal: 50_000, manual: false });
    expect(seen.timeline.at(-1)).toEqual({
      status: '待付款',
      at: '2026-03-01T02:00:00.000Z',
      note: '工厂已确认报价，应付 ¥451.25（商品 ¥500.00，会员优惠 -¥25.00，优惠券 -¥23.75，运费 ¥0.00），交期 8 个工作日，请在 24 小时内付款。工厂备注：需额外精加工',
    });

    // 消息中心 tells the customer, with the amount, the deadline and the order's page.
    const inbox = MessagePage.parse(await (await server.call('GET', '/api/shop-message?unread=1', { token: demo })).json());
    expect(inbox.records[0]).toMatchObject({ kind: 'quoteConfirmed', title: `订单 ${order.orderNo} 报价已确认`, body: seen.timeline.at(-1)?.note, link: `/ordercenter/customizeorder?orderNo=${order.orderNo}`, readAt: null });

    const balance = () => intOf(server.db.prepare('SELECT balance FROM customers WHERE id = 1').get() ?? { balance: -1 }, 'balance');
    const before = balance();
    const paid = await server.call('POST', `/api/shop-payment/${order.orderNo}/balance`, { token: demo });
    expect(paid.status, await paid.clone().text()).toBe(200);
    expect(OrderDetail.parse(await paid.json())).toMatchObject({ status: '生产中', payable: 45_125 });
    expect(balance()).toBe(before - 45_125);
  });

  it('keeps the breakdown of a line confirmed at the shop\'s own price', async () => {
    const order = await waitingOrder(server, demo);
    const decision = await decided(await confirm(order.orderNo, { lines: [{ position: 1, unitPrice: 40_750, leadDays: 5 }] }));
    expect(decision.order).toMatchObject({ goods: 40_750, memberDiscount: 2037, payable: 38_713 });
    expect(decision.order.lines[0]?.breakdown).toMatchObject({ model: 'print' });
  });

  it('gives back a coupon whose threshold the confirmed goods no longer reach, and says so', async () => {
    expect(await couponStatus(5)).toBe('unused');
    const order = await waitingOrder(server, demo, 5);
    expect(await couponStatus(5)).toBe('used');
    const decision = await decided(await confirm(order.orderNo, { lines: [{ position: 1, unitPrice: 10_000, leadDays: 4 }] }));
    // 100 元 of goods: 会员专享满 200 减 30 no longer applies; 5 % off (500), free shipping from 49 元.
    expect(decision.couponReturned).toBe(true);
    expect(decision.order).toMatchObject({ status: '待付款', goods: 10_000, memberDiscount: 500, discount: 0, shipping: 0, payable: 9500, coupon: null });
    expect(await couponStatus(5)).toBe('unused');
    const seen = await customerDetail(order.orderNo);
    expect(seen).toMatchObject({ payable: 9500, discount: 0, coupon: null });
    expect(seen.timeline.at(-1)?.note).toBe('工厂已确认报价，应付 ¥95.00（商品 ¥100.00，会员优惠 -¥5.00，运费 ¥0.00），交期 4 个工作日，请在 24 小时内付款；确认后的商品金额未满 ¥200.00，优惠券「会员专享满 200 减 30」不再适用，已退回');
  });

  it('lets one of two engineers confirming at once win; the other is told to refresh', async () => {
    const order = await waitingOrder(server, demo);
    const admin = await staffLogin(server, 'factory');
    const responses = await Promise.all([
      confirm(order.orderNo, { lines: [{ position: 1, unitPrice: 41_000, leadDays: 5 }] }),
      confirm(order.orderNo, { lines: [{ position: 1, unitPrice: 39_000, leadDays: 7 }] }, admin),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const lost = responses.find((response) => response.status === 409);
    expect(await messageOf(lost ?? new Response('{}'))).toBe('该订单已由其他同事报价或已取消，请刷新');
    const won = QuoteDecision.parse(await (responses.find((response) => response.status === 200) ?? new Response('{}')).json());
    const seen = await customerDetail(order.orderNo);
    expect(seen.goods).toBe(won.order.goods);
    expect(seen.timeline.filter((event) => event.status === '待付款')).toHaveLength(1);
    expect(auditRows(order.orderNo)).toBe(1);
  });

  it('refuses to decide an order the customer cancelled meanwhile', async () => {
    const order = await waitingOrder(server, demo, 6);
    expect((await server.call('POST', `/api/shop-order/${order.orderNo}/cancel`, { token: demo })).status).toBe(200);
    for (const response of [await confirm(order.orderNo, { lines: [{ position: 1, unitPrice: 40_000, leadDays: 5 }] }), await decline(order.orderNo, '来不及')]) {
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe('该订单已由其他同事报价或已取消，请刷新');
    }
    expect(await couponStatus(6)).toBe('unused');
    expect(auditRows(order.orderNo)).toBe(0);
  });

  it('declines: 已取消 with the reason on the timeline, the coupon back, an audit row; then nothing more can be decided', async () => {
    const order = await waitingOrder(server, demo, 6);
    expect(await couponStatus(6)).toBe('used');
    const decision = await decided(await decline(order.orderNo, '  公差要求超出本厂设备能力  '));
    expect(decision).toMatchObject({ couponReturned: true, order: { status: '已取消' } });
    expect(await couponStatus(6)).toBe('unused');
    const seen = await customerDetail(order.orderNo);
    expect(seen.status).toBe('已取消');
    expect(seen.timeline.at(-1)).toMatchObject({ status: '已取消', note: '工厂无法承接该订单，已取消：公差要求超出本厂设备能力。优惠券已退回' });
    expect(auditRows(order.orderNo)).toBe(1);
    const inbox = MessagePage.parse(await (await server.call('GET', '/api/shop-message', { token: demo })).json());
    expect(inbox.records[0]).toMatchObject({ kind: 'quoteDeclined', title: `订单 ${order.orderNo} 未能报价`, body: '工厂无法承接该订单，已取消：公差要求超出本厂设备能力。优惠券已退回' });
    for (const response of [await decline(order.orderNo, '再来一次'), await confirm(order.orderNo, { lines: [{ position: 1, unitPrice: 100, leadDays: 1 }] })]) {
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe('该订单已由其他同事报价或已取消，请刷新');
    }
    expect(auditRows(order.orderNo)).toBe(1);
  });

  it('refuses a confirmation that does not price every line once, or prices out of bounds, and changes nothing', async () => {
    const order = await waitingOrder(server, demo);
    const line = { position: 1, unitPrice: 40_000, leadDays: 5 };
    for (const [body, message] of [
      [{ lines: [] }, '请为每一行报价'],
      [{ lines: [{ ...line, position: 2 }] }, '订单没有第 2 行'],
      [{ lines: [line, line] }, '第 1 行重复报价'],
      [{ lines: [{ ...line, unitPrice: 0 }] }, '单价必须大于 0'],
      [{ lines: [{ ...line, unitPrice: 12.5 }] }, '单价应为整数（分）'],
      [{ lines: [{ ...line, leadDays: 0 }] }, '交期至少 1 个工作日'],
      [{ lines: [{ ...line, leadDays: 91 }] }, '交期最多 90 个工作日'],
      [{ lines: [{ ...line, unitPrice: 1_000_000_001 }] }, '确认后的商品金额 ¥10,000,000.01 超过单笔在线订单的上限 ¥10,000,000.00，客户无法在线付款。请核对单价，或与客户联系分批下单'],
    ] as const) {
      const response = await confirm(order.orderNo, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
    const reason = await decline(order.orderNo, '   ');
    expect(reason.status).toBe(400);
    expect(await messageOf(reason)).toBe('请填写不予报价的原因');
    expect((await customerDetail(order.orderNo)).status).toBe('待报价');
    expect(auditRows(order.orderNo)).toBe(0);
  });

  it('prices a professional order line by line (its drawings, each of the order\'s quantity)', async () => {
    const upload = async (name: string, bytes: Uint8Array) => UploadResult.parse(await (await uploadFile(server, demo, 'draft-staff-pro', name, bytes)).json()).file.id;
    const fileIds = [await upload('机壳.stl', binaryStl(box(30, 30, 30))), await upload('装配图.step', stepBytes())];
    const created = await server.call('POST', '/api/shop-professional-order', {
      token: demo,
      json: { requirements: '机壳与装配件的小批量试产，需要工程师评估材料与工艺。', quantity: 30, expectedDate: '2026-03-15', address, fileIds, idempotencyKey: 'key-staff-pro-1' },
    });
    expect(created.status).toBe(201);
    const { orderNo } = ProfessionalOrderSummary.parse(await created.json());
    const queue = QuoteQueue.parse(await (await server.call('GET', `${staffPath}/quotes`, { token: engineer })).json());
    expect(queue.records.find((record) => record.orderNo === orderNo)).toMatchObject({ source: 'professional', lineCount: 2, manualLines: 2, autoGoods: null });
    const detail = StaffQuoteDetail.parse(await (await server.call('GET', `${staffPath}/quotes/${orderNo}`, { token: engineer })).json());
    expect(detail).toMatchObject({ source: 'professional', material: null, quantity: 30, expectedDate: '2026-03-15', requirements: '机壳与装配件的小批量试产，需要工程师评估材料与工艺。' });
    expect(detail.lines.map((line) => [line.position, line.name, line.quantity, line.manual])).toEqual([[1, '机壳.stl', 30, true], [2, '装配图.step', 30, true]]);
    expect(detail.drawings.map((drawing) => [drawing.name, drawing.versions.map((version) => [version.version, version.id])])).toEqual([['机壳.stl', [[1, fileIds[0]]]], ['装配图.step', [[1, fileIds[1]]]]]);
    expect((await server.call('GET', `${staffPath}/quotes/${orderNo}/files/${fileIds[1] ?? -1}`, { token: engineer })).status).toBe(200);

    const documentOf = () => server.call('GET', `/api/shop-order/${orderNo}/quotation`, { token: demo });
    expect((await documentOf()).status).toBe(409);
    const decision = await decided(await confirm(orderNo, { lines: [{ position: 1, unitPrice: 1200, leadDays: 10 }, { position: 2, unitPrice: 3000, leadDays: 12 }] }));
    // 30 × 12 元 + 30 × 30 元 = 1260 元, 5 % off (6300), free shipping.
    expect(decision.order).toMatchObject({ status: '待付款', goods: 126_000, memberDiscount: 6300, discount: 0, shipping: 0, payable: 119_700, leadDays: 12 });
    expect(decision.order.lines.map((line) => [line.unitPrice, line.subtotal, line.manual])).toEqual([[1200, 36_000, false], [3000, 90_000, false]]);
    expect(await customerDetail(orderNo)).toMatchObject({ status: '待付款', payable: 119_700 });
    // Every drawing has its price now: the customer can have the order's 报价单.
    expect((await documentOf()).status).toBe(200);
  });
});
