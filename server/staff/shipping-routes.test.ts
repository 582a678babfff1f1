import { beforeEach, describe, expect, it } from 'vitest';
import { MessagePage } from '../../src/wire/messages.ts';
import { OrderDetail } from '../../src/wire/orders.ts';
import { ShipAnswer, ShipQueue } from '../../src/wire/staff-shipping.ts';
import { intOf, textOf } from '../core/rows.ts';
import { createTestServer, messageOf, seededAt, type TestServer } from '../test-support.ts';
import { staffLogin, staffPath } from './test-support.ts';
import { shipByOf } from './shipping-store.ts';

describe('/api/shop-staff/shipping', () => {
  let server: TestServer;
  let warehouse: string;
  beforeEach(async () => {
    server = await createTestServer();
    warehouse = await staffLogin(server, 'warehouse');
  });
  const queue = async (token = warehouse) => {
    const response = await server.call('GET', `${staffPath}/shipping?size=100`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return ShipQueue.strict().parse(await response.json());
  };
  const ship = (orderNo: string, body: unknown, token = warehouse) => server.call('POST', `${staffPath}/shipping/${orderNo}`, { token, json: body });
  const customerToken = (customerId: number) => server.login(textOf(server.db.prepare('SELECT username FROM customers WHERE id = ?').get(customerId) ?? {}, 'username'));

  it('lists the factory\'s paid orders not shipped yet, customised 生产中 and consumables 待发货, and only its own', async () => {
    const page = await queue();
    expect(page.total).toBe(page.records.length);
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((order) => (order.kind === 'customized' ? order.status === '生产中' : order.status === '待发货'))).toBe(true);
    expect(new Set(page.records.map((order) => order.kind))).toEqual(new Set(['customized', 'consumable']));
    const factories = page.records.map((order) => intOf(server.db.prepare('SELECT factory_id FROM orders WHERE order_no = ?').get(order.orderNo) ?? {}, 'factory_id'));
    expect(new Set(factories)).toEqual(new Set([1]));
    const paid = page.records.map((order) => order.paidAt ?? '');
    expect(paid).toEqual([...paid].sort());
    const other = await queue(await staffLogin(server, 'factory2'));
    expect(other.records.some((order) => page.records.some((mine) => mine.orderNo === order.orderNo))).toBe(false);
  });

  it('finds an order by its number or a part of it, and says what it cannot take', async () => {
    const all = await queue();
    const [first] = all.records;
    if (!first) throw new Error('the seed has no order to ship');
    const find = async (orderNo: string) => ShipQueue.parse(await (await server.call('GET', `${staffPath}/shipping?orderNo=${encodeURIComponent(orderNo)}`, { token: warehouse })).json());
    expect((await find(first.orderNo.toLowerCase())).records.map((order) => order.orderNo)).toEqual([first.orderNo]);
    const tail = first.orderNo.slice(-4);
    const partial = await find(tail);
    expect(partial.records.length).toBeGreaterThan(0);
    expect(partial.records.every((order) => order.orderNo.includes(tail))).toBe(true);
    expect(partial.total).toBe(all.records.filter((order) => order.orderNo.includes(tail)).length);
    expect((await find('ZZ99999999')).records).toEqual([]);
    const bad = await server.call('GET', `${staffPath}/shipping?orderNo=${encodeURIComponent('%_')}`, { token: warehouse });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toContain('订单号只包含字母、数字和横线');
  });

  it('says by which day each customised order is to ship, and when that day has passed', async () => {
    const customised = (await queue()).records.filter((order) => order.kind === 'customized' && order.leadDays !== null);
    expect(customised.length).toBeGreaterThan(0);
    for (const order of customised) expect({ shipBy: order.shipBy, late: order.late }, order.orderNo).toEqual(shipByOf(Date.parse(order.paidAt ?? ''), order.leadDays, seededAt.getTime()));
    server.advance(60 * 24 * 3600 * 1000);
    // Sixty days on, the login of then has ended.
    warehouse = await staffLogin(server, 'warehouse');
    expect((await queue()).records.filter((order) => order.kind === 'customized' && order.leadDays !== null).every((order) => order.late)).toBe(true);
    expect((await queue()).records.filter((order) => order.kind === 'consumable').every((order) => order.shipBy === null && !order.late)).toBe(true);
  });

  it('counts the ship-by day in working days from the shop’s day of payment', () => {
    // Paid Friday 2026-03-06 10:00 in Shanghai; 3 working days: Mon 9, Tue 10, Wed 11.
    const paid = Date.parse('2026-03-06T02:00:00Z');
    expect(shipByOf(paid, 3, paid)).toEqual({ shipBy: '2026-03-11', late: false });
    expect(shipByOf(paid, 3, Date.parse('2026-03-11T15:00:00Z')).late).toBe(false);
    expect(shipByOf(paid, 3, Date.parse('2026-03-11T16:30:00Z')).late).toBe(true);
    expect(shipByOf(null, 3, paid)).toEqual({ shipBy: null, late: false });
  });

  it('ships with the carrier and tracking number: 已发货 with its parcel, the customer told, an audit row; once only', async () => {
    const [first] = (await queue()).records;
    if (!first) throw new Error('the seed has no order to ship');
    const response = await ship(first.orderNo, { parcels: [{ carrier: 'SF', trackingNo: ' sf 1234 5678 9012 ' }] });
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = ShipAnswer.strict().parse(await response.json());
    expect(answer).toMatchObject({ orderNo: first.orderNo, status: '已发货', parcels: [{ carrier: 'SF', carrierName: '顺丰速运', trackingNo: 'SF123456789012' }] });

    const customer = await customerToken(first.customer.id);
    const detail = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${first.orderNo}`, { token: customer })).json());
    expect(detail.status).toBe('已发货');
    expect(detail.shipment?.trackingNo).toBe('SF123456789012');
    expect(detail.parcels?.map((parcel) => parcel.trackingNo)).toEqual(['SF123456789012']);
    expect(detail.timeline.at(-1)?.note).toContain('顺丰速运');
    const inbox = MessagePage.parse(await (await server.call('GET', '/api/shop-message', { token: customer })).json());
    expect(inbox.records[0]).toMatchObject({ kind: 'shipped', title: `订单 ${first.orderNo} 已发货` });
    expect(inbox.records[0]?.body).toContain('SF123456789012');
    expect(intOf(server.db.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'order.ship' AND subject = ?").get(`order:${first.orderNo}`) ?? {}, 'n')).toBe(1);

    const again = await ship(first.orderNo, { parcels: [{ carrier: 'SF', trackingNo: 'SF000000000001' }] });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('订单当前为「已发货」，只有已付款未发货的订单可以发货');
    expect((await queue()).records.some((order) => order.orderNo === first.orderNo)).toBe(false);
  });

  it('ships in several parcels: each listed on the detail in order, all named on the timeline and in the message', async () => {
    const [first] = (await queue()).records;
    if (!first) throw new Error('the seed has no order to ship');
    const parcels = [
      { carrier: 'SF', trackingNo: 'SF100000000001' },
      { carrier: 'JD', trackingNo: 'jd 2000 0000 0002' },
      { carrier: 'SF', trackingNo: 'SF100000000003' },
    ];
    const response = await ship(first.orderNo, { parcels });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(ShipAnswer.parse(await response.json()).parcels.map((parcel) => parcel.trackingNo)).toEqual(['SF100000000001', 'JD200000000002', 'SF100000000003']);
    const customer = await customerToken(first.customer.id);
    const detail = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${first.orderNo}`, { token: customer })).json());
    expect(detail.parcels?.map((parcel) => `${parcel.carrierName} ${parcel.trackingNo}`)).toEqual(['顺丰速运 SF100000000001', '京东物流 JD200000000002', '顺丰速运 SF100000000003']);
    expect(detail.shipment?.trackingNo).toBe('SF100000000001');
    expect(detail.timeline.at(-1)?.note).toMatch(/共 3 个包裹：顺丰速运，运单号 SF100000000001；京东物流，运单号 JD200000000002；顺丰速运，运单号 SF100000000003$/);
    const inbox = MessagePage.parse(await (await server.call('GET', '/api/shop-message', { token: customer })).json());
    expect(inbox.records[0]?.body).toMatch(/^共 3 个包裹：.*收到全部包裹后请确认收货/);
  });

  it('refuses no parcel, more than ten, and one number twice', async () => {
    const [first] = (await queue()).records;
    if (!first) throw new Error('the seed has no order to ship');
    const none = await ship(first.orderNo, { parcels: [] });
    expect(none.status).toBe(400);
    expect(await messageOf(none)).toContain('至少填写一个包裹');
    const many = await ship(first.orderNo, { parcels: Array.from({ length: 11 }, (_, n) => ({ carrier: 'SF', trackingNo: `SF1000000000${String(n).padStart(2, '0')}` })) });
    expect(await messageOf(many)).toContain('一个订单最多分 10 个包裹发货');
    const twice = await ship(first.orderNo, { parcels: [{ carrier: 'SF', trackingNo: 'SF100000000001' }, { carrier: 'SF', trackingNo: 'sf 1000 0000 0001' }] });
    expect(twice.status).toBe(400);
    expect(await messageOf(twice)).toContain('同一个运单号填了两次');
    expect(textOf(server.db.prepare('SELECT status FROM orders WHERE order_no = ?').get(first.orderNo) ?? {}, 'status')).toBe(first.status);
  });

  it('lets one of two clerks shipping at once record the parcel', async () => {
    const [first] = (await queue()).records;
    if (!first) throw new Error('the seed has no order to ship');
    const answers = await Promise.all([ship(first.orderNo, { parcels: [{ carrier: 'SF', trackingNo: 'SF111111111111' }] }), ship(first.orderNo, { parcels: [{ carrier: 'JD', trackingNo: 'JD222222222222' }] })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(intOf(server.db.prepare('SELECT COUNT(*) AS n FROM order_shipments s JOIN orders o ON o.id = s.order_id WHERE o.order_no = ?').get(first.orderNo) ?? {}, 'n')).toBe(1);
  });

  it('refuses a malformed tracking number, an unknown carrier, another factory\'s order and a role that does not ship', async () => {
    const [first] = (await queue()).records;
    if (!first) throw new Error('the seed has no order to ship');
    const bad = await ship(first.orderNo, { parcels: [{ carrier: 'SF', trackingNo: '12-34' }] });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toContain('运单号须为 8–30 位字母或数字');
    expect((await ship(first.orderNo, { parcels: [{ carrier: 'XX', trackingNo: 'SF123456789012' }] })).status).toBe(400);
    const foreign = await ship(first.orderNo, { parcels: [{ carrier: 'SF', trackingNo: 'SF123456789012' }] }, await staffLogin(server, 'factory2'));
    expect(foreign.status).toBe(404);
    const engineer = await ship(first.orderNo, { parcels: [{ carrier: 'SF', trackingNo: 'SF123456789012' }] }, await staffLogin(server, 'engineer'));
    expect(engineer.status).toBe(403);
    expect(await messageOf(engineer)).toBe('当前角色无权执行此操作');
    expect((await server.call('GET', `${staffPath}/shipping`, { token: await server.login('demo') })).status).toBe(401);
    expect(textOf(server.db.prepare('SELECT status FROM orders WHERE order_no = ?').get(first.orderNo) ?? {}, 'status')).toBe(first.status);
  });
});
