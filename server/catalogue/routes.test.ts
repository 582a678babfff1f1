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

    it('gives every process its build volume, which the site checks uploaded parts against', async () => {
      const volumes = Object.fromEntries((await processes()).records.map((p) => [p.code, p.buildVolume]));
      expect(volumes).toEqual({
        SLA: { x: 600, y: 600, z: 400 },
        SLS: { x: 400, y: 400, z: 450 },
        MJF: { x: 380, y: 284, z: 380 },
        FDM: { x: 300, y: 300, z: 600 },
        CNC: { x: 1000, y: 600, z: 500 },
        VC: { x: 1000, y: 800, z: 500 },
      });
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
      const { pricing, minWallThickness, family, properties, ...seedFields } = resin ?? { pricing: undefined, minWallThickness: undefined, family: undefined, properties: undefined };
      expect(seedFields).toEqual({ id: 1, processId: 1, name: '白色树脂', colours: ['白色'], pricePerCm3: 80, minPrice: 1500, density: 1.12, leadDays: 1 });
      expect(pricing).toBeDefined();
      expect(minWallThickness).toBe(0.8);
      expect(family).toBe('光敏树脂');
      expect(properties).toEqual({ maxServiceC: 50, toughness: 'low', flexible: false, foodContact: false, medical: false });
      expect((await materials()).records.every((m) => m.colours.length > 0)).toBe(true);
    });

    it('gives every seed material its family and properties, which 更便宜 keeps (material-traits.ts)', async () => {
      const all = (await materials()).records;
      expect(all.every((m) => m.family !== undefined && m.properties !== undefined)).toBe(true);
      const byName = new Map(all.map((m) => [m.name, m]));
      expect(byName.get('POM 赛钢')).toMatchObject({ family: '工程塑料 (POM/PA/PC)', properties: { foodContact: true, flexible: false, toughness: 'high' } });
      expect(byName.get('软胶（邵氏 A 40–90）')).toMatchObject({ properties: { flexible: true, shoreA: 40 } });
    });

    it("gives every material the thinnest wall it holds: its process's, or its own where it differs", async () => {
      const walls = Object.fromEntries((await materials()).records.map((m) => [m.name, m.minWallThickness]));
      expect(Object.values(walls).every((mm) => typeof mm === 'number' && mm > 0)).toBe(true);
      expect(walls).toMatchObject({ 白色树脂: 0.8, 耐高温树脂: 1, 'PA12 尼龙': 0.8, 'TPU 弹性体': 1.5, 'HP PA12': 1, PLA: 1.2, 'POM 赛钢': 1.5, '6061 铝合金': 0.8, 'H59 黄铜': 0.8, '仿 ABS 聚氨酯': 1, '软胶（邵氏 A 40–90）': 1.5 });
      await server.call('PUT', '/api/shop-platform/users/me/usingFactory', { token: demo, json: { factoryId: 2 } });
      const metals = Object.fromEntries((await materials('?processId=5')).records.map((m) => [m.name, m.minWallThickness]));
      expect(metals).toEqual({ 'AlSi10Mg 铝合金': 1, '316L 不锈钢': 0.8, '18Ni300 模具钢': 0.8, 'TC4 钛合金': 0.8 });
    });

    it('gives every material its per-part choices: breaks from 1 part, 标准 at its lead days, finishes of its process', async () => {
      const records = (await materials()).records;
      for (const material of records) {
        expect(material.pricing?.breaks[0]).toEqual({ minQuantity: 1, factorPercent: 100 });
        expect(material.pricing?.leadTimes[0]).toEqual({ kind: 'standard', days: material.leadDays, adjustPercent: 0 });
      }
      const byId = new Map(records.map((m) => [m.id, m]));
      // 白色树脂 ships in 1 day: no 加急; SLA offers 经济 (3 more days, 10 % off).
      expect(byId.get(1)?.pricing?.leadTimes).toEqual([
        { kind: 'standard', days: 1, adjustPercent: 0 },
        { kind: 'economy', days: 4, adjustPercent: -10 },
      ]);
      // 透明树脂 (3 days): 加急 in 2 days for 40 % more, and 透明抛光, which opaque resins lack.
      expect(byId.get(4)?.pricing?.leadTimes).toContainEqual({ kind: 'express', days: 2, adjustPercent: 40 });
      expect(byId.get(4)?.pricing?.finishes.map((f) => f.name)).toEqual(['打磨', '喷漆', '透明抛光']);
      expect(byId.get(1)?.pricing?.finishes.map((f) => f.name)).toEqual(['打磨', '喷漆']);
      expect(byId.get(1)?.pricing?.finishes[1]?.colours.length).toBeGreaterThan(0);
      // FDM: layer heights; 6061 (CNC aluminium) anodizes, POM does not; CNC has no 经济.
      expect(byId.get(12)?.pricing?.finishes.map((f) => f.id)).toEqual(['layer-0.1', 'layer-0.3']);
      expect(byId.get(21)?.pricing?.finishes.map((f) => f.name)).toEqual(['阳极氧化', '喷砂']);
      expect(byId.get(20)?.pricing?.finishes.map((f) => f.name)).toEqual(['喷砂']);
      expect(byId.get(21)?.pricing?.leadTimes.map((lead) => lead.kind)).toEqual(['standard', 'express']);
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
      expect(await messageOf(response)).toMatch(/^工艺(应为数字|应为整数|应大于 0)$/);
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
