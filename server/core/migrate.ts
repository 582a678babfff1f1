import type { DatabaseSync } from 'node:sqlite';
import { migration as accounts } from './migrations/001-accounts.ts';
import { migration as orders } from './migrations/002-orders.ts';
import { migration as catalogue } from './migrations/003-catalogue.ts';
import { migration as design } from './migrations/004-design.ts';
import { migration as suggestions } from './migrations/005-suggestions.ts';
import { migration as addresses } from './migrations/006-addresses.ts';
import { migration as shipments } from './migrations/007-shipments.ts';
import { migration as recharges } from './migrations/008-recharges.ts';
import { migration as invoices } from './migrations/009-invoices.ts';
import { migration as quotations } from './migrations/010-quotations.ts';
import { migration as lineOptions } from './migrations/011-line-options.ts';
import { migration as quotationLineOptions } from './migrations/012-quotation-line-options.ts';
import { migration as lineBreakdown } from './migrations/013-line-breakdown.ts';
import { migration as deadlines } from './migrations/014-deadlines.ts';
import { migration as draftFiles } from './migrations/015-draft-files.ts';
import { migration as lineCallouts } from './migrations/016-line-callouts.ts';
import { migration as assemblyParts } from './migrations/017-assembly-parts.ts';
import { migration as fileIdsNeverReused } from './migrations/018-file-ids-never-reused.ts';
import { migration as staff } from './migrations/019-staff.ts';
import { migration as customerMessages } from './migrations/020-customer-messages.ts';
import { migration as afterSales } from './migrations/021-after-sales.ts';
import { migration as serviceDesk } from './migrations/022-service-desk.ts';
import { migration as factoryMaterials } from './migrations/023-factory-materials.ts';
import { migration as mailCursor } from './migrations/024-mail-cursor.ts';
import { migration as parcels } from './migrations/025-parcels.ts';
import { migration as onlinePayments } from './migrations/026-online-payments.ts';
import { migration as bankTransfer } from './migrations/027-bank-transfer.ts';
import { migration as slsMarketRates } from './migrations/030-sls-market-rates.ts';
import { migration as materialTraits } from './migrations/031-material-traits.ts';
import { intOf } from './rows.ts';
import type { Migration } from './migration.ts';

/**
 * Every step in order. A new table or column is a new numbered file added at the end (version 6
 * on); a step released once never changes, since data files that ran it will not run it again.
 */
export const migrations: readonly Migration[] = [accounts, orders, catalogue, design, suggestions, addresses, shipments, recharges, invoices, quotations, lineOptions, quotationLineOptions, lineBreakdown, deadlines, draftFiles, lineCallouts, assemblyParts, fileIdsNeverReused, staff, customerMessages, afterSales, serviceDesk, factoryMaterials, mailCursor, parcels, onlinePayments, bankTransfer, slsMarketRates, materialTraits];

/** The last step's number (steps are numbered apart, so a number may be missing in one branch). */
export const schemaVersion = migrations.at(-1)?.version ?? 0;

/**
 * Steps 1–5 are the schema as it stood before steps were numbered. Data files of every earlier
 * release hold part of it under version 0 (a sessions table without last use, orders refusing
 * package orders, design files refusing pictures…), so these steps create with `IF NOT EXISTS`
 * and look at the file's shape before repairing it: they run at every open and change nothing
 * on a file that has it all. Steps after them run once each.
 */
const baselineVersion = 5;

function userVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get();
  return row === undefined ? 0 : intOf(row, 'user_version');
}

/**
 * Brings the data file to `schemaVersion`: each step runs in a transaction of its own with its
 * version, so a failing step leaves the file at the step before. Foreign keys are
 * off meanwhile because a widened CHECK rebuilds a table that others refer to (SQLite's
 * documented way), and must not cascade the rebuild's drop into its children.
 */
export function migrate(db: DatabaseSync): void {
  const current = userVersion(db);
  if (current > schemaVersion) throw new Error(`the data file is at schema version ${current}, newer than this server's ${schemaVersion}`);
  const steps = migrations.filter((step) => step.version <= baselineVersion || step.version > current);
  const brokenBefore = db.prepare('PRAGMA foreign_key_check').all().length;
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    for (const step of steps) {
      db.exec('BEGIN IMMEDIATE');
      try {
        step.up(db);
        if (step.version > current) db.exec(`PRAGMA user_version = ${step.version}`);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw new Error(`schema step ${step.version} (${step.name}) failed`, { cause: error });
      }
    }
    const broken = db.prepare('PRAGMA foreign_key_check').all().length - brokenBefore;
    if (broken > 0) throw new Error(`the schema steps broke ${broken} foreign keys`);
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}
