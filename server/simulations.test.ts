import { describe, expect, it } from 'vitest';
import { OrderPage } from '../src/wire/orders.ts';
import { createApp } from './app.ts';
import { simulationsEnabled } from './core/config.ts';
import { openDatabase } from './core/db.ts';
import { createTestServer, messageOf } from './test-support.ts';

describe('the simulations setting', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', SHOP_SIMULATIONS: '1' }, true],
    [{ SHOP_SIMULATIONS: '0' }, false],
    [{ SHOP_SIMULATIONS: 'false' }, false],
    [{ NODE_ENV: 'production', SHOP_SIMULATIONS: 'yes please' }, false],
  ])('reads %j as %s', (env, on) => {
    expect(simulationsEnabled(env)).toBe(on);
  });
});

describe('with simulations off', () => {
  const serverWithout = () => createTestServer({ simulations: false });

  it('answers 404 for the simulated QQ page and payment gateway', async () => {
    const server = await serverWithout();
    const calls: [string, string, BodyInit?][] = [
      ['GET', '/api/mock-qq/authorize?client_id=shop&state=s&redirect_uri=%2Fhomefactory'],
      ['POST', '/api/mock-qq/approve', new URLSearchParams({ state: 's', redirect_uri: '/homefactory', openid: 'qq-openid-demo' })],
      ['GET', '/api/mock-pay/AAAAAAAAAAAAAAAAAAAAAAAA'],
      ['POST', '/api/mock-pay/AAAAAAAAAAAAAAAAAAAAAAAA', new URLSearchParams({ outcome: 'pay' })],
    ];
    for (const [method, path, body] of calls) {
      const response = await server.call(method, path, body === undefined ? {} : { body });
      expect(response.status, path).toBe(404);
      expect(await messageOf(response)).toBe('接口不存在');
    }
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM oauth_codes').get()).toEqual({ n: 0 });
  });

  it('says QQ login is not configured where a QQ flow would start or finish, and still answers the binding status', async () => {
    const server = await serverWithout();
    const token = await server.login('demo');
    const callback = new URLSearchParams({ code: 'c'.repeat(43), state: 's'.repeat(32) }).toString();
    for (const [path, message] of [
      ['/api/shop-platform/qqlogin', 'QQ 登录未配置，请使用账号密码登录'],
      [`/api/shop-platform/qqlogin/callback?${callback}`, 'QQ 登录未配置，请使用账号密码登录'],
      ['/api/shop-platform/qqbinding/bind', 'QQ 登录未配置，暂不能绑定 QQ'],
      [`/api/shop-platform/qqbinding/bindBack?${callback}`, 'QQ 登录未配置，暂不能绑定 QQ'],
    ] as const) {
      const response = await server.call('GET', path, { token });
      expect(response.status, path).toBe(501);
      expect(await messageOf(response)).toBe(message);
    }
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM oauth_states').get()).toEqual({ n: 0 });
    const status = await server.call('GET', '/api/shop-platform/qqbinding', { token });
    expect(await status.json()).toEqual({ bound: true, nickname: '演示QQ用户' });
  });

  it('opens no online payment (the balance still pays)', async () => {
    const server = await serverWithout();
    const token = await server.login('e2e-pay');
    const page = OrderPage.parse(await (await server.call('GET', `/api/shop-order?status=${encodeURIComponent('待付款')}`, { token })).json());
    const orderNo = page.records.at(-1)?.orderNo ?? '';
    const online = await server.call('POST', `/api/shop-payment/${orderNo}/online`, { token });
    expect(online.status).toBe(501);
    expect(await messageOf(online)).toBe('在线支付未开通，请使用余额支付');
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM payments').get()).toEqual({ n: 0 });
    expect((await server.call('POST', `/api/shop-payment/${orderNo}/balance`, { token })).status).toBe(200);
  });

  it('is the default of createApp: a server nobody configured has no simulations', async () => {
    const app = createApp(openDatabase(':memory:'), { uploadDir: (await createTestServer()).uploadDir });
    expect((await app.request('/api/mock-pay/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
