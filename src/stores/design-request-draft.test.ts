import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { parseDesignRequestDraft as parseDesignDraft } from '../lib/drafts/design-request-draft.ts';
import { DESIGN_REQUEST_DRAFT_KEY as DESIGN_DRAFT_KEY } from '../core/shell/storage-keys.ts';
import { drawingFile, uploadItem } from '../lib/drafts/test-support.ts';

useTestStorageEngine();
const store = await import('./design-request-draft.ts');
const { $designRequestDraft: $designDraft, designRequestDraft } = store;

const file = (id: number) => drawingFile(id, { name: `ref-${id}.stl`, geometry: null });
const item = uploadItem;
const stored = () => JSON.parse(getTestStorage()[DESIGN_DRAFT_KEY] ?? '{}');

describe('the design request draft', () => {
  beforeAll(() => {
    $designDraft.listen(() => undefined);
  });
  afterEach(() => {
    designRequestDraft.claim(-1);
    cleanTestStorage();
  });

  test('what is typed is written to localStorage at once, and a second claim by the same customer keeps it', () => {
    designRequestDraft.claim(18);
    store.editDesignRequestField('packageOrderNo', 'TC20261121-0001');
    store.editDesignRequestField('title', '音箱外壳');
    store.editDesignRequestField('brief', '木纹质感');
    designRequestDraft.claim(18);
    expect(stored()).toMatchObject({ ownerId: 18, packageOrderNo: 'TC20261121-0001', title: '音箱外壳', brief: '木纹质感' });
  });

  test('another customer gets a fresh draft with a new id', () => {
    designRequestDraft.claim(18);
    store.editDesignRequestField('title', '音箱外壳');
    const first = $designDraft.get().draftId;
    designRequestDraft.claim(19);
    expect($designDraft.get()).toMatchObject({ ownerId: 19, title: '' });
    expect($designDraft.get().draftId).not.toBe(first);
  });

  test('an upload moves from picked to stored, and removing it drops its file', () => {
    designRequestDraft.claim(18);
    designRequestDraft.addUploads([item('a'), item('b')]);
    designRequestDraft.completeUpload('a', file(5));
    expect($designDraft.get().uploadFileList.map((entry) => [entry.key, entry.status, entry.fileId])).toEqual([
      ['a', 'success', 5],
      ['b', 'ready', null],
    ]);
    expect($designDraft.get().fileList.map((known) => known.id)).toEqual([5]);
    designRequestDraft.removeUpload('a');
    expect($designDraft.get().fileList).toEqual([]);
    expect($designDraft.get().uploadFileList.map((entry) => entry.key)).toEqual(['b']);
  });

  test('after a reload, files that never reached the server ask to be picked again; stored ones stay', () => {
    designRequestDraft.claim(18);
    designRequestDraft.addUploads([item('gone', { status: 'uploading', progress: 40 }), item('kept'), item('done')]);
    designRequestDraft.completeUpload('done', file(6));
    designRequestDraft.picked.set('kept', new File(['x'], 'kept.stl'));
    designRequestDraft.markLostUploads();
    const byKey = Object.fromEntries($designDraft.get().uploadFileList.map((entry) => [entry.key, entry]));
    expect(byKey['gone']).toMatchObject({ status: 'fail', needsRepick: true, progress: 0 });
    expect(byKey['kept']).toMatchObject({ status: 'ready', needsRepick: false });
    expect(byKey['done']).toMatchObject({ status: 'success', fileId: 6 });
  });

  test('reset after a sent request starts empty with a new id, for the same customer', () => {
    designRequestDraft.claim(18);
    store.editDesignRequestField('title', '音箱外壳');
    const first = $designDraft.get().draftId;
    designRequestDraft.reset();
    expect($designDraft.get()).toMatchObject({ ownerId: 18, title: '', brief: '', packageOrderNo: '', uploadFileList: [] });
    expect($designDraft.get().draftId).not.toBe(first);
  });

  test('a damaged stored draft keeps what is readable; something that is not a draft starts fresh', () => {
    expect(parseDesignDraft(JSON.stringify({ draftId: 'abcdefgh', ownerId: 'x', title: 5, brief: '留下', uploadFileList: [{ key: 1 }, item('ok')] }))).toMatchObject({
      draftId: 'abcdefgh',
      ownerId: null,
      title: '',
      brief: '留下',
      uploadFileList: [{ key: 'ok' }],
    });
    setTestStorageKey(DESIGN_DRAFT_KEY, '{"nope":1}');
    expect($designDraft.get().draftId).toMatch(/^[0-9a-f-]{36}$/);
    expect(parseDesignDraft('not json')).toBeNull();
  });
});
