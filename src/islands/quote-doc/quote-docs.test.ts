// The quotation document endpoints of this folder's calls against the reference server itself (seeded, in
// memory), through the shared client as the page uses them.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { uploadFile } from '../../../server/test-support.ts';
import { rmbCapital } from '../../lib/format/rmb-capital.ts';
import { draftFromQuotation } from '../../lib/drafts/quote-doc-draft.ts';
import { failure, useReferenceServer } from '../../core/test-support.ts';

const { reported, logInAs, reference } = useReferenceServer();
const customers = { owner: 'e2e-quote-doc', mate: 'e2e-quote-mate', other: 'other', demo: 'demo' };
const as = (who: keyof typeof customers) => logInAs(customers[who]);
let fileId = 0;

beforeAll(async () => {
  const server = reference();
  const upload = await uploadFile(server, await server.login(customers.owner), 'api-test-draft-1', 'cube.stl', new Uint8Array(readFileSync('e2e/fixtures/models/cube-10mm-binary.stl')));
  expect(upload.status).toBe(201);
  fileId = (await upload.json()).file.id;
});

const quoteDocs = () => import('./quote-docs.ts');

describe('saved quotations', () => {
  test('saving prices the draft on the server, and the owner lists, opens, shares and deletes it', async () => {
    await as('owner');
    const api = await quoteDocs();
    const body = {
      materialId: 1,
      items: [{ fileId, quantity: 3 }],
      couponId: null,
      colour: null,
      customer: { name: '王工', company: '星火模型厂', phone: '0755-86001234' },
      remarks: '含税价',
      idempotencyKey: 'quote-doc-api-test-1',
    };
    const saved = await api.saveQuotation(body);
    expect(saved.status).toBe('有效');
    const doc = saved.document;
    expect(doc.lines).toHaveLength(1);
    expect(doc.lines[0]).toMatchObject({
      fileId,
      name: 'cube.stl',
      quantity: 3,
      manual: false,
    });
    expect(doc.lines[0]?.subtotal).toBe((doc.lines[0]?.unitPrice ?? 0) * 3);
    expect(doc.payable).toBe(doc.goods - doc.memberDiscount - doc.discount + doc.shipping);
    expect(doc.payableInWords).toBe(rmbCapital(doc.payable));
    expect(doc.customer).toEqual({
      name: '王工',
      company: '星火模型厂',
      phone: '0755-86001234',
    });

    // The same key again answers the same quotation.
    expect((await api.saveQuotation(body)).quoteNo).toBe(saved.quoteNo);
    const list = await api.listSavedQuotations({ page: 1, size: 10 });
    expect(list.records.map((row) => row.quoteNo)).toEqual([saved.quoteNo]);
    expect((await api.fetchSavedQuotation(saved.quoteNo)).document.payable).toBe(doc.payable);

    const share = await api.shareQuotation(saved.quoteNo);
    expect(share.token.length).toBeGreaterThan(8);
    expect((await api.shareQuotation(saved.quoteNo)).token).toBe(share.token);

    // A colleague of the same shop reads it and turns it into a draft of their own (copied files).
    await as('mate');
    const shared = await api.fetchSharedQuotation(share.token);
    expect(shared).toMatchObject({
      quoteNo: saved.quoteNo,
      mine: false,
      sharedBy: '测试报价单',
    });
    const draft = await api.draftFromSharedQuotation(share.token, 'api-test-mate-draft');
    expect(draft).toMatchObject({
      quoteNo: saved.quoteNo,
      draftId: 'api-test-mate-draft',
      copied: true,
      materialId: 1,
    });
    expect(draft.items[0]?.file.id).not.toBe(fileId);
    const local = draftFromQuotation(42, draft, () => 'k');
    expect(local).toMatchObject({
      draftId: 'api-test-mate-draft',
      ownerId: 42,
      materialTypeId: 1,
      quantities: { [String(draft.items[0]?.file.id)]: 3 },
      remarks: '含税价',
    });
    expect(local.uploadFileList[0]).not.toHaveProperty('fromOrder');

    // Another shop's customer gets a 404, which the page says itself (not reported).
    await as('other');
    expect((await failure(api.fetchSharedQuotation(share.token))).status).toBe(404);
    expect(reported).toEqual([]);

    // The owner's own draft keeps the quotation's files, which the draft must not delete.
    await as('owner');
    const own = await api.draftFromSavedQuotation(saved.quoteNo, 'api-test-own-draft');
    expect(own.copied).toBe(false);
    expect(draftFromQuotation(41, own, () => 'k').uploadFileList[0]).toMatchObject({ fileId, fromOrder: true });

    await api.unshareQuotation(saved.quoteNo);
    await as('mate');
    expect((await failure(api.fetchSharedQuotation(share.token))).status).toBe(404);
    await as('owner');
    await api.deleteSavedQuotation(saved.quoteNo);
    expect((await failure(api.fetchSavedQuotation(saved.quoteNo))).status).toBe(404);
    expect(reported).toEqual([]);
  });

  test('an order answers its document with the amounts it was ordered for', async () => {
    await as('demo');
    const { listOrders } = await import('../../components/orders/orders.ts');
    // A quotation document is for custom parts only: a customised order has one, a consumable order is refused.
    const page = await listOrders({ kind: 'customized', status: '已完成', page: 1, size: 5 });
    const order = page.records[0];
    if (!order) throw new Error('demo has customised orders');
    const doc = await (await quoteDocs()).fetchOrderQuotation(order.orderNo);
    expect(doc).toMatchObject({
      source: 'order',
      number: order.orderNo,
      payable: order.payable,
    });
    expect(doc.payableInWords).toBe(rmbCapital(order.payable));
    expect((await failure((await quoteDocs()).fetchOrderQuotation('DZ-NO-SUCH'))).status).toBe(404);
    expect(reported).toEqual([]);
  });
});
