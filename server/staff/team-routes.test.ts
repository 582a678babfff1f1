import { beforeEach, describe, expect, it } from 'vitest';
import { Team, TeamMember, TeamPasswordAnswer } from '../../src/wire/staff-team.ts';
import { intOf } from '../core/rows.ts';
import { createTestServer, messageOf, type TestServer } from '../test-support.ts';
import { staffAttempt, staffLogin, staffPath } from './test-support.ts';

describe('/api/shop-staff/team', () => {
  let server: TestServer;
  let admin: string;
  beforeEach(async () => {
    server = await createTestServer();
    admin = await staffLogin(server, 'factory');
  });
  const team = async (token = admin) => {
    const response = await server.call('GET', `${staffPath}/team`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return Team.strict().parse(await response.json());
  };
  const add = (body: unknown, token = admin) => server.call('POST', `${staffPath}/team`, { token, json: body });
  const change = (id: number, body: unknown, token = admin) => server.call('PUT', `${staffPath}/team/${id}`, { token, json: body });
  const reset = (id: number, token = admin) => server.call('POST', `${staffPath}/team/${id}/password`, { token });
  const idOf = async (username: string) => (await team()).records.find((member) => member.username === username)?.id ?? 0;

  it('lists the factory\'s own staff only, active first', async () => {
    const { records } = await team();
    expect(records.map((member) => member.username).sort()).toEqual(['engineer', 'factory', 'service', 'warehouse']);
    expect(records.every((member) => member.active && !member.mustChangePassword)).toBe(true);
    const other = await team(await staffLogin(server, 'factory2'));
    expect(other.records.map((member) => member.username)).toEqual(['factory2']);
  });

  it('adds a member with a one-time password that works once and must be changed, with an audit row', async () => {
    const response = await add({ username: ' qc.wang ', name: '王质检', role: 'warehouse' });
    expect(response.status, await response.clone().text()).toBe(201);
    const { member, password } = TeamPasswordAnswer.strict().parse(await response.json());
    expect(member).toMatchObject({ username: 'qc.wang', name: '王质检', role: 'warehouse', roleLabel: '仓储发货', active: true, mustChangePassword: true });
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(JSON.stringify(server.db.prepare('SELECT * FROM staff WHERE id = ?').get(member.id))).not.toContain(password);
    const token = await staffLogin(server, 'qc.wang', password);
    const blocked = await server.call('GET', `${staffPath}/shipping`, { token });
    expect(blocked.status).toBe(403);
    expect(await messageOf(blocked)).toBe('请先修改初始密码');
    const audit = server.db.prepare("SELECT after FROM audit_log WHERE action = 'staff.add'").get();
    expect(String(audit?.['after'])).not.toContain(password);

    const taken = await add({ username: 'QC.WANG', name: '重名', role: 'service' });
    expect(taken.status).toBe(409);
    expect(await messageOf(taken)).toBe('用户名「QC.WANG」已被使用');
    const bad = await add({ username: '王 五', name: '', role: 'boss' });
    expect(bad.status).toBe(400);
    const text = await messageOf(bad);
    expect(text).toContain('用户名只能包含字母、数字、下划线、点和横线');
  });

  it('changes a role and takes someone off the console: their logins end at once', async () => {
    const id = await idOf('service');
    const service = await staffLogin(server, 'service');
    const moved = await change(id, { role: 'engineer' });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(TeamMember.parse(await moved.json())).toMatchObject({ role: 'engineer', roleLabel: '报价工程师', active: true });
    expect((await server.call('GET', `${staffPath}/me`, { token: service })).status).toBe(401);
    const again = await staffLogin(server, 'service');
    expect((await server.call('GET', `${staffPath}/quotes`, { token: again })).status).toBe(200);

    const off = await change(id, { active: false });
    expect(TeamMember.parse(await off.json()).active).toBe(false);
    expect((await server.call('GET', `${staffPath}/me`, { token: again })).status).toBe(401);
    expect((await staffAttempt(server, 'service', 'Demo1234')).status).toBe(401);
    expect((await team()).records.at(-1)?.username).toBe('service');
    expect(TeamMember.parse(await (await change(id, { active: true })).json()).active).toBe(true);
    await staffLogin(server, 'service');
    expect(intOf(server.db.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'staff.update'").get() ?? {}, 'n')).toBe(3);
  });

  it('resets a password: a new one-time password, the old one and its logins over', async () => {
    const id = await idOf('engineer');
    const before = await staffLogin(server, 'engineer');
    const response = await reset(id);
    expect(response.status, await response.clone().text()).toBe(200);
    const { member, password } = TeamPasswordAnswer.parse(await response.json());
    expect(member.mustChangePassword).toBe(true);
    expect((await server.call('GET', `${staffPath}/me`, { token: before })).status).toBe(401);
    expect((await staffAttempt(server, 'engineer', 'Demo1234')).status).toBe(401);
    await staffLogin(server, 'engineer', password);
  });

  it('keeps a 管理员 from changing or resetting themselves, and refuses another factory\'s member, other roles and customers', async () => {
    const self = await idOf('factory');
    for (const response of [await change(self, { role: 'service' }), await change(self, { active: false }), await reset(self)]) {
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe('不能修改自己的角色或停用自己；请由本厂另一位管理员操作');
    }
    expect((await change(self, {})).status).toBe(400);
    const other = await staffLogin(server, 'factory2');
    const engineerId = await idOf('engineer');
    expect((await change(engineerId, { active: false }, other)).status).toBe(404);
    expect((await reset(engineerId, other)).status).toBe(404);
    for (const username of ['engineer', 'service', 'warehouse']) {
      const token = await staffLogin(server, username);
      const refused = await server.call('GET', `${staffPath}/team`, { token });
      expect(refused.status, username).toBe(403);
      expect((await add({ username: `x-${username}`, name: '某人', role: 'admin' }, token)).status).toBe(403);
    }
    expect((await server.call('GET', `${staffPath}/team`, { token: await server.login('demo') })).status).toBe(401);
  });

  it('holds a factory to 100 members, even when added at once', async () => {
    const insert = server.db.prepare("INSERT INTO staff (factory_id, username, password_hash, name, role, created_at) VALUES (2, ?, 'x', '占位', 'service', 0)");
    for (let n = 0; n < 97; n += 1) insert.run(`filler-${n}`);
    const other = await staffLogin(server, 'factory2');
    const answers = await Promise.all([0, 1, 2, 3].map((n) => add({ username: `late-${n}`, name: '新人', role: 'service' }, other)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409]);
    expect(intOf(server.db.prepare('SELECT COUNT(*) AS n FROM staff WHERE factory_id = 2').get() ?? {}, 'n')).toBe(100);
  });
});
