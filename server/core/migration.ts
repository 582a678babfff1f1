import type { DatabaseSync } from 'node:sqlite';

/** One step of the schema; `version` is its number, which `PRAGMA user_version` records once applied. */
export interface Migration {
  version: number;
  name: string;
  up: (db: DatabaseSync) => void;
}
