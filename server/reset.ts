import { rmSync } from 'node:fs';
import { databasePath } from './config.ts';
import { openDatabase } from './db.ts';
import { seedIfEmpty } from './seed.ts';

/** `npm run db:reset`: deletes the data file (with its WAL files) and seeds a fresh one. */
const path = databasePath();
if (path !== ':memory:') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}
const db = openDatabase(path);
await seedIfEmpty(db, { now: new Date() });
db.close();
console.log(`演示数据已重置：${path}`);
