import { describe, expect, test } from 'vitest';
import { CreateProfessionalOrder } from '../../../wire/professional-orders.ts';
import {
  drawingsError,
  errorPaths,
  expectedDateError,
  parseProfessionalQuantity,
  requirementsError,
  validateProfessionalOrder,
  type ProfessionalOrderInput,
} from './professional-order-validation.ts';
import type { UploadItem } from '../../../lib/drafts/upload-draft.ts';
import { uploadItem } from '../../../lib/drafts/test-support.ts';
import { submissionKey } from '../../../lib/forms/idempotency-key.ts';

const professionalKey = (draftId: string) => submissionKey('professional', draftId);

const item = (key: string, patch: Partial<UploadItem> = {}): UploadItem => uploadItem(key, { status: 'success', progress: 100, fileId: 7, ...patch });

const input: ProfessionalOrderInput = {
  requirements: '  机壳小批量试产，请评估材料与工艺。  ',
  quantity: ' 30 ',
  expectedDate: '2026-03-15',
  address: { name: ' 李四 ', phone: '13912345678', region: '江苏省 苏州市', detail: '星湖街 328 号' },
};
const today = '2026-03-01';

describe('the requirements text', () => {
  test.each([
    ['', '请填写需求说明'],
    ['   ', '请填写需求说明'],
    ['太短的说明', '需求说明至少 10 个字，当前 5 个字'],
    ['一'.repeat(2001), '需求说明最多 2000 个字，当前 2001 个字'],
  ])('%j is refused with %s', (text, message) => {
    expect(requirementsError(text)).toBe(message);
  });

  test('agrees with the server\'s schema on where the limits are', () => {
    const schema = CreateProfessionalOrder.shape.requirements;
    for (const text of ['一'.repeat(9), '一'.repeat(10), ` ${'一'.repeat(9)} `, '一'.repeat(2000), '一'.repeat(2001), '🔩'.repeat(9), '🔩'.repeat(10), '🔩'.repeat(2001)]) {
      expect(requirementsError(text) === undefined, text).toBe(schema.safeParse(text).success);
    }
  });

  test('counts the trimmed text, so 10 characters between spaces are enough and 2000 are allowed', () => {
    expect(requirementsError(`  ${'零'.repeat(10)}  `)).toBeUndefined();
    expect(requirementsError('零'.repeat(2000))).toBeUndefined();
  });
});

describe('the quantity', () => {
  test.each([
    ['', '请输入数量'],
    ['2.5', '数量须为整数'],
    ['-3', '数量须为整数'],
    ['0', '数量至少为 1'],
    ['100001', '数量最多 100000'],
  ])('%j is refused with %s', (text, error) => {
    expect(parseProfessionalQuantity(text)).toEqual({ ok: false, error });
  });

  test('a whole number from 1 to 100000, spaces around it ignored', () => {
    expect(parseProfessionalQuantity(' 1 ')).toEqual({ ok: true, quantity: 1 });
    expect(parseProfessionalQuantity('100000')).toEqual({ ok: true, quantity: 100_000 });
  });
});

describe('the expected date', () => {
  test('today and later are fine; yesterday, a day that does not exist and nothing are not', () => {
    expect(expectedDateError('2026-03-01', today)).toBeUndefined();
    expect(expectedDateError('2026-12-31', today)).toBeUndefined();
    expect(expectedDateError('2026-02-28', today)).toBe('期望交期不能早于今天');
    expect(expectedDateError('2026-02-30', today)).toBe('期望交期无效');
    expect(expectedDateError('2026/03/05', today)).toBe('期望交期无效');
    expect(expectedDateError('', today)).toBe('请选择期望交期');
  });
});

describe('the drawings', () => {
  test('need at least one uploaded file, and none still on its way, failed or lost', () => {
    expect(drawingsError([])).toBe('请至少上传一个图纸文件');
    expect(drawingsError([item('a'), item('b', { status: 'uploading', fileId: null })])).toBe('还有图纸在等待或正在上传，请上传完成后再提交');
    expect(drawingsError([item('a'), item('b', { status: 'ready', fileId: null })])).toBe('还有图纸在等待或正在上传，请上传完成后再提交');
    expect(drawingsError([item('a'), item('b', { status: 'fail', fileId: null })])).toBe('有图纸上传失败或需要重新选择，请重试或移除后再提交');
    expect(drawingsError([item('a'), item('b', { status: 'fail', fileId: null, needsRepick: true })])).toBe('有图纸上传失败或需要重新选择，请重试或移除后再提交');
    expect(drawingsError([item('a')])).toBeUndefined();
  });
});

describe('the whole form', () => {
  test('a complete form becomes the body the server accepts, trimmed, with the uploaded file ids', () => {
    const check = validateProfessionalOrder(input, [item('a', { fileId: 11 }), item('b', { fileId: 12 })], today);
    expect(check).toEqual({
      ok: true,
      body: {
        requirements: '机壳小批量试产，请评估材料与工艺。',
        quantity: 30,
        expectedDate: '2026-03-15',
        address: { name: '李四', phone: '13912345678', region: '江苏省 苏州市', detail: '星湖街 328 号' },
        fileIds: [11, 12],
      },
    });
    if (!check.ok) return;
    expect(CreateProfessionalOrder.safeParse({ ...check.body, idempotencyKey: professionalKey('d1f0c1a2-aaaa') }).success).toBe(true);
  });

  test('every problem is reported at once, in the order of the form, and the input is left as typed', () => {
    const typed: ProfessionalOrderInput = { requirements: '短', quantity: '0', expectedDate: '', address: { name: '', phone: '123', region: '江苏', detail: '' } };
    const before = structuredClone(typed);
    const check = validateProfessionalOrder(typed, [], today);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(errorPaths(check.errors)).toEqual(['requirements', 'quantity', 'expectedDate', 'address.name', 'address.phone', 'address.detail', 'files']);
    expect(check.errors.address).toEqual({ name: '请输入收货人', phone: '请输入正确的手机号', detail: '请输入详细地址' });
    expect(typed).toEqual(before);
  });

  test('one draft makes one idempotency key, another draft another', () => {
    expect(professionalKey('draft-1')).toBe(professionalKey('draft-1'));
    expect(professionalKey('draft-1')).not.toBe(professionalKey('draft-2'));
  });
});
