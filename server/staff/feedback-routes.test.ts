import { beforeEach, describe, expect, it } from 'vitest';
import { MessagePage } from '../../src/wire/messages.ts';
import { FeedbackDetail, FeedbackPage } from '../../src/wire/staff-feedback.ts';
import { Workbench } from '../../src/wire/staff.ts';
import { Suggestion } from '../../src/wire/suggestions.ts';
import { intOf } from '../core/rows.ts';
import { createTestServer, messageOf, minutes, type TestServer } from '../test-support.ts';
import { staffLogin, staffPath } from './test-support.ts';

describe('/api/shop-staff/feedback', () => {
  let server: TestServer;
  let service: string;
  beforeEach(async () => {
    server = await createTestServer();
    service = await staffLogin(server, 'service');
  });
  const list = async (query = '', token = service) => {
    const response = await server.call('GET', `${staffPath}/feedback?size=100${query}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return FeedbackPage.strict().parse(await response.json());
  };
  const detail = async (id: number, token = service) => {
    const response = await server.call('GET', `${staffPath}/feedback/${id}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return FeedbackDetail.strict().parse(await response.json());
  };
  const reply = (id: number, content: unknown, token = service) => server.call('POST', `${staffPath}/feedback/${id}/reply`, { token, json: { content } });
  const progress = (id: number, token = service) => server.call('POST', `${staffPath}/feedback/${id}/status`, { token, json: { status: '处理中' } });
  const factoryOf = (id: number) => server.db.prepare('SELECT factory_id FROM suggestions WHERE id = ?').get(id);
  /** A suggestion demo (using factory 1) sends now. */
  const send = async (title = '报价页面建议') => {
    const demo = await server.login('demo');
    const form = new FormData();
    for (const [name, value] of Object.entries({ type: '功能建议', title, content: '希望报价单可以导出 Excel。', idempotencyKey: `key-feedback-${title}` })) form.append(name, value);
    const response = await server.call('POST', '/api/shop-suggestion', { token: demo, body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    return { demo, suggestion: Suggestion.parse(await response.json()) };
  };

  it('lists the suggestions of customers using the factory, 待处理 then 处理中 then 已回复, and only its own', async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.records.map((row) => row.status)).toEqual(['待处理', '处理中', '已回复', '已回复']);
    expect(page.records.every((row) => row.customer.nickname !== '')).toBe(true);
    const answered = page.records.filter((row) => row.status === '已回复').map((row) => row.updatedAt);
    expect(answered).toEqual([...answered].sort().reverse());
    const other = await list('', await staffLogin(server, 'factory2'));
    expect(other.records.map((row) => row.title)).toEqual(['蓝鲸设计室的私有建议']);
    expect(new Set(page.records.map((row) => intOf(factoryOf(row.id) ?? {}, 'factory_id')))).toEqual(new Set([1]));

    expect((await list('&status=已回复')).records.map((row) => row.status)).toEqual(['已回复', '已回复']);
    const paged = await server.call('GET', `${staffPath}/feedback?page=2&size=3`, { token: service });
    expect(FeedbackPage.parse(await paged.json())).toMatchObject({ total: 4, records: [{ id: page.records[3]?.id }] });
    expect((await server.call('GET', `${staffPath}/feedback?status=已关闭`, { token: service })).status).toBe(400);
  });

  it('files a new suggestion under the factory the customer is using, and none when they use none', async () => {
    const { suggestion } = await send();
    expect(factoryOf(suggestion.id)).toEqual({ factory_id: 1 });
    expect((await list()).records.map((row) => row.id)).toContain(suggestion.id);
    server.db.prepare("UPDATE customers SET using_factory_id = NULL WHERE username = 'demo'").run();
    const { suggestion: unowned } = await send('没有选择工厂时的建议');
    expect(factoryOf(unowned.id)).toEqual({ factory_id: null });
    expect((await list()).records.map((row) => row.id)).not.toContain(unowned.id);
    expect((await server.call('GET', `${staffPath}/feedback/${unowned.id}`, { token: await staffLogin(server, 'factory') })).status).toBe(404);
  });

  it('shows one suggestion with its images, replies and history, the images only through the console', async () => {
    const withImages = (await list()).records.find((row) => row.imageCount > 0);
    if (!withImages) throw new Error('the seed has no suggestion with images');
    const one = await detail(withImages.id);
    expect(one).toMatchObject({ id: withImages.id, no: withImages.no, customer: withImages.customer });
    expect(one.history[0]?.status).toBe('待处理');
    const [image] = one.images;
    if (!image) throw new Error('no image');
    expect(image.url).toBe(`/api/shop-staff/feedback/${one.id}/images/${image.id}`);
    const bytes = await server.call('GET', image.url, { token: service });
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/png');
    expect((await bytes.arrayBuffer()).byteLength).toBe(image.size);
    expect((await server.call('GET', image.url, { token: await staffLogin(server, 'factory2') })).status).toBe(404);
    expect((await server.call('GET', `${staffPath}/feedback/${one.id}/images/999999`, { token: service })).status).toBe(404);
  });

  it('answers as the member of staff: 已回复 with the reply under their name, the customer told with a link to it, an audit row; then once only', async () => {
    const { demo, suggestion } = await send();
    server.advance(minutes(5));
    const response = await reply(suggestion.id, '  感谢建议，导出功能已排期。 ');
    expect(response.status, await response.clone().text()).toBe(200);
    const answered = FeedbackDetail.strict().parse(await response.json());
    expect(answered.status).toBe('已回复');
    expect(answered.replies.at(-1)).toMatchObject({ from: 'staff', author: '陈客服', content: '感谢建议，导出功能已排期。', at: '2026-03-01T02:05:00.000Z' });
    expect(answered.history.at(-1)).toMatchObject({ status: '已回复' });

    const seen = Suggestion.parse(await (await server.call('GET', `/api/shop-suggestion/${suggestion.id}`, { token: demo })).json());
    expect(seen.status).toBe('已回复');
    expect(seen.replies.at(-1)?.author).toBe('陈客服');
    const inbox = MessagePage.parse(await (await server.call('GET', '/api/shop-message', { token: demo })).json());
    expect(inbox.records[0]).toMatchObject({ kind: 'suggestionReply', title: `您的反馈 ${suggestion.no} 有了回复`, body: '感谢建议，导出功能已排期。', link: `/suggest/detail?id=${suggestion.id}` });
    expect(server.db.prepare("SELECT staff_id, before, after FROM audit_log WHERE action = 'feedback.reply' AND subject = ?").all(`suggestion:${suggestion.no}`)).toEqual([
      { staff_id: intOf(server.db.prepare("SELECT id FROM staff WHERE username = 'service'").get() ?? {}, 'id'), before: '{"status":"待处理"}', after: '{"status":"已回复","reply":"感谢建议，导出功能已排期。"}' },
    ]);

    const again = await reply(suggestion.id, '再补充一句');
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe('该反馈已由其他客服回复，请刷新后查看；客户追问后可以再次回复');
    // The customer asks again: 处理中, and it can be answered again.
    expect((await server.call('POST', `/api/shop-suggestion/${suggestion.id}/replies`, { token: demo, json: { content: '大概什么时候上线？' } })).status).toBe(201);
    expect((await reply(suggestion.id, '预计下月上线。')).status).toBe(200);
  });

  it('lets one of two members of staff answering at once answer', async () => {
    const { suggestion } = await send();
    const admin = await staffLogin(server, 'factory');
    const answers = await Promise.all([reply(suggestion.id, '回复一'), reply(suggestion.id, '回复二', admin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM suggestion_replies WHERE suggestion_id = ? AND sender = 'staff'").get(suggestion.id)).toEqual({ n: 1 });
  });

  it('marks a waiting suggestion 处理中 once, with its history', async () => {
    const { demo, suggestion } = await send();
    const response = await progress(suggestion.id);
    expect(response.status, await response.clone().text()).toBe(200);
    const taken = FeedbackDetail.parse(await response.json());
    expect(taken.status).toBe('处理中');
    expect(taken.history.map((event) => event.status)).toEqual(['待处理', '处理中']);
    expect(Suggestion.parse(await (await server.call('GET', `/api/shop-suggestion/${suggestion.id}`, { token: demo })).json()).status).toBe('处理中');
    const twice = await progress(suggestion.id);
    expect(twice.status).toBe(409);
    expect(await messageOf(twice)).toBe('反馈当前为「处理中」，只有待处理的反馈可以标记为处理中');
    expect((await server.call('POST', `${staffPath}/feedback/${suggestion.id}/status`, { token: service, json: { status: '已回复' } })).status).toBe(400);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'feedback.progress'").get()).toEqual({ n: 1 });
  });

  it('counts the open suggestions on the 工作台 as 待回复', async () => {
    const workbench = async () => Workbench.strict().parse(await (await server.call('GET', `${staffPath}/workbench`, { token: service })).json());
    const before = await workbench();
    expect(before.toReply.count).toBe((await list()).records.filter((row) => row.status !== '已回复').length);
    const { suggestion } = await send();
    expect((await workbench()).toReply.count).toBe(before.toReply.count + 1);
    expect((await reply(suggestion.id, '已处理')).status).toBe(200);
    expect((await workbench()).toReply.count).toBe(before.toReply.count);
    const other = Workbench.parse(await (await server.call('GET', `${staffPath}/workbench`, { token: await staffLogin(server, 'factory2') })).json());
    expect(other.toReply.count).toBe(1);
  });

  it('refuses another factory\'s suggestion, an empty reply, the roles that do not answer and a customer\'s token', async () => {
    const { suggestion } = await send();
    const factory2 = await staffLogin(server, 'factory2');
    expect((await server.call('GET', `${staffPath}/feedback/${suggestion.id}`, { token: factory2 })).status).toBe(404);
    const foreign = await reply(suggestion.id, '不是我们的', factory2);
    expect(foreign.status).toBe(404);
    expect(await messageOf(foreign)).toBe('反馈不存在');
    expect((await progress(suggestion.id, factory2)).status).toBe(404);
    const empty = await reply(suggestion.id, '   ');
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toContain('请填写回复内容');
    for (const role of ['engineer', 'warehouse']) {
      const token = await staffLogin(server, role);
      const refused = await reply(suggestion.id, '试试', token);
      expect(refused.status, role).toBe(403);
      expect(await messageOf(refused)).toBe('当前角色无权执行此操作');
      expect((await server.call('GET', `${staffPath}/feedback`, { token })).status, role).toBe(403);
    }
    const customer = await server.login('demo');
    expect((await server.call('GET', `${staffPath}/feedback`, { token: customer })).status).toBe(401);
    expect((await reply(suggestion.id, '客户冒充', customer)).status).toBe(401);
    expect(server.db.prepare('SELECT status FROM suggestions WHERE id = ?').get(suggestion.id)).toEqual({ status: '待处理' });
  });
});
