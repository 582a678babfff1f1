import { beforeEach, describe, expect, it } from 'vitest';
import { UploadResult } from '../../src/wire/files.ts';
import { intOf } from '../core/rows.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, messageOf, uploadFile, type TestServer } from '../test-support.ts';
import { CUSTOMER_STORAGE_SHARE } from './store.ts';

/** 684 bytes each: a small cube in binary STL. */
const cube = binaryStl(box(10, 10, 10));

describe('one customer\'s part of the storage a shop shares', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer({ testHooks: true });
  });

  const filesOf = (username: string) => {
    const row = server.db.prepare('SELECT COUNT(*) AS n FROM design_files WHERE customer_id = (SELECT id FROM customers WHERE username = ?)').get(username);
    return row === undefined ? -1 : intOf(row, 'n');
  };
  /** Gives shop `shopId` a quota of `bytes`, nothing used, and answers what each customer's files may use. */
  const quota = (shopId: number, bytes: number) => {
    server.db.prepare('UPDATE shops SET storage_quota = ?, storage_size = 0 WHERE id = ?').run(bytes, shopId);
    return Math.floor(bytes * CUSTOMER_STORAGE_SHARE);
  };
  const usedBy = (username: string) => {
    const row = server.db.prepare('SELECT COALESCE(SUM(size), 0) AS n FROM design_files WHERE customer_id = (SELECT id FROM customers WHERE username = ?)').get(username);
    return row === undefined ? -1 : intOf(row, 'n');
  };

  it('refuses a file beyond half of the shop\'s storage for one of its customers, across drafts, and leaves the rest to the others', async () => {
    const demo = await server.login('demo');
    // demo's seeded files count; room for two more cubes in demo's half, not three.
    const half = quota(1, 2 * (usedBy('demo') + 2 * cube.length) + 1);
    expect(half).toBe(usedBy('demo') + 2 * cube.length);
    const files = filesOf('demo');
    for (const draft of ['draft-share-0001', 'draft-share-0002']) expect((await uploadFile(server, demo, draft, 'part.stl', cube)).status).toBe(201);
    const refused = await uploadFile(server, demo, 'draft-share-0003', '第三个零件.stl', cube);
    expect(refused.status).toBe(413);
    expect(await messageOf(refused)).toBe(`存储空间不足：店铺空间由多位客户共用，每位客户的文件最多占用一半（${(half / 1024 / 1024).toFixed(2)} MB），您的文件已占用 ${(half / 1024 / 1024).toFixed(2)} MB，「第三个零件.stl」需要 0.01 MB。请先在用户中心的「我的文件」中删除不再需要的文件`);
    expect(filesOf('demo')).toBe(files + 2);
    // A colleague of the same shop still has their own half.
    const maker = await server.login('maker');
    expect((await uploadFile(server, maker, 'draft-share-0004', 'part.stl', cube)).status).toBe(201);
    // Deleting a file makes room again.
    const [mine] = server.db.prepare("SELECT id FROM design_files WHERE customer_id = 1 AND draft_id = 'draft-share-0001'").all();
    expect((await server.call('DELETE', `/api/shop-file/${intOf(mine ?? {}, 'id')}`, { token: demo })).status).toBe(200);
    expect((await uploadFile(server, demo, 'draft-share-0003', 'part.stl', cube)).status).toBe(201);
  });

  it('holds when uploads race: of five parallel uploads that fit the shop, only those within the customer\'s half are kept', async () => {
    const demo = await server.login('demo');
    quota(1, 2 * (usedBy('demo') + 2 * cube.length) + 1);
    const files = filesOf('demo');
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => uploadFile(server, demo, `draft-race-000${i}`, `part-${i}.stl`, cube)));
    expect(responses.map((r) => r.status).toSorted()).toEqual([201, 201, 413, 413, 413]);
    expect(filesOf('demo')).toBe(files + 2);
    for (const response of responses.filter((r) => r.status === 201)) UploadResult.parse(await response.json());
  });

  it('lets a customer alone in a shop use all of its storage', async () => {
    // e2e-quote is the only customer of 报价测试工作室 (shop 3).
    const alone = await server.login('e2e-quote');
    quota(3, 2 * cube.length);
    expect((await uploadFile(server, alone, 'draft-alone-0001', 'a.stl', cube)).status).toBe(201);
    expect((await uploadFile(server, alone, 'draft-alone-0001', 'b.stl', cube)).status).toBe(201);
    const full = await uploadFile(server, alone, 'draft-alone-0001', 'c.stl', cube);
    expect(full.status).toBe(413);
    expect(await messageOf(full)).toMatch(/^存储空间不足：「c\.stl」需要 0\.01 MB，剩余 0 MB$/);
  });
});
