import { beforeEach, describe, expect, it } from 'vitest';
import { StoredFilePage, UploadResult } from '../../src/wire/files.ts';
import { Quote, type QuoteRequest } from '../../src/wire/quotes.ts';
import { QuotationDraft, QuotationShare, SAVED_QUOTATION_LIMIT, SavedQuotation, SavedQuotationPage, SharedQuotation, type SaveQuotation } from '../../src/wire/quote-docs.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { rmbCapital } from '../../src/lib/format/rmb-capital.ts';
import { intOf } from '../core/rows.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, days, messageOf, stepBytes, uploadFile, type TestServer } from '../test-support.ts';

describe('saved quotations', () => {
  let server: TestServer;
  let demo: string;
  let part: number;
  let manual: number;

  beforeEach(async () => {
    server = await createTestServer({ testHooks: true });
    demo = await server.login('demo');
    const upload = async (name: string, bytes: Uint8Array) => UploadResult.parse(await (await uploadFile(server, demo, 'draft-quote-doc-1', name, bytes)).json()).file.id;
    part = await upload('外壳.stl', binaryStl(box(60, 40, 20)));
    manual = await upload('支架.step', stepBytes());
  });

  const draft = (overrides: Partial<SaveQuotation> = {}): SaveQuotation => ({
    materialId: 3,
    items: [
      { fileId: part, quantity: 4 },
      { fileId: manual, quantity: 2 },
    ],
    couponId: null,
    colour: '浅黄色',
    customer: { name: '王工', company: '深圳市星火智造科技有限公司', phone: '0755-86001234' },
    remarks: '含税价，请于报价有效期内下单',
    idempotencyKey: `key-quote-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  });
  const save = (body: unknown, token = demo) => server.call('POST', '/api/shop-quotation/saved', { token, json: body });
  const saved = async (body: SaveQuotation = draft(), token = demo) => {
    const response = await save(body, token);
    expect(response.status, await response.clone().text()).toBe(201);
    return SavedQuotation.parse(await response.json());
  };
  const price = async (request: QuoteRequest, token = demo) => Quote.parse(await (await server.call('POST', '/api/shop-quotation/price', { token, json: request })).json());
  const share = async (quoteNo: string) => QuotationShare.parse(await (await server.call('POST', `/api/shop-quotation/saved/${quoteNo}/share`, { token: demo })).json());
  const openShared = (token: string, as: string) => server.call('GET', `/api/shop-quotation/shared/${token}`, { token: as });
  const toDraft = (path: string, draftId: string, as: string) => server.call('POST', path, { token: as, json: { draftId } });
  const storage = async (token: string) => SessionInfo.parse(await (await server.call('GET', '/api/shop-platform/users/me/session', { token })).json()).customer.shop.storageSize;
  const countOf = (sql: string, ...params: Array<string | number>) => intOf(server.db.prepare(sql).get(...params) ?? { n: -1 }, 'n');

  describe('saving', () => {
    it('keeps what the server’s own pricing answers, with the measured figures, names, customer and a 15-day validity', async () => {
      const body = draft();
      const quote = await price(body);
      const result = await saved({ ...body, goods: 1, payable: 1 } as SaveQuotation);
      expect(result).toMatchObject({ quoteNo: 'BJ20260301-0001', status: '有效', materialId: 3, colour: '浅黄色', share: null, createdAt: '2026-03-01T02:00:00.000Z' });
      const doc = result.document;
      expect(doc).toMatchObject({
        source: 'quotation',
        number: 'BJ20260301-0001',
        issuedAt: '2026-03-01T02:00:00.000Z',
        validUntil: '2026-03-16T02:00:00.000Z',
        validDays: 15,
        expired: false,
        shop: { name: '星火创客工作室' },
        factory: { name: '深圳宝安精密制造厂', address: '广东省深圳市宝安区福永街道凤凰第三工业区 12 栋' },
        vatRate: 13,
        customer: { name: '王工', company: '深圳市星火智造科技有限公司', phone: '0755-86001234' },
        goods: quote.goods,
        memberDiscount: quote.memberDiscount,
        discount: quote.discount,
        shipping: quote.shipping,
        payable: quote.payable,
        payableInWords: rmbCapital(quote.payable),
        manual: true,
        leadDays: quote.leadDays,
        coupon: null,
        remarks: '含税价，请于报价有效期内下单',
      });
      expect(doc.lines).toEqual([
        {
          fileId: part,
          name: '外壳.stl',
          format: 'stl',
          geometry: { volume: 48_000, area: expect.any(Number), bbox: { x: 60, y: 40, z: 20 }, triangles: 12, machining: expect.objectContaining({ setups: ['+z', '-z'] }), support: expect.objectContaining({ '+z': { area: 0, volume: 0 } }) },
          manual: false,
          process: 'SLA 光敏树脂',
          material: '高韧性树脂',
          colour: '浅黄色',
          spec: null,
          quantity: 4,
          unitPrice: quote.lines[0]?.unitPrice,
          subtotal: quote.lines[0]?.subtotal,
          breakdown: quote.lines[0]?.breakdown,
        },
        { fileId: manual, name: '支架.step', format: 'step', geometry: null, manual: true, process: 'SLA 光敏树脂', material: '高韧性树脂', colour: '浅黄色', spec: null, quantity: 2, unitPrice: 0, subtotal: 0 },
      ]);
    });

    it('prices the coupon as /price does and prints its title', async () => {
      const coupons = await server.call('GET', '/api/shop-coupon?status=unused&size=50', { token: demo });
      const { records } = (await coupons.json()) as { records: Array<{ id: number; title: string; scope?: { orderKind: string | null } }> };
      let used = false;
      for (const coupon of records) {
        const body = draft({ items: [{ fileId: part, quantity: 40 }], couponId: coupon.id });
        const response = await save(body);
        if (response.status !== 201) continue;
        const doc = SavedQuotation.parse(await response.json()).document;
        expect(doc.coupon).toBe(coupon.title);
        expect(doc.discount).toBe((await price(body)).discount);
        used = true;
        break;
      }
      expect(used).toBe(true);
    });

    it('saves once per idempotency key, also for two submissions at once', async () => {
      const body = draft({ idempotencyKey: 'key-quote-once' });
      const answers = await Promise.all([save(body), save(body)]);
      expect(answers.map((r) => r.status).toSorted()).toEqual([200, 201]);
      expect(countOf('SELECT COUNT(*) AS n FROM quotations')).toBeGreaterThanOrEqual(1);
      expect(countOf("SELECT COUNT(*) AS n FROM quotations WHERE idempotency_key = 'key-quote-once'")).toBe(1);
    });

    it('refuses what /price refuses, and a colour the material does not come in', async () => {
      const colour = await save(draft({ colour: '黑色' }));
      expect(colour.status).toBe(400);
      expect(await messageOf(colour)).toBe('所选颜色不在该材料的可选颜色中（可选：白色、浅黄色）');
      expect((await save(draft({ materialId: 16 }))).status).toBe(404);
      const maker = await server.login('maker');
      const foreign = await save(draft({ materialId: 20 }), maker);
      expect(foreign.status).toBe(404);
      const newbie = await server.login('newbie');
      const noFactory = await save(draft(), newbie);
      expect(noFactory.status).toBe(409);
      expect(await messageOf(noFactory)).toBe('请先选择常用工厂');
      const phone = await save(draft({ customer: { name: '王工', company: '', phone: '12345' } }));
      expect(await messageOf(phone)).toBe('联系电话应为手机号或带区号的固定电话');
      expect((await save(draft({ customer: { name: ' ', company: '', phone: '' } }))).status).toBe(400);
    });

    it(`keeps at most ${SAVED_QUOTATION_LIMIT}, also when the last ones arrive at once`, async () => {
      const first = await saved();
      const clone = server.db.prepare(
        `INSERT INTO quotations (quote_no, customer_id, shop_id, shop_name, factory_id, factory_name, factory_city, material_id, material_name, process_name,
           colour, contact_name, goods, member_discount, discount, shipping, payable, manual, lead_days, idempotency_key, created_at, valid_until)
         SELECT ?, customer_id, shop_id, shop_name, factory_id, factory_name, factory_city, material_id, material_name, process_name,
           colour, contact_name, goods, member_discount, discount, shipping, payable, manual, lead_days, ?, created_at, valid_until FROM quotations WHERE quote_no = ?`,
      );
      const cloneLines = server.db.prepare(
        `INSERT INTO quotation_lines (quotation_id, position, file_id, name, volume, unit_price, quantity, subtotal, manual)
         SELECT (SELECT id FROM quotations WHERE quote_no = ?), position, file_id, name, volume, unit_price, quantity, subtotal, manual
         FROM quotation_lines WHERE quotation_id = (SELECT id FROM quotations WHERE quote_no = ?)`,
      );
      // demo's seeded quotations count too.
      const seeded = countOf('SELECT COUNT(*) AS n FROM quotations WHERE customer_id = 1') - 1;
      for (let n = 2; n <= SAVED_QUOTATION_LIMIT - 1 - seeded; n += 1) {
        clone.run(`BJ20200101-${n}`, `key-clone-${n}`, first.quoteNo);
        cloneLines.run(`BJ20200101-${n}`, first.quoteNo);
      }
      const answers = await Promise.all([save(draft()), save(draft()), save(draft())]);
      expect(answers.map((r) => r.status).toSorted()).toEqual([201, 409, 409]);
      expect(await messageOf(answers.find((r) => r.status === 409) ?? new Response())).toBe(`最多保存 ${SAVED_QUOTATION_LIMIT} 份报价单，请先删除不用的报价单`);
      expect(SavedQuotationPage.parse(await (await server.call('GET', '/api/shop-quotation/saved', { token: demo })).json()).total).toBe(SAVED_QUOTATION_LIMIT);
    });

    it('lists the customer’s quotations, newest first, and opens, deletes and shares only the customer’s own', async () => {
      // demo's seeded quotations are older than today's, so they follow.
      const seeded = countOf('SELECT COUNT(*) AS n FROM quotations WHERE customer_id = 1');
      const first = await saved();
      server.advance(60_000);
      const second = await saved(draft({ items: [{ fileId: part, quantity: 1 }] }));
      const page = SavedQuotationPage.parse(await (await server.call('GET', '/api/shop-quotation/saved', { token: demo })).json());
      expect(page.records.slice(0, 2).map((q) => [q.quoteNo, q.title, q.lineCount, q.shared])).toEqual([
        [second.quoteNo, '外壳.stl', 1, false],
        [first.quoteNo, '外壳.stl', 2, false],
      ]);
      expect(page.total).toBe(seeded + 2);
      expect(page.limit).toBe(SAVED_QUOTATION_LIMIT);
      const other = await server.login('e2e-buy');
      for (const [method, path, json] of [
        ['GET', `/api/shop-quotation/saved/${first.quoteNo}`, undefined],
        ['DELETE', `/api/shop-quotation/saved/${first.quoteNo}`, undefined],
        ['POST', `/api/shop-quotation/saved/${first.quoteNo}/share`, undefined],
        ['DELETE', `/api/shop-quotation/saved/${first.quoteNo}/share`, undefined],
        ['POST', `/api/shop-quotation/saved/${first.quoteNo}/draft`, { draftId: 'draft-other-0001' }],
      ] as const) {
        const response = await server.call(method, path, { token: other, json });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await messageOf(response)).toBe('报价单不存在');
      }
      expect(SavedQuotationPage.parse(await (await server.call('GET', '/api/shop-quotation/saved', { token: other })).json()).total).toBe(0);
      expect((await server.call('DELETE', `/api/shop-quotation/saved/${first.quoteNo}`, { token: demo })).status).toBe(204);
      expect((await server.call('GET', `/api/shop-quotation/saved/${first.quoteNo}`, { token: demo })).status).toBe(404);
    });

    it('keeps its files while it exists: used, not deletable, not cleaned up; deleting the quotation frees them', async () => {
      const result = await saved();
      const files = StoredFilePage.parse(await (await server.call('GET', '/api/shop-file?size=50', { token: demo })).json()).records;
      const mine = files.find((f) => f.id === part);
      expect(mine?.usedBy).toEqual([{ kind: 'quotation', no: result.quoteNo }]);
      expect(mine?.expiresAt).toBeNull();
      const refused = await server.call('DELETE', `/api/shop-file/${part}`, { token: demo });
      expect(refused.status).toBe(409);
      expect(await messageOf(refused)).toBe(`文件「外壳.stl」已用于报价单 ${result.quoteNo}，删除报价单后才能删除`);
      server.advance(days(8));
      await server.call('POST', '/api/__test__/maintenance');
      expect(countOf('SELECT COUNT(*) AS n FROM design_files WHERE id = ?', part)).toBe(1);

      // Sessions end after 3 days unused.
      const again = await server.login('demo');
      await server.call('DELETE', `/api/shop-quotation/saved/${result.quoteNo}`, { token: again });
      expect((await server.call('DELETE', `/api/shop-file/${part}`, { token: again })).status).toBe(200);
    });

    it('is 已过期 after 15 days and still opens, as does its shared link', async () => {
      const result = await saved();
      const { token } = await share(result.quoteNo);
      server.advance(days(15));
      const later = SavedQuotation.parse(await (await server.call('GET', `/api/shop-quotation/saved/${result.quoteNo}`, { token: await server.login('demo') })).json());
      expect(later.status).toBe('已过期');
      expect(later.document.expired).toBe(true);
      expect(later.document.payable).toBe(result.document.payable);
      const colleague = await server.login('e2e-buy');
      expect(SharedQuotation.parse(await (await openShared(token, colleague)).json())).toMatchObject({ status: '已过期', document: { expired: true } });
    });
  });

  describe('sharing', () => {
    it('lets a colleague of the same shop open it read-only after logging in, and nobody else', async () => {
      const result = await saved();
      const shared = await share(result.quoteNo);
      expect(shared.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(await share(result.quoteNo)).toEqual(shared);

      const colleague = await server.login('e2e-buy');
      const opened = await openShared(shared.token, colleague);
      expect(opened.status).toBe(200);
      expect(SharedQuotation.parse(await opened.json())).toEqual({ quoteNo: result.quoteNo, status: '有效', mine: false, sharedBy: '演示用户', document: result.document });
      expect(SharedQuotation.parse(await (await openShared(shared.token, demo)).json()).mine).toBe(true);

      const otherShop = await server.login('other');
      const refused = await openShared(shared.token, otherShop);
      expect(refused.status).toBe(404);
      expect(await messageOf(refused)).toBe('报价单不存在');
      expect((await server.call('GET', `/api/shop-quotation/shared/${shared.token}`)).status).toBe(401);
      expect((await openShared('not-a-token-at-all-000000', colleague)).status).toBe(404);
      // The quotation number alone opens nothing for a colleague.
      expect((await server.call('GET', `/api/shop-quotation/saved/${result.quoteNo}`, { token: colleague })).status).toBe(404);
    });

    it('stops the link when sharing stops; sharing again makes a new link', async () => {
      const result = await saved();
      const first = await share(result.quoteNo);
      expect((await server.call('DELETE', `/api/shop-quotation/saved/${result.quoteNo}/share`, { token: demo })).status).toBe(204);
      const colleague = await server.login('e2e-buy');
      expect((await openShared(first.token, colleague)).status).toBe(404);
      const second = await share(result.quoteNo);
      expect(second.token).not.toBe(first.token);
      expect((await openShared(second.token, colleague)).status).toBe(200);
    });
  });

  describe('turning it into a draft', () => {
    it('copies the files into the colleague’s own name, counted in the shop’s storage, and prices the draft for them', async () => {
      const result = await saved();
      const { token } = await share(result.quoteNo);
      const colleague = await server.login('e2e-buy');
      const before = await storage(colleague);
      const response = await toDraft(`/api/shop-quotation/shared/${token}/draft`, 'draft-colleague-0001', colleague);
      expect(response.status, await response.clone().text()).toBe(201);
      const made = QuotationDraft.parse(await response.json());
      expect(made).toMatchObject({ quoteNo: result.quoteNo, draftId: 'draft-colleague-0001', expired: false, materialId: 3, colour: '浅黄色', remarks: result.document.remarks, copied: true, unpriced: null });
      expect(made.items.map((item) => [item.file.name, item.quantity])).toEqual([['外壳.stl', 4], ['支架.step', 2]]);
      expect(made.items.map((item) => item.file.id)).not.toContain(part);
      const bytes = countOf('SELECT SUM(size) AS n FROM design_files WHERE id IN (?, ?)', part, manual);
      expect(made.storageSize).toBe(before + bytes);
      expect(await storage(colleague)).toBe(before + bytes);
      expect(made.quote).toEqual(await price({ materialId: 3, items: made.items.map((item) => ({ fileId: item.file.id, quantity: item.quantity })), couponId: null }, colleague));

      // The copies are the colleague's: listed, downloadable, deletable; the originals stay demo's alone.
      const theirs = StoredFilePage.parse(await (await server.call('GET', '/api/shop-file', { token: colleague })).json()).records.map((f) => f.id);
      expect(theirs.toSorted()).toEqual(made.items.map((item) => item.file.id).toSorted());
      const copy = made.items[0]?.file.id ?? 0;
      const content = await server.call('GET', `/api/shop-file/${copy}/content`, { token: colleague });
      expect(content.status).toBe(200);
      expect(new Uint8Array(await content.arrayBuffer())).toEqual(binaryStl(box(60, 40, 20)));
      expect((await server.call('GET', `/api/shop-file/${part}/content`, { token: colleague })).status).toBe(404);
      expect((await server.call('GET', `/api/shop-file/${copy}/content`, { token: demo })).status).toBe(404);
    });

    it('copies once per draft: the same request again, or two at once, answers the same copies', async () => {
      const result = await saved();
      const { token } = await share(result.quoteNo);
      const colleague = await server.login('e2e-buy');
      const answers = await Promise.all([
        toDraft(`/api/shop-quotation/shared/${token}/draft`, 'draft-colleague-0002', colleague),
        toDraft(`/api/shop-quotation/shared/${token}/draft`, 'draft-colleague-0002', colleague),
      ]);
      expect(answers.map((r) => r.status).toSorted()).toEqual([200, 201]);
      const [a, b] = await Promise.all(answers.map(async (r) => QuotationDraft.parse(await r.json()).items.map((item) => item.file.id)));
      expect(a).toEqual(b);
      const again = QuotationDraft.parse(await (await toDraft(`/api/shop-quotation/shared/${token}/draft`, 'draft-colleague-0002', colleague)).json());
      expect(again.items.map((item) => item.file.id)).toEqual(a);
      expect(countOf("SELECT COUNT(*) AS n FROM design_files WHERE draft_id = 'draft-colleague-0002'")).toBe(2);
      expect(countOf('SELECT COUNT(*) AS n FROM design_files WHERE customer_id = (SELECT id FROM customers WHERE username = ?)', 'e2e-buy')).toBe(2);
    });

    it('uses the owner’s own files for the owner’s draft, copying nothing', async () => {
      const result = await saved();
      const response = await toDraft(`/api/shop-quotation/saved/${result.quoteNo}/draft`, 'draft-owner-0001', demo);
      expect(response.status).toBe(200);
      const made = QuotationDraft.parse(await response.json());
      expect(made).toMatchObject({ copied: false, materialId: 3 });
      expect(made.items.map((item) => item.file.id)).toEqual([part, manual]);
      expect(made.quote?.payable).toBe(result.document.payable);
      const { token } = await share(result.quoteNo);
      expect(QuotationDraft.parse(await (await toDraft(`/api/shop-quotation/shared/${token}/draft`, 'draft-owner-0002', demo)).json()).copied).toBe(false);
    });

    it('re-prices a draft of an expired quotation at today’s prices', async () => {
      const result = await saved(draft({ items: [{ fileId: part, quantity: 4 }] }));
      const { token } = await share(result.quoteNo);
      expect((await server.call('POST', '/api/__test__/material-price', { json: { materialId: 3, pricePerCm3: 220 } })).status).toBe(204);
      server.advance(days(16));
      const colleague = await server.login('e2e-buy');
      const made = QuotationDraft.parse(await (await toDraft(`/api/shop-quotation/shared/${token}/draft`, 'draft-expired-0001', colleague)).json());
      expect(made.expired).toBe(true);
      // 高韧性树脂 at its new ¥2.20/cm³: 48 cm³ × 220 = 10 560, and 20 mm of build height × 15 = 300.
      expect(made.quote?.lines[0]?.unitPrice).toBe(Math.round((48_000 * 220) / 1000) + 20 * 15);
      expect(made.quote?.goods).not.toBe(result.document.goods);
      // The document keeps the figures it was saved with.
      expect(SharedQuotation.parse(await (await openShared(token, colleague)).json()).document.goods).toBe(result.document.goods);
    });

    it('says why there is no price when the reader’s factory does not offer the material, and still copies', async () => {
      const result = await saved();
      const { token } = await share(result.quoteNo);
      const maker = await server.login('maker');
      const made = QuotationDraft.parse(await (await toDraft(`/api/shop-quotation/shared/${token}/draft`, 'draft-maker-0001', maker)).json());
      expect(made).toMatchObject({ copied: true, quote: null, unpriced: '材料不存在或当前工厂不提供' });
      expect(made.items).toHaveLength(2);
    });

    it('copies nothing when the shop’s storage cannot take the files, or the draft would hold too many', async () => {
      const result = await saved();
      const { token } = await share(result.quoteNo);
      const colleague = await server.login('e2e-buy');
      server.db.prepare('UPDATE shops SET storage_size = storage_quota - 100 WHERE id = 1').run();
      const full = await toDraft(`/api/shop-quotation/shared/${token}/draft`, 'draft-full-0001', colleague);
      expect(full.status).toBe(413);
      expect(await messageOf(full)).toMatch(/^存储空间不足：「报价单 BJ20260301-0001 的文件」需要 /);
      server.db.prepare('UPDATE shops SET storage_size = 0 WHERE id = 1').run();
      for (let n = 0; n < 19; n += 1) await uploadFile(server, colleague, 'draft-crowded-01', `p${n}.step`, stepBytes(`/* ${n} */\n`));
      const crowded = await toDraft(`/api/shop-quotation/shared/${token}/draft`, 'draft-crowded-01', colleague);
      expect(crowded.status).toBe(409);
      expect(await messageOf(crowded)).toBe('该报价草稿的文件数将超过 20 个，请新建一个草稿');
      expect(countOf('SELECT COUNT(*) AS n FROM quotation_copies')).toBe(0);
      expect(countOf("SELECT COUNT(*) AS n FROM design_files WHERE draft_id = 'draft-crowded-01'")).toBe(19);
    });

    it('refuses a malformed draft id and an unknown link', async () => {
      const result = await saved();
      const { token } = await share(result.quoteNo);
      const colleague = await server.login('e2e-buy');
      expect((await toDraft(`/api/shop-quotation/shared/${token}/draft`, 'x', colleague)).status).toBe(400);
      expect((await toDraft('/api/shop-quotation/shared/unknown-token-000000000/draft', 'draft-unknown-01', colleague)).status).toBe(404);
      const otherShop = await server.login('other');
      expect((await toDraft(`/api/shop-quotation/shared/${token}/draft`, 'draft-other-0001', otherShop)).status).toBe(404);
    });
  });
});
