import type { Hono } from 'hono';
import { AuditPage, AuditQuery, StaffLoginRequest, StaffMember, StaffPasswordChange, StaffToken, Workbench } from '../../src/wire/staff.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError, messages } from '../core/errors.ts';
import { error, json, noContent, resource } from '../core/route.ts';
import { inTransaction } from '../core/transaction.ts';
import { checkAccountPassword } from '../auth/password-check.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endSession, startSession } from '../auth/sessions.ts';
import { listAudit, recordAudit } from './audit.ts';
import { staffSessions } from './guard.ts';
import { findStaffMember, revokeOtherStaffSessions, setStaffPassword, staffAccounts, staffMessages } from './store.ts';
import { workbenchOf } from './workbench.ts';

const tags = ['员工'];

/**
 * The staff's login and account (/sessions, /me, /me/password), the audit log and the 工作台 counts.
 * Every role may log in, see itself and change its password, those three also before the initial
 * password is changed.
 */
export function staffRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db } = deps;
  const { routes, route } = resource(deps, { tags });
  const everyone = ['engineer', 'service', 'warehouse'] as const;

  route({
    method: 'post',
    path: '/sessions',
    summary: '员工用户名密码登录',
    description: '与客户登录相同的规则（同一用户名 15 分钟内失败 5 次后 429），但计数与客户分开；客户的令牌不能调用员工接口。',
    json: StaffLoginRequest,
    responses: { 201: json('登录成功', StaffToken), 401: error('用户名或密码错误'), 429: error('登录失败次数过多') },
  }, async (c, { json: { username, password } }) => {
    const staffId = await checkAccountPassword(deps, c, staffAccounts, username, password);
    if (staffId === null) throw new HttpError(401, staffMessages.wrongCredentials);
    const body: StaffToken = { token: startSession(deps, staffSessions, staffId) };
    return c.json(body, 201);
  });

  route({
    method: 'delete',
    path: '/sessions/current',
    summary: '员工退出登录（注销当前令牌）',
    staff: everyone,
    staffBeforePasswordChange: true,
    responses: { 204: noContent('已退出') },
  }, (c) => {
    endSession(db, staffSessions, c.get('staff').sessionId);
    return c.body(null, 204);
  });

  route({
    method: 'get',
    path: '/me',
    summary: '当前员工',
    staff: everyone,
    staffBeforePasswordChange: true,
    responses: { 200: json('当前员工', StaffMember) },
  }, (c) => {
    const member = findStaffMember(db, c.get('staff').id);
    if (member === null) throw new HttpError(401, messages.sessionExpired);
    return c.json(member);
  });

  route({
    method: 'put',
    path: '/me/password',
    summary: '员工修改密码',
    description: '规则与客户相同。成功后其他设备上的登录失效，当前令牌继续有效；初始密码修改后才能使用其他员工接口。',
    staff: everyone,
    staffBeforePasswordChange: true,
    json: StaffPasswordChange,
    responses: { 204: noContent('已修改'), 429: error('当前密码错误次数过多') },
  }, async (c, { json: { currentPassword, password } }) => {
    const staff = c.get('staff');
    const member = findStaffMember(db, staff.id);
    if (member === null) throw new HttpError(401, messages.sessionExpired);
    // Counted by the staff's login throttle, so a stolen token cannot guess the password either.
    if ((await checkAccountPassword(deps, c, staffAccounts, member.username, currentPassword)) !== staff.id) throw new HttpError(400, staffMessages.wrongCurrentPassword);
    const hash = await hashPassword(password, deps.passwordCost);
    inTransaction(db, () => {
      setStaffPassword(db, staff.id, hash);
      const ended = revokeOtherStaffSessions(db, staff.id, staff.sessionId);
      recordAudit(db, {
        factoryId: staff.factoryId,
        staffId: staff.id,
        at: deps.now().getTime(),
        action: 'staff.password',
        subject: `staff:${member.username}`,
        before: { mustChangePassword: member.mustChangePassword },
        after: { mustChangePassword: false, otherSessionsEnded: ended },
      });
    });
    return c.body(null, 204);
  });

  route({
    method: 'get',
    path: '/audit',
    summary: '操作记录（仅管理员）',
    description: '本工厂员工的每一次写操作，最新的在前。',
    staff: [],
    query: AuditQuery,
    responses: { 200: json('一页操作记录', AuditPage) },
  }, (c, { query }) => c.json(listAudit(db, c.get('staff').factoryId, query)));

  route({
    method: 'get',
    path: '/workbench',
    summary: '工作台：本工厂各队列的数量',
    staff: everyone,
    responses: { 200: json('各队列的数量', Workbench) },
  }, (c) => c.json(workbenchOf(db, c.get('staff').factoryId, deps.now().getTime())));

  return routes;
}
