import { beforeEach, describe, expect, it } from 'vitest';
import { MaterialPage, ProcessPage } from '../../src/wire/catalogue.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';

describe('the catalogue of the using factory', () => {
  let server: TestServer;
  let demo: string;
  beforeEach(async () => {
    server = await createTestServer();
    demo = await server.login('demo');
  });

  const processes = async (token = demo) => {
    const response = await server.call('GET', '/api/shop-process', { token });
    expect(response.status).toBe(200);
    return ProcessPage.strict().parse(await response.json());
  };
  const materials = async (query = '', token = demo) => {
    const response = await server.call('GET', `/api/shop-material${query}`, { token });
    expect(response.status).toBe(200);
    return MaterialPage.strict().parse(await response.json());
  };

  describe('GET /api/shop-process', () => {
    it('lists the six processes of demo\'s factory in catalogue order, all of them at once', async () => {
      const page = await processes();
      expect(page.records.map((p) => p.code)).toEqual(['SLA', 'SLS', 'MJF', 'FDM', 'CNC', 'VC']);
      expect(page.total).toBe(6);
      expect(page.records[0]).toMatchObject({ id: 1, name: 'SLA 光敏树脂' });
      expect(page.records[0]?.description).not.toBe('');
    });

    it('follows the customer\'s factory', async () => {
      expect((await processes(await server.login('maker'))).records.map((p) => p.code)).toEqual(['CNC', 'VC']);
      await server.call('PUT', '/api/shop-platform/users/me/usingFactory', { token: demo, json: { factoryId: 2 } });
      expect((await processes()).records.map((p) => p.code)).toEqual(['SLA', 'SLS', 'MJF', 'FDM', 'SLM']);
    });
  });

  describe('GET /api/shop-material', () => {
    it('lists 20+ materials of demo\'s factory, each of one of its processes, cheapest first within a process', async () => {
      const page = await materials();
      expect(page.total).toBeGreaterThanOrEqual(20);
      expect(page.records).toHaveLength(page.total);
      const offered = new Set((await processes()).records.map((p) => p.id));
      expect(page.records.every((m) => offered.has(m.processId))).toBe(true);
      for (const processId of offered) {
        const prices = page.records.filter((m) => m.processId === processId).map((m) => m.pricePerCm3);
        expect(prices.length, `process ${processId}`).toBeGreaterThan(0);
        expect(prices).toEqual(prices.toSorted((a, b) => a - b));
      }
    });

    it('gives every material its colours, price per cm³, minimum price, density and lead days', async () => {
      const [resin] = (await materials('?processId=1')).records;
      expect(resin).toEqual({ id: 1, processId: 1, name: '白色树脂', colours: ['白色'], pricePerCm3: 80, minPrice: 1500, density: 1.12, leadDays: 1 });
      expect((await materials()).records.every((m) => m.colours.length > 0)).toBe(true);
    });

    it('filters by process', async () => {
      const page = await materials('?processId=4');
      expect(page.records.map((m) => m.name)).toEqual(['PLA', 'ABS', 'PETG', 'PC']);
      expect(page.total).toBe(4);
    });

    it('answers 404 for a process the factory does not offer', async () => {
      for (const processId of [5, 99]) {
        const response = await server.call('GET', `/api/shop-material?processId=${processId}`, { token: demo });
        expect(response.status).toBe(404);
        expect(await messageOf(response)).toBe('当前工厂不提供该工艺');
      }
    });

    it.each(['abc', '0', '1.5'])('answers 400 for the processId %s', async (processId) => {
      const response = await server.call('GET', `/api/shop-material?processId=${processId}`, { token: demo });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toMatch(/^processId：/);
    });
  });

  it.each(['/api/shop-process', '/api/shop-material'])('%s answers 409 when the customer has no using factory', async (path) => {
    const response = await server.call('GET', path, { token: await server.login('newbie') });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe('请先选择常用工厂');
  });

  it.each(['/api/shop-process', '/api/shop-material'])('%s needs a login', async (path) => {
    expect((await server.call('GET', path)).status).toBe(401);
  });
});
