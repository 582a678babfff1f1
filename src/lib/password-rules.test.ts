import { describe, expect, test } from 'vitest';
import { PasswordChangeRequest } from '../api/schema.ts';
import { validatePasswordChange } from './password-rules.ts';

describe('validatePasswordChange', () => {
  test('accepts 8 to 64 characters with a letter and a digit, typed twice', () => {
    expect(validatePasswordChange('Abcdef12', 'Abcdef12')).toEqual({});
    expect(validatePasswordChange(`a1${'x'.repeat(62)}`, `a1${'x'.repeat(62)}`)).toEqual({});
  });

  test.each([
    ['', '', '请输入新密码', '请再次输入新密码'],
    ['Abc1', 'Abc1', '密码至少 8 个字符', undefined],
    [`a1${'x'.repeat(63)}`, `a1${'x'.repeat(63)}`, '密码最多 64 个字符', undefined],
    ['abcdefgh', 'abcdefgh', '密码需同时包含字母和数字', undefined],
    ['12345678', '12345678', '密码需同时包含字母和数字', undefined],
    ['Abcdef12', 'Abcdef13', undefined, '两次输入的密码不一致'],
  ])('%j / %j → %s, %s', (password, confirm, passwordError, confirmError) => {
    expect(validatePasswordChange(password, confirm)).toEqual({
      ...(passwordError ? { password: passwordError } : {}),
      ...(confirmError ? { confirmPassword: confirmError } : {}),
    });
  });

  test('agrees with the server schema on every case', () => {
    for (const [password, confirm] of [
      ['Abcdef12', 'Abcdef12'],
      ['Abc1', 'Abc1'],
      ['abcdefgh', 'abcdefgh'],
      ['Abcdef12', 'Abcdef13'],
      ['密码密码密码密码1a', '密码密码密码密码1a'],
    ] as const) {
      const browserOk = Object.keys(validatePasswordChange(password, confirm)).length === 0;
      expect(PasswordChangeRequest.safeParse({ password, confirmPassword: confirm }).success, `${password}/${confirm}`).toBe(browserOk);
    }
  });
});
