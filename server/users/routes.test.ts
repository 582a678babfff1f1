import { beforeEach, describe, expect, it } from 'vitest';
import { SessionInfo } from '../../src/wire/platform.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';

const base = '/api/shop-platform/users/me';

async function sessionOf(response: Response): Promise<SessionInfo> {
  return SessionInfo.strict().parse(await response.json());
}

describe('GET /users/me/session', () => {
  it('describes demo with shop, using factory, QQ binding, balance and member level', async () => {
    const server = await createTestServer();
    const response = await server.call('GET', `${base}/session`, { token: await server.login('demo') });
    expect(response.status).toBe(200);
    const { customer } = await sessionOf(response);
    expect(customer).toMatchObject({
      username: 'demo',
      nickname: '演示用户',
      phone: '13800138000',
      email: 'demo@example.com',
      balance: 128800,
      // Earned by its seeded history: a year of orders, a design package, QQ and a complete profile.
      memberLevel: '黄金会员',
      qqBound: true,
      usingFactory: { name: '深圳宝安精密制造厂', city: '深圳' },
      shop: { name: '星火创客工作室', storageQuota: 2 * 1024 ** 3 },
    });
    expect(customer.shop.storageSize).toBeGreaterThan(0);
    expect(customer.shop.storageSize).toBeLessThan(customer.shop.storageQuota);
  });

  it('shows newbie without a using factory and without QQ', async () => {
    const server = await createTestServer();
    const response = await server.call('GET', `${base}/session`, { token: await server.login('newbie') });
    const { customer } = await sessionOf(response);
    expect(customer).toMatchObject({ nickname: '新用户', usingFactory: null, qqBound: false, balance: 0, memberLevel: '普通会员' });
  });

  it('shows a customer of another shop with that shop', async () => {
    const server = await createTestServer();
    const response = await server.call('GET', `${base}/session`, { token: await server.login('other') });
    expect((await sessionOf(response)).customer.shop.name).not.toBe('星火创客工作室');
  });
});

