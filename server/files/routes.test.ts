import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { FileDeleteResult, UploadResult } from '../../src/wire/files.ts';
import { UPLOAD_LIMITS } from '../../src/lib/files/quotation-rules.ts';
import { SessionInfo } from '../../src/wire/platform.ts';
import { binaryStl, box, moved } from '../seed-meshes.ts';
import { createTestServer, messageOf, stepBytes, uploadFile, uploadForm, type TestServer } from '../test-support.ts';

const draft = 'draft-files-0001';
const fixtures = join(import.meta.dirname, '../../e2e/fixtures/models');
const cube = binaryStl(box(10, 10, 10));
/** How the 10 mm cube is machined: its top and sides from above, its bottom turned over. */
const cubeMachining = { setups: ['+z', '-z'], faceArea: { '+z': 500, '-z': 100 }, fiveAxisArea: 0, unreachableArea: 0, narrowPocket: null, pocket: null, wall: null, corner: null, turned: null };
/** A cube on the plate needs no support, whichever way it is built (src/lib/geometry/support.ts). */
const none = { area: 0, volume: 0 };
const cubeSupport = { '+z': none, '-z': none, '+x': none, '-x': none, '+y': none, '-y': none };

function asciiStl(triangles: ReturnType<typeof box>): Uint8Array {
  const facets = triangles.map((corners) => `facet normal 0 0 0\nouter loop\n${corners.map((p) => `vertex ${p.join(' ')}`).join('\n')}\nendloop\nendfacet`);
  return new TextEncoder().encode(`solid part\n${facets.join('\n')}\nendsolid part\n`);
}

