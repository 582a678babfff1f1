import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { PackageOrderPage } from '../../src/wire/design-packages.ts';
import { DesignOrder } from '../../src/wire/design-requests.ts';
import { StoredFilePage, UploadResult } from '../../src/wire/files.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { gradientPng } from '../seed-suggestions.ts';
import { createTestServer, days, messageOf, minutes, stepBytes, uploadFile, uploadForm, type TestServer } from '../test-support.ts';

const png = gradientPng(16, 8, [255, 0, 0], [0, 0, 255]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1e, 0, 0, 0]), Buffer.from('WEBPVP8X'), Buffer.from([10, 0, 0, 0, 0, 0, 0, 0, 0x63, 0, 0, 0x31, 0, 0])]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const fixtures = join(import.meta.dirname, '../../e2e/fixtures/models');

function uploadReference(server: TestServer, token: string, name: string, bytes: Uint8Array, draftId = 'draft-ref-0001') {
  return server.call('POST', '/api/shop-file', { token, body: uploadForm({ draftId, purpose: 'reference' }, { name, bytes }) });
}

async function stored(response: Response) {
  expect(response.status, await response.clone().text()).toBe(201);
  return UploadResult.strict().parse(await response.json());
}

describe('reference files of a design request', () => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await createTestServer();
    token = await server.login('e2e-design');
  });

  it('takes JPG, PNG, WebP and PDF, each stored as what its bytes are', async () => {
    const results = [];
    for (const [name, bytes] of [['草图.jpg', jpeg], ['照片.PNG', png], ['参考.webp', webp], ['说明.pdf', pdf], ['其实是PNG.jpeg', png]] as const) {
      results.push((await stored(await uploadReference(server, token, name, bytes))).file);
    }
    expect(results.map((file) => [file.name, file.format, file.geometry, file.warnings])).toEqual([
      ['草图.jpg', 'jpg', null, []],
      ['照片.PNG', 'png', null, []],
      ['参考.webp', 'webp', null, []],
      ['说明.pdf', 'pdf', null, []],
      ['其实是PNG.jpeg', 'png', null, []],
    ]);
    const content = await server.call('GET', `/api/shop-file/${results[1]?.id ?? 0}/content`, { token });
    expect(content.headers.get('Content-Type')).toBe('image/png');
    expect(content.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await content.arrayBuffer())).toEqual(png);
  });

  it('still takes drawings as references', async () => {
    expect((await stored(await uploadReference(server, token, '参考件.step', stepBytes()))).file.format).toBe('step');
  });

  it('refuses a picture that is not one, and one over 20 MB, keeping nothing', async () => {
    const files = () => readdirSync(server.uploadDir).filter((name) => !name.startsWith('.') && !name.startsWith('seed-'));
    const fake = await uploadReference(server, token, '草图.jpg', new TextEncoder().encode('not a picture at all'));
    expect(fake.status).toBe(400);
    expect(await messageOf(fake)).toBe('文件「草图.jpg」不是有效的 JPG、PNG、WebP 图片或 PDF 文件');
    const big = await uploadReference(server, token, '大图.png', Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(await messageOf(big)).toBe('文件「大图.png」超过 20 MB 的上限');
    const gif = await uploadReference(server, token, '动图.gif', Buffer.from('GIF89a'));
    expect(await messageOf(gif)).toBe('不支持的文件格式：.gif（参考文件支持 JPG、PNG、WebP、PDF 与 STL、OBJ、3MF、STEP、IGES、ZIP）');
    expect(files()).toEqual([]);
  });

  it('refuses pictures as drawings: uploaded without purpose, quoted, or sent as a professional order\'s drawing', async () => {
    const drawing = await uploadFile(server, token, 'draft-ref-0002', '照片.png', png);
    expect(drawing.status).toBe(400);
    expect(await messageOf(drawing)).toBe('不支持的文件格式：.png（支持 STL、OBJ、3MF、STEP、IGES、ZIP）');
    const bad = await server.call('POST', '/api/shop-file', { token, body: uploadForm({ draftId: 'draft-ref-0003', purpose: 'drawing' }, { name: 'a.stl', bytes: binaryStl(box(5, 5, 5)) }) });
    expect(await messageOf(bad)).toBe('上传用途只能是参考资料');

    const photo = (await stored(await uploadReference(server, token, '照片.png', png))).file;
    const quote = await server.call('POST', '/api/shop-quotation/price', { token, json: { materialId: 1, items: [{ fileId: photo.id, quantity: 1 }], couponId: null } });
    expect(quote.status).toBe(400);
    expect(await messageOf(quote)).toBe('「照片.png」是参考图片或文档，只能用于设计需求，不能报价或下单');
    const professional = await server.call('POST', '/api/shop-professional-order', {
      token,
      json: {
        requirements: '按照片做一个外壳，需要工程师评估。',
        quantity: 1,
        expectedDate: '2026-03-20',
        address: { name: '张三', phone: '13800138000', region: '广东省 深圳市', detail: '科技园 1 号' },
        fileIds: [photo.id],
        idempotencyKey: 'key-ref-pro-0001',
      },
    });
    expect(await messageOf(professional)).toBe('「照片.png」是参考图片或文档，只能用于设计需求，不能报价或下单');
  });

  it('attaches pictures and PDFs to a design request, which lists them', async () => {
    const photo = (await stored(await uploadReference(server, token, '草图照片.jpg', jpeg))).file;
    const brief = (await stored(await uploadReference(server, token, '需求说明.pdf', pdf))).file;
    const packages = PackageOrderPage.parse(await (await server.call('GET', '/api/shop-design-package-order?size=100', { token })).json());
    const usable = packages.records.find((order) => order.status === '生效中' && order.requestsRemaining > 0);
    const response = await server.call('POST', '/api/shop-design-order', {
      token,
      json: { packageOrderNo: usable?.orderNo, title: '按草图设计外壳', brief: '照片是手绘草图，PDF 是尺寸说明。', fileIds: [photo.id, brief.id], idempotencyKey: 'key-ref-design-0001' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(DesignOrder.parse(await response.json()).files.map((file) => [file.name, file.format])).toEqual([
      ['草图照片.jpg', 'jpg'],
      ['需求说明.pdf', 'pdf'],
    ]);
  });
});

describe('a mesh that does not parse', () => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await createTestServer();
    token = await server.login('demo');
  });

  it.each([
    ['a text file renamed .stl', 'notes.stl', new TextEncoder().encode('这不是模型，只是一段文字'), '文件「notes.stl」无法解析为 STL 模型：文件已损坏或不是 STL 格式，请重新导出后上传'],
    ['a truncated binary STL', 'truncated.stl', readFileSync(join(fixtures, 'truncated.stl')), '文件「truncated.stl」无法解析为 STL 模型：文件已损坏或不是 STL 格式，请重新导出后上传'],
    ['an OBJ without faces', 'empty.obj', new TextEncoder().encode('# nothing\nv 0 0 0\n'), '文件「empty.obj」中没有可测量的三角面，请检查模型后重新导出'],
    ['a 3MF that is no zip', 'fake.3mf', new TextEncoder().encode('not a zip'), '文件「fake.3mf」无法解析为 3MF 模型：文件已损坏或不是 3MF 格式，请重新导出后上传'],
    ['a STEP without its header', 'fake.step', new TextEncoder().encode('hello'), '文件「fake.step」的内容不是 STEP 文件，请检查后重新导出'],
  ])('is refused with its reason: %s (人工报价 is for formats nobody measures here)', async (_label, name, bytes, message) => {
    const before = SessionInfo.parse(await (await server.call('GET', '/api/shop-platform/users/me/session', { token })).json()).customer.shop.storageSize;
    const response = await uploadFile(server, token, 'draft-mesh-0001', name, bytes);
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
    const after = SessionInfo.parse(await (await server.call('GET', '/api/shop-platform/users/me/session', { token })).json()).customer.shop.storageSize;
    expect(after).toBe(before);
    expect(readdirSync(server.uploadDir).filter((file) => !file.startsWith('.') && !file.startsWith('seed-'))).toEqual([]);
  });
});

