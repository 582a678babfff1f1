// The footage endpoints of this folder's calls against the reference server itself (seeded, in memory),
// through the shared client and file transport as the page uses them.
import { describe, expect, test } from 'vitest';
import { sha256Hex } from './download-check.ts';
import { failure, useReferenceServer } from '../../core/test-support.ts';

const { reported } = useReferenceServer({ loginAs: 'demo' });

const footage = () => import('./footage.ts');

describe("the shop's footage", () => {
  test('is listed by category and by search in the title or file name', async () => {
    const { listFootage } = await footage();
    expect((await listFootage({ size: 100 })).total).toBe(25);
    const videos = await listFootage({ category: 'video', size: 100 });
    expect(videos.records.map((item) => item.category)).toEqual(['video', 'video', 'video']);
    const guides = await listFootage({ keyword: '规范', size: 100 });
    expect(guides.records.map((item) => item.title).sort()).toEqual(['FDM 打印设计规范', '光固化设计规范']);
    expect((await listFootage({ keyword: '蓝鲸' })).total).toBe(0);
  });

  test('downloads with progress, the bytes match the listed size and SHA-256, and the count goes up', async () => {
    const { downloadFootage, listFootage } = await footage();
    const [item] = (await listFootage({ keyword: 'FDM 线材规格表' })).records;
    if (!item) throw new Error('FDM 线材规格表 is not listed');
    const progress: number[] = [];
    const blob = await downloadFootage(item.id, { onProgress: (loaded) => progress.push(loaded) });
    expect(blob.size).toBe(item.size);
    expect(await sha256Hex(blob)).toBe(item.sha256);
    expect(progress.at(-1)).toBe(item.size);
    const [after] = (await listFootage({ keyword: 'FDM 线材规格表' })).records;
    expect(after?.downloads).toBe(item.downloads + 1);
  });

  test("another shop's file answers 404, reported like every failure", async () => {
    const { downloadFootage } = await footage();
    reported.length = 0;
    // 蓝鲸 · 模型展示底座 belongs to shop 2; demo buys from shop 1.
    const error = await failure(downloadFootage(26));
    expect(error.status).toBe(404);
    expect(reported.map((reportedError) => reportedError.status)).toEqual([404]);
  });

  test('a cancelled download fails quietly', async () => {
    const { downloadFootage } = await footage();
    reported.length = 0;
    const controller = new AbortController();
    controller.abort();
    expect((await failure(downloadFootage(1, { signal: controller.signal }))).kind).toBe('aborted');
    expect(reported).toEqual([]);
  });
});
