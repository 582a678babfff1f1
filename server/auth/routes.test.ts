import { randomBytes, scryptSync } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { TokenResponse } from '../../src/wire/platform.ts';
import { createTestServer, messageOf, minutes, type TestServer } from '../test-support.ts';

const loginPath = '/api/shop-platform/sessions';

describe('POST /api/shop-platform/sessions (login)', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer();
  });
  const attempt = (username: string, password: string) =>
    server.call('POST', loginPath, { json: { username, password } });

  it('answers 201 with a 43-character base64url token for the right password', async () => {
    const response = await attempt('demo', 'Demo1234');
    expect(response.status).toBe(201);
    const { token } = TokenResponse.strict().parse(await response.json());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives a different token to every login', async () => {
    expect(await server.login('demo')).not.toBe(await server.login('demo'));
  });

  it('stores only a hash of the token', async () => {
    const token = await server.login('demo');
    const stored = server.db.prepare('SELECT token_hash FROM sessions').all();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    expect((await attempt('  DEMO ', 'Demo1234')).status).toBe(201);
  });

  it('answers the same 401 text for a wrong password and an unknown username', async () => {
    const wrongPassword = await attempt('demo', 'Wrong1234');
    const unknownUser = await attempt('nobody', 'Demo1234');
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(await messageOf(wrongPassword)).toBe('用户名或密码错误');
    expect(await messageOf(unknownUser)).toBe('用户名或密码错误');
  });

  it('treats the password as case-sensitive', async () => {
    expect((await attempt('demo', 'demo1234')).status).toBe(401);
  });

  it.each([
    [{ username: '', password: 'Demo1234' }, '请输入用户名'],
    [{ username: '   ', password: 'Demo1234' }, '请输入用户名'],
    [{ username: 'demo', password: '' }, '请输入密码'],
    [{ password: 'Demo1234' }, '缺少用户名'],
    [{ username: 'demo' }, '缺少密码'],
    [{ username: 'x'.repeat(65), password: 'Demo1234' }, '用户名最多 64 个字符'],
    [{ username: 'demo', password: 'x'.repeat(129) }, '密码最多 128 个字符'],
  ])('rejects %j with 400 %s', async (body, message) => {
    const response = await server.call('POST', loginPath, { json: body });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(message);
  });

  it('rejects a username that is not a string with a Chinese message naming the field', async () => {
    const response = await server.call('POST', loginPath, { json: { username: 42, password: 'x' } });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('用户名应为文字');
  });

  it.each(['{"username": "demo",', '', 'null', '[]'])('rejects the body %j with 400', async (body) => {
    const response = await server.call('POST', loginPath, { body });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(/^(请求内容格式不正确，无法读取|请求内容的格式不正确)$/);
  });

  it('says the body is not valid JSON when it cannot be parsed', async () => {
    const response = await server.call('POST', loginPath, { body: '{"username": "demo",' });
    expect(await messageOf(response)).toBe('请求内容格式不正确，无法读取');
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const password = 'x'.repeat(1024 * 1024 + 1);
    const response = await attempt('demo', password);
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toBe('请求体过大（最大 1 MB）');
  });

  describe('rate limit', () => {
    const failTimes = async (count: number, username = 'demo') => {
      for (let i = 0; i < count; i += 1) expect((await attempt(username, 'Wrong1234')).status).toBe(401);
    };

    it('answers 429 after 5 failures, even for the right password', async () => {
      await failTimes(5);
      const locked = await attempt('demo', 'Demo1234');
      expect(locked.status).toBe(429);
      expect(await messageOf(locked)).toBe('登录失败次数过多，请 15 分钟后再试');
      expect(Number(locked.headers.get('Retry-After'))).toBe(15 * 60);
    });

    it('lets 4 failures pass without locking', async () => {
      await failTimes(4);
      expect((await attempt('demo', 'Demo1234')).status).toBe(201);
    });

    it('locks until 15 minutes after the 5th failure', async () => {
      await failTimes(2);
      server.advance(minutes(10));
      await failTimes(3);
      server.advance(minutes(14));
      expect((await attempt('demo', 'Demo1234')).status).toBe(429);
      server.advance(minutes(1));
      expect((await attempt('demo', 'Demo1234')).status).toBe(201);
    });

    it('does not count failures older than 15 minutes', async () => {
      await failTimes(4);
      server.advance(minutes(15));
      await failTimes(4);
      expect((await attempt('demo', 'Demo1234')).status).toBe(201);
    });

    it('clears the count on a successful login', async () => {
      await failTimes(4);
      expect((await attempt('demo', 'Demo1234')).status).toBe(201);
      await failTimes(4);
      expect((await attempt('demo', 'Demo1234')).status).toBe(201);
    });

    it('counts per username, ignoring case', async () => {
      await failTimes(3, 'demo');
      await failTimes(2, 'DEMO');
      expect((await attempt('demo', 'Demo1234')).status).toBe(429);
      expect((await attempt('newbie', 'Demo1234')).status).toBe(201);
    });

    it('also limits unknown usernames, so the limit does not reveal which exist', async () => {
      await failTimes(5, 'ghost');
      expect((await attempt('ghost', 'Whatever1')).status).toBe(429);
    });

    it('holds the limit under parallel requests: 200 wrong passwords and then the right one check 5 in all', async () => {
      const wrong = Array.from({ length: 200 }, (_, i) => attempt('demo', `Wrong${i}pass`));
      const right = attempt('demo', 'Demo1234');
      const statuses = (await Promise.all([...wrong, right])).map((response) => response.status);
      expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
      expect(statuses.at(-1)).toBe(429);
      expect((await attempt('demo', 'Demo1234')).status).toBe(429);
    });

    it('limits failures from one client address across usernames: 20 in 15 minutes', async () => {
      const from = (address: string, username: string, password: string) => server.call('POST', loginPath, { json: { username, password }, address });
      for (let i = 0; i < 20; i += 1) expect((await from('203.0.113.7', `user${i}`, 'Wrong1234')).status).toBe(401);
      for (const username of ['user20', 'demo']) {
        const refused = await from('203.0.113.7', username, username === 'demo' ? 'Demo1234' : 'Wrong1234');
        expect(refused.status).toBe(429);
        expect(await messageOf(refused)).toBe('当前网络登录失败次数过多，请 15 分钟后再试');
      }
      expect((await from('198.51.100.9', 'demo', 'Demo1234')).status).toBe(201);
      server.advance(minutes(15));
      expect((await from('203.0.113.7', 'demo', 'Demo1234')).status).toBe(201);
    });

    it('does not let a login to one\'s own account reset the address\'s count', async () => {
      const from = (username: string, password: string) => server.call('POST', loginPath, { json: { username, password }, address: '203.0.113.8' });
      for (let i = 0; i < 19; i += 1) expect((await from(`user${i}`, 'Wrong1234')).status).toBe(401);
      expect((await from('maker', 'Demo1234')).status).toBe(201);
      expect((await from('user19', 'Wrong1234')).status).toBe(401);
      expect((await from('maker', 'Demo1234')).status).toBe(429);
    });

    it('counts an IPv6 client by its /64 network, so stepping through its addresses gains nothing', async () => {
      for (let i = 0; i < 20; i += 1) {
        const address = `2001:db8:1:2::${(i + 1).toString(16)}`;
        expect((await server.call('POST', loginPath, { json: { username: `user${i}`, password: 'Wrong1234' }, address })).status).toBe(401);
      }
      expect((await server.call('POST', loginPath, { json: { username: 'demo', password: 'Demo1234' }, address: '2001:db8:1:2:ffff::1' })).status).toBe(429);
    });

    it('counts a failure again after the lock ends', async () => {
      await failTimes(5);
      server.advance(minutes(15));
      await failTimes(4);
      expect((await attempt('demo', 'Demo1234')).status).toBe(201);
    });
  });
});

