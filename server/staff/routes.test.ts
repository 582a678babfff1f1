import { beforeEach, describe, expect, it } from 'vitest';
import { AuditPage, StaffMember, Workbench } from '../../src/wire/staff.ts';
import { intOf } from '../core/rows.ts';
import { createTestServer, days, messageOf, minutes, testPasswordCost, type TestServer } from '../test-support.ts';
import { deleteDeadSessions } from '../auth/sessions.ts';
import { createAdmin } from './create-admin.ts';
import { staffAttempt, staffLogin, staffPath, waitingOrder } from './test-support.ts';

const newPassword = { currentPassword: 'Demo1234', password: 'Better5678', confirmPassword: 'Better5678' };

describe('/api/shop-staff: sessions and the member of staff', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer();
  });
  const me = (token: string) => server.call('GET', `${staffPath}/me`, { token });

  it('logs a member of staff in with a token kept only as a hash in staff_sessions, never in the customers\' sessions', async () => {
    const token = await staffLogin(server, 'engineer');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = server.db.prepare('SELECT token_hash FROM staff_sessions').all();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 });
  });

  it('answers me: name, role with its label, factory and the password state', async () => {
    const response = await me(await staffLogin(server, '  FACTORY '));
    expect(response.status).toBe(200);
    const member = StaffMember.strict().parse(await response.json());
    expect(member).toMatchObject({ username: 'factory', name: '王厂长', role: 'admin', roleLabel: '管理员', factory: { id: 1, name: '深圳宝安精密制造厂' }, mustChangePassword: false });
    const labels: Record<string, string> = {};
    for (const username of ['engineer', 'service', 'warehouse', 'factory2']) {
      const other = StaffMember.parse(await (await me(await staffLogin(server, username))).json());
      labels[username] = `${other.roleLabel}@${other.factory.id}`;
    }
    expect(labels).toEqual({ engineer: '报价工程师@1', service: '客服@1', warehouse: '仓储发货@1', factory2: '管理员@2' });
  });

  it('answers the same 401 for a wrong password, an unknown username and a member of staff no longer active', async () => {
    server.db.prepare("UPDATE staff SET active = 0 WHERE username = 'warehouse'").run();
    for (const [username, password] of [['engineer', 'Wrong1234'], ['nobody', 'Demo1234'], ['warehouse', 'Demo1234'], ['demo', 'Demo1234']] as const) {
      const response = await staffAttempt(server, username, password);
      expect(response.status, username).toBe(401);
      expect(await messageOf(response)).toBe('用户名或密码错误');
    }
  });

  it('ends the login at logout, and a login unused for 3 days', async () => {
    const token = await staffLogin(server, 'service');
    expect((await server.call('DELETE', `${staffPath}/sessions/current`, { token })).status).toBe(204);
    expect((await me(token)).status).toBe(401);
    const idle = await staffLogin(server, 'service');
    server.advance(days(3));
    const expired = await me(idle);
    expect(expired.status).toBe(401);
    expect(await messageOf(expired)).toBe('登录已过期，请重新登录');
  });

  it('drops dead staff logins in the periodic clean-up, as the customers\'', async () => {
    await staffLogin(server, 'engineer');
    await server.login('demo');
    expect(deleteDeadSessions(server.db, new Date('2026-03-04T02:00:00.000Z').getTime())).toBe(2);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM staff_sessions').get()).toEqual({ n: 0 });
  });

  it('keeps at most 20 logins per member of staff, ending the oldest', async () => {
    const first = await staffLogin(server, 'engineer');
    for (let i = 0; i < 19; i += 1) await staffLogin(server, 'engineer');
    expect((await me(first)).status).toBe(200);
    await staffLogin(server, 'engineer');
    expect((await me(first)).status).toBe(401);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM staff_sessions').get()).toEqual({ n: 20 });
  });

  it('keeps the customers\' and the staff\'s tokens apart: each is 401 on the other\'s calls', async () => {
    const customer = await server.login('demo');
    const staff = await staffLogin(server, 'factory');
    const onStaff = await me(customer);
    expect(onStaff.status).toBe(401);
    expect(await messageOf(onStaff)).toBe('登录已过期，请重新登录');
    expect((await server.call('GET', `${staffPath}/workbench`, { token: customer })).status).toBe(401);
    const onCustomer = await server.call('GET', '/api/shop-platform/users/me/session', { token: staff });
    expect(onCustomer.status).toBe(401);
    expect((await server.call('GET', '/api/shop-order', { token: staff })).status).toBe(401);
    expect((await me(staff)).status).toBe(200);
    const none = await server.call('GET', `${staffPath}/me`);
    expect(none.status).toBe(401);
    expect(await messageOf(none)).toBe('请先登录');
  });

  describe('throttle', () => {
    const failTimes = async (count: number, attempt: () => Promise<Response>) => {
      for (let i = 0; i < count; i += 1) expect((await attempt()).status).toBe(401);
    };

    it('answers 429 after 5 failures for the username, even for the right password, until 15 minutes later', async () => {
      await failTimes(5, () => staffAttempt(server, 'engineer', 'Wrong1234'));
      const locked = await staffAttempt(server, 'engineer', 'Demo1234');
      expect(locked.status).toBe(429);
      expect(await messageOf(locked)).toBe('登录失败次数过多，请 15 分钟后再试');
      server.advance(minutes(15));
      expect((await staffAttempt(server, 'engineer', 'Demo1234')).status).toBe(201);
    });

    it('counts the staff\'s logins apart from the customers\' of the same username', async () => {
      // A customer `demo` exists and a member of staff `engineer`: each locked on one side only.
      await failTimes(5, () => staffAttempt(server, 'demo', 'Wrong1234'));
      expect((await staffAttempt(server, 'demo', 'Demo1234')).status).toBe(429);
      expect((await server.call('POST', '/api/shop-platform/sessions', { json: { username: 'demo', password: 'Demo1234' } })).status).toBe(201);
      await failTimes(5, () => server.call('POST', '/api/shop-platform/sessions', { json: { username: 'engineer', password: 'Wrong1234' } }));
      expect((await server.call('POST', '/api/shop-platform/sessions', { json: { username: 'engineer', password: 'Demo1234' } })).status).toBe(429);
      expect((await staffAttempt(server, 'engineer', 'Demo1234')).status).toBe(201);
    });
  });

  describe('PUT /me/password', () => {
    const change = (token: string, body: unknown) => server.call('PUT', `${staffPath}/me/password`, { token, json: body });

    it('changes the password by the customers\' rules: the old one no longer logs in, other logins end, this one stays', async () => {
      const other = await staffLogin(server, 'engineer');
      const token = await staffLogin(server, 'engineer');
      expect((await change(token, newPassword)).status).toBe(204);
      expect((await staffAttempt(server, 'engineer', 'Demo1234')).status).toBe(401);
      expect((await staffAttempt(server, 'engineer', 'Better5678')).status).toBe(201);
      expect((await me(other)).status).toBe(401);
      expect((await me(token)).status).toBe(200);
    });

    it.each([
      [{ ...newPassword, currentPassword: 'Wrong1234' }, '当前密码不正确'],
      [{ ...newPassword, password: 'short1', confirmPassword: 'short1' }, '密码至少 8 个字符'],
      [{ ...newPassword, password: 'lettersonly', confirmPassword: 'lettersonly' }, '密码需包含数字'],
      [{ ...newPassword, confirmPassword: 'Other5678' }, '两次输入的密码不一致'],
      [{ ...newPassword, password: 'Demo1234', confirmPassword: 'Demo1234' }, '新密码不能与当前密码相同'],
    ])('refuses %j with 400 %s', async (body, message) => {
      const response = await change(await staffLogin(server, 'service'), body);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
      expect((await staffAttempt(server, 'service', 'Demo1234')).status).toBe(201);
    });
  });

  it('holds a new 管理员 to the initial password: every call but me, password and logout is 403 until it is changed', async () => {
    const { password } = await createAdmin(server.db, { factory: 1, username: 'newboss', name: '新厂长' }, { now: new Date('2026-03-01T02:00:00Z'), passwordCost: testPasswordCost });
    const token = await staffLogin(server, 'newboss', password);
    expect(StaffMember.parse(await (await me(token)).json())).toMatchObject({ username: 'newboss', name: '新厂长', role: 'admin', mustChangePassword: true });
    for (const path of ['/workbench', '/quotes', '/audit']) {
      const refused = await server.call('GET', `${staffPath}${path}`, { token });
      expect(refused.status, path).toBe(403);
      expect(await messageOf(refused)).toBe('请先修改初始密码');
    }
    expect((await server.call('PUT', `${staffPath}/me/password`, { token, json: { currentPassword: password, password: 'Boss2026new', confirmPassword: 'Boss2026new' } })).status).toBe(204);
    expect(StaffMember.parse(await (await me(token)).json()).mustChangePassword).toBe(false);
    expect((await server.call('GET', `${staffPath}/workbench`, { token })).status).toBe(200);
    expect((await server.call('DELETE', `${staffPath}/sessions/current`, { token })).status).toBe(204);
  });

  it('lets a role only what it may: 403 for the others, 管理员 everything', async () => {
    const calls = [
      ['GET', '/quotes'],
      ['GET', '/quotes/DZ20260301-0001'],
      ['POST', '/quotes/DZ20260301-0001/decline'],
      ['GET', '/audit'],
      ['GET', '/feedback'],
      ['POST', '/feedback/1/status'],
      ['GET', '/invoices'],
      ['POST', '/invoices/FP20260301-0001/refuse'],
      ['GET', '/claims'],
      ['GET', '/claims/SH20260301-0001'],
      ['POST', '/claims/SH20260301-0001/refuse'],
      ['GET', '/design'],
      ['POST', '/design/SJ20260301-0001/accept'],
      ['GET', '/team'],
      ['GET', '/catalogue/materials'],
      ['GET', '/catalogue/consumables'],
    ] as const;
    const allowed: Record<string, string[]> = {};
    for (const username of ['factory', 'engineer', 'service', 'warehouse']) {
      const token = await staffLogin(server, username);
      allowed[username] = [];
      for (const [method, path] of calls) {
        const response = await server.call(method, `${staffPath}${path}`, { token, ...(method === 'POST' ? { json: { reason: '测试', status: '处理中' } } : {}) });
        if (response.status === 403) expect(await messageOf(response)).toBe('当前角色无权执行此操作');
        else allowed[username].push(path);
      }
      expect((await server.call('GET', `${staffPath}/workbench`, { token })).status).toBe(200);
    }
    expect(allowed).toEqual({
      factory: calls.map(([, path]) => path),
      engineer: ['/quotes', '/quotes/DZ20260301-0001', '/quotes/DZ20260301-0001/decline', '/design', '/design/SJ20260301-0001/accept'],
      service: ['/feedback', '/feedback/1/status', '/invoices', '/invoices/FP20260301-0001/refuse', '/claims', '/claims/SH20260301-0001', '/claims/SH20260301-0001/refuse'],
      warehouse: ['/catalogue/consumables'],
    });
  });
});

