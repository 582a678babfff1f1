import { describe, expect, it } from 'vitest';
import { Address } from '../../wire/address.ts';
import { ADDRESS_FIELDS, addressFieldError, validateAddress, type AddressErrors } from './address-validation.ts';
import { type AddressInput } from '../../lib/forms/address-input.ts';

const valid: AddressInput = { name: '王小明', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园南区 8 栋 1201' };

describe('validateAddress', () => {
  it('accepts a complete address and sends it trimmed', () => {
    expect(validateAddress({ name: ' 王小明 ', phone: ' 13800138000', region: '广东省 ', detail: ' 1201 室' })).toEqual({
      ok: true,
      address: { name: '王小明', phone: '13800138000', region: '广东省', detail: '1201 室' },
    });
  });

  it('asks for every field, spaces alone counting as nothing', () => {
    expect(validateAddress({ name: '  ', phone: '', region: '', detail: ' ' })).toEqual({
      ok: false,
      errors: { name: '请输入收货人', phone: '请输入正确的手机号', region: '请输入所在地区', detail: '请输入详细地址' },
    });
  });

  it('accepts only mainland mobile numbers', () => {
    for (const phone of ['12800138000', '1380013800', '138001380001', '+8613800138000', '138-0013-800']) {
      expect(validateAddress({ ...valid, phone })).toEqual({ ok: false, errors: { phone: '请输入正确的手机号' } });
    }
  });

  it('limits the receiver to 32, the region to 64 and the detail to 120 characters', () => {
    expect(validateAddress({ ...valid, name: '王'.repeat(32), region: '区'.repeat(64), detail: '号'.repeat(120) }).ok).toBe(true);
    expect(validateAddress({ ...valid, name: '王'.repeat(33), region: '区'.repeat(65), detail: '号'.repeat(121) })).toEqual({
      ok: false,
      errors: { name: '收货人最多 32 个字符', region: '所在地区最多 64 个字符', detail: '详细地址最多 120 个字符' },
    });
  });

  it('tells the error of one field alone', () => {
    expect(addressFieldError({ ...valid, phone: '123' }, 'phone')).toBe('请输入正确的手机号');
    expect(addressFieldError({ ...valid, phone: '123' }, 'name')).toBeUndefined();
  });

  it('agrees with the server schema on every case, message for message', () => {
    const cases: AddressInput[] = [
      valid,
      { name: '', phone: '', region: '', detail: '' },
      { name: 'x'.repeat(32), phone: '19912345678', region: 'r'.repeat(64), detail: 'd'.repeat(120) },
      { name: 'x'.repeat(33), phone: '10000000000', region: 'r'.repeat(65), detail: 'd'.repeat(121) },
      { name: ' 王 ', phone: ' 13912345678 ', region: '\t浙江\n', detail: '  ' },
      { name: '李', phone: '1391234567８', region: '北京', detail: '1 号' },
      { name: '李', phone: '139123456789', region: '北京', detail: `${' '.repeat(10)}${'d'.repeat(120)}${' '.repeat(10)}` },
    ];
    for (const input of cases) {
      const parsed = Address.safeParse(input);
      const expected: AddressErrors = {};
      for (const issue of parsed.error?.issues ?? []) {
        const field = ADDRESS_FIELDS.find((name) => name === issue.path[0]);
        if (field && !expected[field]) expected[field] = issue.message;
      }
      const mine = validateAddress(input);
      expect(mine.ok ? {} : mine.errors, JSON.stringify(input)).toEqual(expected);
      if (mine.ok && parsed.success) expect(mine.address).toEqual(parsed.data);
    }
  });
});
