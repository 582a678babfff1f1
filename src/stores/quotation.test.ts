import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { parseQuotationDraft } from '../lib/drafts/quotation-draft.ts';
import { QUOTATION_KEY } from '../core/shell/storage-keys.ts';
import { hasAnalysedParts } from '../lib/drafts/upload-draft.ts';
import { drawingFile, uploadItem } from '../lib/drafts/test-support.ts';
import { withMissingFiles } from '../lib/drafts/upload-draft-missing.ts';

useTestStorageEngine();
const store = await import('./quotation.ts');
const { $quotation, quotationDraft } = store;

const file = drawingFile;
const item = (key: string) => uploadItem(key);

describe('the quotation draft', () => {
  beforeAll(() => {
    $quotation.listen(() => undefined);
  });
  afterEach(() => {
    quotationDraft.reset();
    cleanTestStorage();
  });

  test('has analysed parts only once a stored part carries this browser\'s printability findings', () => {
    const analysed = { ...item('a'), status: 'success' as const, fileId: 3, printability: { minWall: 1 } };
    expect(hasAnalysedParts({ uploadFileList: [] })).toBe(false);
    // Findings of a part still uploading (no stored file yet), or a stored part without findings, do not count.
    expect(hasAnalysedParts({ uploadFileList: [{ ...analysed, fileId: null }, { ...item('b'), fileId: 4 }] })).toBe(false);
    expect(hasAnalysedParts({ uploadFileList: [item('b'), analysed] })).toBe(true);
  });

  test('starts with no material chosen (materialTypeId 0) and empty lists', () => {
    expect($quotation.get()).toMatchObject({ materialTypeId: 0, fileList: [], uploadFileList: [] });
  });

  test('is written to localStorage as one JSON value', () => {
    store.chooseMaterial(7, '白色');
    expect(JSON.parse(getTestStorage()[QUOTATION_KEY] ?? '{}')).toMatchObject({ materialTypeId: 7, colour: '白色' });
  });

  test('keeps the typed shipping address, read back as typed after a reload; none until one is typed', () => {
    expect($quotation.get().address).toBeNull();
    const address = { name: '张三', phone: '1380013', region: '广东省深圳市', detail: '' };
    store.setQuotationAddress(address);
    const stored = getTestStorage()[QUOTATION_KEY];
    expect(parseQuotationDraft(stored)?.address).toEqual(address);
    expect(parseQuotationDraft(stored?.replace('"phone":"1380013"', '"phone":1380013'))?.address).toBeNull();
    quotationDraft.reset();
    expect($quotation.get().address).toBeNull();
  });

  test('a finished upload joins fileList with quantity 1 and its item reads success', () => {
    quotationDraft.addUploads([item('a')]);
    quotationDraft.completeUpload('a', file(11));
    expect($quotation.get().fileList.map((known) => known.id)).toEqual([11]);
    expect($quotation.get().quantities).toEqual({ '11': 1 });
    expect($quotation.get().uploadFileList[0]).toMatchObject({ status: 'success', fileId: 11, progress: 100 });
  });

  test('removing an item removes its server file and quantity too', () => {
    quotationDraft.addUploads([item('a'), item('b')]);
    quotationDraft.completeUpload('a', file(11));
    quotationDraft.removeUpload('a');
    expect($quotation.get().fileList).toEqual([]);
    expect($quotation.get().quantities).toEqual({});
    expect($quotation.get().uploadFileList.map((known) => known.key)).toEqual(['b']);
  });

  test('after a reload, items that never reached the server are kept and marked to pick again', () => {
    quotationDraft.addUploads([item('lost'), { ...item('done'), status: 'uploading' }]);
    quotationDraft.completeUpload('done', file(12));
    quotationDraft.markLostUploads();
    const [lost, done] = $quotation.get().uploadFileList;
    expect(lost).toMatchObject({ key: 'lost', status: 'fail', needsRepick: true });
    expect(done).toMatchObject({ key: 'done', status: 'success', needsRepick: false });
  });

  test('a file the server no longer has waits for the file again or its removal; every other file, quantity and field stays', () => {
    quotationDraft.addUploads([item('kept'), item('gone')]);
    quotationDraft.completeUpload('kept', file(21));
    quotationDraft.completeUpload('gone', file(22));
    store.setQuantity(21, 3);
    store.setRemarks('留着');
    quotationDraft.markMissing((draft) => withMissingFiles(draft, new Set([22, 999])));
    const draft = $quotation.get();
    expect(draft.fileList.map((known) => known.id)).toEqual([21]);
    expect(draft.quantities).toEqual({ '21': 3 });
    expect(draft.remarks).toBe('留着');
    expect(draft.uploadFileList).toMatchObject([
      { key: 'kept', status: 'success', fileId: 21 },
      { key: 'gone', name: 'gone.stl', status: 'fail', fileId: null, needsRepick: true, gone: true },
    ]);
    // Read back after a reload, still waiting.
    expect(parseQuotationDraft(getTestStorage()[QUOTATION_KEY])?.uploadFileList[1]).toMatchObject({ gone: true, needsRepick: true });
    quotationDraft.removeUpload('gone');
    expect($quotation.get().uploadFileList.map((known) => known.key)).toEqual(['kept']);
  });

  test('opening a page with nothing lost leaves the draft as it is: no subscriber is told, nothing is written back', () => {
    quotationDraft.addUploads([{ ...item('done'), status: 'uploading' }, item('lost')]);
    quotationDraft.completeUpload('done', file(31));
    quotationDraft.markLostUploads();
    const marked = $quotation.get();
    let told = 0;
    const stop = $quotation.listen(() => (told += 1));
    quotationDraft.markLostUploads();
    stop();
    expect($quotation.get()).toBe(marked);
    expect(told).toBe(0);
  });

  test('an item whose bytes are still in memory is not marked lost', () => {
    quotationDraft.addUploads([item('kept')]);
    quotationDraft.picked.set('kept', new File(['x'], 'kept.stl'));
    quotationDraft.markLostUploads();
    expect($quotation.get().uploadFileList[0]?.needsRepick).toBe(false);
  });

  test('another customer gets a fresh draft; the same customer keeps theirs', () => {
    quotationDraft.claim(1);
    store.chooseMaterial(3);
    quotationDraft.claim(1);
    expect($quotation.get().materialTypeId).toBe(3);
    quotationDraft.claim(2);
    expect($quotation.get()).toMatchObject({ ownerId: 2, materialTypeId: 0 });
  });

  test('starting over keeps the owner and gives a new draft id', () => {
    quotationDraft.claim(5);
    const before = $quotation.get().draftId;
    quotationDraft.reset();
    expect($quotation.get().ownerId).toBe(5);
    expect($quotation.get().draftId).not.toBe(before);
  });

  test('a corrupt stored draft reads as a fresh one', () => {
    setTestStorageKey(QUOTATION_KEY, '{"draftId": 4');
    expect($quotation.get()).toMatchObject({ materialTypeId: 0, fileList: [] });
  });

  test('unreadable entries are dropped one by one, the rest is kept', () => {
    setTestStorageKey(
      QUOTATION_KEY,
      JSON.stringify({ draftId: 'd1', ownerId: 1, materialTypeId: 4, fileList: [file(1), { id: 'x' }], uploadFileList: [item('ok'), { key: 3 }], quantities: { '1': 2, '9': -1 } }),
    );
    const draft = $quotation.get();
    expect(draft.materialTypeId).toBe(4);
    expect(draft.fileList.map((known) => known.id)).toEqual([1]);
    expect(draft.uploadFileList.map((known) => known.key)).toEqual(['ok']);
    expect(draft.quantities).toEqual({ '1': 2 });
  });
});
