import { describe, expect, test } from 'vitest';
import tree from '../../content/regions/pca-code.json' with { type: 'json' };
import { regionNamesOf, validateBookAddress, EMPTY_BOOK_ADDRESS } from './address-book.ts';
import { isSameAddress } from './saved-address.ts';
import type { RegionNode } from './regions.ts';

const regions: readonly RegionNode[] = tree;
const messages = {
  required: { name: '请输入收货人', detail: '请输入详细地址', province: '请选择省份', city: '请选择城市', district: '请选择区县' },
  tooLong: { name: '收货人最多 32 个字符', detail: '详细地址最多 120 个字符' },
  phone: '请输入正确的手机号',
  unsafe: '不能包含换行、控制字符或双向文本控制符',
};

describe('validateBookAddress', () => {
  test('checks receiver, mobile and detail like an order address, and each region select', () => {
    const check = validateBookAddress({ ...EMPTY_BOOK_ADDRESS, phone: '1234' }, messages);
    expect(check).toEqual({
      ok: false,
      errors: { name: '请输入收货人', phone: '请输入正确的手机号', detail: '请输入详细地址', province: '请选择省份', city: '请选择城市', district: '请选择区县' },
    });
  });

  test('holds the order address’s limits and refuses control characters', () => {
    const form = { name: '张'.repeat(33), phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', detail: '科技园\n1 号' };
    expect(validateBookAddress(form, messages)).toEqual({ ok: false, errors: { name: '收货人最多 32 个字符', detail: '不能包含换行、控制字符或双向文本控制符' } });
  });

  test('answers the trimmed input when every field is good', () => {
    const form = { name: ' 张三 ', phone: ' 13800138000 ', province: '广东省', city: '深圳市', district: '南山区', detail: ' 科技园 1 号 ' };
    expect(validateBookAddress(form, messages)).toEqual({ ok: true, input: { ...form, name: '张三', phone: '13800138000', detail: '科技园 1 号' } });
  });
});

describe('regionNamesOf', () => {
  test.each([
    ['广东省 深圳市 南山区', { province: '广东省', city: '深圳市', district: '南山区' }],
    ['广东省深圳市南山区', { province: '广东省', city: '深圳市', district: '南山区' }],
    ['北京市 朝阳区', { province: '北京市', city: '市辖区', district: '朝阳区' }],
    ['广东省 深圳市 不存在区', { province: '广东省', city: '深圳市', district: '' }],
    ['火星 某市', { province: '', city: '', district: '' }],
  ])('%s', (text, names) => {
    expect(regionNamesOf(regions, text)).toEqual(names);
  });
});

test('isSameAddress compares the four fields, spaces around them aside', () => {
  const saved = { name: '张三', phone: '13800138000', province: '广东省', city: '深圳市', district: '南山区', region: '广东省 深圳市 南山区', detail: '科技园' };
  expect(isSameAddress({ name: '张三 ', phone: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园' }, saved)).toBe(true);
  expect(isSameAddress({ name: '张三', phone: '13800138001', region: '广东省 深圳市 南山区', detail: '科技园' }, saved)).toBe(false);
});
