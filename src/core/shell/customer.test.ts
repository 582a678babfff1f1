import { describe, expect, test } from 'vitest';
import { displayName, initialOf, ownerKeyOf, readCustomer, readFactory, readUserInfo } from './customer.ts';

describe('readFactory', () => {
  test.each([
    ['a numeric id', { id: 7, name: '一号工厂' }, { id: 7, name: '一号工厂', city: undefined }],
    ['a string id', { id: 'F-7' }, { id: 'F-7', name: undefined, city: undefined }],
  ])('a factory with %s is a factory', (_what, value, expected) => {
    expect(readFactory(value)).toEqual(expected);
  });

  test.each([
    ['null', null],
    ['missing', undefined],
    ['an object without an id', { name: '一号工厂' }],
    ['an empty string id', { id: '' }],
    ['id 0 (what the seed reads as none)', { id: 0 }],
    ['an id that is an object', { id: { value: 7 } }],
    ['a bare number', 7],
  ])('%s is no factory', (_what, value) => {
    expect(readFactory(value)).toBeNull();
  });
});

describe('readCustomer', () => {
  test('any object is a customer; everything but the factory may be missing', () => {
    expect(readCustomer({})).toEqual(expect.objectContaining({ usingFactory: null }));
  });

  test('is null for anything that is not an object', () => {
    for (const value of [null, undefined, 'demo', 1, []]) expect(readCustomer(value)).toBeNull();
  });

  test('reads the storage size as a number when present, and a quota of 0 as unknown', () => {
    expect(readCustomer({ shop: { storageSize: 1024, storageQuota: 0 } })?.shop).toEqual(expect.objectContaining({ storageSize: 1024, storageQuota: undefined }));
    expect(readCustomer({ shop: { storageSize: '1024' } })?.shop?.storageSize).toBeUndefined();
  });
});

describe('readUserInfo', () => {
  test('needs a customer object', () => {
    expect(readUserInfo({ customer: { username: 'demo' } })?.customer.username).toBe('demo');
    expect(readUserInfo({})).toBeNull();
    expect(readUserInfo({ customer: null })).toBeNull();
    expect(readUserInfo('x')).toBeNull();
  });
});

describe('displayName and initialOf', () => {
  test('nickname, else username, else the fallback', () => {
    expect(displayName({ nickname: '演示用户', username: 'demo', usingFactory: null }, '客户')).toBe('演示用户');
    expect(displayName({ username: 'demo', usingFactory: null }, '客户')).toBe('demo');
    expect(displayName({ usingFactory: null }, '客户')).toBe('客户');
  });

  test('the initial is the first character, also beyond the basic plane', () => {
    expect(initialOf('演示用户')).toBe('演');
    expect(initialOf('𠮷野')).toBe('𠮷');
    expect(initialOf('')).toBe('');
  });
});

describe('ownerKeyOf', () => {
  test('is the numeric id when there is one', () => {
    expect(ownerKeyOf({ id: 12, usingFactory: null })).toBe(12);
  });

  test('is a stable negative number for a string id or, without an id, the username', () => {
    const byId = ownerKeyOf({ id: 'c-12', usingFactory: null });
    expect(byId).toBeLessThan(0);
    expect(ownerKeyOf({ id: 'c-12', username: 'x', usingFactory: null })).toBe(byId);
    expect(ownerKeyOf({ id: 'c-13', usingFactory: null })).not.toBe(byId);
    const byName = ownerKeyOf({ username: 'demo', usingFactory: null });
    expect(byName).toBeLessThan(0);
    expect(byName).not.toBe(ownerKeyOf({ username: 'other', usingFactory: null }));
  });

  test('is 0 when the backend sends neither', () => {
    expect(ownerKeyOf({ usingFactory: null })).toBe(0);
  });
});
