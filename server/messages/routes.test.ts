import { beforeEach, describe, expect, it } from 'vitest';
import { MessagePage, ReadAllAnswer, UnreadCount } from '../../src/wire/messages.ts';
import { intOf } from '../core/rows.ts';
import { createTestServer, messageOf, minutes, seededAt, type TestServer } from '../test-support.ts';
import { addCustomerMessage, maxMessagesPerCustomer } from './store.ts';

describe('/api/shop-message', () => {
  let server: TestServer;
  let demo: string;
  let other: string;
  const customerId = (username: string) => intOf(server.db.prepare('SELECT id FROM customers WHERE username = ?').get(username) ?? {}, 'id');
  const write = (username: string, title: string, link: string | null = '/ordercenter/customizeorder') =>
    addCustomerMessage(server.db, { customerId: customerId(username), kind: 'quoteConfirmed', title, body: `${title}：应付 ¥128.00，请在 24 小时内付款`, link, at: seededAt.getTime() });
  const list = async (token: string, query = '') => {
    const response = await server.call('GET', `/api/shop-message${query}`, { token });
    expect(response.status).toBe(200);
    return MessagePage.strict().parse(await response.json());
  };
  const unread = async (token: string) => UnreadCount.strict().parse(await (await server.call('GET', '/api/shop-message/unread-count', { token })).json()).unread;

  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
    other = await server.login('other');
  });

  it('needs a login', async () => {
    expect((await server.call('GET', '/api/shop-message')).status).toBe(401);
    expect((await server.call('GET', '/api/shop-message/unread-count')).status).toBe(401);
  });

  it('lists the customer’s own messages newest first with the unread count, and only theirs', async () => {
    const before = await unread(demo);
    write('demo', '报价已确认 A');
    server.advance(minutes(1));
    write('demo', '报价已确认 B');
    write('other', '别人的消息');
    const page = await list(demo, '?page=1&size=2');
    expect(page.records.map((message) => message.title)).toEqual(['报价已确认 B', '报价已确认 A']);
    expect(page.records.every((message) => message.readAt === null && message.link === '/ordercenter/customizeorder')).toBe(true);
    expect(page.unread).toBe(before + 2);
    expect(await unread(demo)).toBe(before + 2);
    expect((await list(other)).records.map((message) => message.title)).toContain('别人的消息');
    expect((await list(other)).records.map((message) => message.title)).not.toContain('报价已确认 A');
  });

  it('marks one read (twice is fine), refuses another customer’s, and lists only unread with unread=1', async () => {
    const mine = write('demo', '报价已确认');
    const theirs = write('other', '别人的消息');
    const start = await unread(demo);
    expect((await server.call('POST', `/api/shop-message/${mine}/read`, { token: demo })).status).toBe(204);
    expect((await server.call('POST', `/api/shop-message/${mine}/read`, { token: demo })).status).toBe(204);
    expect(await unread(demo)).toBe(start - 1);
    const foreign = await server.call('POST', `/api/shop-message/${theirs}/read`, { token: demo });
    expect(foreign.status).toBe(404);
    expect(await messageOf(foreign)).toBe('消息不存在');
    expect(await unread(other)).toBeGreaterThan(0);
    expect((await server.call('POST', '/api/shop-message/abc/read', { token: demo })).status).toBe(400);
    expect((await list(demo, '?unread=1')).records.map((message) => message.id)).not.toContain(mine);
    const read = (await list(demo)).records.find((message) => message.id === mine);
    expect(read?.readAt).not.toBeNull();
  });

  it('marks all read at once', async () => {
    write('demo', '一');
    write('demo', '二');
    write('other', '别人的');
    const count = await unread(demo);
    const theirs = await unread(other);
    const response = await server.call('POST', '/api/shop-message/read-all', { token: demo });
    expect(ReadAllAnswer.parse(await response.json()).read).toBe(count);
    expect(await unread(demo)).toBe(0);
    expect(await unread(other)).toBe(theirs);
    expect(theirs).toBeGreaterThan(0);
  });

  it('refuses a link that leaves the site', () => {
    expect(() => write('demo', '钓鱼', 'https://evil.example/pay')).toThrow();
    expect(() => write('demo', '钓鱼', '//evil.example/pay')).toThrow();
    expect(() => server.db.prepare("INSERT INTO customer_messages (customer_id, kind, title, body, link, created_at) VALUES (?, 'shipped', 't', 'b', '//x', 0)").run(customerId('demo'))).toThrow();
  });

  it(`keeps at most ${maxMessagesPerCustomer} messages per customer, dropping read ones first`, () => {
    const id = customerId('maker');
    const insert = (title: string) => addCustomerMessage(server.db, { customerId: id, kind: 'shipped', title, body: '已发货', link: null, at: seededAt.getTime() });
    const first = insert('first, read');
    server.db.prepare('UPDATE customer_messages SET read_at = 1 WHERE id = ?').run(first);
    const second = insert('second, unread');
    for (let index = 0; index < maxMessagesPerCustomer - 1; index += 1) insert(`n${index}`);
    const kept = server.db.prepare('SELECT id FROM customer_messages WHERE customer_id = ?').all(id).map((row) => intOf(row, 'id'));
    expect(kept).toHaveLength(maxMessagesPerCustomer);
    expect(kept).not.toContain(first);
    expect(kept).toContain(second);
  });
});
