import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { inTransaction } from './transaction.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, uploadFile, type TestServer } from '../test-support.ts';
import { UploadFolder } from './upload-folder.ts';
import { logger } from './log.ts';

const cube = binaryStl(box(10, 10, 10));
const storageSize = async (server: TestServer, token: string) =>
  SessionInfo.parse(await (await server.call('GET', '/api/shop-platform/users/me/session', { token })).json()).customer.shop.storageSize;
const designFiles = (server: TestServer) => server.db.prepare('SELECT COUNT(*) AS n FROM design_files').get();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a transaction that SQLite already rolled back', () => {
  it('throws the cause, not the failed ROLLBACK, and logs both', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { db } = await createTestServer();
    const cause = new Error('database or disk is full');
    expect(() =>
      inTransaction(db, () => {
        db.exec('ROLLBACK');
        throw cause;
      }),
    ).toThrow(cause);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: cause, rollback: expect.stringContaining('no transaction is active') }), 'ROLLBACK failed after an error');
    expect(db.isTransaction).toBe(false);
  });
});

describe('a full disk', () => {
  it('tells the customer 服务器存储空间不足 (507) when the database cannot grow', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const pages = Object.values(server.db.prepare('PRAGMA page_count').get() ?? {})[0];
    server.db.exec(`PRAGMA max_page_count = ${Number(pages)}`);
    // Sessions of another customer fill the pages a login needs.
    const fill = server.db.prepare('INSERT INTO sessions (customer_id, token_hash, created_at, expires_at, last_used_at) VALUES (2, ?, 0, 0, 0)');
    expect(() => {
      for (let i = 0; i < 100_000; i += 1) fill.run(`filler-${i}`);
    }).toThrow('database or disk is full');
    const response = await server.call('POST', '/api/shop-platform/sessions', { json: { username: 'demo', password: 'Demo1234' } });
    expect(response.status).toBe(507);
    expect(await messageOf(response)).toBe('服务器存储空间不足，请稍后再试');
    expect(token).toBeTruthy();
  });

  it.skipIf(!existsSync('/dev/full'))('refuses an upload with 507 服务器存储空间不足 and keeps nothing', async () => {
    const base = await createTestServer();
    class FullDisk extends UploadFolder {
      override async openIncoming() {
        // The OS's own full device: every write fails with ENOSPC.
        return { path: join(this.dir, '.incoming', 'never-written'), handle: await open('/dev/full', 'w') };
      }
    }
    const server = await createTestServer({ uploads: new FullDisk(base.uploadDir) });
    const token = await server.login('demo');
    const before = await storageSize(server, token);
    const files = designFiles(server);
    const response = await uploadFile(server, token, 'draft-full-0001', 'a.stl', cube);
    expect(response.status).toBe(507);
    expect(await messageOf(response)).toBe('服务器存储空间不足，请稍后再试');
    expect(designFiles(server)).toEqual(files);
    expect(await storageSize(server, token)).toBe(before);
  });
});

describe('an upload folder the server cannot write', () => {
  it('refuses uploads with a storage message instead of failing, and answers everything else', async () => {
    // /sys exists and takes no new folders, even for root.
    const server = await createTestServer({ uploadDir: '/sys' });
    const token = await server.login('demo');
    const before = await storageSize(server, token);
    const response = await uploadFile(server, token, 'draft-ro-0001', 'a.stl', cube);
    expect(response.status).toBe(503);
    expect(await messageOf(response)).toBe('文件存储暂不可用，暂时不能上传或删除文件，请联系商家');
    expect(await storageSize(server, token)).toBe(before);
    const download = await server.call('GET', '/api/shop-file/1/content', { token });
    expect(download.status).toBe(503);
  });
});

describe('deleting a file whose bytes cannot be removed', () => {
  it('answers 503 and keeps the row, the bytes and the storage count; once the folder works, deletes both', async () => {
    const server = await createTestServer();
    const token = await server.login('demo');
    const { file, storageSize: withFile } = UploadResult.parse(await (await uploadFile(server, token, 'draft-del-0001', 'a.stl', cube)).json());
    const stored = () => readdirSync(server.uploadDir).filter((name) => !name.startsWith('.') && !name.startsWith('seed-'));
    expect(stored()).toHaveLength(1);
    // A file where the trash folder should be: moving the bytes aside fails as on a read-only disk.
    writeFileSync(join(server.uploadDir, '.trash'), 'not a folder');
    const refused = await server.call('DELETE', `/api/shop-file/${file.id}`, { token });
    expect(refused.status).toBe(503);
    expect(await messageOf(refused)).toBe('文件存储暂不可用，暂时不能上传或删除文件，请联系商家');
    expect(server.db.prepare('SELECT 1 AS kept FROM design_files WHERE id = ?').get(file.id)).toEqual({ kept: 1 });
    expect(stored()).toHaveLength(1);
    expect(await storageSize(server, token)).toBe(withFile);

    rmSync(join(server.uploadDir, '.trash'));
    const deleted = await server.call('DELETE', `/api/shop-file/${file.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(stored()).toEqual([]);
    expect(readdirSync(join(server.uploadDir, '.trash'))).toEqual([]);
    expect(await storageSize(server, token)).toBe(withFile - cube.byteLength);
  });

  it('puts bytes left in the trash by an unfinished deletion back when their row is still there, and drops the others', () => {
    const folder = new UploadFolder(mkdtempSync(join(tmpdir(), 'shop-trash-')));
    const kept = '00000000-0000-4000-8000-000000000001.stl';
    const gone = '00000000-0000-4000-8000-000000000002.stl';
    mkdirSync(join(folder.dir, '.trash'), { recursive: true });
    writeFileSync(join(folder.dir, '.trash', kept), 'a');
    writeFileSync(join(folder.dir, '.trash', gone), 'b');
    folder.settleTrash((name) => name === kept);
    expect(readdirSync(folder.dir).filter((name) => !name.startsWith('.'))).toEqual([kept]);
    expect(readdirSync(join(folder.dir, '.trash'))).toEqual([]);
    rmSync(folder.dir, { recursive: true, force: true });
  });
});
