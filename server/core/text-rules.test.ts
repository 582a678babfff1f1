import { describe, expect, it } from 'vitest';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, uploadFile, uploadForm } from '../test-support.ts';

const address = { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' };

describe('control characters at the edge of the API', () => {
  it.each([
    ['a NUL', '小王\u0000', '昵称不能包含控制字符'],
    ['a line break', '小王\n管理员', '昵称不能包含换行符'],
    ['a bidi override', '\u202E王小', '昵称不能包含双向文本控制符（如 U+202E）'],
  ])('refuses a nickname with %s and stores nothing', async (_label, nickname, message) => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const response = await server.call('PUT', '/api/shop-platform/users/me/profile', { token, json: { nickname, phone: null, email: null } });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    expect(server.db.prepare("SELECT nickname FROM customers WHERE username = 'demo'").get()).toEqual({ nickname: '演示用户' });
  });

  it('refuses a lone surrogate, which JSON can smuggle in as an escape', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const response = await server.app.request('/api/shop-platform/users/me/profile', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{"nickname":"a\\ud800b","phone":null,"email":null}',
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('昵称不能包含无效的 Unicode 字符');
  });

  it('refuses a line break in an address line but keeps line breaks in remarks', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-buy');
    const order = (overrides: object) =>
      server.call('POST', '/api/shop-consumable-order/price', { token, json: { items: [{ consumableId: 1, quantity: 1 }], couponId: null, address, remarks: '', ...overrides } });
    const refused = await order({ address: { ...address, detail: '科技园\r\n1 号' } });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe('详细地址不能包含换行符');
    expect((await order({ remarks: '第一行\n第二行' })).status).not.toBe(400);
  });

  it('refuses control characters in a suggestion\'s fields but not its line breaks', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-suggest');
    const form = (title: string, content: string) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({ type: '功能建议', title, content, contact: '13800138000', idempotencyKey: `suggest-key-${title.length}-${content.length}` })) body.append(name, value);
      return body;
    };
    const refused = await server.call('POST', '/api/shop-suggestion', { token, body: form('标题\u202E反', '内容足够长的一条建议') });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe('标题不能包含双向文本控制符（如 U+202E）');
    const nul = await server.call('POST', '/api/shop-suggestion', { token, body: form('正常标题', '内容\u0000足够长的一条建议') });
    expect(await messageOf(nul)).toBe('内容不能包含控制字符');
    const ok = await server.call('POST', '/api/shop-suggestion', { token, body: form('正常标题', '第一行足够长\n第二行也写了') });
    expect(ok.status, await ok.clone().text()).toBe(201);
  });

  it('refuses a file name that disguises its type with a bidi override, keeping nothing', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const files = server.db.prepare('SELECT COUNT(*) AS n FROM design_files').get();
    const response = await uploadFile(server, token, 'draft-text-0001', 'part\u202Elts.stl', binaryStl(box(5, 5, 5)));
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('文件名不能包含双向文本控制符（如 U+202E）');
    const field = await server.call('POST', '/api/shop-file', { token, body: uploadForm({ draftId: 'draft\u0000x' }, { name: 'a.stl', bytes: binaryStl(box(5, 5, 5)) }) });
    expect(field.status).toBe(400);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM design_files').get()).toEqual(files);
  });
});
