import { describe, expect, test } from 'vitest';
import { newProfessionalDraft, parseProfessionalDraft } from './professional-draft.ts';

const stored = {
  draftId: 'draft-0001',
  ownerId: 10,
  requirements: '散热盖板试产',
  quantity: '20',
  expectedDate: '2026-12-01',
  address: { name: '王工', phone: '13612345678', region: '浙江省', detail: '文一西路' },
  fileList: [{ id: 3, name: 'a.stl', size: 684, format: 'stl', geometry: null, warnings: [], createdAt: '2026-11-21T02:00:00.000Z' }],
  uploadFileList: [{ key: 'k', name: 'a.stl', size: 684, format: 'stl', status: 'success', progress: 100, fileId: 3, localGeometry: null, warnings: [], error: null, needsRepick: false }],
};

describe('reading the stored professional draft', () => {
  test('reads back what was stored', () => {
    expect(parseProfessionalDraft(JSON.stringify(stored))).toEqual(stored);
  });

  test('nothing, broken JSON or a value without draftId start a fresh draft (null)', () => {
    for (const raw of [undefined, '', '{', '[]', JSON.stringify({ ...stored, draftId: '' })]) expect(parseProfessionalDraft(raw)).toBeNull();
  });

  test('a damaged field falls back on its own; the rest of the draft is kept', () => {
    const damaged = { ...stored, ownerId: '10', quantity: 5, address: 'somewhere', fileList: [{ id: 'x' }, stored.fileList[0]], uploadFileList: [null] };
    expect(parseProfessionalDraft(JSON.stringify(damaged))).toEqual({
      ...stored,
      ownerId: null,
      quantity: '1',
      address: { name: '', phone: '', region: '', detail: '' },
      uploadFileList: [],
    });
  });

  test('a new draft starts with quantity 1 and the given address', () => {
    const address = { name: 'a', phone: 'b', region: 'c', detail: 'd' };
    expect(newProfessionalDraft('id-1', 4, address)).toMatchObject({ draftId: 'id-1', ownerId: 4, quantity: '1', requirements: '', address, fileList: [], uploadFileList: [] });
  });
});
