import { beforeEach, describe, expect, it } from 'vitest';
import { FactoryPage } from '../../src/wire/factories.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { seedFactories } from '../catalogue/seed.ts';
import { seedCustomers } from './seed.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';

const path = '/api/shop-factory';

describe('GET /api/shop-factory', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer();
  });

  const list = async (username: string, query = '') => {
    const response = await server.call('GET', `${path}${query}`, { token: await server.login(username) });
    expect(response.status).toBe(200);
    return FactoryPage.strict().parse(await response.json());
  };

  it('lists the factories linked to demo with intro, Chinese process names and lead times', async () => {
    const page = await list('demo');
    expect(page.total).toBe(2);
    expect(page.records[0]).toEqual({
      id: 1,
      name: '深圳宝安精密制造厂',
      city: '深圳',
      intro: seedFactories[0]?.intro,
      processes: ['SLA 光敏树脂', 'SLS 尼龙', 'MJF 尼龙', 'FDM 熔融沉积', 'CNC 加工', '真空复模'],
      leadDaysMin: 1,
      leadDaysMax: 10,
    });
    expect(page.records[1]).toMatchObject({ id: 2, name: '苏州工业园3D打印中心', leadDaysMin: 1, leadDaysMax: 8 });
  });

  it('lists by id and keeps each customer to their own links', async () => {
    expect((await list('maker')).records.map((factory) => factory.id)).toEqual([1, 3]);
    expect((await list('e2e-profile')).records.map((factory) => factory.id)).toEqual([1, 2, 4]);
    expect((await list('newbie')).records.map((factory) => factory.id)).toEqual([1, 2]);
  });

  it('pages with page and size while total counts all', async () => {
    const second = await list('e2e-profile', '?page=2&size=2');
    expect(second.records.map((factory) => factory.id)).toEqual([4]);
    expect(second.total).toBe(3);
    expect((await list('e2e-profile', '?page=3&size=2')).records).toEqual([]);
  });

  it.each([
    ['?page=0', /页码最小为 1/],
    ['?size=101', /每页条数最多为 100/],
    ['?size=abc', /^每页条数应为数字$/],
  ])('rejects the query %s with 400', async (query, message) => {
    const response = await server.call('GET', `${path}${query}`, { token: await server.login('demo') });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(message);
  });

  it('needs a login', async () => {
    expect((await server.call('GET', path)).status).toBe(401);
  });

  it('lists exactly the factories PUT users/me/usingFactory accepts, for every seed customer', async () => {
    const candidates = [...seedFactories.map((factory) => factory.id), 999];
    for (const customer of seedCustomers) {
      const token = await server.login(customer.username);
      const listed = (await list(customer.username)).records.map((factory) => factory.id);
      for (const factoryId of candidates) {
        const response = await server.call('PUT', '/api/shop-platform/users/me/usingFactory', { token, json: { factoryId } });
        if (listed.includes(factoryId)) {
          expect(response.status, `${customer.username} → ${factoryId}`).toBe(200);
          expect(SessionInfo.parse(await response.json()).customer.usingFactory?.id).toBe(factoryId);
        } else {
          expect(response.status, `${customer.username} → ${factoryId}`).toBe(404);
          expect(await messageOf(response)).toBe('工厂不存在或不可用');
        }
      }
    }
  });
});
