import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HealthAnswer } from '../../src/wire/health.ts';
import { schemaVersion } from '../core/migrate.ts';
import { UploadFolder } from '../core/upload-folder.ts';
import { createTestServer, minutes, seededAt, type TestServer } from '../test-support.ts';
import { Heartbeat } from '../core/heartbeat.ts';

const scratch = mkdtempSync(join(tmpdir(), 'shop-health-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function healthOf(server: TestServer): Promise<{ status: number; body: HealthAnswer; text: string }> {
  const response = await server.call('GET', '/api/health');
  const text = await response.text();
  expect(response.headers.get('cache-control')).toBe('no-store');
  return { status: response.status, body: HealthAnswer.strict().parse(JSON.parse(text)), text };
}

describe('GET /api/health', () => {
  it('answers 200 ok without a login: the database at this schema, a writable folder, free disk, no path of the server', async () => {
    const server = await createTestServer();
    const { status, body, text } = await healthOf(server);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      database: { ok: true, schemaVersion },
      uploads: { ok: true, writable: true },
      disk: { ok: true, minFreeBytes: 1024 * 1024 * 1024 },
      sweep: { ok: true, lastRunAt: null, everyMs: null },
      startedAt: seededAt.toISOString(),
    });
    expect(body.disk.freeBytes).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('backup');
    expect(text).not.toContain(server.uploadDir);
    expect(text).not.toContain(tmpdir());
  });

  it('is down (503) under the free-disk floor', async () => {
    const server = await createTestServer({ minFreeBytes: Number.MAX_SAFE_INTEGER });
    const { status, body } = await healthOf(server);
    expect(status).toBe(503);
    expect(body.status).toBe('down');
    expect(body.disk).toMatchObject({ ok: false, minFreeBytes: Number.MAX_SAFE_INTEGER });
  });

  it('is down (503) when the upload folder cannot be written, saying why without its path', async () => {
    const blocker = join(scratch, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const dir = join(blocker, 'uploads');
    const server = await createTestServer({ uploads: new UploadFolder(dir) });
    const { status, body, text } = await healthOf(server);
    expect(status).toBe(503);
    expect(body.status).toBe('down');
    expect(body.uploads).toEqual({ ok: false, writable: false, message: '上传文件目录不可写（ENOTDIR）' });
    expect(text).not.toContain(scratch);
  });

  it('is down (503) when the database cannot be read', async () => {
    const server = await createTestServer();
    server.db.close();
    const { status, body } = await healthOf(server);
    expect(status).toBe(503);
    expect(body.status).toBe('down');
    expect(body.database.ok).toBe(false);
    expect(body.database.schemaVersion).toBeNull();
    expect(body.database.error).toEqual(expect.any(String));
  });

  it('is degraded (503) when the deadline sweep last ran more than three intervals ago', async () => {
    // The scheduled sweep runs at once (at the app's clock), then every minute of real time.
    const server = await createTestServer({ deadlineSweepEveryMs: minutes(1) });
    const fresh = await healthOf(server);
    expect(fresh.status).toBe(200);
    expect(fresh.body.sweep).toEqual({ ok: true, lastRunAt: seededAt.toISOString(), everyMs: minutes(1) });
    server.advance(minutes(3));
    expect((await healthOf(server)).status).toBe(200);
    server.advance(1);
    const late = await healthOf(server);
    expect(late.status).toBe(503);
    expect(late.body.status).toBe('degraded');
    expect(late.body.sweep).toEqual({ ok: false, lastRunAt: seededAt.toISOString(), everyMs: minutes(1) });
  });

  it('tells the backups when they are on: late after two intervals without a good copy', async () => {
    const hour = minutes(60);
    const backup = new Heartbeat(hour, 2, seededAt);
    const server = await createTestServer({ backup });
    expect((await healthOf(server)).body.backup).toEqual({ ok: true, lastRunAt: null, everyMs: hour });
    server.advance(2 * hour + 1);
    const late = await healthOf(server);
    expect([late.status, late.body.status, late.body.backup?.ok]).toEqual([503, 'degraded', false]);
    const at = new Date(seededAt.getTime() + 2 * hour);
    backup.beat(at);
    const again = await healthOf(server);
    expect([again.status, again.body.status]).toEqual([200, 'ok']);
    expect(again.body.backup).toEqual({ ok: true, lastRunAt: at.toISOString(), everyMs: hour });
  });

  it('is in the API document as a public route with both answers', async () => {
    const server = await createTestServer();
    const document = (await (await server.call('GET', '/api/openapi.json')).json()) as { paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>> };
    const operation = document.paths['/api/health']?.['get'];
    expect(operation?.security).toBeUndefined();
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '503']));
  });
});