describe('DELETE /api/shop-platform/sessions/current (logout)', () => {
  it('revokes the token it was called with and no other', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const otherDevice = await server.login('demo');
    const response = await server.call('DELETE', '/api/shop-platform/sessions/current', { token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const after = await server.call('GET', '/api/shop-platform/users/me/session', { token });
    expect(after.status).toBe(401);
    expect(await messageOf(after)).toBe('登录已过期，请重新登录');
    expect((await server.call('GET', '/api/shop-platform/users/me/session', { token: otherDevice })).status).toBe(200);
  });

  it('answers 401 请先登录 without a token', async () => {
    const server = await createTestServer();
    const response = await server.call('DELETE', '/api/shop-platform/sessions/current');
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe('请先登录');
  });

  it('answers 401 for a token that was already revoked', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    await server.call('DELETE', '/api/shop-platform/sessions/current', { token });
    expect((await server.call('DELETE', '/api/shop-platform/sessions/current', { token })).status).toBe(401);
  });
});

describe('client addresses behind a reverse proxy', () => {
  it('takes the address the trusted proxy appended to X-Forwarded-For, not what the client wrote before it', async () => {
    const server = await createTestServer({ trustProxy: true });
    const from = (forwarded: string, username: string) =>
      server.call('POST', loginPath, { json: { username, password: 'Wrong1234' }, address: '127.0.0.1', headers: { 'X-Forwarded-For': forwarded } });
    for (let i = 0; i < 20; i += 1) expect((await from(`10.9.${i}.1, 203.0.113.50`, `user${i}`)).status).toBe(401);
    expect((await from('10.0.0.1, 203.0.113.50', 'user20')).status).toBe(429);
    expect((await from('203.0.113.51', 'user21')).status).toBe(401);
  });

  it('ignores X-Forwarded-For unless the operator says a proxy sets it', async () => {
    const server = await createTestServer();
    for (let i = 0; i < 20; i += 1) {
      const response = await server.call('POST', loginPath, { json: { username: `user${i}`, password: 'Wrong1234' }, address: '127.0.0.1', headers: { 'X-Forwarded-For': `10.0.${i}.1` } });
      expect(response.status).toBe(401);
    }
    expect((await server.call('POST', loginPath, { json: { username: 'demo', password: 'Demo1234' }, address: '127.0.0.1' })).status).toBe(429);
  });
});

describe('password hashes written before argon2id', () => {
  it('are verified once more and replaced by an argon2id hash at the next successful login', async () => {
    const server = await createTestServer();
    const salt = randomBytes(16);
    const key = scryptSync('Demo1234', salt, 32, { N: 1024, r: 8, p: 1 });
    const old = ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    server.db.prepare("UPDATE customers SET password_hash = ? WHERE username = 'demo'").run(old);
    const hash = () => String(server.db.prepare("SELECT password_hash FROM customers WHERE username = 'demo'").get()?.['password_hash']);
    expect((await server.call('POST', loginPath, { json: { username: 'demo', password: 'Wrong1234' } })).status).toBe(401);
    expect(hash()).toBe(old);
    await server.login('demo');
    expect(hash()).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    await server.login('demo');
  });
});
