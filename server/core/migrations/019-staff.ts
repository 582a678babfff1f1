import { schemaStep } from '../schema-step.ts';

/**
 * The people who price, make, ship and answer (员工), apart from the customers: each belongs to one
 * factory and has one role (管理员 admin, 报价工程师 engineer, 客服 service, 仓储发货 warehouse).
 * Their logins live in staff_sessions, never in sessions, so a customer's token opens no staff
 * call and a staff token no customer call. audit_log records every write a member of staff makes
 * (who, when, what, on what, the record before and after as JSON); staff_id is NULL for what was
 * done from the command line (npm run staff:create-admin). `IF NOT EXISTS`: a file that already
 * has them (a copy set back to an earlier version, as core/db.test.ts makes) takes the step again.
 */
const staffSchema = `
CREATE TABLE IF NOT EXISTS staff (
  id INTEGER PRIMARY KEY,
  factory_id INTEGER NOT NULL REFERENCES factories(id),
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'engineer', 'service', 'warehouse')),
  must_change_password INTEGER NOT NULL DEFAULT 0 CHECK (must_change_password IN (0, 1)),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS staff_factory ON staff(factory_id);

CREATE TABLE IF NOT EXISTS staff_sessions (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_used_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS staff_sessions_staff ON staff_sessions(staff_id);

CREATE TABLE IF NOT EXISTS audit_log (
  id INTEGER PRIMARY KEY,
  factory_id INTEGER NOT NULL REFERENCES factories(id),
  staff_id INTEGER REFERENCES staff(id) ON DELETE SET NULL,
  at INTEGER NOT NULL,
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  before TEXT CHECK (before IS NULL OR json_valid(before)),
  after TEXT CHECK (after IS NULL OR json_valid(after))
);
CREATE INDEX IF NOT EXISTS audit_log_factory_time ON audit_log(factory_id, at, id);
`;

export const migration = schemaStep(19, 'staff', staffSchema);
