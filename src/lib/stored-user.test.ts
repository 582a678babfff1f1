import { describe, expect, test } from 'vitest';
import { parseStoredUser } from './stored-user.ts';

const customer = {
  id: 1,
  username: 'demo',
  nickname: '演示用户',
  phone: '13800138000',
  email: 'demo@example.com',
  avatar: null,
  balance: 128800,
  memberLevel: '白银会员',
  growth: 1260,
  qqBound: true,
  shop: { id: 1, name: '星火创客工作室', storageSize: 10, storageQuota: 100 },
  usingFactory: { id: 2, name: '深圳宝安精密制造厂', city: '深圳' },
};

describe('parseStoredUser', () => {
  test('reads a token with user info', () => {
    const raw = JSON.stringify({ token: 'abc', userInfo: { customer } });
    expect(parseStoredUser(raw)).toEqual({ token: 'abc', userInfo: { customer } });
  });

  test('reads a token whose user info has not loaded yet', () => {
    expect(parseStoredUser('{"token":"abc","userInfo":null}')).toEqual({ token: 'abc', userInfo: null });
  });

  test('keeps a customer without a using factory', () => {
    const raw = JSON.stringify({ token: 'abc', userInfo: { customer: { ...customer, usingFactory: null } } });
    expect(parseStoredUser(raw)?.userInfo?.customer.usingFactory).toBeNull();
  });

  test('drops fields it does not know', () => {
    const raw = JSON.stringify({ token: 'abc', extra: 1, userInfo: { customer: { ...customer, secret: 'x' } } });
    expect(parseStoredUser(raw)?.userInfo?.customer).toEqual(customer);
  });

  test.each([
    ['not JSON', '{token:'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a string', '"abc"'],
    ['no token', '{"userInfo":null}'],
    ['an empty token', '{"token":"","userInfo":null}'],
    ['a numeric token', '{"token":42}'],
    ['user info that is a string', '{"token":"a","userInfo":"x"}'],
    ['a customer without a shop', JSON.stringify({ token: 'a', userInfo: { customer: { ...customer, shop: null } } })],
    ['a balance that is not an integer of fen', JSON.stringify({ token: 'a', userInfo: { customer: { ...customer, balance: 12.5 } } })],
    ['an unknown member level', JSON.stringify({ token: 'a', userInfo: { customer: { ...customer, memberLevel: 'VIP' } } })],
    ['a factory without an id', JSON.stringify({ token: 'a', userInfo: { customer: { ...customer, usingFactory: { name: 'x' } } } })],
  ])('treats %s as logged out', (_what, raw) => {
    expect(parseStoredUser(raw)).toBeNull();
  });

  test('treats a missing value as logged out', () => {
    expect(parseStoredUser(null)).toBeNull();
  });
});
