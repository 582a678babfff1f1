import { describe, expect, test } from 'vitest';
import { PasswordChangeRequest } from '../../wire/platform.ts';
import { validatePasswordChange } from './password-validation.ts';

describe('validatePasswordChange', () => {
  const change = (password: string, confirmPassword: string, currentPassword = 'Demo1234') => validatePasswordChange({ currentPassword, password, confirmPassword });

  test('accepts the current password and 8 to 64 characters with a letter and a digit, typed twice', () => {
    expect(change('Abcdef12', 'Abcdef12')).toEqual({});
    expect(change(`a1${'x'.repeat(62)}`, `a1${'x'.repeat(62)}`)).toEqual({});
  });

  test('asks for the current password, and for a new one that differs from it', () => {
    expect(change('Abcdef12', 'Abcdef12', '')).toEqual({ currentPassword: '请输入当前密码' });
    expect(change('Demo1234', 'Demo1234')).toEqual({ password: '新密码不能与当前密码相同' });
  });

  test.each([
    ['', '', '请输入新密码', '请再次输入新密码'],
    ['Abc1', 'Abc1', '密码至少 8 个字符', undefined],
    [`a1${'x'.repeat(63)}`, `a1${'x'.repeat(63)}`, '密码最多 64 个字符', undefined],
    ['abcdefgh', 'abcdefgh', '密码需同时包含字母和数字', undefined],
    ['12345678', '12345678', '密码需同时包含字母和数字', undefined],
    ['Abcdef12', 'Abcdef13', undefined, '两次输入的密码不一致'],
  ])('%j / %j → %s, %s', (password, confirm, passwordError, confirmError) => {
    expect(change(password, confirm)).toEqual({
      ...(passwordError ? { password: passwordError } : {}),
      ...(confirmError ? { confirmPassword: confirmError } : {}),
    });
  });

  test('agrees with the server schema on every case', () => {
    for (const [password, confirm, current] of [
      ['Abcdef12', 'Abcdef12', 'Demo1234'],
      ['Abc1', 'Abc1', 'Demo1234'],
      ['abcdefgh', 'abcdefgh', 'Demo1234'],
      ['Abcdef12', 'Abcdef13', 'Demo1234'],
      ['密码密码密码密码1a', '密码密码密码密码1a', 'Demo1234'],
      ['Abcdef12', 'Abcdef12', ''],
      ['Demo1234', 'Demo1234', 'Demo1234'],
    ] as const) {
      const browserOk = Object.keys(change(password, confirm, current)).length === 0;
      expect(PasswordChangeRequest.safeParse({ currentPassword: current, password, confirmPassword: confirm }).success, `${current}/${password}/${confirm}`).toBe(browserOk);
    }
  });
});
