import type { Hono } from 'hono';
import { z } from 'zod';
import { NewTeamMember, Team, TeamMember, TeamMemberChange, TeamPasswordAnswer } from '../../src/wire/staff-team.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { error, json, resource } from '../core/route.ts';
import { hashPassword } from '../auth/passwords.ts';
import { oneTimePassword } from './create-admin.ts';
import { addTeamMember, changeTeamMember, listTeam, resetTeamPassword, teamMessages } from './team-store.ts';

const tags = ['员工：员工管理'];
const IdParams = z.object({ id: z.string().regex(/^\d{1,15}$/, teamMessages.notFound).transform(Number) });

/** A one-time password and its hash (the password is answered once and never stored in clear). */
async function secretFor(deps: AppDeps): Promise<{ password: string; hash: string }> {
  const password = oneTimePassword();
  return { password, hash: await hashPassword(password, deps.passwordCost) };
}

/** /team: the factory's staff, managed by its 管理员 only. */
export function teamRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const { routes, route } = resource(deps, { tags, staff: [] });

  route({
    method: 'get',
    path: '/team',
    summary: '本工厂的员工（仅管理员）',
    responses: { 200: json('员工列表，在用的在前', Team) },
  }, (c) => c.json(listTeam(db, c.get('staff').factoryId)));

  route({
    method: 'post',
    path: '/team',
    summary: '添加员工（一次性密码，首次登录须修改）',
    description: '答复中的 password 只出现这一次，请当面或经安全渠道交给该员工。每个工厂最多 100 名员工。',
    json: NewTeamMember,
    responses: { 201: json('已添加', TeamPasswordAnswer), 409: error('用户名已被使用，或员工已满') },
  }, async (c, { json: member }) => c.json(addTeamMember(db, c.get('staff'), member, await secretFor(deps), now().getTime()), 201));

  route({
    method: 'put',
    path: '/team/:id',
    summary: '修改员工的角色或启用状态',
    description: '停用或改变角色后，该员工已有的登录立即失效。管理员不能修改自己。',
    params: IdParams,
    json: TeamMemberChange,
    responses: { 200: json('修改后的员工', TeamMember), 404: error('员工不存在'), 409: error('不能修改自己') },
  }, (c, { params: { id }, json: change }) => c.json(changeTeamMember(db, c.get('staff'), id, change, now().getTime())));

  route({
    method: 'post',
    path: '/team/:id/password',
    summary: '重置员工密码（新的一次性密码）',
    description: '该员工已有的登录立即失效，下次登录须修改密码。',
    params: IdParams,
    responses: { 200: json('新的一次性密码', TeamPasswordAnswer), 404: error('员工不存在'), 409: error('不能重置自己的密码') },
  }, async (c, { params: { id } }) => c.json(resetTeamPassword(db, c.get('staff'), id, await secretFor(deps), now().getTime())));

  return routes;
}