describe('GET /api/shop-file (the customer\'s stored files)', () => {
  it('lists only the customer\'s own files, newest first, with what uses each, the total size and when unused ones expire', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const maker = await server.login('maker');
    await uploadFile(server, maker, 'draft-list-0001', '别人的.stl', binaryStl(box(4, 4, 4)));
    server.advance(minutes(5));
    const mine = (await stored(await uploadFile(server, demo, 'draft-list-0002', '草稿零件.stl', binaryStl(box(6, 6, 6))))).file;
    const page = StoredFilePage.strict().parse(await (await server.call('GET', '/api/shop-file?size=100', { token: demo })).json());
    expect(page.records[0]).toMatchObject({ id: mine.id, name: '草稿零件.stl', usedBy: [], expiresAt: new Date(Date.parse(mine.createdAt) + days(7)).toISOString() });
    expect(page.records.map((file) => file.name)).not.toContain('别人的.stl');
    const seededDrawing = page.records.find((file) => file.name === '外壳.stl');
    const orderUse = seededDrawing?.usedBy.find((use) => use.kind === 'order');
    expect(orderUse?.no).toMatch(/^DZ\d{8}-\d{4}$/);
    expect(seededDrawing?.expiresAt).toBeNull();
    expect(page.records.some((file) => file.usedBy.some((use) => use.kind === 'design'))).toBe(true);
    expect(page.total).toBe(page.records.length);
    expect(page.totalSize).toBe(page.records.reduce((sum, file) => sum + file.size, 0));
    const second = StoredFilePage.parse(await (await server.call('GET', '/api/shop-file?size=2&page=2', { token: demo })).json());
    expect(second.records.map((file) => file.id)).toEqual(page.records.slice(2, 4).map((file) => file.id));
    expect((await server.call('GET', '/api/shop-file')).status).toBe(401);
  });
});

