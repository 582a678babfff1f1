import type { DatabaseSync } from 'node:sqlite';
import { logger } from './log.ts';

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
      logger.error({ err: error, rollback: rollbackError instanceof Error ? rollbackError.message : String(rollbackError) }, 'ROLLBACK failed after an error');
    }
    throw error;
  }
}
