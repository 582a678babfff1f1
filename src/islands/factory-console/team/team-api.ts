/** 员工管理 in the console (管理员 only): /api/shop-staff/team. */
import type { StaffRole } from '../../../wire/staff.ts';
import type { Team, TeamMember, TeamPasswordAnswer } from '../../../wire/staff-team.ts';
import { has } from '../../../core/shapes.ts';
import { staffApi } from '../staff-api.ts';

const isMember = has({ id: 'number', username: 'string', role: 'string', active: 'boolean' });
const isAnswer = has({ member: 'object', password: 'string' });

export const listTeam = (signal?: AbortSignal) => staffApi<Team>('/api/shop-staff/team', { feature: true, expect: has({ records: 'array' }), ...(signal ? { signal } : {}) });
export const addTeamMember = (member: { username: string; name: string; role: StaffRole }) => staffApi<TeamPasswordAnswer>('/api/shop-staff/team', { method: 'POST', body: { ...member }, expect: isAnswer });
export const changeTeamMember = (id: number, change: { role?: StaffRole; active?: boolean }) => staffApi<TeamMember>(`/api/shop-staff/team/${id}`, { method: 'PUT', body: { ...change }, expect: isMember });
export const resetTeamPassword = (id: number) => staffApi<TeamPasswordAnswer>(`/api/shop-staff/team/${id}/password`, { method: 'POST', expect: isAnswer });
