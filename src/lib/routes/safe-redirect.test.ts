import { describe, expect, test } from 'vitest';
import { DEFAULT_AFTER_LOGIN, loginUrlFor, safeRedirect } from './safe-redirect.ts';
import { isAllowedAuthUrl } from './auth-url.ts';

describe('safeRedirect', () => {
  test.each([
    ['/me/coupon', '/me/coupon'],
    ['/consumablesorder/consumableinformation?id=3#spec', '/consumablesorder/consumableinformation?id=3#spec'],
    ['/mydesign/home', '/mydesign/home'],
  ])('keeps the site path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  test.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash anywhere', '/me\\..\\..\\evil'],
    ['javascript:', 'javascript:alert(1)'],
    ['a tab that the URL parser would drop', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a relative path', 'me/coupon'],
    ['the login page itself', '/login?redirect=/me'],
    ['an empty value', ''],
    ['no value', null],
  ])('falls back to /homefactory for %s', (_what, input) => {
    expect(safeRedirect(input)).toBe(DEFAULT_AFTER_LOGIN);
  });

  test('uses the given fallback', () => {
    expect(safeRedirect('https://x.example', '/platformhome')).toBe('/platformhome');
  });
});

describe('loginUrlFor', () => {
  test('encodes the page and its query as redirect', () => {
    expect(loginUrlFor('/me/amountFlow?type=充值')).toBe(`/login?redirect=${encodeURIComponent('/me/amountFlow?type=%E5%85%85%E5%80%BC')}`);
  });
  test('gives plain /login for the login page itself', () => {
    expect(loginUrlFor('/login?redirect=%2Fme')).toBe('/login');
  });
  test('says the session ended when asked to', () => {
    expect(loginUrlFor('/me/coupon', { expired: true })).toBe('/login?redirect=%2Fme%2Fcoupon&expired=1');
    expect(loginUrlFor('/login', { expired: true })).toBe('/login?expired=1');
  });
});

describe('isAllowedAuthUrl', () => {
  test('allows the simulated authorization page on this site and the real QQ page', () => {
    expect(isAllowedAuthUrl('/api/mock-qq/authorize?client_id=shop&state=abc&redirect_uri=%2Fhomefactory')).toBe(true);
    expect(isAllowedAuthUrl('https://graph.qq.com/oauth2.0/authorize?state=1')).toBe(true);
  });
  test('refuses other hosts, plain http and script URLs', () => {
    expect(isAllowedAuthUrl('https://evil.example/oauth')).toBe(false);
    expect(isAllowedAuthUrl('http://graph.qq.com/oauth2.0/authorize')).toBe(false);
    expect(isAllowedAuthUrl('//evil.example')).toBe(false);
    expect(isAllowedAuthUrl('javascript:alert(1)')).toBe(false);
  });
});
