import type { StaffRole } from '../../src/wire/staff.ts';
import type { LogVariables } from './log.ts';

/** The member of staff a live staff token belongs to (server/staff/guard.ts). */
export interface StaffContext {
  id: number;
  factoryId: number;
  role: StaffRole;
  sessionId: number;
}

/** Hono environment: values set by the bearer middleware for the handlers behind it. */
export interface AppEnv {
  Variables: LogVariables & {
    customerId: number;
    sessionId: number;
    /** Set for routes declared with `staff` (never together with customerId). */
    staff: StaffContext;
  };
}
