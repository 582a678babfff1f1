import { beforeEach, describe, expect, it } from 'vitest';
import { Coupon, CouponCounts, CouponPage, CouponStatus } from '../../src/wire/coupons.ts';
import { createTestServer, days, messageOf, seededAt, type TestServer } from '../test-support.ts';

describe('/api/shop-coupon', () => {
  let server: TestServer;
  let demo: string;
  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
  });

  const list = async (status: CouponStatus | '', token = demo, extra = '') => {
    const response = await server.call('GET', `/api/shop-coupon?status=${status}${extra}`, { token });
    expect(response.status).toBe(200);
    return CouponPage.strict().parse(await response.json());
  };
  const claim = (id: string | number, token = demo) => server.call('POST', `/api/shop-coupon/${id}`, { token });

  describe('GET (list by status)', () => {
    it('has coupons of every status for demo, each record carrying that status', async () => {
      for (const status of ['claimable', 'unused', 'used', 'expired'] as const) {
        const page = await list(status);
        expect(page.total, status).toBeGreaterThan(0);
        expect(page.records.every((coupon) => coupon.status === status)).toBe(true);
      }
    });

    it('lists claimable coupons newest first: valid now, not claimed yet, in stock, of the own shop', async () => {
      const page = await list('claimable');
      expect(page.records.map((c) => c.id)).toEqual([4, 3, 2, 1]);
      expect(page.total).toBe(4);
      const now = seededAt.getTime();
      for (const coupon of page.records) {
        expect(Date.parse(coupon.validFrom)).toBeLessThanOrEqual(now);
        expect(Date.parse(coupon.validTo)).toBeGreaterThan(now);
      }
    });

    it('lists claimed-unused (newest claim first), used and expired coupons of demo', async () => {
      expect((await list('unused')).records.map((c) => c.id)).toEqual([5, 6]);
      expect((await list('used')).records.map((c) => c.id)).toEqual([8, 7]);
      expect((await list('expired')).records.map((c) => c.id)).toEqual([9, 10]);
    });

    it('defaults to claimable, page 1, size 10', async () => {
      const response = await server.call('GET', '/api/shop-coupon', { token: demo });
      const page = CouponPage.parse(await response.json());
      expect(page.records[0]?.status).toBe('claimable');
      expect(page.total).toBe(4);
    });

    it('pages with page and size while total counts all', async () => {
      const first = await list('claimable', demo, '&page=1&size=3');
      const second = await list('claimable', demo, '&page=2&size=3');
      expect(first.records.map((c) => c.id)).toEqual([4, 3, 2]);
      expect(second.records.map((c) => c.id)).toEqual([1]);
      expect(second.total).toBe(4);
      expect((await list('claimable', demo, '&page=9')).records).toEqual([]);
    });

    it('answers the money fields as integer fen and times as ISO strings', async () => {
      const [coupon] = (await list('claimable')).records;
      expect(coupon).toMatchObject({ id: 4, kind: 'percent', value: 12, threshold: 20000 });
      expect(coupon?.validFrom).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    });

    it('keeps each customer to their own claims and their own shop', async () => {
      const newbie = await server.login('newbie');
      expect((await list('unused', newbie)).total).toBe(0);
      expect((await list('claimable', newbie)).records.map((c) => c.id)).toEqual([4, 3, 2, 1, 6, 5, 7]);
      const other = await server.login('other');
      expect((await list('claimable', other)).records.map((c) => c.id)).toEqual([14]);
    });

    it('moves unused coupons to expired once their validity ends', async () => {
      server.advance(days(41));
      demo = await server.login('demo');
      expect((await list('unused')).total).toBe(0);
      expect((await list('expired')).records.map((c) => c.id)).toEqual([5, 6, 9, 10]);
    });

    it.each([
      ['?status=mine', /^状态的取值无效$/],
      ['?page=0', /页码最小为 1/],
      ['?size=101', /每页条数最多为 100/],
      ['?size=0', /每页条数最小为 1/],
      ['?page=abc', /^页码应为数字$/],
      ['?page=1.5', /^页码应为整数$/],
    ])('rejects the query %s with 400', async (query, message) => {
      const response = await server.call('GET', `/api/shop-coupon${query}`, { token: demo });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toMatch(message);
    });

    it('needs a login', async () => {
      const response = await server.call('GET', '/api/shop-coupon');
      expect(response.status).toBe(401);
      expect(await messageOf(response)).toBe('请先登录');
    });
  });

  describe('GET /counts', () => {
    const counts = async (token = demo) => {
      const response = await server.call('GET', '/api/shop-coupon/counts', { token });
      expect(response.status).toBe(200);
      return CouponCounts.strict().parse(await response.json());
    };
    /** What the list answers as total for each status. */
    const totals = async (token = demo) =>
      Object.fromEntries(await Promise.all(CouponStatus.options.map(async (status) => [status, (await list(status, token)).total])));

    it('counts demo\'s coupons in each status', async () => {
      expect(await counts()).toEqual({ claimable: 4, unused: 2, used: 2, expired: 2 });
    });

    it('agrees with the totals of the list for every seed customer of the shop', async () => {
      for (const username of ['demo', 'newbie', 'maker', 'e2e-profile', 'e2e-password', 'e2e-coupon', 'e2e-bind']) {
        const token = await server.login(username);
        expect(await counts(token), username).toEqual(await totals(token));
      }
    });

    it('gives newbie claimable coupons only', async () => {
      expect(await counts(await server.login('newbie'))).toEqual({ claimable: 7, unused: 0, used: 0, expired: 0 });
    });

    it('follows a claim and the passing of time', async () => {
      await claim(3);
      expect(await counts()).toEqual({ claimable: 3, unused: 3, used: 2, expired: 2 });
      server.advance(days(41));
      demo = await server.login('demo');
      expect(await counts()).toEqual(await totals());
      expect(await counts()).toMatchObject({ unused: 1, expired: 4 });
    });

    it('needs a login', async () => {
      expect((await server.call('GET', '/api/shop-coupon/counts')).status).toBe(401);
    });
  });

  describe('POST /{id} (claim)', () => {
    it('claims a claimable coupon: 201 with the coupon, now unused', async () => {
      const response = await claim(3);
      expect(response.status).toBe(201);
      expect(Coupon.strict().parse(await response.json())).toMatchObject({ id: 3, status: 'unused' });
      expect((await list('claimable')).records.map((c) => c.id)).not.toContain(3);
      expect((await list('unused')).records.map((c) => c.id)).toEqual([3, 5, 6]);
    });

    it('answers 409 when the customer already has the coupon', async () => {
      await claim(3);
      for (const id of [3, 5, 7]) {
        const response = await claim(id);
        expect(response.status).toBe(409);
        expect(await messageOf(response)).toBe('您已领取过该优惠券');
      }
    });

    it('answers 404 for an unknown coupon and for a coupon of another shop', async () => {
      for (const id of [999, 14]) {
        const response = await claim(id);
        expect(response.status).toBe(404);
        expect(await messageOf(response)).toBe('优惠券不存在');
      }
    });

    it('answers 400 for a coupon not valid yet or not valid any more', async () => {
      for (const id of [11, 12]) {
        const response = await claim(id);
        expect(response.status).toBe(400);
        expect(await messageOf(response)).toBe('优惠券不在领取时间内');
      }
    });

    it('lets the coupon not valid yet be claimed once its window opens', async () => {
      server.advance(days(7));
      expect((await claim(11, await server.login('demo'))).status).toBe(201);
    });

    it('answers 409 when the stock is gone', async () => {
      const response = await claim(13);
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe('优惠券已领完');
    });

    it.each(['abc', '1.5', '-1', '1e3', '9'.repeat(16)])('answers 400 for the id %s', async (id) => {
      const response = await claim(id);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('优惠券编号无效');
    });

    it('needs a login', async () => {
      expect((await server.call('POST', '/api/shop-coupon/3')).status).toBe(401);
    });
  });
});
