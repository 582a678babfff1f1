import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { PROFESSIONAL_DRAFT_KEY } from '../core/shell/storage-keys.ts';
import { drawingFile, uploadItem } from '../lib/drafts/test-support.ts';

useTestStorageEngine();
const store = await import('./professional-draft.ts');
const { $professionalDraft, professionalDraft } = store;

const file = (id: number) => drawingFile(id, { geometry: null, warnings: ['openEdges'] });
const item = uploadItem;
const address = { name: '王工', phone: '13612345678', region: '浙江省', detail: '文一西路' };

describe('the professional-order draft', () => {
  beforeAll(() => {
    $professionalDraft.listen(() => undefined);
  });
  afterEach(() => {
    store.claimProfessionalDraft(-1, null);
    cleanTestStorage();
  });

  test('belongs to the customer who claims it, with their last address filled in', () => {
    store.claimProfessionalDraft(10, address);
    expect($professionalDraft.get()).toMatchObject({ ownerId: 10, address, requirements: '', quantity: '1' });
  });

  test('what is typed is written to localStorage at once, and a second claim by the same customer keeps it', () => {
    store.claimProfessionalDraft(10, null);
    store.editProfessionalField('requirements', '散热盖板试产');
    store.editProfessionalAddress('phone', '136');
    store.claimProfessionalDraft(10, address);
    expect(JSON.parse(getTestStorage()[PROFESSIONAL_DRAFT_KEY] ?? '{}')).toMatchObject({ ownerId: 10, requirements: '散热盖板试产', address: { phone: '136' } });
  });

  test('another customer gets a fresh draft with a new id: nothing of the first one shows', () => {
    store.claimProfessionalDraft(10, null);
    store.editProfessionalField('requirements', '私密需求');
    const { draftId } = $professionalDraft.get();
    store.claimProfessionalDraft(11, null);
    expect($professionalDraft.get()).toMatchObject({ ownerId: 11, requirements: '' });
    expect($professionalDraft.get().draftId).not.toBe(draftId);
  });

  test('a finished upload joins fileList and its item reads success with the server\'s warnings', () => {
    store.claimProfessionalDraft(10, null);
    professionalDraft.addUploads([item('a')]);
    professionalDraft.patchUpload('a', { status: 'uploading', progress: 40 });
    professionalDraft.completeUpload('a', file(21));
    expect($professionalDraft.get().fileList.map((known) => known.id)).toEqual([21]);
    expect($professionalDraft.get().uploadFileList[0]).toMatchObject({ status: 'success', progress: 100, fileId: 21, warnings: ['openEdges'] });
  });

  test('removing an item takes its server file out of the draft and forgets its bytes', () => {
    store.claimProfessionalDraft(10, null);
    professionalDraft.addUploads([item('a'), item('b')]);
    professionalDraft.picked.set('a', new File(['x'], 'a.stl'));
    professionalDraft.completeUpload('a', file(21));
    professionalDraft.removeUpload('a');
    expect($professionalDraft.get().fileList).toEqual([]);
    expect($professionalDraft.get().uploadFileList.map((known) => known.key)).toEqual(['b']);
    expect(professionalDraft.picked.has('a')).toBe(false);
  });

  test('after a reload, items that never reached the server are kept and marked to be picked again', () => {
    store.claimProfessionalDraft(10, null);
    professionalDraft.addUploads([item('done'), item('halfway', { status: 'uploading', progress: 40 }), item('picked')]);
    professionalDraft.completeUpload('done', file(21));
    professionalDraft.picked.clear();
    professionalDraft.picked.set('picked', new File(['x'], 'picked.stl'));
    professionalDraft.markLostUploads();
    const byKey = Object.fromEntries($professionalDraft.get().uploadFileList.map((known) => [known.key, known]));
    expect(byKey['done']).toMatchObject({ status: 'success', needsRepick: false });
    expect(byKey['halfway']).toMatchObject({ status: 'fail', progress: 0, needsRepick: true });
    expect(byKey['picked']).toMatchObject({ status: 'ready', needsRepick: false });
  });

  test('once the order exists the draft starts over with a new id, keeping only the address', () => {
    store.claimProfessionalDraft(10, address);
    store.editProfessionalField('requirements', '散热盖板试产');
    professionalDraft.addUploads([item('a')]);
    professionalDraft.completeUpload('a', file(21));
    const { draftId } = $professionalDraft.get();
    professionalDraft.reset();
    expect($professionalDraft.get()).toMatchObject({ ownerId: 10, address, requirements: '', fileList: [], uploadFileList: [] });
    expect($professionalDraft.get().draftId).not.toBe(draftId);
  });
});
