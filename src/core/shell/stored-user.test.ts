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

/** The customer of a backend that answers exactly the seed's shapes. */
const seedCustomer = { id: 1, username: 'demo', nickname: '演示用户', shop: { id: 11, name: '演示店铺', storageSize: 1024 }, usingFactory: { id: 7, name: '一号工厂' } };

const stored = (value: unknown) => parseStoredUser(JSON.stringify(value));

describe('parseStoredUser', () => {
  test('reads a token with user info', () => {
    expect(stored({ token: 'abc', userInfo: { customer } })).toEqual({ token: 'abc', userInfo: { customer } });
  });

  test("reads the customer of a backend that sends only the seed's fields", () => {
    const user = stored({ token: 'abc', userInfo: { customer: seedCustomer } });
    expect(user?.token).toBe('abc');
    expect(user?.userInfo?.customer).toMatchObject({ id: 1, username: 'demo', shop: { storageSize: 1024 }, usingFactory: { id: 7, name: '一号工厂' } });
    expect(user?.userInfo?.customer.balance).toBeUndefined();
  });

  test('reads a token whose user info has not loaded yet', () => {
    expect(parseStoredUser('{"token":"abc","userInfo":null}')).toEqual({ token: 'abc', userInfo: null });
    expect(parseStoredUser('{"token":"abc"}')).toEqual({ token: 'abc', userInfo: null });
  });

  test('keeps a customer without a using factory', () => {
    expect(stored({ token: 'abc', userInfo: { customer: { ...customer, usingFactory: null } } })?.userInfo?.customer.usingFactory).toBeNull();
  });

  test('drops fields it does not know', () => {
    expect(stored({ token: 'abc', extra: 1, userInfo: { customer: { ...customer, secret: 'x' } } })?.userInfo?.customer).toEqual(customer);
  });

  test.each([
    ['user info that is a string', 'x'],
    ['user info without a customer', {}],
    ['a customer that is not an object', { customer: 'demo' }],
    ['a customer that is an array', { customer: [] }],
  ])('drops %s and keeps the token, so the info loads again', (_what, userInfo) => {
    expect(stored({ token: 'abc', userInfo })).toEqual({ token: 'abc', userInfo: null });
  });

  test('reads a field of the wrong type as missing, keeping the rest of the customer', () => {
    const user = stored({ token: 'a', userInfo: { customer: { ...customer, balance: 12.5, memberLevel: 7, shop: null, nickname: '' } } });
    expect(user?.userInfo?.customer).toMatchObject({ id: 1, username: 'demo', usingFactory: { id: 2 } });
    expect(user?.userInfo?.customer.balance).toBeUndefined();
    expect(user?.userInfo?.customer.memberLevel).toBeUndefined();
    expect(user?.userInfo?.customer.shop).toBeUndefined();
    expect(user?.userInfo?.customer.nickname).toBeUndefined();
  });

  test.each([
    ['not JSON', '{token:'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a string', '"abc"'],
    ['no token', '{"userInfo":null}'],
    ['an empty token', '{"token":"","userInfo":null}'],
    ['a numeric token', '{"token":42}'],
  ])('treats %s as logged out', (_what, raw) => {
    expect(parseStoredUser(raw)).toBeNull();
  });

  test('treats a missing value as logged out', () => {
    expect(parseStoredUser(null)).toBeNull();
  });
});