describe('/api/shop-file', () => {
  let server: TestServer;
  let demo: string;
  beforeEach(async () => {
    server = await createTestServer({ testHooks: true });
    demo = await server.login('demo');
  });

  const storageSize = async (token = demo) => {
    const response = await server.call('GET', '/api/shop-platform/users/me/session', { token });
    return SessionInfo.parse(await response.json()).customer.shop.storageSize;
  };
  const uploaded = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(201);
    return UploadResult.strict().parse(await response.json());
  };
  /** Stored files (not uploads in flight) in the server's folder. */
  const storedFiles = () => readdirSync(server.uploadDir).filter((name) => !name.startsWith('.'));
  const incoming = () => readdirSync(join(server.uploadDir, '.incoming'));

  describe('POST (upload)', () => {
    it('stores an STL, measures it itself and counts it in the shop\'s storage', async () => {
      const before = await storageSize();
      const result = await uploaded(await uploadFile(server, demo, draft, '立方体.stl', cube));
      expect(result.file).toMatchObject({ name: '立方体.stl', size: cube.length, format: 'stl', warnings: [] });
      expect(result.file.geometry).toEqual({ volume: 1000, area: 600, bbox: { x: 10, y: 10, z: 10 }, triangles: 12, machining: cubeMachining, support: cubeSupport });
      expect(result.storageSize).toBe(before + cube.length);
      expect(await storageSize()).toBe(before + cube.length);
      const row = server.db.prepare('SELECT stored_name, sha256, draft_id, customer_id FROM design_files WHERE id = ?').get(result.file.id);
      expect(row).toMatchObject({ sha256: createHash('sha256').update(cube).digest('hex'), draft_id: draft, customer_id: 1 });
      expect(readFileSync(join(server.uploadDir, String(row?.['stored_name'])))).toEqual(Buffer.from(cube));
      expect(incoming()).toEqual([]);
    });

    it('measures ASCII and binary STL of the same mesh alike', async () => {
      const binary = await uploaded(await uploadFile(server, demo, draft, 'b.stl', binaryStl(box(20, 30, 40))));
      const ascii = await uploaded(await uploadFile(server, demo, draft, 'a.STL', asciiStl(box(20, 30, 40))));
      expect(ascii.file.geometry).toEqual(binary.file.geometry);
      expect(ascii.file.geometry?.volume).toBe(24000);
    });

    it('measures the 10 mm cube alike in every mesh format, and passes on the mesh warnings', async () => {
      const fixture = (name: string) => new Uint8Array(readFileSync(join(fixtures, name)));
      for (const name of ['cube-10mm-binary.stl', 'cube-10mm-ascii.stl', 'cube-10mm.obj', 'cube-10mm.3mf', 'cube-1cm.3mf']) {
        const { file } = await uploaded(await uploadFile(server, demo, draft, name, fixture(name)));
        expect(file.geometry, name).toEqual({ volume: 1000, area: 600, bbox: { x: 10, y: 10, z: 10 }, triangles: 12, machining: cubeMachining, support: cubeSupport });
      }
      const open = await uploaded(await uploadFile(server, demo, draft, 'open-box.stl', fixture('open-box.stl')));
      expect(open.file).toMatchObject({ geometry: { area: 500, triangles: 10 }, warnings: ['openEdges'] });
    }, 60_000);

    it('keeps ZIP files for a manual quote: no geometry, no warning (STEP and IGES are measured: cad-uploads.test.ts)', async () => {
      const zip = await uploaded(await uploadFile(server, demo, draft, 'parts.zip', Uint8Array.of(0x50, 0x4b, 5, 6, ...new Array<number>(18).fill(0))));
      expect(zip.file).toMatchObject({ format: 'zip', geometry: null, warnings: [] });
      const step = await uploaded(await uploadFile(server, demo, draft, '零件.STP', stepBytes()));
      expect(step.file).toMatchObject({ format: 'step', geometry: null, warnings: ['empty'] });
    });

    it('refuses an unreadable mesh or a file that is not what its name says, instead of storing it for a manual quote', async () => {
      for (const [name, bytes] of [['broken.stl', Uint8Array.of(1, 2, 3)], ['fake.step', new TextEncoder().encode('hello')], ['fake.3mf', new TextEncoder().encode('not a zip')]] as const) {
        const response = await uploadFile(server, demo, draft, name, bytes);
        expect(response.status, name).toBe(400);
        expect(await messageOf(response)).toContain(`文件「${name}」`);
      }
      expect(storedFiles().filter((n) => !n.startsWith('seed-'))).toEqual([]);
    });

    it.each([
      ['drawing.dwg', '不支持的文件格式：.dwg（支持 STL、OBJ、3MF、STEP、IGES、ZIP）'],
      ['README', '不支持的文件格式：无扩展名（支持 STL、OBJ、3MF、STEP、IGES、ZIP）'],
    ])('answers 400 for %s and stores nothing', async (name, message) => {
      const before = await storageSize();
      const response = await uploadFile(server, demo, draft, name, cube);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
      expect(await storageSize()).toBe(before);
      expect(storedFiles().filter((n) => !n.startsWith('seed-'))).toEqual([]);
    });

    it('takes 20 files per draft and answers the 21st with 409, other drafts unaffected', async () => {
      for (let i = 1; i <= UPLOAD_LIMITS.maxFiles; i += 1) await uploaded(await uploadFile(server, demo, draft, `p${i}.step`, stepBytes()));
      const response = await uploadFile(server, demo, draft, 'p21.step', stepBytes());
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe('每个报价最多上传 20 个文件');
      await uploaded(await uploadFile(server, demo, 'draft-files-0002', 'p21.step', stepBytes()));
    });

    it('holds the 20-file limit for uploads arriving at the same time', async () => {
      const responses = await Promise.all(
        Array.from({ length: UPLOAD_LIMITS.maxFiles + 3 }, (_, i) => uploadFile(server, demo, draft, `p${i}.step`, stepBytes())),
      );
      expect(responses.filter((r) => r.status === 201)).toHaveLength(UPLOAD_LIMITS.maxFiles);
      expect(responses.filter((r) => r.status === 409)).toHaveLength(3);
      expect(incoming()).toEqual([]);
    });

    it('frees a place in the draft when a file is deleted', async () => {
      const ids: number[] = [];
      for (let i = 0; i < UPLOAD_LIMITS.maxFiles; i += 1) ids.push((await uploaded(await uploadFile(server, demo, draft, `p${i}.step`, stepBytes()))).file.id);
      await server.call('DELETE', `/api/shop-file/${ids[0]}`, { token: demo });
      await uploaded(await uploadFile(server, demo, draft, 'again.step', stepBytes()));
    });

    it('takes a file of exactly 100 MB but answers 413 for one byte more, naming the file', async () => {
      const before = await storageSize();
      const max = new Uint8Array(UPLOAD_LIMITS.maxBytes);
      max.set(stepBytes());
      await uploaded(await uploadFile(server, demo, draft, 'max.step', max));
      const response = await uploadFile(server, demo, draft, '超大.step', new Uint8Array(UPLOAD_LIMITS.maxBytes + 1));
      expect(response.status).toBe(413);
      expect(await messageOf(response)).toBe('文件「超大.step」超过 100 MB 的上限');
      expect(await storageSize()).toBe(before + UPLOAD_LIMITS.maxBytes);
      expect(incoming()).toEqual([]);
      // Two bodies of 100 MB go through the multipart parser and the hash: seconds on a busy 2-core machine.
    }, 60_000);

    it('is not held to the 1 MB limit of JSON bodies', async () => {
      // 3000 separate 1 mm cubes beside a 10 mm one (stacked in one place their volume would not fit their box).
      const big = binaryStl(box(10, 10, 10).concat(...Array.from({ length: 3000 }, (_, i) => moved(box(1, 1, 1), 20 + (i % 60) * 2, Math.floor(i / 60) * 2, 0))));
      expect(big.length).toBeGreaterThan(1024 * 1024);
      expect((await uploaded(await uploadFile(server, demo, draft, 'many.stl', big))).file.geometry?.triangles).toBe(12 * 3001);
    });

    it('answers 413 when the shop\'s storage cannot take the file, saying what is needed and left', async () => {
      const full = await server.login('e2e-full');
      const before = await storageSize(full);
      const response = await uploadFile(server, full, draft, 'big.step', new Uint8Array(600 * 1024));
      expect(response.status).toBe(413);
      expect(await messageOf(response)).toBe('存储空间不足：「big.step」需要 0.6 MB，剩余 0.5 MB');
      expect(await storageSize(full)).toBe(before);
      await uploaded(await uploadFile(server, full, draft, 'small.step', stepBytes()));
    });

    it.each([
      ['no draftId', {}, '缺少草稿编号（须在文件之前发送）'],
      ['a short draftId', { draftId: 'abc' }, '草稿编号无效，请刷新页面后重试'],
      ['an unknown field', { draftId: draft, note: 'x' }, '表单中有本页不接受的字段，请刷新页面后重新提交'],
    ])('answers 400 for %s', async (_, fields, message) => {
      const response = await server.call('POST', '/api/shop-file', { token: demo, body: uploadForm(fields, { name: 'a.stl', bytes: cube }) });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    });

    it('answers 400 for a draftId sent after the file, a form without file, two files and an empty file', async () => {
      const after = new FormData();
      after.append('file', new Blob([cube.slice()]), 'a.stl');
      after.append('draftId', draft);
      const two = uploadForm({ draftId: draft }, { name: 'a.stl', bytes: cube });
      two.append('file', new Blob([cube.slice()]), 'b.stl');
      const cases: Array<[FormData, string]> = [
        [after, '缺少草稿编号（须在文件之前发送）'],
        [uploadForm({ draftId: draft }, null), '请选择要上传的文件'],
        [two, '一次只能上传一个文件'],
        [uploadForm({ draftId: draft }, { name: 'empty.stl', bytes: new Uint8Array(0) }), '文件「empty.stl」是空文件'],
      ];
      for (const [body, message] of cases) {
        const response = await server.call('POST', '/api/shop-file', { token: demo, body });
        expect(response.status).toBe(400);
        expect(await messageOf(response)).toBe(message);
      }
      expect(incoming()).toEqual([]);
    });

    it('answers 400 for a body that is not multipart', async () => {
      const response = await server.call('POST', '/api/shop-file', { token: demo, json: { draftId: draft } });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('请通过上传表单提交文件');
    });

    it('needs a login', async () => {
      const response = await server.call('POST', '/api/shop-file', { body: uploadForm({ draftId: draft }, { name: 'a.stl', bytes: cube }) });
      expect(response.status).toBe(401);
    });

    it('can be made to fail once by the fail-next test hook, before the body is read', async () => {
      await server.call('POST', '/api/__test__/fail-next', { json: { method: 'POST', path: '/api/shop-file', status: 500, message: '上传失败' } });
      const failed = await uploadFile(server, demo, draft, 'a.stl', cube);
      expect(failed.status).toBe(500);
      expect(await messageOf(failed)).toBe('上传失败');
      await uploaded(await uploadFile(server, demo, draft, 'a.stl', cube));
    });
  });

  describe('GET /{id}/content (download)', () => {
    it('streams the bytes with their length, type and the name as RFC 5987 filename*', async () => {
      const { file } = await uploaded(await uploadFile(server, demo, draft, '外壳 (v2).stl', cube));
      const response = await server.call('GET', `/api/shop-file/${file.id}/content`, { token: demo });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('model/stl');
      expect(response.headers.get('Content-Length')).toBe(String(cube.length));
      expect(response.headers.get('Content-Disposition')).toBe(
        `attachment; filename="__ (v2).stl"; filename*=UTF-8''%E5%A4%96%E5%A3%B3%20%28v2%29.stl`,
      );
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(cube);
    });

    it('serves the customer\'s own files only', async () => {
      const { file } = await uploaded(await uploadFile(server, demo, draft, 'a.stl', cube));
      for (const [id, token] of [[file.id, await server.login('maker')], [file.id, await server.login('other')], [99999, demo]] as const) {
        const response = await server.call('GET', `/api/shop-file/${id}/content`, { token });
        expect(response.status).toBe(404);
        expect(await messageOf(response)).toBe('文件不存在');
      }
    });
  });

  describe('DELETE /{id}', () => {
    it('removes the file and its bytes and gives the storage back', async () => {
      const before = await storageSize();
      const { file } = await uploaded(await uploadFile(server, demo, draft, 'a.stl', cube));
      const response = await server.call('DELETE', `/api/shop-file/${file.id}`, { token: demo });
      expect(response.status).toBe(200);
      expect(FileDeleteResult.strict().parse(await response.json())).toEqual({ storageSize: before });
      expect(await storageSize()).toBe(before);
      expect(storedFiles().filter((n) => !n.startsWith('seed-'))).toEqual([]);
      expect((await server.call('GET', `/api/shop-file/${file.id}/content`, { token: demo })).status).toBe(404);
    });

    it('answers 404 for a file of another shop or none, and 400 for a bad id', async () => {
      const { file } = await uploaded(await uploadFile(server, demo, draft, 'a.stl', cube));
      const other = await server.call('DELETE', `/api/shop-file/${file.id}`, { token: await server.login('other') });
      expect(other.status).toBe(404);
      expect(await messageOf(other)).toBe('文件不存在');
      const bad = await server.call('DELETE', '/api/shop-file/abc', { token: demo });
      expect(bad.status).toBe(400);
      expect(await messageOf(bad)).toBe('文件编号无效');
    });

    it('answers 409 for a file an order uses', async () => {
      // File 1 is version 1 of a drawing of demo's seeded professional order.
      const response = await server.call('DELETE', '/api/shop-file/1', { token: demo });
      expect(response.status).toBe(409);
      expect(await messageOf(response)).toBe('文件「外壳.stl」已用于订单，不能删除');
    });
  });
});
