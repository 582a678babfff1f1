/**
 * 员工管理 in the factory console (/api/shop-staff/team, 管理员 only): the factory's staff, adding
 * one with a one-time password, changing a role, taking someone off the console and giving a new
 * one-time password. Shared conventions: common.ts; the staff's login and roles: staff.ts.
 */
import { z } from 'zod';
import { isoTime } from './common.ts';
import { StaffRole } from './staff.ts';

/** The most members of staff one factory keeps (active or not). */
export const TEAM_MAX = 100;

export const TeamMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: StaffRole,
  roleLabel: z.string(),
  /** Off: cannot log in; their sessions ended when they were taken off. */
  active: z.boolean(),
  /** A one-time password is still in use. */
  mustChangePassword: z.boolean(),
  createdAt: isoTime,
});
export type TeamMember = z.infer<typeof TeamMember>;

/** GET /api/shop-staff/team: every member of the factory's staff, active first, then by name. */
export const Team = z.object({ records: z.array(TeamMember) });
export type Team = z.infer<typeof Team>;

/** POST /api/shop-staff/team */
export const NewTeamMember = z.object({
  username: z
    .string()
    .trim()
    .min(2, '用户名至少 2 个字符')
    .max(32, '用户名最多 32 个字符')
    .regex(/^[A-Za-z0-9_.-]+$/, '用户名只能包含字母、数字、下划线、点和横线'),
  name: z.string().trim().min(1, '请填写姓名').max(20, '姓名最多 20 个字'),
  role: StaffRole,
});
export type NewTeamMember = z.input<typeof NewTeamMember>;

/** PUT /api/shop-staff/team/{id}: a new role, or on / off the console. */
export const TeamMemberChange = z
  .object({ role: StaffRole.optional(), active: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.active !== undefined, '请指定要修改的角色或启用状态');
export type TeamMemberChange = z.input<typeof TeamMemberChange>;

/** The member with the one-time password, shown once to the 管理员 who hands it over; it must be changed at first login. */
export const TeamPasswordAnswer = z.object({ member: TeamMember, password: z.string() });
export type TeamPasswordAnswer = z.infer<typeof TeamPasswordAnswer>;
