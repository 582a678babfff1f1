import { beforeEach, describe, expect, it } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { CustomizedOrder, OrderDetail, Reorder } from '../../src/wire/orders.ts';
import { QuotationDraft, QuoteDocument, QuotationShare, SavedQuotation, SharedQuotation } from '../../src/wire/quote-docs.ts';
import { Quote, type QuoteRequest } from '../../src/wire/quotes.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, uploadFile, uploadForm, type TestServer } from '../test-support.ts';
import { StaffQuoteDetail } from '../../src/wire/staff.ts';
import { staffLogin, staffPath } from '../staff/test-support.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const address = { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' };
const draftId = 'draft-callouts-01';

describe('a 2D drawing and call-outs per part', () => {
  let server: TestServer;
  let demo: string;
  let part: number;
  let drawing: number;

  const reference = async (token: string, name: string, bytes: Uint8Array) => {
    const response = await server.call('POST', '/api/shop-file', { token, body: uploadForm({ draftId, purpose: 'reference' }, { name, bytes }) });
    expect(response.status, await response.clone().text()).toBe(201);
    return UploadResult.parse(await response.json()).file.id;
  };
  const model = async (token: string, name: string) => UploadResult.parse(await (await uploadFile(server, token, draftId, name, binaryStl(box(20, 20, 20)))).json()).file.id;

  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
    part = await model(demo, 'bracket.stl');
    drawing = await reference(demo, '支架图纸.pdf', pdf);
  });

  const request = (item: Partial<QuoteRequest['items'][number]> = {}): QuoteRequest => ({
    materialId: 1,
    items: [{ fileId: part, quantity: 2, drawingFileId: drawing, callouts: { threads: 4, tolerance: true }, ...item }],
    couponId: null,
  });
  const price = (body: unknown, token = demo) => server.call('POST', '/api/shop-quotation/price', { token, json: body });

  it('prices a line with a drawing and call-outs at its base price, marked 需工程师确认', async () => {
    const plain = Quote.strict().parse(await (await price(request({ drawingFileId: undefined, callouts: undefined }))).json());
    expect(plain.needsConfirmation).toBeUndefined();
    expect(plain.lines[0]).not.toHaveProperty('needsConfirmation');

    const response = await price(request());
    expect(response.status, await response.clone().text()).toBe(200);
    const quote = Quote.strict().parse(await response.json());
    expect(quote.needsConfirmation).toBe(true);
    expect(quote.lines[0]).toMatchObject({
      fileId: part,
      unitPrice: plain.lines[0]?.unitPrice,
      drawing: { fileId: drawing, name: '支架图纸.pdf' },
      callouts: { threads: 4, tolerance: true },
      needsConfirmation: true,
    });
    expect(quote.payable).toBe(plain.payable);
  });

  it('takes call-outs alone, and drops flags that set nothing', async () => {
    const quote = Quote.parse(await (await price(request({ drawingFileId: undefined, callouts: { roughness: true, roughnessNote: ' Ra 1.6 ', inserts: false } }))).json());
    expect(quote.lines[0]).toMatchObject({ callouts: { roughness: true, roughnessNote: 'Ra 1.6' }, needsConfirmation: true });
    expect(quote.lines[0]?.drawing).toBeUndefined();
    const none = Quote.parse(await (await price(request({ drawingFileId: undefined, callouts: { tolerance: false } }))).json());
    expect(none.lines[0]?.needsConfirmation).toBeUndefined();
    expect(none.needsConfirmation).toBeUndefined();
  });

  it('refuses a drawing that is not the customer’s, a model as a drawing and a thread count out of range', async () => {
    // A colleague of the same shop and a customer of another shop: their files do not exist for demo.
    for (const username of ['maker', 'other']) {
      const token = await server.login(username);
      const theirs = await reference(token, 'theirs.pdf', pdf);
      const response = await price(request({ drawingFileId: theirs }));
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('图纸文件不存在');
    }
    const stl = await model(demo, 'other-part.stl');
    const asDrawing = await price(request({ drawingFileId: stl }));
    expect(asDrawing.status).toBe(400);
    expect(await messageOf(asDrawing)).toBe('「other-part.stl」不能作为 2D 图纸：图纸须为 PDF 或图片（JPG、PNG、WebP）');
    for (const threads of [0, 1000, 2.5]) expect((await price(request({ callouts: { threads } }))).status).toBe(400);
  });

  it('creates the order 待报价 with each line’s drawing and call-outs, not payable until confirmed, and keeps the drawing', async () => {
    const quote = Quote.parse(await (await price(request())).json());
    const response = await server.call('POST', '/api/shop-order/customized', {
      token: demo,
      json: { ...request(), address, remarks: '', expectedPayable: quote.payable, idempotencyKey: 'key-callouts-0001' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const order = CustomizedOrder.strict().parse(await response.json());
    expect(order.status).toBe('待报价');
    expect(order.timeline[0]?.note).toBe('订单已提交，等待工厂确认图纸与加工要求（1 个工作日内），确认前不收取任何费用');
    expect(order.lines[0]).toMatchObject({ drawing: { fileId: drawing, name: '支架图纸.pdf' }, callouts: { threads: 4, tolerance: true }, needsConfirmation: true });

    const detail = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}`, { token: demo })).json());
    expect(detail.lines[0]).toMatchObject({ drawing: { fileId: drawing, name: '支架图纸.pdf' }, callouts: { threads: 4, tolerance: true }, needsConfirmation: true });
    const doc = QuoteDocument.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}/quotation`, { token: demo })).json());
    expect(doc.lines[0]).toMatchObject({ drawing: { fileId: drawing, name: '支架图纸.pdf' }, callouts: { threads: 4, tolerance: true }, needsConfirmation: true });

    const pay = await server.call('POST', `/api/shop-payment/${order.orderNo}/balance`, { token: demo });
    expect(pay.status).toBe(409);
    expect(await messageOf(pay)).toBe('订单尚未报价，暂不能付款');

    // The order uses the drawing: it is not deleted, and its owner downloads it.
    expect((await server.call('DELETE', `/api/shop-file/${drawing}`, { token: demo })).status).toBe(409);
    expect((await server.call('GET', `/api/shop-file/${drawing}/content`, { token: demo })).status).toBe(200);
  });

  it('keeps the drawing and call-outs on a saved quotation and its shared view', async () => {
    const response = await server.call('POST', '/api/shop-quotation/saved', {
      token: demo,
      json: { ...request(), colour: null, customer: { name: '王工', company: '', phone: '' }, remarks: '', idempotencyKey: 'key-callouts-save-1' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const saved = SavedQuotation.parse(await response.json());
    const expected = { drawing: { fileId: drawing, name: '支架图纸.pdf' }, callouts: { threads: 4, tolerance: true }, needsConfirmation: true };
    expect(saved.document.lines[0]).toMatchObject(expected);
    const { token } = QuotationShare.parse(await (await server.call('POST', `/api/shop-quotation/saved/${saved.quoteNo}/share`, { token: demo })).json());
    const maker = await server.login('maker');
    const shared = SharedQuotation.parse(await (await server.call('GET', `/api/shop-quotation/shared/${token}`, { token: maker })).json());
    expect(shared.document.lines[0]).toMatchObject(expected);
    // The quotation keeps its drawing: deleting it says which quotation uses it.
    expect((await server.call('DELETE', `/api/shop-file/${drawing}`, { token: demo })).status).toBe(409);
  });

  const save = async () => {
    const response = await server.call('POST', '/api/shop-quotation/saved', {
      token: demo,
      json: { ...request(), colour: null, customer: { name: '王工', company: '', phone: '' }, remarks: '', idempotencyKey: 'key-callouts-save-2' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return SavedQuotation.parse(await response.json());
  };

  it('turns the owner’s saved quotation back into a draft with each line’s drawing and call-outs, priced 需工程师确认', async () => {
    const saved = await save();
    const response = await server.call('POST', `/api/shop-quotation/saved/${saved.quoteNo}/draft`, { token: demo, json: { draftId: 'draft-callouts-02' } });
    expect(response.status, await response.clone().text()).toBe(200);
    const draft = QuotationDraft.strict().parse(await response.json());
    expect(draft.items[0]).toMatchObject({ file: { id: part }, quantity: 2, drawing: { fileId: drawing, name: '支架图纸.pdf' }, callouts: { threads: 4, tolerance: true } });
    expect(draft.quote?.needsConfirmation).toBe(true);
    expect(draft.quote?.lines[0]).toMatchObject({ drawing: { fileId: drawing }, callouts: { threads: 4, tolerance: true }, needsConfirmation: true });
  });

  it('gives a colleague’s draft the call-outs but not the owner’s drawing, which the colleague may not use', async () => {
    const saved = await save();
    const { token } = QuotationShare.parse(await (await server.call('POST', `/api/shop-quotation/saved/${saved.quoteNo}/share`, { token: demo })).json());
    // A colleague whose using factory is demo's, so the draft is priced.
    const mate = await server.login('e2e-quote-mate');
    const response = await server.call('POST', `/api/shop-quotation/shared/${token}/draft`, { token: mate, json: { draftId: 'draft-callouts-03' } });
    expect(response.status, await response.clone().text()).toBe(201);
    const draft = QuotationDraft.parse(await response.json());
    expect(draft.copied).toBe(true);
    expect(draft.items[0]?.callouts).toEqual({ threads: 4, tolerance: true });
    expect(draft.items[0]).not.toHaveProperty('drawing');
    expect(draft.quote?.lines[0]).toMatchObject({ callouts: { threads: 4, tolerance: true }, needsConfirmation: true });
    expect(draft.quote?.lines[0]).not.toHaveProperty('drawing');
  });

  it('再来一单 of an order gives each line’s drawing and call-outs back, and the draft prices with them', async () => {
    const quote = Quote.parse(await (await price(request())).json());
    const created = await server.call('POST', '/api/shop-order/customized', {
      token: demo,
      json: { ...request(), address, remarks: '', expectedPayable: quote.payable, idempotencyKey: 'key-callouts-0002' },
    });
    const order = CustomizedOrder.parse(await created.json());
    expect((await server.call('POST', `/api/shop-order/${order.orderNo}/cancel`, { token: demo })).status).toBe(200);
    const response = await server.call('GET', `/api/shop-order/${order.orderNo}/reorder`, { token: demo });
    expect(response.status, await response.clone().text()).toBe(200);
    const again = Reorder.parse(await response.json());
    if (again.kind !== 'customized') throw new Error('a customised order reorders as one');
    expect(again.items[0]).toMatchObject({ file: { id: part }, quantity: 2, drawing: { fileId: drawing, name: '支架图纸.pdf' }, callouts: { threads: 4, tolerance: true } });
    const item = again.items[0];
    const repriced = await price({ materialId: 1, items: [{ fileId: part, quantity: 2, drawingFileId: item?.drawing?.fileId, callouts: item?.callouts }], couponId: null });
    expect(repriced.status).toBe(200);
    expect(Quote.parse(await repriced.json()).lines[0]).toMatchObject({ drawing: { fileId: drawing }, needsConfirmation: true });
  });

  describe('with their values: thread sizes and depths, the tightest tolerance, Ra', () => {
    const valued = {
      threadSpecs: [
        { size: 'M6', depthMm: 12, count: 4 },
        { size: '1/4-20 UNC', depthMm: 10, count: 1 },
      ],
      tolerance: true,
      toleranceMm: 0.02,
      roughness: true,
      roughnessRa: 0.8,
      roughnessNote: '密封面',
    };
    // As kept: `threads` is the holes of every size added up.
    const kept = { ...valued, threads: 5 };

    it('prices them as a line 需工程师确认 at its base price, and keeps them through the order, its detail, its 报价单 and the engineer’s quote desk', async () => {
      const plain = Quote.parse(await (await price(request({ drawingFileId: undefined, callouts: undefined }))).json());
      const quote = Quote.strict().parse(await (await price(request({ callouts: valued }))).json());
      expect(quote.lines[0]).toMatchObject({ callouts: kept, needsConfirmation: true, unitPrice: plain.lines[0]?.unitPrice });

      const created = await server.call('POST', '/api/shop-order/customized', {
        token: demo,
        json: { ...request({ callouts: valued }), address, remarks: '', expectedPayable: quote.payable, idempotencyKey: 'key-callouts-values-1' },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const order = CustomizedOrder.strict().parse(await created.json());
      expect(order.lines[0]?.callouts).toEqual(kept);
      const detail = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}`, { token: demo })).json());
      expect(detail.lines[0]?.callouts).toEqual(kept);
      const doc = QuoteDocument.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}/quotation`, { token: demo })).json());
      expect(doc.lines[0]?.callouts).toEqual(kept);

      const engineer = await staffLogin(server, 'engineer');
      const desk = StaffQuoteDetail.strict().parse(await (await server.call('GET', `${staffPath}/quotes/${order.orderNo}`, { token: engineer })).json());
      expect(desk.lines[0]?.callouts).toEqual(kept);
    });

    it('keeps them on a saved quotation', async () => {
      const response = await server.call('POST', '/api/shop-quotation/saved', {
        token: demo,
        json: { ...request({ callouts: valued }), colour: null, customer: { name: '王工', company: '', phone: '' }, remarks: '', idempotencyKey: 'key-callouts-values-2' },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      expect(SavedQuotation.parse(await response.json()).document.lines[0]?.callouts).toEqual(kept);
    });

    it('drops a value whose flag is not set, and keeps a tick without a value readable as before', async () => {
      const quote = Quote.parse(await (await price(request({ callouts: { threads: 2, toleranceMm: 0.05, roughnessRa: 1.6, inserts: true } }))).json());
      expect(quote.lines[0]?.callouts).toEqual({ threads: 2, inserts: true });
      const ticks = Quote.parse(await (await price(request({ callouts: { tolerance: true, roughness: true } }))).json());
      expect(ticks.lines[0]?.callouts).toEqual({ tolerance: true, roughness: true });
    });

    it('refuses a thread size, depth, tolerance or Ra it does not know, and more than 999 holes in all, in Chinese', async () => {
      const refused = async (callouts: unknown) => {
        const response = await price({ ...request(), items: [{ fileId: part, quantity: 2, callouts }] });
        expect(response.status).toBe(400);
        return messageOf(response);
      };
      expect(await refused({ threadSpecs: [{ size: 'M6 深孔', depthMm: 12, count: 1 }] })).toContain('螺纹规格应如 M6、M8×1 或 1/4-20 UNC');
      expect(await refused({ threadSpecs: [{ size: 'M6', depthMm: 0, count: 1 }] })).toContain('螺纹深度至少 0.5 mm');
      expect(await refused({ tolerance: true, toleranceMm: 0.04 })).toContain('最严公差应为');
      expect(await refused({ tolerance: true, toleranceGrade: 'IT2' })).toContain('公差等级应为');
      expect(await refused({ roughness: true, roughnessRa: 12.5 })).toContain('表面粗糙度应为 Ra');
      expect(await refused({ threadSpecs: [{ size: 'M3', depthMm: 6, count: 999 }, { size: 'M4', depthMm: 8, count: 1 }] })).toBe('各规格螺纹孔数合计最多 999');
    });
  });
});
