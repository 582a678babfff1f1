import { describe, expect, it } from 'vitest';
import { ProfileUpdateRequest } from '../../wire/platform.ts';
import { validateProfile, type ProfileErrors, type ProfileInput } from './profile-validation.ts';

const valid: ProfileInput = { nickname: '演示用户', phone: '13800138000', email: 'demo@example.com' };

describe('validateProfile', () => {
  it('accepts a complete profile and trims what it sends', () => {
    expect(validateProfile({ nickname: '  小王 ', phone: ' 13912345678 ', email: ' a@b.cn ' })).toEqual({
      ok: true,
      request: { nickname: '小王', phone: '13912345678', email: 'a@b.cn' },
    });
  });

  it('sends empty optional fields as null', () => {
    expect(validateProfile({ nickname: '小王', phone: '  ', email: '' })).toEqual({
      ok: true,
      request: { nickname: '小王', phone: null, email: null },
    });
  });

  it('requires a nickname that is not only spaces, of at most 32 characters', () => {
    expect(validateProfile({ ...valid, nickname: '   ' })).toEqual({ ok: false, errors: { nickname: '请输入昵称' } });
    expect(validateProfile({ ...valid, nickname: '星'.repeat(33) })).toEqual({ ok: false, errors: { nickname: '昵称最多 32 个字符' } });
    expect(validateProfile({ ...valid, nickname: '星'.repeat(32) }).ok).toBe(true);
  });

  it('accepts only mainland mobile numbers', () => {
    for (const phone of ['12800138000', '1380013800', '138001380001', '+8613800138000', '1380013800a']) {
      expect(validateProfile({ ...valid, phone })).toEqual({ ok: false, errors: { phone: '请输入正确的手机号' } });
    }
    expect(validateProfile({ ...valid, phone: '19912345678' }).ok).toBe(true);
  });

  it('rejects malformed and overlong email addresses', () => {
    for (const email of ['demo', 'demo@', '@example.com', 'demo@example', 'de mo@example.com', 'demo..x@example.com']) {
      expect(validateProfile({ ...valid, email })).toEqual({ ok: false, errors: { email: '请输入正确的邮箱' } });
    }
    expect(validateProfile({ ...valid, email: `${'a'.repeat(250)}@x.cn` })).toEqual({ ok: false, errors: { email: '邮箱最多 254 个字符' } });
  });

  it('reports every invalid field at once', () => {
    expect(validateProfile({ nickname: '', phone: '123', email: 'x' })).toEqual({
      ok: false,
      errors: { nickname: '请输入昵称', phone: '请输入正确的手机号', email: '请输入正确的邮箱' },
    });
  });

  it('agrees with the server schema on every case, message for message', () => {
    const cases: ProfileInput[] = [
      valid,
      { nickname: '', phone: '', email: '' },
      { nickname: 'x'.repeat(32), phone: '13000000000', email: 'first.last+tag@sub.example.com' },
      { nickname: 'x'.repeat(33), phone: '10000000000', email: 'a@b' },
      { nickname: ' 小 王 ', phone: '1391234567８', email: "o'neil@example.org" },
      { nickname: 'ok', phone: '', email: '.lead@example.com' },
      { nickname: 'ok', phone: '', email: 'trail.@example.com' },
      { nickname: 'ok', phone: '', email: 'x@-bad.com' },
      { nickname: 'ok', phone: '', email: 'x@good-host.io' },
      { nickname: 'ok', phone: '', email: '用户@example.com' },
      { nickname: 'ok', phone: '', email: `${'b'.repeat(260)}@example.com` },
    ];
    for (const input of cases) {
      const body = { nickname: input.nickname, phone: input.phone.trim() || null, email: input.email.trim() || null };
      const parsed = ProfileUpdateRequest.safeParse(body);
      const expected: ProfileErrors = {};
      for (const issue of parsed.error?.issues ?? []) {
        const field = issue.path[0];
        if ((field === 'nickname' || field === 'phone' || field === 'email') && !expected[field]) expected[field] = issue.message;
      }
      const mine = validateProfile(input);
      expect(mine.ok ? {} : mine.errors, JSON.stringify(input)).toEqual(expected);
      if (mine.ok && parsed.success) expect(mine.request).toEqual(parsed.data);
    }
  });
});
