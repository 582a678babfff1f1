import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FootagePage } from '../../src/wire/footage.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';
import { ConsumableStateChange } from './consumable-routes.ts';

/** 数显游标卡尺 as seeded: ¥129.00, 60 in stock, on sale. */
const CALIPER = { id: 31, price: 12_900, stock: 60 } as const;

const setState = (server: TestServer, json: unknown) => server.call('POST', '/api/__test__/consumable-state', { json });
const corrupt = (server: TestServer, json: unknown) => server.call('POST', '/api/__test__/corrupt-next-download', { json });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('consumable and footage test hooks', () => {
  it.each(['/api/__test__/consumable-state', '/api/__test__/corrupt-next-download'])('do not exist by default: %s is 404', async (path) => {
    const server = await createTestServer();
    const response = await server.call('POST', path, { json: { consumableId: CALIPER.id, price: 1, footageId: 1, token: 'x' } });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('接口不存在');
  });

  describe('consumable-state', () => {
    const price = async (server: TestServer, token: string) => {
      const response = await server.call('POST', '/api/shop-consumable-order/price', { token, json: { items: [{ consumableId: CALIPER.id, quantity: 2 }], couponId: null } });
      return { status: response.status, body: await response.json() };
    };

    it('reprices a consumable for the next quote and answers the state before and after', async () => {
      const server = await createTestServer({ testHooks: true });
      const token = await server.login('demo');
      const response = await setState(server, { consumableId: CALIPER.id, price: 13_900 });
      expect(response.status).toBe(200);
      expect(ConsumableStateChange.strict().parse(await response.json())).toEqual({
        before: { price: CALIPER.price, stock: CALIPER.stock, onSale: true },
        after: { price: 13_900, stock: CALIPER.stock, onSale: true },
      });
      expect((await price(server, token)).body).toMatchObject({ goods: 27_800, lines: [{ unitPrice: 13_900, stock: CALIPER.stock }] });
    });

    it('sets the stock (a sold-out item is still listed, with stock 0)', async () => {
      const server = await createTestServer({ testHooks: true });
      const token = await server.login('demo');
      expect((await setState(server, { consumableId: CALIPER.id, stock: 0 })).status).toBe(200);
      const listed = await (await server.call('GET', `/api/shop-consumable/${CALIPER.id}`, { token })).json();
      expect(listed).toMatchObject({ stock: 0, price: CALIPER.price });
    });

    it('takes a consumable off sale and back: unlisted and refused in between, as before afterwards', async () => {
      const server = await createTestServer({ testHooks: true });
      const token = await server.login('demo');
      const off = await (await setState(server, { consumableId: CALIPER.id, onSale: false })).json();
      expect(off.after).toEqual({ price: CALIPER.price, stock: CALIPER.stock, onSale: false });
      expect((await server.call('GET', `/api/shop-consumable/${CALIPER.id}`, { token })).status).toBe(404);
      const refused = await price(server, token);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('「数显游标卡尺」已下架');

      expect((await setState(server, { consumableId: CALIPER.id, ...off.before })).status).toBe(200);
      expect((await server.call('GET', `/api/shop-consumable/${CALIPER.id}`, { token })).status).toBe(200);
      expect((await price(server, token)).status).toBe(200);
    });

    it.each([
      [{ consumableId: 999, price: 100 }, 404, '耗材不存在'],
      [{ consumableId: CALIPER.id }, 400, '至少修改 price、stock、onSale 中的一项'],
      [{ consumableId: CALIPER.id, price: 0 }, 400, 'price 须为正整数'],
      [{ consumableId: CALIPER.id, price: 99.5 }, 400, 'price 须为整数'],
      [{ consumableId: CALIPER.id, stock: -1 }, 400, 'stock 不能为负'],
      [{ price: 100 }, 400, '缺少耗材'],
    ])('answers %j with %i %s and changes nothing', async (json, status, message) => {
      const server = await createTestServer({ testHooks: true });
      const response = await setState(server, json);
      expect(response.status).toBe(status);
      expect(await messageOf(response)).toBe(message);
      const token = await server.login('demo');
      expect(await (await server.call('GET', `/api/shop-consumable/${CALIPER.id}`, { token })).json()).toMatchObject({ price: CALIPER.price, stock: CALIPER.stock });
    });
  });

  describe('corrupt-next-download', () => {
    async function smallFootage(server: TestServer, token: string) {
      const page = FootagePage.parse(await (await server.call('GET', '/api/shop-footage?keyword=FDM%20线材规格表', { token })).json());
      const [item] = page.records;
      if (item === undefined) throw new Error('FDM 线材规格表 is not listed');
      return item;
    }
    const download = async (server: TestServer, id: number, token: string) => {
      const response = await server.call('GET', `/api/shop-footage/${id}/download`, { token });
      return { status: response.status, length: response.headers.get('Content-Length'), bytes: new Uint8Array(await response.arrayBuffer()) };
    };

    it("spoils one byte of that session's next download of that footage, once; the length stays the same", async () => {
      const server = await createTestServer({ testHooks: true });
      const token = await server.login('demo');
      const item = await smallFootage(server, token);
      expect((await corrupt(server, { footageId: item.id, token })).status).toBe(204);

      const spoilt = await download(server, item.id, token);
      expect(spoilt.status).toBe(200);
      expect(spoilt.length).toBe(String(item.size));
      expect(spoilt.bytes.byteLength).toBe(item.size);
      expect(sha256(spoilt.bytes)).not.toBe(item.sha256);

      const whole = await download(server, item.id, token);
      expect(whole.bytes.byteLength).toBe(item.size);
      expect(sha256(whole.bytes)).toBe(item.sha256);
      const differing = whole.bytes.reduce((count, byte, index) => count + (byte === spoilt.bytes[index] ? 0 : 1), 0);
      expect(differing).toBe(1);
    });

    it("leaves other sessions' downloads and other footage whole, and waits for a download that succeeds", async () => {
      const server = await createTestServer({ testHooks: true });
      const mine = await server.login('demo');
      const theirs = await server.login('demo');
      const item = await smallFootage(server, mine);
      await corrupt(server, { footageId: item.id, token: mine });

      expect(sha256((await download(server, item.id, theirs)).bytes)).toBe(item.sha256);
      const others = FootagePage.parse(await (await server.call('GET', '/api/shop-footage?size=100', { token: mine })).json()).records;
      const other = others.find((f) => f.id !== item.id && f.size < 1_000_000);
      if (other === undefined) throw new Error('no other small footage');
      expect(sha256((await download(server, other.id, mine)).bytes)).toBe(other.sha256);
      // A refusal is answered as it is, not spoilt.
      await corrupt(server, { footageId: 26, token: mine });
      const refused = await server.call('GET', '/api/shop-footage/26/download', { token: mine });
      expect(refused.status).toBe(404);
      expect(await messageOf(refused)).toBe('素材不存在');
      await server.call('POST', '/api/__test__/fail-next', { json: { method: 'GET', path: `/api/shop-footage/${item.id}/download`, status: 503, token: mine } });
      expect((await download(server, item.id, mine)).status).toBe(503);

      expect(sha256((await download(server, item.id, mine)).bytes)).not.toBe(item.sha256);
    });

    it.each([
      [{ footageId: 999, token: 't' }, 404, '素材不存在'],
      [{ footageId: 1 }, 400, '缺少令牌'],
      [{ footageId: 1, token: '' }, 400, 'token 不能为空'],
      [{ footageId: 0, token: 't' }, 400, 'footageId 须为正整数'],
    ])('answers %j with %i %s', async (json, status, message) => {
      const server = await createTestServer({ testHooks: true });
      const response = await corrupt(server, json);
      expect(response.status).toBe(status);
      expect(await messageOf(response)).toBe(message);
    });
  });
});
