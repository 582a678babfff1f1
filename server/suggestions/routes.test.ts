import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { Suggestion, SuggestionPage } from '../../src/wire/suggestions.ts';
import { gradientPng } from '../seed-suggestions.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';

const png = gradientPng(16, 8, [255, 0, 0], [0, 0, 255]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x30, 0x00, 0x40, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1e, 0, 0, 0]), Buffer.from('WEBPVP8X'), Buffer.from([10, 0, 0, 0, 0, 0, 0, 0, 0x63, 0, 0, 0x31, 0, 0])]);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

const fields = { type: '问题反馈', title: '预览打不开', content: '上传后预览一直转圈。', contact: '13800138000', idempotencyKey: 'suggest-key-0001' };

function form(values: Record<string, string>, images: ReadonlyArray<{ name: string; bytes: Uint8Array }> = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  for (const image of images) body.append('image', new Blob([new Uint8Array(image.bytes)]), image.name);
  return body;
}

describe('/api/shop-suggestion', () => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await createTestServer();
    token = await server.login('e2e-suggest');
  });

  const submit = (body: FormData, as = token) => server.call('POST', '/api/shop-suggestion', { token: as, body });
  const created = async (response: Response, status = 201) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return Suggestion.strict().parse(await response.json());
  };
  const count = () => Number(server.db.prepare('SELECT COUNT(*) AS n FROM suggestions WHERE customer_id = 20').get()?.['n']);
  const storedImages = () => readdirSync(server.uploadDir).filter((name) => /\.(png|jpg|webp)$/.test(name) && !name.startsWith('seed-'));
  const incoming = () => readdirSync(join(server.uploadDir, '.incoming'));

  describe('POST (one multipart request)', () => {
    it('creates a 待处理 suggestion with its images, sizes read from their headers, and the first history entry', async () => {
      const s = await created(await submit(form(fields, [{ name: '截图.png', bytes: png }, { name: 'photo.jpg', bytes: jpeg }, { name: 'a.webp', bytes: webp }])));
      expect(s).toMatchObject({ type: '问题反馈', title: '预览打不开', contact: '13800138000', status: '待处理', replies: [] });
      expect(s.no).toMatch(/^FK\d{8}-\d{4}$/);
      expect(s.images.map(({ name, size, width, height }) => ({ name, size, width, height }))).toEqual([
        { name: '截图.png', size: png.length, width: 16, height: 8 },
        { name: 'photo.jpg', size: jpeg.length, width: 64, height: 48 },
        { name: 'a.webp', size: webp.length, width: 100, height: 50 },
      ]);
      expect(s.history).toEqual([{ status: '待处理', at: s.createdAt, note: expect.any(String) }]);
      expect(storedImages()).toHaveLength(3);
      expect(incoming()).toEqual([]);
    });

    it('takes a suggestion without images or contact, trimming the text', async () => {
      const s = await created(await submit(form({ ...fields, title: '  标题  ', contact: '' })));
      expect(s).toMatchObject({ title: '标题', contact: null, images: [] });
    });

    it('answers a replay of the same idempotency key with the suggestion it created, storing nothing again', async () => {
      const first = await created(await submit(form(fields, [{ name: 'a.png', bytes: png }])));
      const again = await created(await submit(form(fields, [{ name: 'a.png', bytes: png }])), 200);
      expect(again.id).toBe(first.id);
      expect(count()).toBe(1);
      expect(storedImages()).toHaveLength(1);
      expect(incoming()).toEqual([]);
    });

    it.each([
      [{ type: '表扬' }, '请选择反馈类型（功能建议、问题反馈、投诉或其他）'],
      [{ title: '   ' }, '请填写标题'],
      [{ title: '长'.repeat(51) }, '标题最多 50 个字'],
      [{ content: '' }, '请填写反馈内容'],
      [{ content: '字'.repeat(501) }, '反馈内容最多 500 个字'],
      [{ contact: '随便写写' }, '联系方式请填写手机号、邮箱或 QQ 号'],
      [{ contact: '1234' }, '联系方式请填写手机号、邮箱或 QQ 号'],
    ])('refuses %o with 400 「%s」 and stores nothing, not even the image sent with it', async (change, message) => {
      const response = await submit(form({ ...fields, ...change }, [{ name: 'a.png', bytes: png }]));
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
      expect(count()).toBe(0);
      expect(storedImages()).toEqual([]);
      expect(incoming()).toEqual([]);
    });

    it('accepts a 500-character content, an e-mail and a QQ number as contact', async () => {
      await created(await submit(form({ ...fields, content: '字'.repeat(500), contact: 'a@b.cn' })));
      await created(await submit(form({ ...fields, idempotencyKey: 'suggest-key-0002', contact: '10001' })));
    });

    it('refuses a missing idempotency key and a field it does not know', async () => {
      const { idempotencyKey: _key, ...rest } = fields;
      expect(await messageOf(await submit(form(rest)))).toBe('缺少提交编号');
      expect(await messageOf(await submit(form({ ...fields, priority: 'high' })))).toBe('表单中有本页不接受的字段，请刷新页面后重新提交');
      expect(count()).toBe(0);
    });

    it('refuses a GIF and a renamed text file by their first bytes, naming the file', async () => {
      const response = await submit(form(fields, [{ name: 'a.png', bytes: png }, { name: '动图.gif', bytes: gif }]));
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('图片「动图.gif」不是 PNG、JPEG 或 WebP 格式');
      const renamed = await submit(form(fields, [{ name: '伪装.png', bytes: new TextEncoder().encode('<svg onload="x()">hello</svg>') }]));
      expect(await messageOf(renamed)).toBe('图片「伪装.png」不是 PNG、JPEG 或 WebP 格式');
      expect(count()).toBe(0);
      expect(storedImages()).toEqual([]);
      expect(incoming()).toEqual([]);
    });

    it('refuses an empty image', async () => {
      const response = await submit(form(fields, [{ name: '空.png', bytes: new Uint8Array() }]));
      expect(await messageOf(response)).toBe('图片「空.png」是空文件');
    });

    it('refuses an image over 5 MB with 413 while taking one of exactly 5 MB', async () => {
      const limit = 5 * 1024 * 1024;
      const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
      const response = await submit(form(fields, [{ name: '大图.png', bytes: padded(limit + 1) }]));
      expect(response.status).toBe(413);
      expect(await messageOf(response)).toBe('图片「大图.png」超过 5 MB 的上限');
      expect(storedImages()).toEqual([]);
      expect(incoming()).toEqual([]);
      const s = await created(await submit(form(fields, [{ name: '刚好.png', bytes: padded(limit) }])));
      expect(s.images[0]?.size).toBe(limit);
    });

    it('refuses a fourth image', async () => {
      const four = [1, 2, 3, 4].map((n) => ({ name: `${n}.png`, bytes: png }));
      const response = await submit(form(fields, four));
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('最多上传 3 张图片');
      expect(count()).toBe(0);
      expect(storedImages()).toEqual([]);
      expect(incoming()).toEqual([]);
    });

    it('refuses a body that is not multipart, and a caller without a token', async () => {
      const json = await server.call('POST', '/api/shop-suggestion', { token, json: fields });
      expect(await messageOf(json)).toBe('请通过反馈表单提交');
      expect((await server.call('POST', '/api/shop-suggestion', { body: form(fields) })).status).toBe(401);
    });
  });

  describe('reading', () => {
    it('lists only the customer\'s own suggestions, newest first, by status and a page at a time', async () => {
      const demo = await server.login('demo');
      const list = async (query: string, as = demo) => SuggestionPage.parse(await (await server.call('GET', `/api/shop-suggestion${query}`, { token: as })).json());
      const all = await list('?page=1&size=10');
      expect(all.total).toBe(4);
      expect(new Set(all.records.map((r) => r.status))).toEqual(new Set(['待处理', '处理中', '已回复']));
      const times = all.records.map((r) => r.createdAt);
      expect(times).toEqual(times.toSorted().reverse());
      expect((await list('?status=已回复')).records.map((r) => r.status)).toEqual(['已回复', '已回复']);
      const second = await list('?page=2&size=3');
      expect(second).toMatchObject({ total: 4, records: [{ id: all.records[3]?.id }] });
      expect(await list('', token)).toEqual({ records: [], total: 0 });
      expect((await server.call('GET', '/api/shop-suggestion?status=已关闭', { token: demo })).status).toBe(400);
    });

    it('shows demo a seeded suggestion with its staff replies, follow-up and history, and hides it from another customer', async () => {
      const demo = await server.login('demo');
      const page = SuggestionPage.parse(await (await server.call('GET', '/api/shop-suggestion?status=已回复', { token: demo })).json());
      const withImages = page.records.find((r) => r.imageCount === 2);
      if (!withImages) throw new Error('demo has an answered suggestion with two images');
      const s = Suggestion.parse(await (await server.call('GET', `/api/shop-suggestion/${withImages.id}`, { token: demo })).json());
      expect(s.replies.map((r) => r.from)).toEqual(['staff', 'customer', 'staff']);
      expect(s.history.map((h) => h.status)).toEqual(['待处理', '处理中', '已回复']);

      const other = await server.login('other');
      const hidden = await server.call('GET', `/api/shop-suggestion/${s.id}`, { token: other });
      expect(hidden.status).toBe(404);
      expect(await messageOf(hidden)).toBe('反馈不存在');
      expect((await server.call('GET', s.images[0]?.url ?? '', { token: other })).status).toBe(404);
      expect(await messageOf(await server.call('GET', '/api/shop-suggestion/999999', { token: demo }))).toBe('反馈不存在');
      expect(await messageOf(await server.call('GET', '/api/shop-suggestion/abc', { token: demo }))).toBe('反馈不存在');
    });

    it('serves an image\'s bytes to its owner only, with its type, no-sniff and a CSP that runs nothing', async () => {
      const s = await created(await submit(form(fields, [{ name: 'a.png', bytes: png }])));
      const url = s.images[0]?.url ?? '';
      expect(url).toBe(`/api/shop-suggestion/${s.id}/images/${s.images[0]?.id}`);
      const response = await server.call('GET', url, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
      expect((await server.call('GET', url)).status).toBe(401);
      expect((await server.call('GET', url, { token: await server.login('demo') })).status).toBe(404);
    });
  });

  describe('POST {id}/replies (customer follow-up)', () => {
    it('adds the follow-up to the thread and takes an answered suggestion back to 处理中', async () => {
      const demo = await server.login('demo');
      const page = SuggestionPage.parse(await (await server.call('GET', '/api/shop-suggestion?status=已回复', { token: demo })).json());
      const id = page.records[0]?.id;
      const response = await server.call('POST', `/api/shop-suggestion/${id}/replies`, { token: demo, json: { content: '  还有一个问题  ' } });
      const s = await created(response);
      expect(s.status).toBe('处理中');
      expect(s.replies.at(-1)).toMatchObject({ from: 'customer', author: '演示用户', content: '还有一个问题' });
      expect(s.history.at(-1)?.status).toBe('处理中');
    });

    it('refuses an empty or too long follow-up and another customer\'s suggestion', async () => {
      const mine = await created(await submit(form(fields)));
      expect(await messageOf(await server.call('POST', `/api/shop-suggestion/${mine.id}/replies`, { token, json: { content: ' ' } }))).toBe('请填写回复内容');
      expect(await messageOf(await server.call('POST', `/api/shop-suggestion/${mine.id}/replies`, { token, json: { content: '字'.repeat(501) } }))).toBe('回复内容最多 500 个字');
      const other = await server.login('other');
      expect((await server.call('POST', `/api/shop-suggestion/${mine.id}/replies`, { token: other, json: { content: '你好' } })).status).toBe(404);
    });
  });

  it('keeps the seeded images over a reseed and drops submitted ones', async () => {
    const hooks = await createTestServer({ testHooks: true });
    const mine = await hooks.login('e2e-suggest');
    await hooks.call('POST', '/api/shop-suggestion', { token: mine, body: form(fields, [{ name: 'a.png', bytes: png }]) });
    expect((await hooks.call('POST', '/api/__test__/reset')).status).toBe(204);
    const names = readdirSync(hooks.uploadDir);
    expect(names.filter((name) => name.endsWith('.png')).sort()).toEqual(['seed-9001.png', 'seed-9002.png', 'seed-9003.png', 'seed-9004.png']);
    expect(existsSync(join(hooks.uploadDir, 'seed-9001.png'))).toBe(true);
  });
});
