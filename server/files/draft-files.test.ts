import { describe, expect, it } from 'vitest';
import { DraftFilesAnswer, StoredFilePage, UploadResult } from '../../src/wire/files.ts';
import { binaryStl, box } from '../seed-meshes.ts';
import { createTestServer, days, messageOf, uploadFile, uploadForm, type TestServer } from '../test-support.ts';

async function upload(server: TestServer, token: string, draftId: string, name: string) {
  const response = await uploadFile(server, token, draftId, name, binaryStl(box(5, 5, 5)));
  expect(response.status, await response.clone().text()).toBe(201);
  return UploadResult.parse(await response.json()).file;
}

const inDraft = (server: TestServer, token: string, body: unknown) => server.call('POST', '/api/shop-file/in-draft', { token, json: body });

async function listed(server: TestServer, token: string, id: number) {
  const page = StoredFilePage.strict().parse(await (await server.call('GET', '/api/shop-file?size=100', { token })).json());
  return page.records.find((file) => file.id === id);
}

describe('POST /api/shop-file/in-draft (an open draft says which files it still uses)', () => {
  it('marks the customer\'s files as in a draft, which 我的文件 shows with the expiry counted from then', async () => {
    const server = await createTestServer();
    let token = await server.login('e2e-draft-files');
    const part = await upload(server, token, 'draft-alive-0001', '支架.stl');
    expect(await listed(server, token, part.id)).toMatchObject({ usedBy: [], inDraft: null, expiresAt: new Date(Date.parse(part.createdAt) + days(7)).toISOString() });

    server.advance(days(3));
    // Three days without using the session ended it (idle limit): log in again.
    token = await server.login('e2e-draft-files');
    const response = await inDraft(server, token, { kind: 'quotation', fileIds: [part.id] });
    expect(response.status).toBe(200);
    expect(DraftFilesAnswer.strict().parse(await response.json())).toEqual({ missing: [] });
    const seenAt = new Date(Date.parse(part.createdAt) + days(3)).toISOString();
    expect(await listed(server, token, part.id)).toMatchObject({ inDraft: { kind: 'quotation', seenAt }, expiresAt: new Date(Date.parse(seenAt) + days(7)).toISOString() });
  });

  it('marks a file uploaded with its draft\'s kind as in that draft from the upload, before the draft says so', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-draft-files');
    const form = uploadForm({ draftId: 'draft-alive-0004', draftKind: 'professional' }, { name: '底座.stl', bytes: binaryStl(box(5, 5, 5)) });
    const response = await server.call('POST', '/api/shop-file', { token, body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    const { file } = UploadResult.parse(await response.json());
    expect(await listed(server, token, file.id)).toMatchObject({ inDraft: { kind: 'professional', seenAt: file.createdAt } });

    const unknown = uploadForm({ draftId: 'draft-alive-0004', draftKind: 'cart' }, { name: '底座.stl', bytes: binaryStl(box(5, 5, 5)) });
    const refused = await server.call('POST', '/api/shop-file', { token, body: unknown });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toContain('草稿类型无效，请刷新页面后重试');
  });

  it('answers the ids that are gone or not the customer\'s, and marks nobody else\'s file', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-draft-files');
    const other = await server.login('e2e-a11y');
    const kept = await upload(server, token, 'draft-alive-0002', '外壳.stl');
    const deleted = await upload(server, token, 'draft-alive-0002', '盖板.stl');
    const theirs = await upload(server, other, 'draft-alive-0003', '同事的.stl');
    expect((await server.call('DELETE', `/api/shop-file/${deleted.id}`, { token })).status).toBe(200);

    const answer = DraftFilesAnswer.parse(await (await inDraft(server, token, { kind: 'professional', fileIds: [kept.id, deleted.id, theirs.id, 999999] })).json());
    expect(answer.missing.toSorted((a, b) => a - b)).toEqual([deleted.id, theirs.id, 999999].toSorted((a, b) => a - b));
    expect((await listed(server, token, kept.id))?.inDraft?.kind).toBe('professional');
    expect((await listed(server, other, theirs.id))?.inDraft).toBeNull();
  });

  it('refuses what is not a list of file ids of a known kind of draft, and a visitor', async () => {
    const server = await createTestServer();
    const token = await server.login('e2e-draft-files');
    const empty = await inDraft(server, token, { kind: 'quotation', fileIds: [] });
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toContain('至少一个文件');
    const kind = await inDraft(server, token, { kind: 'cart', fileIds: [1] });
    expect(await messageOf(kind)).toContain('草稿类型无效，请刷新页面后重试');
    expect((await inDraft(server, token, { kind: 'quotation', fileIds: Array.from({ length: 101 }, (_, index) => index + 1) })).status).toBe(400);
    expect((await server.call('POST', '/api/shop-file/in-draft', { json: { kind: 'quotation', fileIds: [1] } })).status).toBe(401);
  });
});

describe('the clean-up of files nothing uses', () => {
  it('keeps a file an open draft used within the last 7 days, and deletes it 7 days after the draft last said so', async () => {
    const server = await createTestServer({ testHooks: true });
    let token = await server.login('e2e-draft-files');
    const maintenance = async () => (await (await server.call('POST', '/api/__test__/maintenance')).json()) as unknown;
    const part = await upload(server, token, 'draft-alive-0004', '一周后仍在草稿.stl');
    server.advance(days(5));
    token = await server.login('e2e-draft-files');
    expect((await inDraft(server, token, { kind: 'quotation', fileIds: [part.id] })).status).toBe(200);

    server.advance(days(3));
    token = await server.login('e2e-draft-files');
    expect(await maintenance()).toMatchObject({ files: 0 });
    expect((await server.call('GET', `/api/shop-file/${part.id}/content`, { token })).status).toBe(200);

    server.advance(days(4));
    token = await server.login('e2e-draft-files');
    expect(await maintenance()).toMatchObject({ files: 1 });
    expect((await server.call('GET', `/api/shop-file/${part.id}/content`, { token })).status).toBe(404);
  });
});
