import type { Migration } from '../migration.ts';
import { rewriteTableDefinition } from '../table-definition.ts';

/**
 * A deleted design file's id is never given to a later upload. Without AUTOINCREMENT SQLite hands
 * out the largest id + 1, so deleting the newest file in 我的文件 and uploading another (in a
 * shop-mate's tab, or the customer's own) gave the new file the deleted one's id: a quotation draft
 * still holding that id was told its file was alive and was priced with the other file. With
 * AUTOINCREMENT the ids only grow; the rebuild keeps every row and id (sqlite_sequence starts at
 * the largest id kept).
 */
export const migration: Migration = {
  version: 18,
  name: 'file ids never reused',
  up: (db) => {
    rewriteTableDefinition(db, 'design_files', 'id INTEGER PRIMARY KEY,', 'id INTEGER PRIMARY KEY AUTOINCREMENT,');
  },
};
