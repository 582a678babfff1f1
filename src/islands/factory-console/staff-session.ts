import { persistentAtom } from '@nanostores/persistent';
import type { StaffMember } from '../../wire/staff.ts';

/** The console's own login, apart from the customers' `shop-user`: neither opens the other's calls. */
export const STAFF_SESSION_KEY = 'shop-staff';

export interface StaffSession {
  token: string;
  /** Who is logged in, once /api/shop-staff/me answered; null before. */
  member: StaffMember | null;
}

export const LOGGED_OUT_STAFF: StaffSession = { token: '', member: null };

const ROLES: readonly string[] = ['admin', 'engineer', 'service', 'warehouse'];

/** Whether a stored value holds what the console reads of a member of staff. */
function isStaffMember(value: unknown): value is StaffMember {
  if (typeof value !== 'object' || value === null) return false;
  const member: Partial<Record<keyof StaffMember, unknown>> = value;
  const factory = member.factory;
  return (
    typeof member.id === 'number' && typeof member.username === 'string' && typeof member.name === 'string' && typeof member.role === 'string' && ROLES.includes(member.role) &&
    typeof member.roleLabel === 'string' && typeof member.mustChangePassword === 'boolean' && typeof factory === 'object' && factory !== null && 'name' in factory && typeof factory.name === 'string'
  );
}

/** A stored value of the right shape, or null (a corrupt or foreign value is dropped). */
export function parseStaffSession(raw: string): StaffSession | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('token' in value) || typeof value.token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(value.token)) return null;
    const member = 'member' in value && isStaffMember(value.member) ? value.member : null;
    return { token: value.token, member };
  } catch {
    return null;
  }
}

/** The logged-in member of staff, persisted as one JSON value under localStorage `shop-staff`. */
export const $staff = persistentAtom<StaffSession>(STAFF_SESSION_KEY, LOGGED_OUT_STAFF, {
  encode: (value) => (value.token ? JSON.stringify(value) : undefined),
  decode: (raw) => parseStaffSession(raw) ?? LOGGED_OUT_STAFF,
});
