import { describe, expect, it } from 'vitest';
import { imageSize, sniffImage } from '../../src/lib/files/image-sniff.ts';
import { gradientPng } from '../seed-suggestions.ts';
import { createTestServer } from '../test-support.ts';

describe('seeded suggestions', () => {
  it('give demo every status, with staff replies on the ones being handled or answered', async () => {
    const server = await createTestServer();
    const rows = server.db
      .prepare(
        `SELECT s.status, (SELECT COUNT(*) FROM suggestion_replies r WHERE r.suggestion_id = s.id AND r.sender = 'staff') AS staff
         FROM suggestions s WHERE s.customer_id = 1`,
      )
      .all();
    expect(new Set(rows.map((row) => row['status']))).toEqual(new Set(['待处理', '处理中', '已回复']));
    for (const row of rows) expect(Number(row['staff']) > 0).toBe(row['status'] !== '待处理');
  });

  it('give another customer one of its own and e2e-suggest none', async () => {
    const server = await createTestServer();
    const count = (username: string) =>
      Number(server.db.prepare('SELECT COUNT(*) AS n FROM suggestions s JOIN customers c ON c.id = s.customer_id WHERE c.username = ?').get(username)?.['n']);
    expect(count('other')).toBe(1);
    expect(count('e2e-suggest')).toBe(0);
  });

  it('draw real PNGs that read back with their size', () => {
    const png = gradientPng(32, 20, [0, 0, 0], [255, 255, 255]);
    expect(sniffImage(png)).toBe('png');
    expect(imageSize(png, 'png')).toEqual({ width: 32, height: 20 });
  });
});