describe('the document of the staff calls', () => {
  it('says each needs a staff token (401) and a role allowed (403)', async () => {
    const server = await createTestServer();
    const document = (await (await server.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>> };
    const staffPaths = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/shop-staff'));
    expect(staffPaths.map(([path]) => path).sort()).toEqual([
      '/api/shop-staff/audit',
      '/api/shop-staff/bank-account',
      '/api/shop-staff/bank-transfers',
      '/api/shop-staff/bank-transfers/{id}/resolve',
      '/api/shop-staff/catalogue/consumables',
      '/api/shop-staff/catalogue/consumables/{id}',
      '/api/shop-staff/catalogue/materials',
      '/api/shop-staff/catalogue/materials/{id}',
      '/api/shop-staff/claims',
      '/api/shop-staff/claims/{claimNo}',
      '/api/shop-staff/claims/{claimNo}/photos/{id}',
      '/api/shop-staff/claims/{claimNo}/refund',
      '/api/shop-staff/claims/{claimNo}/refuse',
      '/api/shop-staff/claims/{claimNo}/remake',
      '/api/shop-staff/design',
      '/api/shop-staff/design/{requestNo}',
      '/api/shop-staff/design/{requestNo}/accept',
      '/api/shop-staff/design/{requestNo}/deliver',
      '/api/shop-staff/design/{requestNo}/files/{id}',
      '/api/shop-staff/feedback',
      '/api/shop-staff/feedback/{id}',
      '/api/shop-staff/feedback/{id}/images/{imageId}',
      '/api/shop-staff/feedback/{id}/reply',
      '/api/shop-staff/feedback/{id}/status',
      '/api/shop-staff/invoices',
      '/api/shop-staff/invoices/{requestNo}',
      '/api/shop-staff/invoices/{requestNo}/issue',
      '/api/shop-staff/invoices/{requestNo}/refuse',
      '/api/shop-staff/me',
      '/api/shop-staff/me/password',
      '/api/shop-staff/quotes',
      '/api/shop-staff/quotes/{orderNo}',
      '/api/shop-staff/quotes/{orderNo}/confirm',
      '/api/shop-staff/quotes/{orderNo}/decline',
      '/api/shop-staff/quotes/{orderNo}/files/{id}',
      '/api/shop-staff/sessions',
      '/api/shop-staff/sessions/current',
      '/api/shop-staff/shipping',
      '/api/shop-staff/shipping/{orderNo}',
      '/api/shop-staff/team',
      '/api/shop-staff/team/{id}',
      '/api/shop-staff/team/{id}/password',
      '/api/shop-staff/workbench',
    ]);
    for (const [path, operations] of staffPaths) {
      for (const [method, operation] of Object.entries(operations)) {
        const login = path === '/api/shop-staff/sessions';
        expect(Object.keys(operation.responses).includes('403'), `${method} ${path}`).toBe(!login);
        expect(operation.security !== undefined, `${method} ${path}`).toBe(!login);
      }
    }
    expect(Object.keys(document.paths['/api/shop-staff/quotes/{orderNo}/confirm']?.['post']?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '500']);
  });
});

describe('GET /api/shop-staff/audit', () => {
  it('lists the factory\'s writes newest first, paged, for its 管理员 only', async () => {
    const server = await createTestServer();
    const engineer = await staffLogin(server, 'engineer');
    const demo = await server.login('demo');
    const first = await waitingOrder(server, demo);
    const second = await waitingOrder(server, demo);
    server.advance(minutes(1));
    expect((await server.call('POST', `${staffPath}/quotes/${first.orderNo}/decline`, { token: engineer, json: { reason: '公差无法保证' } })).status).toBe(200);
    server.advance(minutes(1));
    expect((await server.call('PUT', `${staffPath}/me/password`, { token: engineer, json: newPassword })).status).toBe(204);
    server.advance(minutes(1));
    const lines = [{ position: 1, unitPrice: 45_000, leadDays: 6 }];
    expect((await server.call('POST', `${staffPath}/quotes/${second.orderNo}/confirm`, { token: engineer, json: { lines } })).status).toBe(200);

    const admin = await staffLogin(server, 'factory');
    const response = await server.call('GET', `${staffPath}/audit?page=1&size=2`, { token: admin });
    expect(response.status).toBe(200);
    const page = AuditPage.strict().parse(await response.json());
    expect(page.total).toBe(3);
    expect(page.records.map((entry) => [entry.action, entry.actionLabel, entry.subject, entry.staff?.username])).toEqual([
      ['quote.confirm', '确认报价', `order:${second.orderNo}`, 'engineer'],
      ['staff.password', '修改密码', 'staff:engineer', 'engineer'],
    ]);
    expect(page.records[0]).toMatchObject({
      at: '2026-03-01T02:03:00.000Z',
      before: { status: '待报价', goods: 40_750, payable: 38_713, lines: [{ position: 1, unitPrice: 40_750, manual: false }] },
      after: { status: '待付款', goods: 45_000, memberDiscount: 2250, payable: 42_750, leadDays: 6, lines: [{ position: 1, unitPrice: 45_000, leadDays: 6 }] },
    });
    // No password or hash in the log.
    expect(JSON.stringify(page)).not.toMatch(/Better5678|argon2/);
    const older = AuditPage.parse(await (await server.call('GET', `${staffPath}/audit?page=2&size=2`, { token: admin })).json());
    expect(older.records.map((entry) => [entry.action, entry.after])).toEqual([['quote.decline', { status: '已取消', reason: '公差无法保证', couponReturned: false }]]);

    const otherFactory = AuditPage.parse(await (await server.call('GET', `${staffPath}/audit`, { token: await staffLogin(server, 'factory2') })).json());
    expect(otherFactory).toEqual({ records: [], total: 0 });
    expect((await server.call('GET', `${staffPath}/audit`, { token: await staffLogin(server, 'engineer', 'Better5678') })).status).toBe(403);
  });
});

describe('GET /api/shop-staff/workbench', () => {
  it('counts the factory\'s queues, and each 待报价 order with its due time one working day later', async () => {
    const server = await createTestServer();
    const demo = await server.login('demo');
    const workbench = async (username: string) => {
      const response = await server.call('GET', `${staffPath}/workbench`, { token: await staffLogin(server, username) });
      expect(response.status).toBe(200);
      return Workbench.strict().parse(await response.json());
    };
    const count = (sql: string, factoryId: number) => intOf(server.db.prepare(sql).get(factoryId) ?? { n: -1 }, 'n');
    const before = await workbench('factory');
    expect(before.toQuote.count).toBe(count("SELECT COUNT(*) AS n FROM orders WHERE factory_id = ? AND kind = 'customized' AND status = '待报价'", 1));
    expect(before.inProduction.count).toBe(count("SELECT COUNT(*) AS n FROM orders WHERE factory_id = ? AND kind = 'customized' AND status = '生产中'", 1));
    expect(before.toShip.count).toBe(count("SELECT COUNT(*) AS n FROM orders WHERE factory_id = ? AND kind = 'consumable' AND status = '待发货'", 1));
    expect(before.toInvoice.count).toBeGreaterThan(0);
    expect(before.afterSales.count).toBe(count("SELECT COUNT(*) AS n FROM claims WHERE factory_id = ? AND status = '待处理'", 1));
    const otherBefore = await workbench('factory2');

    // Placed on Sunday 2026-03-01 at 10:00 in Shanghai: due on Monday at 10:00.
    const order = await waitingOrder(server, demo);
    const after = await workbench('engineer');
    expect(after.toQuote.count).toBe(before.toQuote.count + 1);
    expect(after.toQuote.orders.find((due) => due.orderNo === order.orderNo)).toEqual({ orderNo: order.orderNo, createdAt: '2026-03-01T02:00:00.000Z', dueAt: '2026-03-02T02:00:00.000Z', overdue: false });
    const dues = after.toQuote.orders.map((due) => due.dueAt);
    expect(dues).toEqual([...dues].sort());
    expect(await workbench('factory2')).toEqual(otherBefore);

    server.advance(days(1) + minutes(1));
    const late = await workbench('service');
    expect(late.toQuote.orders.find((due) => due.orderNo === order.orderNo)?.overdue).toBe(true);
    expect(late.toQuote.overdue).toBe(late.toQuote.orders.filter((due) => due.overdue).length);
    expect(late.toQuote.overdue).toBeGreaterThan(before.toQuote.overdue);

    // Confirmed and paid, it moves from 待报价 to 生产中.
    const engineer = await staffLogin(server, 'engineer');
    expect((await server.call('POST', `${staffPath}/quotes/${order.orderNo}/confirm`, { token: engineer, json: { lines: [{ position: 1, unitPrice: 40_750, leadDays: 5 }] } })).status).toBe(200);
    expect((await server.call('POST', `/api/shop-payment/${order.orderNo}/balance`, { token: demo })).status).toBe(200);
    const paid = await workbench('warehouse');
    expect(paid.toQuote.count).toBe(before.toQuote.count);
    expect(paid.inProduction.count).toBe(before.inProduction.count + 1);
  });
});
