import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` inside one write transaction, rolling back if it throws. Inside an open
 * transaction it simply joins it, so helpers can be composed.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    try {
      db.exec('ROLLBACK');
    } catch (rollbackError) {
      // SQLite rolls back by itself after some failures (a full disk, an I/O error): the first
      // error is what went wrong, so it is the one thrown, and both are logged together.
      console.error(`[${new Date().toISOString()}] ROLLBACK failed after:`, error, '\nROLLBACK:', rollbackError);
    }
    throw error;
  }
}
