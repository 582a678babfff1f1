import type { Migration } from '../migration.ts';

/**
 * When an open draft (a quotation, a professional order, a design request) last said it still
 * uses the file, in ms, and which kind of draft it is. A file nothing else uses is kept for the
 * unattached lifetime from the later of its upload and this moment, and 我的文件 says which draft
 * uses it. NULL for a file no draft has claimed (every file uploaded before this step).
 */
export const migration: Migration = {
  version: 15,
  name: 'draft files',
  up: (db) => {
    db.exec('ALTER TABLE design_files ADD COLUMN draft_seen_at INTEGER');
    db.exec("ALTER TABLE design_files ADD COLUMN draft_kind TEXT CHECK (draft_kind IN ('quotation', 'professional', 'design'))");
  },
};
