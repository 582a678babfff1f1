/**
 * What no customer means is refused in plain Chinese before anything is written: JSON nested
 * past any body of the shop, text made only of invisible characters, parts larger than every
 * machine of the factory, orders beyond what one online order may be worth, and suggestion
 * images past a customer's allowance.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { ORDER_GOODS_MAX_FEN } from '../../src/lib/forms/order-form-rules.ts';
import { SUGGESTION_LIMITS } from '../../src/lib/forms/suggestion-rules.ts';
import { formatFen } from '../../src/lib/format/money.ts';
import { gradientPng } from '../seed-suggestions.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, uploadFile, type TestServer } from '../test-support.ts';
import { intOf } from './rows.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './validation.ts';

const countOf = (server: TestServer, sql: string) => intOf(server.db.prepare(sql).get() ?? { n: -1 }, 'n');

describe('JSON nested past any body of the shop', () => {
  it('answers 400 on login for 20,000 brackets (about 8,000 levels once parsed would overflow a recursive check)', async () => {
    const server = await createTestServer();
    const body = `{"username":${'['.repeat(20_000)}${']'.repeat(20_000)},"password":"x"}`;
    const response = await server.call('POST', '/api/shop-platform/sessions', { body, headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('请求内容的层级过深，无法处理。请检查提交的内容后重试');
  });

  it('answers 400 on every JSON endpoint, a logged-in one included, and writes nothing', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const addresses = countOf(server, 'SELECT COUNT(*) AS n FROM addresses');
    const deep = `{"name":"张三","phone":"13800138000","region":"广东省 深圳市 南山区","detail":${'{"a":'.repeat(MAX_JSON_DEPTH)}1${'}'.repeat(MAX_JSON_DEPTH)}}`;
    const response = await server.call('POST', '/api/shop-address', { token, body: deep, headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('请求内容的层级过深，无法处理。请检查提交的内容后重试');
    expect(countOf(server, 'SELECT COUNT(*) AS n FROM addresses')).toBe(addresses);
  });

  it('counts brackets outside strings only, up to the stated depth', () => {
    expect(nestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`, MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`, MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`{"remarks":"${'[{'.repeat(500)}\\"${'[{'.repeat(500)}"}`, MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan('[[[]],[[]],[[]]]', 2)).toBe(true);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
  });
});

describe('text made only of invisible characters', () => {
  it('is empty: an address of zero-width spaces is refused like an empty one', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const addresses = countOf(server, 'SELECT COUNT(*) AS n FROM addresses');
    const invisible = '\u200B\u200B\u200D\u2060';
    const response = await server.call('POST', '/api/shop-address', {
      token,
      json: { name: invisible, phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号', isDefault: false },
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('请输入收货人');
    expect(countOf(server, 'SELECT COUNT(*) AS n FROM addresses')).toBe(addresses);
  });

  it('is empty in a multipart form too: a suggestion titled with zero-width spaces', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-suggest');
    const body = new FormData();
    for (const [name, value] of Object.entries({ type: '功能建议', title: '\u200B\u200B\u200B', content: '内容足够长的一条建议', idempotencyKey: 'invisible-title-0001' })) body.append(name, value);
    const response = await server.call('POST', '/api/shop-suggestion', { token, body });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('请填写标题');
  });
});

describe('parts larger than every machine of the factory, and orders beyond one online order', () => {
  async function demoWith(name: string, mesh: Uint8Array) {
    const server = await createTestServer();
    const token = await server.login('demo');
    const upload = await uploadFile(server, token, 'draft-limits-0001', name, mesh);
    expect(upload.status, await upload.clone().text()).toBe(201);
    return { server, token, fileId: UploadResult.parse(await upload.json()).file.id };
  }

  it('refuses to price, save or order a 3,100 mm cube, before saving anything', async () => {
    const { server, token, fileId } = await demoWith('cube.stl', binaryStl(box(3100, 3100, 3100)));
    const request = { materialId: 1, items: [{ fileId, quantity: 10_000 }], couponId: null };
    const message = '「cube.stl」的尺寸 3100 × 3100 × 3100 mm 超出本厂所有设备的加工范围（最大的是真空复模的 1000 × 800 × 500 mm），无法报价。请检查文件的尺寸单位是否正确，或联系工厂';
    const quotations = countOf(server, 'SELECT COUNT(*) AS n FROM quotations');
    const orders = countOf(server, 'SELECT COUNT(*) AS n FROM orders');
    const answers = [
      await server.call('POST', '/api/shop-quotation/price', { token, json: request }),
      await server.call('POST', '/api/shop-quotation/saved', {
        token,
        json: { ...request, colour: null, customer: { name: '王工', company: '', phone: '' }, remarks: '', idempotencyKey: 'limits-save-0001' },
      }),
      await server.call('POST', '/api/shop-order/customized', {
        token,
        json: { ...request, address: { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' }, remarks: '', expectedPayable: 0, idempotencyKey: 'limits-order-0001' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await messageOf(answer)).toBe(message);
    }
    expect(countOf(server, 'SELECT COUNT(*) AS n FROM quotations')).toBe(quotations);
    expect(countOf(server, 'SELECT COUNT(*) AS n FROM orders')).toBe(orders);
  });

  it('says a part of 1e30 mm is far too large, without the figure', async () => {
    const { server, token, fileId } = await demoWith('huge.stl', binaryStl(box(1e30, 1e30, 1e30)));
    const response = await server.call('POST', '/api/shop-quotation/price', { token, json: { materialId: 1, items: [{ fileId, quantity: 1 }], couponId: null } });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('「huge.stl」的尺寸远超出本厂所有设备的加工范围（最大的是真空复模的 1000 × 800 × 500 mm），无法报价。请检查文件的尺寸单位是否正确，或联系工厂');
  });

  it('judges a part declared in inches at 25.4 × its mesh', async () => {
    const { server, token, fileId } = await demoWith('block.stl', binaryStl(box(50, 30, 20)));
    const materials = (await (await server.call('GET', '/api/shop-material', { token })).json()) as { records: Array<{ id: number; pricing?: unknown }> };
    const withChoices = materials.records.find((material) => material.pricing !== undefined);
    if (withChoices === undefined) throw new Error('no material with choices');
    const inches = { units: 'inch', finish: null, colour: null, leadTime: 'standard' };
    const response = await server.call('POST', '/api/shop-quotation/price', { token, json: { materialId: withChoices.id, items: [{ fileId, quantity: 1, options: inches }], couponId: null } });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('「block.stl」的尺寸 1270 × 762 × 508 mm 超出本厂所有设备的加工范围（最大的是真空复模的 1000 × 800 × 500 mm），无法报价。请检查文件的尺寸单位是否正确，或联系工厂');
    const millimetres = await server.call('POST', '/api/shop-quotation/price', { token, json: { materialId: withChoices.id, items: [{ fileId, quantity: 1, options: { ...inches, units: 'mm' } }], couponId: null } });
    expect(millimetres.status).toBe(200);
  });

  it('judges an assembly asked as its parts list part by part: its assembled size does not matter, a part too large is named', async () => {
    const { server, token, fileId } = await demoWith('assembly.step', new Uint8Array(readFileSync(join(import.meta.dirname, '../../e2e/fixtures/cad/assembly.step'))));
    // As a 1200 mm frame whose pin is 1100 mm long would be stored: assembled it fits no machine.
    const row = server.db.prepare('SELECT geometry, parts FROM design_files WHERE id = ?').get(fileId);
    const geometry = JSON.parse(String(row?.['geometry']));
    const parts = JSON.parse(String(row?.['parts']));
    parts[2].geometry.bbox = { x: 1100, y: 8, z: 8 };
    server.db.prepare('UPDATE design_files SET geometry = ?, parts = ? WHERE id = ?').run(JSON.stringify({ ...geometry, bbox: { x: 1200, y: 700, z: 300 } }), JSON.stringify(parts), fileId);
    const priced = (kept: Array<{ part: number; count: number }> | undefined) =>
      server.call('POST', '/api/shop-quotation/price', { token, json: { materialId: 1, items: [{ fileId, quantity: 1, ...(kept ? { parts: kept } : {}) }], couponId: null } });
    const withoutPin = await priced([
      { part: 0, count: 1 },
      { part: 1, count: 2 },
    ]);
    expect(withoutPin.status, await withoutPin.clone().text()).toBe(200);
    const withPin = await priced([{ part: 2, count: 4 }]);
    expect(withPin.status).toBe(400);
    expect(await messageOf(withPin)).toBe('「assembly.step」中「pin」的尺寸 1100 × 8 × 8 mm 超出本厂所有设备的加工范围（最大的是真空复模的 1000 × 800 × 500 mm），无法报价。请检查文件的尺寸单位是否正确，或联系工厂');
    // Asked as one part (a client without parts lists), the file is judged whole.
    expect(await messageOf(await priced(undefined))).toMatch(/^「assembly\.step」的尺寸 1200 × 700 × 300 mm/);
  });

  it(`refuses an order whose goods pass ${formatFen(ORDER_GOODS_MAX_FEN)}, of parts that fit the machines`, async () => {
    const { server, token, fileId } = await demoWith('block.stl', binaryStl(box(480, 480, 480)));
    const request = (quantity: number) => ({ materialId: 1, items: [{ fileId, quantity }], couponId: null });
    const one = await server.call('POST', '/api/shop-quotation/price', { token, json: request(1) });
    expect(one.status, await one.clone().text()).toBe(200);
    const response = await server.call('POST', '/api/shop-quotation/price', { token, json: request(10_000) });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('订单金额超过单笔在线订单的上限 ¥10,000,000.00。请减少数量或分批下单；更大的订单请联系工厂人工报价');
  });

  it('refuses a consumable cart beyond the same amount', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    // 316L 不锈钢粉末 at ¥3,890 and the other powders, 9,999 each.
    const items = [19, 20, 22, 23, 24].map((consumableId) => ({ consumableId, quantity: 9_999 }));
    const response = await server.call('POST', '/api/shop-consumable-order/price', { token, json: { items, couponId: null } });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('订单金额超过单笔在线订单的上限 ¥10,000,000.00。请减少数量或分批下单；更大的订单请联系工厂人工报价');
  });
});

describe('suggestion images', () => {
  const png = gradientPng(16, 8, [255, 0, 0], [0, 0, 255]);
  const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
  const post = (server: TestServer, token: string, key: string, images: number[]) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ type: '问题反馈', title: '截图说明', content: '上传的截图说明了问题所在', idempotencyKey: key })) body.append(name, value);
    images.forEach((size, index) => body.append('image', new Blob([padded(size)], { type: 'image/png' }), `${index}.png`));
    return server.call('POST', '/api/shop-suggestion', { token, body });
  };
  const storage = (server: TestServer) => countOf(server, 'SELECT storage_size AS n FROM shops WHERE id = (SELECT shop_id FROM customers WHERE username = \'e2e-suggest\')');

  it('count in the shop’s storage, up to a stated allowance per customer', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-suggest');
    const before = storage(server);
    const size = SUGGESTION_LIMITS.maxImageBytes;
    expect((await post(server, token, 'images-key-0001', [size, size, size])).status).toBe(201);
    expect(storage(server)).toBe(before + 3 * size);
    expect((await post(server, token, 'images-key-0002', [size, size])).status).toBe(201);
    const suggestions = countOf(server, 'SELECT COUNT(*) AS n FROM suggestions');
    const refused = await post(server, token, 'images-key-0003', [size, 1024]);
    expect(refused.status).toBe(413);
    expect(await messageOf(refused)).toBe('反馈图片合计最多 30 MB，您已提交的反馈图片共 25.0 MB，放不下这几张了。请删去图片后提交，或在反馈内容中用文字描述问题');
    expect(countOf(server, 'SELECT COUNT(*) AS n FROM suggestions')).toBe(suggestions);
    expect(storage(server)).toBe(before + 5 * size);
    // Without images the customer can still write.
    expect((await post(server, token, 'images-key-0004', [])).status).toBe(201);
  });

  it('are refused when the shop’s storage is full', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-suggest');
    server.db.prepare("UPDATE shops SET storage_size = storage_quota - 1000 WHERE id = (SELECT shop_id FROM customers WHERE username = 'e2e-suggest')").run();
    const refused = await post(server, token, 'images-key-0005', [4096]);
    expect(refused.status).toBe(413);
    expect(await messageOf(refused)).toBe('存储空间不足：「反馈图片」需要 0.01 MB，剩余 0.01 MB');
  });
});