describe('uploads nothing uses', () => {
  it('are deleted 7 days after their upload, giving the storage back; files in use stay', async () => {
    const server = await createTestServer({ testHooks: true });
    let token = await server.login('e2e-design');
    const storage = async () => SessionInfo.parse(await (await server.call('GET', '/api/shop-platform/users/me/session', { token })).json()).customer.shop.storageSize;
    const maintenance = async () => (await (await server.call('POST', '/api/__test__/maintenance')).json()) as unknown;
    const before = await storage();
    const draftBytes = binaryStl(box(8, 8, 8));
    const draft = (await stored(await uploadFile(server, token, 'draft-expire-0001', '没提交.stl', draftBytes))).file;
    const used = (await stored(await uploadReference(server, token, '已提交.png', png, 'draft-expire-0002'))).file;
    const packages = PackageOrderPage.parse(await (await server.call('GET', '/api/shop-design-package-order?size=100', { token })).json());
    const usable = packages.records.find((order) => order.status === '生效中' && order.requestsRemaining > 0);
    const request = await server.call('POST', '/api/shop-design-order', {
      token,
      json: { packageOrderNo: usable?.orderNo, title: '保留的参考', brief: '这个需求用到了参考图片。', fileIds: [used.id], idempotencyKey: 'key-expire-0001' },
    });
    expect(request.status).toBe(201);
    const storedNames = () => readdirSync(server.uploadDir).filter((name) => !name.startsWith('.') && !name.startsWith('seed-'));
    expect(storedNames()).toHaveLength(2);

    server.advance(days(7) - minutes(1));
    // A week without using the session ended it (idle limit): log in again.
    token = await server.login('e2e-design');
    expect(await maintenance()).toMatchObject({ files: 0 });
    expect((await server.call('GET', `/api/shop-file/${draft.id}/content`, { token })).status).toBe(200);

    server.advance(minutes(1));
    expect(await maintenance()).toMatchObject({ files: 1 });
    expect((await server.call('GET', `/api/shop-file/${draft.id}/content`, { token })).status).toBe(404);
    expect((await server.call('GET', `/api/shop-file/${used.id}/content`, { token })).status).toBe(200);
    expect(storedNames()).toHaveLength(1);
    expect(await storage()).toBe(before + used.size);
    expect(draftBytes.byteLength).toBeGreaterThan(0);
  });
});
