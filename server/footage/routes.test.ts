import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FootagePage, type Footage } from '../../src/wire/footage.ts';
import { seedFootage } from './seed.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';
import { footageDisposition as contentDisposition } from './routes.ts';

describe('/api/shop-footage', () => {
  let server: TestServer;
  let demo: string;
  let other: string;

  beforeAll(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
    other = await server.login('other');
  });

  const list = async (query = '', token = demo) => {
    const response = await server.call('GET', `/api/shop-footage${query}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return FootagePage.strict().parse(await response.json());
  };
  const all = async (token = demo) => (await list('?size=100', token)).records;
  const download = (id: number, token = demo) => server.call('GET', `/api/shop-footage/${id}/download`, { token });

  it('needs a login', async () => {
    expect((await server.call('GET', '/api/shop-footage')).status).toBe(401);
    expect((await server.call('GET', '/api/shop-footage/1/download')).status).toBe(401);
  });

  it('lists only the customer\'s shop, newest first, in every category and several formats', async () => {
    const mine = await all();
    expect(mine.length).toBe(seedFootage.filter((f) => f.shopId === 1).length);
    expect(mine.length).toBeGreaterThanOrEqual(22);
    expect(mine.map((f) => f.createdAt)).toEqual(mine.map((f) => f.createdAt).toSorted().reverse());
    expect(new Set(mine.map((f) => f.category))).toEqual(new Set(['model', 'fixture', 'video', 'guide', 'datasheet']));
    expect(new Set(mine.map((f) => f.format))).toEqual(new Set(['stl', 'obj', 'svg', 'vtt', 'md', 'txt', 'csv']));
    const theirs = await all(other);
    expect(theirs.map((f) => f.title)).toEqual(['蓝鲸 · 树脂参数表', '蓝鲸 · 手办涂装指南', '蓝鲸 · 模型展示底座']);
    expect(theirs.some((f) => mine.some((m) => m.id === f.id))).toBe(false);
  });

  it('pages, filters by category and searches title or file name', async () => {
    const first = await list('?size=5');
    const second = await list('?size=5&page=2');
    expect(first.total).toBe((await all()).length);
    expect(second.records.some((f) => first.records.some((g) => g.id === f.id))).toBe(false);
    const videos = await list('?category=video');
    expect(videos.records.length).toBe(3);
    expect(videos.records.every((f) => f.category === 'video')).toBe(true);
    expect((await list('?keyword=fdm')).records.map((f) => f.title)).toEqual(['FDM 线材规格表', 'FDM 热床调平教程 字幕', 'FDM 逐层堆积演示', 'FDM 打印设计规范']);
    expect((await list(`?keyword=${encodeURIComponent('.obj')}`)).records.map((f) => f.title)).toEqual(['夹具底板（OBJ）']);
    expect((await list('?keyword=%25')).total).toBe(0);
    // As the catalogue: case, spaces and full-width forms do not matter.
    expect((await list(`?keyword=${encodeURIComponent('ＦＤＭ线材')}`)).records.map((f) => f.title)).toEqual(['FDM 线材规格表']);
    expect((await server.call('GET', '/api/shop-footage?category=photo', { token: demo })).status).toBe(400);
  });

  it('streams each file with its length, type and name, matching the listed size and digest', async () => {
    for (const item of (await all()).filter((f) => f.size < 1_000_000)) {
      const response = await download(item.id);
      expect(response.status, item.title).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.headers.get('content-length')).toBe(String(item.size));
      expect(bytes.byteLength).toBe(item.size);
      expect(createHash('sha256').update(bytes).digest('hex'), item.title).toBe(item.sha256);
      expect(response.headers.get('content-disposition')).toBe(contentDisposition(item.fileName, item.id));
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
  });

  it('serves real content of each format', async () => {
    const byName = async (fileName: string) => {
      const item = (await all()).find((f) => f.fileName === fileName);
      if (item === undefined) throw new Error(`no footage ${fileName}`);
      return download(item.id);
    };
    const stl = await byName('L型安装支架.stl');
    expect(stl.headers.get('content-type')).toBe('model/stl');
    const mesh = new DataView(await stl.arrayBuffer());
    expect(mesh.byteLength).toBe(84 + 50 * mesh.getUint32(80, true));
    const csv = await byName('全部材料参数表.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\r\n')[0]).toBe('工艺,材料,可选颜色,单价(元/cm³),起步价(元),密度(g/cm³),交期(天)');
    expect(await (await byName('FDM打印设计规范.md')).text()).toMatch(/^# FDM 打印设计规范\n/);
    expect(await (await byName('fixture-plate.obj')).text()).toMatch(/\nv 160 120 0\n[\s\S]*\nf 1 4 3 2\n/);
    expect(await (await byName('钻孔定位夹具-工程图.svg')).text()).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(await (await byName('FDM热床调平教程.vtt')).text()).toMatch(/^WEBVTT\n\n00:00:00.000 --> /);
  });

  it('counts every download', async () => {
    const before = (await all()).find((f) => f.id === 2)?.downloads ?? -1;
    await (await download(2)).arrayBuffer();
    await (await download(2)).arrayBuffer();
    expect((await all()).find((f) => f.id === 2)?.downloads).toBe(before + 2);
  });

  it('answers 404 素材不存在 for another shop\'s footage or an unknown id, counting nothing', async () => {
    const theirs = (await all(other))[0];
    if (theirs === undefined) throw new Error('other has no footage');
    const response = await download(theirs.id);
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('素材不存在');
    expect((await all(other))[0]?.downloads).toBe(theirs.downloads);
    expect(await messageOf(await download(9999))).toBe('素材不存在');
    expect((await download(1, other)).status).toBe(404);
    expect((await server.call('GET', '/api/shop-footage/x/download', { token: demo })).status).toBe(400);
  });

  it('names the file for old and new clients alike', () => {
    expect(contentDisposition('高精度圆环-100万面.stl', 6)).toBe(
      `attachment; filename="footage-6.stl"; filename*=UTF-8''${encodeURIComponent('高精度圆环-100万面.stl')}`,
    );
    expect(contentDisposition("it's (1).md", 3)).toBe("attachment; filename=\"footage-3.md\"; filename*=UTF-8''it%27s%20%281%29.md");
  });

  it('streams the ~50 MB model whole, its bytes matching the listed size and digest', async () => {
    const large: Footage | undefined = (await all()).find((f) => f.size > 40_000_000);
    if (large === undefined) throw new Error('no large footage');
    const response = await download(large.id);
    expect(response.headers.get('content-length')).toBe(String(large.size));
    const reader = response.body?.getReader();
    if (reader === undefined) throw new Error('no body');
    const hash = createHash('sha256');
    let length = 0;
    let chunks = 0;
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      hash.update(next.value);
      length += next.value.byteLength;
      chunks += 1;
    }
    expect(length).toBe(large.size);
    expect(chunks).toBeGreaterThan(100);
    expect(hash.digest('hex')).toBe(large.sha256);
  });
});
