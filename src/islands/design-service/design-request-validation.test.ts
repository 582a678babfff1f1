import { describe, expect, test } from 'vitest';
import { CreateDesignOrder, ReviseDesignOrder } from '../../wire/design-requests.ts';
import type { UploadItem } from '../../lib/drafts/upload-draft.ts';
import { uploadItem } from '../../lib/drafts/test-support.ts';
import { briefError, errorFields, reviseNoteError, titleError, validateDesignOrder } from './design-request-validation.ts';

const item = (key: string, patch: Partial<UploadItem> = {}): UploadItem => uploadItem(key, { status: 'success', progress: 100, fileId: 7, ...patch });
const good = { packageOrderNo: 'TC20261121-0001', title: '音箱外壳', brief: '桌面音箱外壳，木纹质感，尺寸约 200mm。' };
const usable = ['TC20261121-0001'];

describe('the new design request form', () => {
  test('sends the trimmed fields and the uploaded files', () => {
    const check = validateDesignOrder({ ...good, title: '  音箱外壳 ' }, [item('a', { fileId: 3 }), item('b', { fileId: 4 })], usable);
    expect(check).toEqual({ ok: true, body: { ...good, fileIds: [3, 4] } });
  });

  test('reference files are optional', () => {
    expect(validateDesignOrder(good, [], usable)).toMatchObject({ ok: true, body: { fileIds: [] } });
  });

  test('says every problem at once, in form order', () => {
    const check = validateDesignOrder({ packageOrderNo: '', title: ' ', brief: '太短' }, [item('a', { status: 'uploading', fileId: null })], usable);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(errorFields(check.errors)).toEqual(['packageOrderNo', 'title', 'brief', 'files']);
    expect(check.errors).toEqual({
      packageOrderNo: '请选择设计套餐',
      title: '请填写标题',
      brief: '需求描述至少 10 个字（现在 2 个）',
      files: '还有参考文件正在上传，请等待上传完成',
    });
  });

  test('a package that is no longer usable (used up meanwhile) must be chosen again', () => {
    const check = validateDesignOrder({ ...good, packageOrderNo: 'TC-OLD' }, [], usable);
    expect(check).toEqual({ ok: false, errors: { packageOrderNo: '所选套餐已没有剩余需求，请重新选择' } });
  });

  test('a failed or lost upload must be retried or removed first', () => {
    for (const patch of [{ status: 'fail' as const }, { needsRepick: true, status: 'fail' as const }]) {
      const check = validateDesignOrder(good, [item('a', patch)], usable);
      expect(check).toEqual({ ok: false, errors: { files: '有参考文件上传失败，请重试或移除后再提交' } });
    }
  });

  test('title and brief limits agree with the server at every length around them', () => {
    for (const length of [0, 1, 2, 3, 59, 60, 61]) {
      const title = '设'.repeat(length);
      expect(titleError(title) === undefined).toBe(CreateDesignOrder.shape.title.safeParse(title).success);
    }
    for (const length of [0, 9, 10, 11, 1999, 2000, 2001]) {
      const brief = '需'.repeat(length);
      expect(briefError(brief) === undefined).toBe(CreateDesignOrder.shape.brief.safeParse(brief).success);
    }
  });

  test('counts an emoji as one character, like the server', () => {
    expect(titleError('😀😀')).toBeUndefined();
    expect(CreateDesignOrder.shape.title.safeParse('😀😀').success).toBe(true);
  });
});

describe('a revision note', () => {
  test('agrees with the server at every length around its limits, surrounding spaces ignored', () => {
    for (const length of [0, 4, 5, 6, 999, 1000, 1001]) {
      const note = `  ${'改'.repeat(length)}  `;
      expect(reviseNoteError(note) === undefined).toBe(ReviseDesignOrder.safeParse({ note }).success);
    }
  });

  test('says what is missing', () => {
    expect(reviseNoteError('')).toBe('请填写修改意见');
    expect(reviseNoteError('改一下')).toBe('修改意见至少 5 个字（现在 3 个）');
  });
});
