import { describe, expect, it } from 'vitest';
import type { UploadItem, UploadStatus } from '../drafts/upload-draft.ts';
import { drawingFile, uploadItem } from '../drafts/test-support.ts';
import { stepBlocker, stepToOpen, type StepDraft } from './quotation-steps.ts';

const file = drawingFile;
const item = (key: string, status: UploadStatus, fileId: number | null = null): UploadItem => uploadItem(key, { status, progress: status === 'success' ? 100 : 0, fileId });

const uploaded: StepDraft = { materialTypeId: 3, fileList: [file(1)], uploadFileList: [item('a', 'success', 1)] };

describe('which quotation steps a draft may open', () => {
  it('always opens the first step', () => {
    expect(stepBlocker({ materialTypeId: 0, fileList: [], uploadFileList: [] }, 1)).toBeNull();
  });

  it('opens the upload step once a material is chosen', () => {
    expect(stepBlocker({ materialTypeId: 0, fileList: [], uploadFileList: [] }, 2)).toBe('noMaterial');
    expect(stepBlocker({ materialTypeId: 3, fileList: [], uploadFileList: [] }, 2)).toBeNull();
  });

  it('opens the submit step with a material and at least one uploaded file', () => {
    expect(stepBlocker(uploaded, 3)).toBeNull();
    expect(stepBlocker({ ...uploaded, materialTypeId: 0 }, 3)).toBe('noMaterial');
    expect(stepBlocker({ materialTypeId: 3, fileList: [], uploadFileList: [] }, 3)).toBe('noFiles');
  });

  it('keeps the submit step closed while a file waits or uploads', () => {
    expect(stepBlocker({ ...uploaded, uploadFileList: [...uploaded.uploadFileList, item('b', 'uploading')] }, 3)).toBe('pending');
    expect(stepBlocker({ ...uploaded, uploadFileList: [...uploaded.uploadFileList, item('b', 'ready')] }, 3)).toBe('pending');
  });

  it('keeps the submit step closed while a failed file is neither retried nor removed', () => {
    const lost = { ...item('b', 'fail'), needsRepick: true };
    expect(stepBlocker({ ...uploaded, uploadFileList: [...uploaded.uploadFileList, item('b', 'fail')] }, 3)).toBe('failed');
    expect(stepBlocker({ ...uploaded, uploadFileList: [...uploaded.uploadFileList, lost] }, 3)).toBe('failed');
  });
});

describe('the step to open instead', () => {
  const nothing: StepDraft = { materialTypeId: 0, fileList: [], uploadFileList: [] };
  const materialOnly: StepDraft = { materialTypeId: 3, fileList: [], uploadFileList: [] };

  it('is the wanted step when its prerequisites are met', () => {
    expect(stepToOpen(nothing, 1)).toBe(1);
    expect(stepToOpen(materialOnly, 2)).toBe(2);
    expect(stepToOpen(uploaded, 3)).toBe(3);
  });

  it('is the first step when no material is chosen', () => {
    expect(stepToOpen(nothing, 2)).toBe(1);
    expect(stepToOpen(nothing, 3)).toBe(1);
  });

  it('is the upload step when the files are not ready to order', () => {
    expect(stepToOpen(materialOnly, 3)).toBe(2);
    expect(stepToOpen({ ...uploaded, uploadFileList: [item('b', 'uploading')] }, 3)).toBe(2);
  });
});
