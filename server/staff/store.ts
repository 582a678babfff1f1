/**
 * The staff's accounts: who they are, their factory and role, whether their initial password is
 * still to be changed. Their passwords are checked by the customers' code (auth/password-check.ts)
 * under the staff's own throttle keys.
 */
import type { DatabaseSync } from 'node:sqlite';
import { StaffRole, type StaffMember } from '../../src/wire/staff.ts';
import type { PasswordAccounts } from '../auth/password-check.ts';
import { insertedIdOf, intOf, textOf } from '../core/rows.ts';

/** The roles as the console shows them. */
export const roleLabels: Record<StaffRole, string> = {
  admin: '管理员',
  engineer: '报价工程师',
  service: '客服',
  warehouse: '仓储发货',
};

/** Staff log in from the `staff` table, the active ones only, under their own throttle keys. */
export const staffAccounts: PasswordAccounts = { table: 'staff', scope: 'staff', where: 'active = 1' };

export const staffMessages = {
  wrongCredentials: '用户名或密码错误',
  mustChangePassword: '请先修改初始密码',
  forbidden: '当前角色无权执行此操作',
  wrongCurrentPassword: '当前密码不正确',
} as const;

/** A member of staff as the console shows them, or null when there is none (or no longer an active one). */
export function findStaffMember(db: DatabaseSync, staffId: number): StaffMember | null {
  const row = db
    .prepare(
      `SELECT s.id, s.username, s.name, s.role, s.must_change_password, f.id AS factory_id, f.name AS factory_name
       FROM staff s JOIN factories f ON f.id = s.factory_id WHERE s.id = ? AND s.active = 1`,
    )
    .get(staffId);
  if (row === undefined) return null;
  const role = StaffRole.parse(textOf(row, 'role'));
  return {
    id: intOf(row, 'id'),
    username: textOf(row, 'username'),
    name: textOf(row, 'name'),
    role,
    roleLabel: roleLabels[role],
    factory: { id: intOf(row, 'factory_id'), name: textOf(row, 'factory_name') },
    mustChangePassword: intOf(row, 'must_change_password') === 1,
  };
}

export interface NewStaff {
  factoryId: number;
  username: string;
  passwordHash: string;
  name: string;
  role: StaffRole;
  mustChangePassword: boolean;
  createdAt: number;
}

/** Adds a member of staff and answers their id (a taken username fails on the UNIQUE constraint). */
export function insertStaff(db: DatabaseSync, staff: NewStaff): number {
  return insertedIdOf(
    db
      .prepare('INSERT INTO staff (factory_id, username, password_hash, name, role, must_change_password, active, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)')
      .run(staff.factoryId, staff.username, staff.passwordHash, staff.name, staff.role, staff.mustChangePassword ? 1 : 0, staff.createdAt),
  );
}

/** Sets a new password; the initial one is then no longer in use. */
export function setStaffPassword(db: DatabaseSync, staffId: number, passwordHash: string): void {
  db.prepare('UPDATE staff SET password_hash = ?, must_change_password = 0 WHERE id = ?').run(passwordHash, staffId);
}

/** Ends every session of the member of staff but `keep` (the one that changed the password). */
export function revokeOtherStaffSessions(db: DatabaseSync, staffId: number, keep: number): number {
  return Number(db.prepare('DELETE FROM staff_sessions WHERE staff_id = ? AND id <> ?').run(staffId, keep).changes);
}
