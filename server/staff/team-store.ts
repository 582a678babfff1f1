/**
 * 员工管理: a 管理员's own factory's staff. A new member or a reset password gets a one-time
 * password (create-admin.ts's), shown once and stored only as its hash, to be changed at the
 * first login. A 管理员 cannot change their own role nor take themselves off, so a factory always
 * keeps the 管理员 acting on it; taking someone off ends their sessions at once.
 */
import type { DatabaseSync } from 'node:sqlite';
import { StaffRole } from '../../src/wire/staff.ts';
import { TEAM_MAX, type Team, type TeamMember, type TeamPasswordAnswer } from '../../src/wire/staff-team.ts';
import type { StaffContext } from '../core/app-env.ts';
import { HttpError } from '../core/errors.ts';
import { intOf, isoOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { recordAudit } from './audit.ts';
import { insertStaff, roleLabels } from './store.ts';

export const teamMessages = {
  notFound: '员工不存在',
  taken: (username: string) => `用户名「${username}」已被使用`,
  full: `每个工厂最多 ${TEAM_MAX} 名员工，请先停用或删除不再使用的账号`,
  self: '不能修改自己的角色或停用自己；请由本厂另一位管理员操作',
} as const;

const columns = 'id, username, name, role, active, must_change_password, created_at';

function memberOf(row: Row): TeamMember {
  const role = StaffRole.parse(textOf(row, 'role'));
  return {
    id: intOf(row, 'id'),
    username: textOf(row, 'username'),
    name: textOf(row, 'name'),
    role,
    roleLabel: roleLabels[role],
    active: intOf(row, 'active') === 1,
    mustChangePassword: intOf(row, 'must_change_password') === 1,
    createdAt: isoOf(row, 'created_at'),
  };
}

export function listTeam(db: DatabaseSync, factoryId: number): Team {
  return { records: db.prepare(`SELECT ${columns} FROM staff WHERE factory_id = ? ORDER BY active DESC, name, id`).all(factoryId).map(memberOf) };
}

/** A member of the factory's staff (404 for another factory's, so it cannot be told apart from none). */
function memberIn(db: DatabaseSync, factoryId: number, id: number): TeamMember {
  const row = db.prepare(`SELECT ${columns} FROM staff WHERE id = ? AND factory_id = ?`).get(id, factoryId);
  if (row === undefined) throw new HttpError(404, teamMessages.notFound);
  return memberOf(row);
}

export function addTeamMember(
  db: DatabaseSync,
  staff: StaffContext,
  member: { username: string; name: string; role: StaffRole },
  secret: { password: string; hash: string },
  at: number,
): TeamPasswordAnswer {
  return inTransaction(db, () => {
    const count = intOf(db.prepare('SELECT COUNT(*) AS n FROM staff WHERE factory_id = ?').get(staff.factoryId) ?? { n: 0 }, 'n');
    if (count >= TEAM_MAX) throw new HttpError(409, teamMessages.full);
    if (db.prepare('SELECT 1 FROM staff WHERE username = ?').get(member.username) !== undefined) throw new HttpError(409, teamMessages.taken(member.username));
    const id = insertStaff(db, { factoryId: staff.factoryId, username: member.username, passwordHash: secret.hash, name: member.name, role: member.role, mustChangePassword: true, createdAt: at });
    recordAudit(db, { factoryId: staff.factoryId, staffId: staff.id, at, action: 'staff.add', subject: `staff:${member.username}`, before: null, after: { ...member, mustChangePassword: true } });
    return { member: memberIn(db, staff.factoryId, id), password: secret.password };
  });
}

export function changeTeamMember(db: DatabaseSync, staff: StaffContext, id: number, change: { role?: StaffRole | undefined; active?: boolean | undefined }, at: number): TeamMember {
  return inTransaction(db, () => {
    const before = memberIn(db, staff.factoryId, id);
    if (id === staff.id) throw new HttpError(409, teamMessages.self);
    const role = change.role ?? before.role;
    const active = change.active ?? before.active;
    db.prepare('UPDATE staff SET role = ?, active = ? WHERE id = ?').run(role, active ? 1 : 0, id);
    // Off the console, or in another role: the logins of before end (a role's pages change with it).
    const ended = !active || role !== before.role ? Number(db.prepare('DELETE FROM staff_sessions WHERE staff_id = ?').run(id).changes) : 0;
    recordAudit(db, {
      factoryId: staff.factoryId,
      staffId: staff.id,
      at,
      action: 'staff.update',
      subject: `staff:${before.username}`,
      before: { role: before.role, active: before.active },
      after: { role, active, sessionsEnded: ended },
    });
    return memberIn(db, staff.factoryId, id);
  });
}

export function resetTeamPassword(db: DatabaseSync, staff: StaffContext, id: number, secret: { password: string; hash: string }, at: number): TeamPasswordAnswer {
  return inTransaction(db, () => {
    const before = memberIn(db, staff.factoryId, id);
    if (id === staff.id) throw new HttpError(409, teamMessages.self);
    db.prepare('UPDATE staff SET password_hash = ?, must_change_password = 1 WHERE id = ?').run(secret.hash, id);
    const ended = Number(db.prepare('DELETE FROM staff_sessions WHERE staff_id = ?').run(id).changes);
    recordAudit(db, { factoryId: staff.factoryId, staffId: staff.id, at, action: 'staff.reset', subject: `staff:${before.username}`, before: { mustChangePassword: before.mustChangePassword }, after: { mustChangePassword: true, sessionsEnded: ended } });
    return { member: memberIn(db, staff.factoryId, id), password: secret.password };
  });
}
