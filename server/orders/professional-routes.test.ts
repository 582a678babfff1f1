import { readdirSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { CustomizedOrder } from '../../src/wire/orders.ts';
import { DrawingUploadResult, OrderDrawings, ProfessionalOrderPage, ProfessionalOrderSummary, type CreateProfessionalOrder } from '../../src/wire/professional-orders.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, stepBytes, uploadFile, uploadForm, type TestServer } from '../test-support.ts';

const address = { name: '李四', phone: '13912345678', region: '江苏省 苏州市 工业园区', detail: '星湖街 328 号' };
const path = '/api/shop-professional-order';

describe('/api/shop-professional-order', () => {
  let server: TestServer;
  let demo: string;
  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
  });

  const list = async (query = '', token = demo) => {
    const response = await server.call('GET', `${path}${query}`, { token });
    expect(response.status).toBe(200);
    return ProfessionalOrderPage.strict().parse(await response.json());
  };
  const drawings = async (orderNo: string, token = demo) => {
    const response = await server.call('GET', `${path}/${orderNo}/drawings`, { token });
    expect(response.status).toBe(200);
    return OrderDrawings.strict().parse(await response.json());
  };
  const newestOrderNo = async () => {
    const [newest] = (await list()).records;
    if (newest === undefined) throw new Error('demo has no professional order');
    return newest.orderNo;
  };
  const upload = async (name: string, bytes: Uint8Array, token = demo) =>
    UploadResult.parse(await (await uploadFile(server, token, 'draft-pro-0001', name, bytes)).json()).file.id;
  const revise = (orderNo: string, fields: Record<string, string>, name: string, bytes: Uint8Array, token = demo) =>
    server.call('POST', `${path}/${orderNo}/drawings`, { token, body: uploadForm(fields, { name, bytes }) });

  describe('GET (list)', () => {
    it('lists demo\'s seeded professional orders newest first', async () => {
      const page = await list();
      expect(page.total).toBe(2);
      expect(page.records.map((o) => [o.status, o.quantity, o.fileCount, o.expectedDate])).toEqual([
        ['待报价', 20, 2, '2026-03-21'],
        ['待付款', 5, 2, '2026-03-09'],
      ]);
      expect(page.records.map((o) => o.orderNo)).toEqual(['DZ20260227-0001', 'DZ20260223-0001']);
    });

    it('pages, and keeps each customer to their own orders', async () => {
      expect((await list('?page=2&size=1')).records.map((o) => o.status)).toEqual(['待付款']);
      expect(await list('', await server.login('maker'))).toEqual({ records: [], total: 0 });
    });
  });

  describe('GET /{orderNo}/drawings', () => {
    it('lists each drawing with its versions newest first, measured', async () => {
      const result = await drawings(await newestOrderNo());
      expect(result.order).toMatchObject({ status: '待报价', fileCount: 2 });
      const [cover, bracket] = result.drawings;
      expect(cover?.name).toBe('散热盖板.stl');
      expect(cover?.versions.map((v) => [v.version, v.name, v.geometry?.volume])).toEqual([
        [2, '散热盖板-加厚.stl', 19_200],
        [1, '散热盖板.stl', 14_400],
      ]);
      expect(bracket?.versions.map((v) => v.version)).toEqual([1]);
      expect(bracket?.versions[0]?.geometry).toMatchObject({ volume: 14_100, triangles: 20 });
    });

    it('serves the seeded drawings\' bytes', async () => {
      const [cover] = (await drawings(await newestOrderNo())).drawings;
      const response = await server.call('GET', `/api/shop-file/${cover?.versions[0]?.id}/content`, { token: demo });
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(binaryStl(box(80, 60, 4)));
    });

    it('answers 404 订单不存在 for another customer\'s order and an unknown one', async () => {
      const orderNo = await newestOrderNo();
      for (const [no, token] of [[orderNo, await server.login('maker')], ['DZ20990101-0001', demo]] as const) {
        const response = await server.call('GET', `${path}/${no}/drawings`, { token });
        expect(response.status).toBe(404);
        expect(await messageOf(response)).toBe('订单不存在');
      }
    });
  });

  describe('POST (create)', () => {
    let fileIds: number[];
    beforeEach(async () => {
      fileIds = [await upload('机壳.stl', binaryStl(box(30, 30, 30))), await upload('装配图.step', stepBytes())];
    });
    const request = (overrides: Partial<CreateProfessionalOrder> = {}): CreateProfessionalOrder => ({
      requirements: '机壳与装配件的小批量试产，需要工程师评估材料与工艺。',
      quantity: 30,
      expectedDate: '2026-03-15',
      address,
      fileIds,
      idempotencyKey: 'key-pro-0001',
      ...overrides,
    });
    const create = (body: unknown) => server.call('POST', path, { token: demo, json: body });

    it('creates the order in 待报价 with one drawing per file, first in the list', async () => {
      const response = await create(request());
      expect(response.status).toBe(201);
      const summary = ProfessionalOrderSummary.strict().parse(await response.json());
      expect(summary).toMatchObject({ orderNo: 'DZ20260301-0001', status: '待报价', quantity: 30, expectedDate: '2026-03-15', fileCount: 2 });
      expect((await list()).records[0]).toEqual(summary);
      const result = await drawings(summary.orderNo);
      expect(result.drawings.map((d) => [d.name, d.versions.map((v) => [v.version, v.id])])).toEqual([
        ['机壳.stl', [[1, fileIds[0]]]],
        ['装配图.step', [[1, fileIds[1]]]],
      ]);
    });

    it('is a customised order too: professional, waiting for the quote, every line by hand', async () => {
      const { orderNo } = ProfessionalOrderSummary.parse(await (await create(request())).json());
      const response = await server.call('GET', `/api/shop-order/customized/${orderNo}`, { token: demo });
      const order = CustomizedOrder.strict().parse(await response.json());
      expect(order).toMatchObject({ source: 'professional', status: '待报价', payable: 0, materialId: null, address });
      expect(order.lines.map((l) => [l.fileName, l.manual, l.quantity])).toEqual([
        ['机壳.stl', true, 30],
        ['装配图.step', true, 30],
      ]);
      expect(order.timeline.map((e) => e.note)).toEqual(['专业订单已提交，等待工程师报价']);
    });

    it('answers the same key again with the same order (200)', async () => {
      const first = ProfessionalOrderSummary.parse(await (await create(request())).json());
      const again = await create(request());
      expect(again.status).toBe(200);
      expect(ProfessionalOrderSummary.parse(await again.json())).toEqual(first);
      expect((await list()).total).toBe(3);
    });

    it('takes today (in Asia/Shanghai) as the expected date, not yesterday, nor a day that does not exist', async () => {
      // The test clock is 2026-03-01 10:00 in Shanghai.
      expect((await create(request({ expectedDate: '2026-03-01' }))).status).toBe(201);
      for (const [expectedDate, message] of [
        ['2026-02-28', '期望交期不能早于今天'],
        ['2026-02-30', '期望交期无效'],
        ['2026/03/05', '请选择期望交期'],
      ] as const) {
        const response = await create(request({ expectedDate, idempotencyKey: `key-pro-${expectedDate}` }));
        expect(response.status).toBe(400);
        expect(await messageOf(response)).toBe(message);
      }
    });

    it('answers 404 for a file of another shop and 400 for the same file twice', async () => {
      const theirs = await upload('theirs.stl', binaryStl(box(5, 5, 5)), await server.login('other'));
      const response = await create(request({ fileIds: [theirs] }));
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('文件不存在');
      expect((await create(request({ fileIds: [fileIds[0] ?? 0, fileIds[0] ?? 0] }))).status).toBe(400);
      expect((await list()).total).toBe(2);
    });

    it.each([
      [{ requirements: '太短' }, '需求说明至少 10 个字'],
      [{ quantity: 0 }, '数量至少为 1'],
      [{ fileIds: [] }, '请至少上传一个图纸文件'],
    ])('answers 400 for %j', async (overrides, message) => {
      const response = await create({ ...request(), ...overrides });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    });
  });

  describe('POST /{orderNo}/drawings (revision)', () => {
    const revision = binaryStl(box(80, 60, 5));

    it('keeps a new version of a drawing, old versions still listed, and counts it in the storage', async () => {
      const orderNo = await newestOrderNo();
      const [cover] = (await drawings(orderNo)).drawings;
      const response = await revise(orderNo, { drawingId: String(cover?.id) }, '散热盖板-v3.stl', revision);
      expect(response.status).toBe(201);
      const result = DrawingUploadResult.strict().parse(await response.json());
      expect(result).toMatchObject({ drawingId: cover?.id, version: { version: 3, name: '散热盖板-v3.stl', geometry: { volume: 24_000 } } });
      const session = SessionInfo.parse(await (await server.call('GET', '/api/shop-platform/users/me/session', { token: demo })).json());
      expect(session.customer.shop.storageSize).toBe(result.storageSize);
      const after = await drawings(orderNo);
      expect(after.drawings[0]?.versions.map((v) => v.version)).toEqual([3, 2, 1]);
      expect(after.order.fileCount).toBe(2);
    });

    it('adds a new drawing when no drawingId is sent', async () => {
      const orderNo = await newestOrderNo();
      const result = DrawingUploadResult.parse(await (await revise(orderNo, {}, '新零件.step', stepBytes())).json());
      expect(result.version).toMatchObject({ version: 1, name: '新零件.step', geometry: null });
      const after = await drawings(orderNo);
      expect(after.drawings.map((d) => d.name)).toEqual(['散热盖板.stl', '安装支架.stl', '新零件.step']);
      expect(after.order.fileCount).toBe(3);
    });

    it('notes the revision in the order\'s timeline and keeps its line on the newest version', async () => {
      const orderNo = await newestOrderNo();
      const [cover] = (await drawings(orderNo)).drawings;
      const { version } = DrawingUploadResult.parse(await (await revise(orderNo, { drawingId: String(cover?.id) }, 'v3.stl', revision)).json());
      const order = CustomizedOrder.parse(await (await server.call('GET', `/api/shop-order/customized/${orderNo}`, { token: demo })).json());
      expect(order.lines[0]).toMatchObject({ fileId: version.id, fileName: '散热盖板.stl' });
      expect(order.timeline.at(-1)?.note).toBe('上传了「散热盖板.stl」的第 3 版');
    });

    it('answers 404 for a drawing of another order or none', async () => {
      const [newest, older] = (await list()).records;
      const [olderDrawing] = (await drawings(older?.orderNo ?? '')).drawings;
      for (const drawingId of [String(olderDrawing?.id), '999']) {
        const response = await revise(newest?.orderNo ?? '', { drawingId }, 'x.stl', revision);
        expect(response.status).toBe(404);
        expect(await messageOf(response)).toBe('图纸不存在');
      }
    });

    it('answers 400 for a drawingId sent after the file, instead of making a new drawing', async () => {
      const orderNo = await newestOrderNo();
      const [cover] = (await drawings(orderNo)).drawings;
      const form = new FormData();
      form.append('file', new Blob([revision.slice()]), 'late.stl');
      form.append('drawingId', String(cover?.id));
      const response = await server.call('POST', `${path}/${orderNo}/drawings`, { token: demo, body: form });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('图纸编号须在文件之前发送');
      const after = await drawings(orderNo);
      expect(after.drawings.map((d) => d.versions.length)).toEqual([2, 1]);
      expect(readdirSync(server.uploadDir).filter((name) => !name.startsWith('.') && !name.startsWith('seed-'))).toEqual([]);
    });

    it('answers 409 once the order has its quote', async () => {
      const [, quoted] = (await list()).records;
      const response = await revise(quoted?.orderNo ?? '', {}, 'x.stl', revision);
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe('订单已是「待付款」状态，不能再上传图纸');
    });

    it('answers 404 for another customer\'s order, and applies the upload limits', async () => {
      const orderNo = await newestOrderNo();
      const other = await revise(orderNo, {}, 'x.stl', revision, await server.login('maker'));
      expect(other.status).toBe(404);
      expect(await messageOf(other)).toBe('订单不存在');
      const dwg = await revise(orderNo, {}, 'x.dwg', revision);
      expect(dwg.status).toBe(400);
      expect(await messageOf(dwg)).toBe('不支持的文件格式：.dwg（支持 STL、OBJ、3MF、STEP、IGES、ZIP）');
      const bad = await revise(orderNo, { drawingId: 'abc' }, 'x.stl', revision);
      expect(await messageOf(bad)).toBe('图纸编号无效');
    });

    it('takes at most 20 drawings per order', async () => {
      const orderNo = await newestOrderNo();
      for (let i = 3; i <= 20; i += 1) expect((await revise(orderNo, {}, `p${i}.step`, stepBytes())).status).toBe(201);
      const response = await revise(orderNo, {}, 'p21.step', stepBytes());
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe('每个订单最多 20 个图纸');
    });
  });

  it('needs a login', async () => {
    expect((await server.call('GET', path)).status).toBe(401);
    expect((await server.call('GET', `${path}/x/drawings`)).status).toBe(401);
  });
});
