import { beforeEach, describe, expect, it } from 'vitest';
import { PackageOrderPage } from '../../src/wire/design-packages.ts';
import { UploadResult } from '../../src/wire/files.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { intOf } from '../core/rows.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, uploadFile, type TestServer } from '../test-support.ts';

const address = { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' };

/** demo and maker are customers of the same shop; maker walks the ids of demo's files. */
describe('files belong to the customer who uploaded them', () => {
  let server: TestServer;
  let demo: string;
  let maker: string;
  let demoFile: number;
  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
    maker = await server.login('maker');
    const response = await uploadFile(server, demo, 'draft-owner-0001', '机壳.stl', binaryStl(box(20, 20, 20)));
    demoFile = UploadResult.parse(await response.json()).file.id;
  });

  const notFound = async (response: Response, message = '文件不存在') => {
    expect(response.status, await response.clone().text()).toBe(404);
    expect(await messageOf(response)).toBe(message);
  };
  const storageSize = async (token: string) =>
    SessionInfo.parse(await (await server.call('GET', '/api/shop-platform/users/me/session', { token })).json()).customer.shop.storageSize;

  it('lets another customer of the same shop neither read nor delete it: the same 404 as a missing file', async () => {
    await notFound(await server.call('GET', `/api/shop-file/${demoFile}/content`, { token: maker }));
    await notFound(await server.call('DELETE', `/api/shop-file/${demoFile}`, { token: maker }));
    expect((await server.call('GET', `/api/shop-file/${demoFile}/content`, { token: demo })).status).toBe(200);
    expect(server.db.prepare('SELECT 1 FROM design_files WHERE id = ?').get(demoFile)).toBeDefined();
  });

  it('hides a paid design delivery from everyone but the customer it was delivered to', async () => {
    const row = server.db
      .prepare(
        `SELECT x.file_id FROM design_delivery_files x JOIN design_deliveries v ON v.id = x.delivery_id
         JOIN design_orders d ON d.id = v.design_order_id WHERE d.customer_id = 1 LIMIT 1`,
      )
      .get();
    const delivered = intOf(row ?? {}, 'file_id');
    await notFound(await server.call('GET', `/api/shop-file/${delivered}/content`, { token: maker }));
    expect((await server.call('GET', `/api/shop-file/${delivered}/content`, { token: demo })).status).toBe(200);
  });

  it('lets the customer of an order that uses a file read it, whoever uploaded it', async () => {
    const row = server.db
      .prepare("SELECT i.file_id FROM order_items i JOIN orders o ON o.id = i.order_id JOIN customers c ON c.id = o.customer_id JOIN design_files f ON f.id = i.file_id WHERE c.username = 'e2e-order' AND f.customer_id <> o.customer_id LIMIT 1")
      .get();
    const used = intOf(row ?? {}, 'file_id');
    expect((await server.call('GET', `/api/shop-file/${used}/content`, { token: await server.login('e2e-order') })).status).toBe(200);
    await notFound(await server.call('GET', `/api/shop-file/${used}/content`, { token: maker }));
  });

  it('lets nobody else quote it, order it or attach it to a professional order or a design request', async () => {
    // A material of maker's own factory, so that only the file can be what is refused.
    const material = server.db
      .prepare('SELECT m.id FROM materials m JOIN factory_processes p ON p.process_id = m.process_id WHERE p.factory_id = 3 ORDER BY m.id LIMIT 1')
      .get();
    const materialId = intOf(material ?? {}, 'id');
    await notFound(
      await server.call('POST', '/api/shop-quotation/price', { token: maker, json: { materialId, items: [{ fileId: demoFile, quantity: 1 }], couponId: null } }),
    );
    await notFound(
      await server.call('POST', '/api/shop-order/customized', {
        token: maker,
        json: { materialId, items: [{ fileId: demoFile, quantity: 1 }], couponId: null, address, remarks: '', expectedPayable: 0, idempotencyKey: 'key-owner-0001' },
      }),
    );
    await notFound(
      await server.call('POST', '/api/shop-professional-order', {
        token: maker,
        json: { requirements: '用别人的图纸下单试试看能否成功。', quantity: 1, expectedDate: '2026-03-20', address, fileIds: [demoFile], idempotencyKey: 'key-owner-0002' },
      }),
    );
    // The other way round for the design request: demo has a paid package with requests left.
    const makerFile = UploadResult.parse(await (await uploadFile(server, maker, 'draft-owner-0003', '参考.stl', binaryStl(box(5, 5, 5)))).json()).file.id;
    const packages = PackageOrderPage.parse(await (await server.call('GET', '/api/shop-design-package-order?size=100', { token: demo })).json());
    const paid = packages.records.find((order) => order.status === '生效中' && order.requestsRemaining > 0);
    expect(paid).toBeDefined();
    await notFound(
      await server.call('POST', '/api/shop-design-order', {
        token: demo,
        json: { packageOrderNo: paid?.orderNo, title: '借用参考文件', brief: '用别人的参考文件提需求。', fileIds: [makerFile], idempotencyKey: 'key-owner-0003' },
      }),
      `参考文件不存在（编号 ${makerFile}）`,
    );
    const orders = server.db.prepare('SELECT COUNT(*) AS n FROM order_items WHERE file_id = ?').get(demoFile);
    expect(intOf(orders ?? {}, 'n')).toBe(0);
  });

  it('still counts every customer\'s files in the shop\'s storage', async () => {
    const before = await storageSize(maker);
    const bytes = binaryStl(box(30, 30, 30));
    expect((await uploadFile(server, demo, 'draft-owner-0002', '底座.stl', bytes)).status).toBe(201);
    expect(await storageSize(maker)).toBe(before + bytes.byteLength);
    expect(await storageSize(demo)).toBe(before + bytes.byteLength);
  });
});
