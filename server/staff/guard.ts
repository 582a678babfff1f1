import type { MiddlewareHandler } from 'hono';
import { StaffRole } from '../../src/wire/staff.ts';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../core/app-env.ts';
import { HttpError, messages } from '../core/errors.ts';
import type { StaffRule } from '../core/route.ts';
import { intOf, textOf } from '../core/rows.ts';
import { liveSession, type SessionStore } from '../auth/sessions.ts';
import { staffMessages } from './store.ts';

/** The staff's logins: the customers' rules (lifetime, idle limit, cap) in a table of their own. */
export const staffSessions: SessionStore = { table: 'staff_sessions', owner: 'staff_id' };

/**
 * Lets a route's call through only with a live staff token (401: a customer's token is not one)
 * of an active member of staff whose role the route allows, 管理员 always (403 otherwise); while
 * the initial password is unchanged only the routes open before the change answer (403
 * 请先修改初始密码). Records the member of staff as `staff`.
 */
export function requireStaff(deps: Pick<AppDeps, 'db' | 'now'>): (rule: StaffRule) => MiddlewareHandler<AppEnv> {
  return (rule) => async (c, next) => {
    const { sessionId, ownerId } = liveSession(deps, staffSessions, c.req.header('authorization'));
    const row = deps.db.prepare('SELECT factory_id, role, must_change_password FROM staff WHERE id = ? AND active = 1').get(ownerId);
    // A member of staff taken off the console: their login is over.
    if (row === undefined) throw new HttpError(401, messages.sessionExpired, { 'WWW-Authenticate': 'Bearer' });
    if (intOf(row, 'must_change_password') === 1 && !rule.beforePasswordChange) throw new HttpError(403, staffMessages.mustChangePassword);
    const role = StaffRole.parse(textOf(row, 'role'));
    if (role !== 'admin' && !rule.roles.includes(role)) throw new HttpError(403, staffMessages.forbidden);
    c.set('staff', { id: ownerId, factoryId: intOf(row, 'factory_id'), role, sessionId });
    await next();
  };
}
