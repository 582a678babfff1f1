import { rmSync } from 'node:fs';
import { databasePath, demoStaffEnabled, uploadDirectory } from './core/config.ts';
import { openDatabase } from './core/db.ts';
import { seedIfEmpty } from './seed.ts';
import { UploadFolder } from './core/upload-folder.ts';

/**
 * `npm run db:reset`: deletes the data file (with its WAL files) and the uploaded files, then
 * seeds a fresh one.
 */
const path = databasePath();
if (path !== ':memory:') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}
const { dir, temporary } = uploadDirectory(path);
rmSync(dir, { recursive: true, force: true });
const db = openDatabase(path);
await seedIfEmpty(db, { now: new Date(), uploads: new UploadFolder(dir), demoStaff: demoStaffEnabled() });
db.close();
if (temporary) rmSync(dir, { recursive: true, force: true });
console.log(`演示数据已重置：${path}`);
