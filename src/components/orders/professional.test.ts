// The professional-order endpoints of this folder's calls against the reference server itself (seeded, in
// memory), through the shared client as the pages use it. Drawing uploads go through the browser's
// XMLHttpRequest, which Node lacks: e2e/professional.spec.ts sends revisions and new drawings.
import { beforeEach, describe, expect, test } from 'vitest';
import { binaryStl, box } from '../../../server/seed-meshes.ts';
import { uploadFile } from '../../../server/test-support.ts';
import { UploadResult } from '../../wire/files.ts';
import type { CreateProfessionalOrder } from '../../wire/professional-orders.ts';
import { failure, useReferenceServer } from '../../core/test-support.ts';

const { reported, logInAs, reference } = useReferenceServer();

beforeEach(() => logInAs('demo'));

const professional = () => import('./professional.ts');


describe('reading professional orders', () => {
  test("lists demo's orders newest first, a page at a time", async () => {
    const { listProfessionalOrders } = await professional();
    const page = await listProfessionalOrders({ page: 1, size: 1 });
    expect(page.total).toBe(2);
    expect(page.records.map((order) => [order.status, order.fileCount])).toEqual([['待报价', 2]]);
  });

  test('reads an order with its drawings, versions newest first', async () => {
    const { fetchOrderDrawings, listProfessionalOrders } = await professional();
    const [newest] = (await listProfessionalOrders({ page: 1, size: 10 })).records;
    const { order, drawings } = await fetchOrderDrawings(newest?.orderNo ?? '');
    expect(order.orderNo).toBe(newest?.orderNo);
    expect(drawings[0]?.versions.map((version) => version.version)).toEqual([2, 1]);
  });

  test('an unknown order is a 404 the page shows itself: nobody else is told', async () => {
    const { fetchOrderDrawings } = await professional();
    expect(await failure(fetchOrderDrawings('DZ20990101-0001'))).toMatchObject({ status: 404, message: '订单不存在' });
    expect(reported).toEqual([]);
  });

  test('any other failure is told to the listeners (a 401 sends the customer to log in)', async () => {
    const { $shopUser } = await import('../../stores/shop-user.ts');
    $shopUser.set({ token: 'stale-token', userInfo: null });
    const { fetchOrderDrawings } = await professional();
    const error = await failure(fetchOrderDrawings('DZ20990101-0001'));
    expect(error).toMatchObject({ status: 401, authenticated: true });
    expect(reported).toEqual([error]);
  });
});

describe('creating a professional order', () => {
  test('the same idempotency key twice answers the one order', async () => {
    const { createProfessionalOrder, listProfessionalOrders } = await professional();
    const uploaded = await uploadFile(reference(), await reference().login('demo'), 'draft-pro-api-1', '机壳.stl', binaryStl(box(30, 30, 30)));
    const { file } = UploadResult.parse(await uploaded.json());
    const order: CreateProfessionalOrder = {
      requirements: '机壳小批量试产，请评估材料与工艺。',
      quantity: 30,
      expectedDate: '2026-03-15',
      address: { name: '李四', phone: '13912345678', region: '江苏省 苏州市', detail: '星湖街 328 号' },
      fileIds: [file.id],
      idempotencyKey: 'professional-api-test-1',
    };
    const first = await createProfessionalOrder(order);
    expect(first).toMatchObject({ status: '待报价', quantity: 30, fileCount: 1 });
    expect(await createProfessionalOrder(order)).toEqual(first);
    expect((await listProfessionalOrders({ page: 1, size: 10 })).total).toBe(3);
  });
});