describe('PUT /users/me/{action}', () => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await createTestServer();
    token = await server.login('demo');
  });

  describe('password', () => {
    const change = (json: object, as = token) => server.call('PUT', `${base}/password`, { token: as, json: { currentPassword: 'Demo1234', ...json } });

    it('changes the password and ends every session of the customer, this one included', async () => {
      const otherDevice = await server.login('demo');
      const maker = await server.login('maker');
      const response = await change({ password: 'NewPass99', confirmPassword: 'NewPass99' });
      expect(response.status).toBe(204);
      for (const ended of [token, otherDevice]) {
        const after = await server.call('GET', `${base}/session`, { token: ended });
        expect(after.status).toBe(401);
      }
      expect((await server.call('GET', `${base}/session`, { token: maker })).status).toBe(200);
    });

    it('lets the customer log in with the new password only', async () => {
      await change({ password: 'NewPass99', confirmPassword: 'NewPass99' });
      const old = await server.call('POST', '/api/shop-platform/sessions', {
        json: { username: 'demo', password: 'Demo1234' },
      });
      expect(old.status).toBe(401);
      await expect(server.login('demo', 'NewPass99')).resolves.toMatch(/^[\w-]{43}$/);
    });

    it('stores a salted argon2id hash, not the password', async () => {
      await change({ password: 'NewPass99', confirmPassword: 'NewPass99' });
      const row = server.db.prepare("SELECT password_hash FROM customers WHERE username = 'demo'").get();
      expect(String(row?.['password_hash'])).toMatch(/^\$argon2id\$v=19\$/);
      expect(String(row?.['password_hash'])).not.toContain('NewPass99');
    });

    it('needs the current password: a token alone does not replace it', async () => {
      const hashBefore = server.db.prepare("SELECT password_hash FROM customers WHERE username = 'demo'").get();
      for (const [json, message] of [
        [{ currentPassword: 'Wrong1234' }, '当前密码不正确'],
        [{ currentPassword: '' }, '请输入当前密码'],
        [{ currentPassword: undefined }, '缺少当前密码'],
      ] as const) {
        const response = await change({ password: 'NewPass99', confirmPassword: 'NewPass99', ...json });
        expect(response.status, JSON.stringify(json)).toBe(400);
        expect(await messageOf(response)).toBe(message);
      }
      expect(server.db.prepare("SELECT password_hash FROM customers WHERE username = 'demo'").get()).toEqual(hashBefore);
      expect((await server.call('GET', `${base}/session`, { token })).status).toBe(200);
      await expect(server.login('demo')).resolves.toMatch(/^[\w-]{43}$/);
    });

    it('counts a wrong current password in the login throttle, for the password change and for logins', async () => {
      for (let i = 0; i < 5; i += 1) expect((await change({ currentPassword: `Wrong${i}abc`, password: 'NewPass99', confirmPassword: 'NewPass99' })).status).toBe(400);
      const locked = await change({ password: 'NewPass99', confirmPassword: 'NewPass99' });
      expect(locked.status).toBe(429);
      expect(await messageOf(locked)).toBe('登录失败次数过多，请 15 分钟后再试');
      expect((await server.call('POST', '/api/shop-platform/sessions', { json: { username: 'demo', password: 'Demo1234' } })).status).toBe(429);
    });

    it.each([
      [{ password: 'Ab1', confirmPassword: 'Ab1' }, '密码至少 8 个字符'],
      [{ password: '12345678', confirmPassword: '12345678' }, '密码需包含字母'],
      [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, '密码需包含数字'],
      [{ password: `A1${'x'.repeat(63)}`, confirmPassword: `A1${'x'.repeat(63)}` }, '密码最多 64 个字符'],
      [{ password: 'NewPass99', confirmPassword: 'NewPass98' }, '两次输入的密码不一致'],
      [{ password: 'Demo1234', confirmPassword: 'Demo1234' }, '新密码不能与当前密码相同'],
      [{ password: 'NewPass99' }, '缺少确认密码'],
    ])('rejects %j with 400 %s and keeps the session', async (json, message) => {
      const response = await change(json);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
      expect((await server.call('GET', `${base}/session`, { token })).status).toBe(200);
    });

    it('needs a login', async () => {
      const response = await server.call('PUT', `${base}/password`, { json: { currentPassword: 'Demo1234', password: 'NewPass99', confirmPassword: 'NewPass99' } });
      expect(response.status).toBe(401);
    });
  });

  describe('profile', () => {
    const update = (json: unknown) => server.call('PUT', `${base}/profile`, { token, json });

    it('saves nickname, phone and email and answers the new session info', async () => {
      const response = await update({ nickname: ' 星火小李 ', phone: '13912340000', email: 'li@example.com' });
      expect(response.status).toBe(200);
      expect((await sessionOf(response)).customer).toMatchObject({
        nickname: '星火小李',
        phone: '13912340000',
        email: 'li@example.com',
      });
      const again = await sessionOf(await server.call('GET', `${base}/session`, { token }));
      expect(again.customer.nickname).toBe('星火小李');
    });

    it('clears phone and email with null', async () => {
      const response = await update({ nickname: '演示用户', phone: null, email: null });
      expect((await sessionOf(response)).customer).toMatchObject({ phone: null, email: null });
    });

    it.each([
      [{ nickname: '', phone: null, email: null }, '请输入昵称'],
      [{ nickname: 'x'.repeat(33), phone: null, email: null }, '昵称最多 32 个字符'],
      [{ nickname: '小李', phone: '12345', email: null }, '请输入正确的手机号'],
      [{ nickname: '小李', phone: null, email: 'not-an-email' }, '请输入正确的邮箱'],
      [{ nickname: '小李', email: null }, '缺少手机号'],
    ])('rejects %j with 400 %s', async (json, message) => {
      const response = await update(json);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    });
  });

  describe('usingFactory', () => {
    const select = (json: unknown) => server.call('PUT', `${base}/usingFactory`, { token, json });

    it('switches to another factory linked to the customer', async () => {
      const response = await select({ factoryId: 2 });
      expect(response.status).toBe(200);
      expect((await sessionOf(response)).customer.usingFactory).toEqual({ id: 2, name: '苏州工业园3D打印中心', city: '苏州' });
    });

    it.each([3, 999])('answers 404 for factory %i, which demo may not use', async (factoryId) => {
      const response = await select({ factoryId });
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('工厂不存在或不可用');
      const { customer } = await sessionOf(await server.call('GET', `${base}/session`, { token }));
      expect(customer.usingFactory?.id).toBe(1);
    });

    it.each([[{ factoryId: 0 }], [{ factoryId: -1 }], [{ factoryId: 1.5 }], [{ factoryId: '1' }], [{}]])(
      'rejects %j with 400',
      async (json) => {
        expect((await select(json)).status).toBe(400);
      },
    );

    it('says 请选择工厂 for factory 0', async () => {
      expect(await messageOf(await select({ factoryId: 0 }))).toBe('请选择工厂');
    });
  });

  it.each(['avatar', 'session', 'PROFILE'])('answers 404 不支持的操作 for the action %s', async (action) => {
    const response = await server.call('PUT', `${base}/${action}`, { token, json: {} });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('不支持的操作');
  });

  it('checks the login before the action', async () => {
    expect((await server.call('PUT', `${base}/avatar`, { json: {} })).status).toBe(401);
  });
});
