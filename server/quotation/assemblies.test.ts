import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UploadResult, type DrawingFile } from '../../src/wire/files.ts';
import { CustomizedOrder, OrderDetail, Reorder } from '../../src/wire/orders.ts';
import { QuoteDocument, QuotationDraft, SavedQuotation } from '../../src/wire/quote-docs.ts';
import { Material } from '../../src/wire/catalogue.ts';
import { Quote, type QuoteRequest } from '../../src/wire/quotes.ts';
import { keptPartsOf } from '../../src/lib/drafts/assembly-draft.ts';
import { pricedFileOf } from '../../src/lib/pricing/priced-file.ts';
import { quoteLineOf } from '../../src/lib/pricing/quote-lines.ts';
import { createTestServer, messageOf, partOptions, uploadFile, type TestServer } from '../test-support.ts';

const fixtures = join(import.meta.dirname, '../../e2e/fixtures/cad');
const fixture = (name: string) => new Uint8Array(readFileSync(join(fixtures, name)));
const address = { name: '张三', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园 1 号' };
const draftId = 'draft-assembly-01';
const PIN_VOLUME = Math.PI * 4 * 12;

describe('an assembly quoted as a parts list', () => {
  let server: TestServer;
  let demo: string;
  let assembly: DrawingFile;
  let block: DrawingFile;

  // Parsing STEP files takes seconds: one server for the whole description, each test on its own request.
  beforeAll(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
    const upload = async (name: string) => {
      const response = await uploadFile(server, demo, draftId, name, fixture(name));
      expect(response.status, await response.clone().text()).toBe(201);
      return UploadResult.strict().parse(await response.json()).file;
    };
    assembly = await upload('assembly.step');
    block = await upload('block.step');
  }, 60_000);

  const price = (request: QuoteRequest) => server.call('POST', '/api/shop-quotation/price', { token: demo, json: request });
  const assemblyRequest = (parts: QuoteRequest['items'][number]['parts'], quantity = 3): QuoteRequest => ({
    materialId: 1,
    items: [{ fileId: assembly.id, quantity, ...(parts ? { parts } : {}) }],
    couponId: null,
  });
  const allParts = [
    { part: 0, count: 1 },
    { part: 1, count: 2 },
    { part: 2, count: 4 },
  ];

  it('answers the upload of a STEP assembly with its distinct parts: names from the file, counts per set, each piece measured', () => {
    expect(assembly.parts?.map(({ name, count }) => ({ name, count }))).toEqual([
      { name: 'base-plate', count: 1 },
      { name: 'bracket', count: 2 },
      { name: 'pin', count: 4 },
    ]);
    const volumes = assembly.parts?.map((part) => part.geometry.volume) ?? [];
    [30_000, 960, PIN_VOLUME].forEach((exact, index) => expect(Math.abs((volumes[index] ?? 0) - exact) / exact).toBeLessThan(0.005));
    expect(assembly.parts?.[0]?.geometry.bbox).toEqual({ x: 100, y: 60, z: 5 });
    // A single body is the file itself: no parts list.
    expect(block).not.toHaveProperty('parts');
  });

  it('analyses how each part is machined on its own, and a CNC price charges each part its own set-ups (the pin, round, its lathe set-up)', async () => {
    for (const part of assembly.parts ?? []) expect(part.geometry.machining?.setups.length ?? 0).toBeGreaterThan(0);
    const response = await price({ ...assemblyRequest(allParts), materialId: 21 });
    expect(response.status, await response.clone().text()).toBe(200);
    const bom = Quote.parse(await response.json()).lines[0]?.parts ?? [];
    expect(bom).toHaveLength(3);
    expect(assembly.parts?.map((part) => part.geometry.machining?.turned != null)).toEqual([false, false, true]);
    bom.forEach((line, index) => {
      const machining = assembly.parts?.[index]?.geometry.machining;
      // A turned part is cut from round bar on the lathe: its set-up is the lathe's, not a milling direction's.
      if (machining?.turned) expect(line.breakdown?.facts).toMatchObject({ setups: null, bar: expect.any(Object) });
      else expect(line.breakdown?.facts.setups).toEqual(machining?.setups);
    });
  });

  it('prices each kept part as its own line of count × sets pieces, the file line being one set', async () => {
    const response = await price(assemblyRequest(allParts));
    expect(response.status, await response.clone().text()).toBe(200);
    const quote = Quote.strict().parse(await response.json());
    const line = quote.lines[0];
    expect(line?.parts?.map(({ part, name, count, quantity }) => ({ part, name, count, quantity }))).toEqual([
      { part: 0, name: 'base-plate', count: 1, quantity: 3 },
      { part: 1, name: 'bracket', count: 2, quantity: 6 },
      { part: 2, name: 'pin', count: 4, quantity: 12 },
    ]);
    const perSet = (line?.parts ?? []).reduce((sum, part) => sum + part.unitPrice * part.count, 0);
    expect(perSet).toBeGreaterThan(0);
    expect(line).toMatchObject({ fileId: assembly.id, quantity: 3, unitPrice: perSet, subtotal: perSet * 3, manual: false });
    expect(quote.goods).toBe(perSet * 3);
    for (const part of line?.parts ?? []) expect(part.subtotal).toBe(part.unitPrice * part.quantity);

    // Each part is priced as a file of that part alone would be: the plate's line, for 3 pieces, is the block's way of pricing 30 cm³.
    const plate = line?.parts?.[0];
    expect(Math.abs((plate?.volume ?? 0) - 30_000)).toBeLessThan(150);
    expect(plate?.breakdown?.facts.volume).toBeCloseTo((plate?.volume ?? 0) / 1000, 1);
  });

  it('leaves out a dropped part and takes a changed count per set', async () => {
    const whole = Quote.parse(await (await price(assemblyRequest(allParts))).json());
    const quote = Quote.parse(await (await price(assemblyRequest([{ part: 0, count: 1 }, { part: 1, count: 3 }]))).json());
    const line = quote.lines[0];
    expect(line?.parts?.map((part) => [part.name, part.count, part.quantity])).toEqual([
      ['base-plate', 1, 3],
      ['bracket', 3, 9],
    ]);
    expect(line?.subtotal).toBe((line?.parts ?? []).reduce((sum, part) => sum + part.subtotal, 0));
    expect(quote.goods).not.toBe(whole.goods);
  });

  it('charges a part with a finish of its own for that finish, as the shared pricing does, and keeps it on the order and its 再来一单', async () => {
    const options = partOptions({ finish: 'sanding' });
    const [resin] = Material.array().parse(((await (await server.call('GET', '/api/shop-material?processId=1', { token: demo })).json()) as { records: unknown[] }).records.filter((record) => (record as { id: number }).id === 1));
    const pricing = resin?.pricing;
    expect(pricing?.finishes.map((finish) => finish.id)).toContain('painting');
    // The brackets 喷漆 (its first colour), the pins without a finish, the plate 打磨 as the file.
    const kept = keptPartsOf(assembly, { dropped: [], counts: {}, finishes: { 1: 'painting', 2: null } }, options, pricing);
    expect(kept?.[1]?.options).toEqual({ ...options, finish: 'painting', colour: pricing?.finishes.find((finish) => finish.id === 'painting')?.colours[0] });
    const request: QuoteRequest = { materialId: 1, items: [{ fileId: assembly.id, quantity: 3, options, parts: kept }], couponId: null };
    const response = await price(request);
    expect(response.status, await response.clone().text()).toBe(200);
    const line = Quote.strict().parse(await response.json()).lines[0];
    const same = Quote.parse(await (await price({ ...request, items: [{ fileId: assembly.id, quantity: 3, options, parts: allParts }] })).json()).lines[0];
    expect(line?.parts?.map((part) => part.options?.finish)).toEqual(['sanding', 'painting', null]);
    // The bracket's charge is its own finish's, not the file's; the plate's is the file's.
    expect(line?.parts?.[1]?.subtotal).not.toBe(same?.parts?.[1]?.subtotal);
    expect(line?.parts?.[0]?.subtotal).toBe(same?.parts?.[0]?.subtotal);
    // Exactly what the browser's estimate charges (the shared function over the server's measurements).
    const expected = quoteLineOf(resin ?? ({} as Material), pricedFileOf(assembly, 3, options, kept));
    expect(line?.parts?.map((part) => [part.unitPrice, part.subtotal])).toEqual(expected.parts?.map((part) => [part.unitPrice, part.subtotal]));
    expect(line?.subtotal).toBe(expected.subtotal);

    // Ordered: the order's parts list names the bracket's finish; 再来一单 asks it again.
    const quote = Quote.parse(await (await price(request)).json());
    const ordered = await server.call('POST', '/api/shop-order/customized', {
      token: demo,
      json: { ...request, address, remarks: '', expectedPayable: quote.payable, idempotencyKey: 'key-assembly-finish-01' },
    });
    expect(ordered.status, await ordered.clone().text()).toBe(201);
    const order = CustomizedOrder.parse(await ordered.json());
    const detail = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}`, { token: demo })).json());
    expect(detail.lines[0]?.parts?.map((part) => part.finishName)).toEqual(['打磨', '喷漆', undefined]);
    expect((await server.call('POST', `/api/shop-order/${order.orderNo}/cancel`, { token: demo })).status).toBe(200);
    const reorder = Reorder.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}/reorder`, { token: demo })).json());
    expect(reorder.kind === 'customized' ? reorder.items[0]?.parts : null).toEqual(kept);
    expect(reorder).not.toHaveProperty('optionsDropped');

    // As if the catalogue had dropped the bracket's finish since: the part follows the file's finish again, and the line is named.
    server.db.prepare("UPDATE order_items SET parts = json_set(parts, '$[1].options.finish', 'gilding') WHERE order_id = (SELECT id FROM orders WHERE order_no = ?)").run(order.orderNo);
    const changed = Reorder.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}/reorder`, { token: demo })).json());
    expect(changed.kind === 'customized' ? [changed.items[0]?.parts?.[1]?.options?.finish ?? changed.items[0]?.options?.finish, changed.optionsDropped] : null).toEqual(['sanding', ['assembly.step']]);
  });

  it('prices a part of its own material (of the same process) in it, names it on the BOM, and keeps it on the order and its 再来一单', async () => {
    // 灰色树脂 (material 2) is, like 白色树脂, a resin of the same process (SLA).
    const request = assemblyRequest([{ part: 0, count: 1, materialId: 2 }, { part: 1, count: 2 }], 2);
    const quote = Quote.parse(await (await price(request)).json());
    const bom = quote.lines[0]?.parts ?? [];
    expect(bom.map(({ name, materialId, materialName }) => [name, materialId, materialName])).toEqual([
      ['base-plate', 2, '灰色树脂'],
      ['bracket', undefined, undefined],
    ]);
    const white = Quote.parse(await (await price(assemblyRequest([{ part: 0, count: 1 }, { part: 1, count: 2 }], 2))).json()).lines[0]?.parts ?? [];
    expect(bom[0]?.unitPrice).not.toBe(white[0]?.unitPrice);
    expect(bom[1]?.unitPrice).toBe(white[1]?.unitPrice);
    const response = await server.call('POST', '/api/shop-order/customized', {
      token: demo,
      json: { ...request, address, remarks: '', expectedPayable: quote.payable, idempotencyKey: 'key-assembly-material-01' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const order = CustomizedOrder.parse(await response.json());
    expect(order.lines[0]?.parts?.[0]).toMatchObject({ materialId: 2, materialName: '灰色树脂' });
    expect((await server.call('POST', `/api/shop-order/${order.orderNo}/cancel`, { token: demo })).status).toBe(200);
    const reorder = Reorder.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}/reorder`, { token: demo })).json());
    expect(reorder.kind === 'customized' ? reorder.items[0]?.parts : null).toEqual([
      { part: 0, count: 1, materialId: 2 },
      { part: 1, count: 2 },
    ]);
    expect(reorder).not.toHaveProperty('optionsDropped');

    // A part's material the factory no longer offers: the part goes back to the quotation's material, and the line is named.
    server.db.prepare("UPDATE order_items SET parts = json_set(parts, '$[0].materialId', 99) WHERE order_id = (SELECT id FROM orders WHERE order_no = ?)").run(order.orderNo);
    const changed = Reorder.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}/reorder`, { token: demo })).json());
    expect(changed.kind === 'customized' ? [changed.items[0]?.parts?.[0], changed.optionsDropped] : null).toEqual([{ part: 0, count: 1 }, ['assembly.step']]);
  });

  it('refuses a part\'s material of another process or one the factory does not offer, naming the part', async () => {
    const nylon = await price(assemblyRequest([{ part: 0, count: 1 }, { part: 1, count: 2, materialId: 6 }]));
    expect(nylon.status).toBe(400);
    expect(await messageOf(nylon)).toBe('「assembly.step」中「bracket」的材料须与报价所选材料为同一工艺');
    const unknown = await price(assemblyRequest([{ part: 0, count: 1, materialId: 9_999 }]));
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toBe('「assembly.step」中「base-plate」所选的材料本厂不提供，请刷新页面后重新选择');
  });

  it('prices the file as one part when the request has no parts list, as a backend without parts lists does', async () => {
    const quote = Quote.strict().parse(await (await price(assemblyRequest(undefined, 2))).json());
    expect(quote.lines[0]).not.toHaveProperty('parts');
    expect(quote.lines[0]?.quantity).toBe(2);
  });

  it('refuses a parts list that does not match the file, with the file named', async () => {
    const unknown = await price(assemblyRequest([{ part: 3, count: 1 }]));
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toBe('「assembly.step」的零件清单与文件不符，请刷新页面后重试');
    const twice = await price(assemblyRequest([{ part: 1, count: 1 }, { part: 1, count: 2 }]));
    expect(await messageOf(twice)).toBe('「assembly.step」的零件清单中同一零件重复出现');
    const many = await price(assemblyRequest([{ part: 2, count: 4 }], 2_501));
    expect(await messageOf(many)).toBe('「assembly.step」中「pin」的件数（每套数量 × 套数）最多 10000');
    const single = await price({ materialId: 1, items: [{ fileId: block.id, quantity: 1, parts: [{ part: 0, count: 1 }] }], couponId: null });
    expect(single.status).toBe(400);
    expect(await messageOf(single)).toBe('「block.step」只有一个零件，不能按零件清单报价');
    const empty = await price(assemblyRequest([]));
    expect(empty.status).toBe(400);
  });

  it('keeps the parts list on the order, its detail and its 报价单', async () => {
    const request = assemblyRequest([{ part: 0, count: 1 }, { part: 1, count: 2 }], 2);
    const quote = Quote.parse(await (await price(request)).json());
    const response = await server.call('POST', '/api/shop-order/customized', {
      token: demo,
      json: { ...request, address, remarks: '', expectedPayable: quote.payable, idempotencyKey: 'key-assembly-0001' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const order = CustomizedOrder.strict().parse(await response.json());
    const bom = quote.lines[0]?.parts;
    expect(bom?.map((part) => part.name)).toEqual(['base-plate', 'bracket']);
    expect(order.lines[0]?.parts).toEqual(bom);
    const detail = OrderDetail.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}`, { token: demo })).json());
    expect(detail.lines[0]?.parts).toEqual(bom);
    const doc = QuoteDocument.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}/quotation`, { token: demo })).json());
    expect(doc.lines[0]?.parts).toEqual(bom);
    // 再来一单 (once cancelled) asks the same parts list again.
    expect((await server.call('POST', `/api/shop-order/${order.orderNo}/cancel`, { token: demo })).status).toBe(200);
    const reorder = Reorder.parse(await (await server.call('GET', `/api/shop-order/${order.orderNo}/reorder`, { token: demo })).json());
    expect(reorder.kind === 'customized' ? reorder.items[0]?.parts : null).toEqual([
      { part: 0, count: 1 },
      { part: 1, count: 2 },
    ]);
  });

  it('turns a saved quotation of an assembly back into a draft with its parts list, priced and held as saved', async () => {
    const request = assemblyRequest([{ part: 0, count: 1 }, { part: 2, count: 2 }], 5);
    const quote = Quote.parse(await (await price(request)).json());
    const saved = await server.call('POST', '/api/shop-quotation/saved', {
      token: demo,
      json: { ...request, colour: null, customer: { name: '周工', company: '', phone: '' }, remarks: '', idempotencyKey: 'key-assembly-doc-01' },
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const { quoteNo } = SavedQuotation.parse(await saved.json());
    const response = await server.call('POST', `/api/shop-quotation/saved/${quoteNo}/draft`, { token: demo, json: { draftId: 'draft-assembly-doc-1' } });
    const draft = QuotationDraft.parse(await response.json());
    expect(draft.items[0]?.parts).toEqual([
      { part: 0, count: 1 },
      { part: 2, count: 2 },
    ]);
    expect(draft.quote?.lines[0]?.parts?.map((part) => [part.name, part.quantity])).toEqual([
      ['base-plate', 5],
      ['pin', 10],
    ]);
    expect(draft.quote?.goods).toBe(quote.goods);
  });
});
