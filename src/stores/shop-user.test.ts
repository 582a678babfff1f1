import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { SessionInfo } from '../wire/platform.ts';
import { LOGGED_OUT } from '../core/shell/stored-user.ts';

useTestStorageEngine();
// Imported after the test engine is in place, as the store reads storage when created.
const { $shopUser, SHOP_USER_KEY, clearShopUser, clearShopUserAndLeave, resetCorruptShopUser, saveToken, saveUserInfo } = await import('./shop-user.ts');
const { isLeaving } = await import('./navigation.ts');

const info: SessionInfo = {
  customer: {
    id: 1,
    username: 'demo',
    nickname: '演示用户',
    phone: null,
    email: null,
    avatar: null,
    balance: 100,
    memberLevel: '普通会员',
    growth: 0,
    qqBound: false,
    shop: { id: 1, name: '店', storageSize: 0, storageQuota: 10 },
    usingFactory: null,
  },
};

describe('$shopUser', () => {
  let stop: () => void = () => undefined;
  beforeAll(() => {
    stop = $shopUser.listen(() => undefined);
  });
  afterEach(() => {
    clearShopUser();
    cleanTestStorage();
  });

  test('saving a token writes one JSON value under shop-user', () => {
    saveToken('abc');
    expect(getTestStorage()).toEqual({ [SHOP_USER_KEY]: '{"token":"abc","userInfo":null}' });
  });

  test('user info joins the token in the same value', () => {
    saveToken('abc');
    saveUserInfo(info);
    expect(JSON.parse(getTestStorage()[SHOP_USER_KEY] ?? '')).toEqual({ token: 'abc', userInfo: info });
  });

  test('user info equal to the stored one keeps the stored value, so no reader draws again', () => {
    saveToken('abc');
    saveUserInfo(info);
    const stored = $shopUser.get();
    let changes = 0;
    const stop = $shopUser.listen(() => (changes += 1));
    saveUserInfo(structuredClone(info));
    expect($shopUser.get()).toBe(stored);
    saveUserInfo({ customer: { ...info.customer, balance: 250 } });
    stop();
    expect(changes).toBe(1);
    expect($shopUser.get().userInfo?.customer.balance).toBe(250);
  });

  test('user info without a token is not stored', () => {
    saveUserInfo(info);
    expect($shopUser.get()).toEqual(LOGGED_OUT);
    expect(getTestStorage()).toEqual({});
  });

  test('user info fetched for an older token is dropped', () => {
    saveToken('new-token');
    saveUserInfo(info, 'old-token');
    expect($shopUser.get()).toEqual({ token: 'new-token', userInfo: null });
  });

  test('a tab that leaves on its own forgets the user and says it is leaving, so the guard does not navigate too', () => {
    saveToken('abc');
    expect(isLeaving()).toBe(false);
    clearShopUserAndLeave();
    expect(getTestStorage()).toEqual({});
    expect(isLeaving()).toBe(true);
  });

  test('logging out removes the key', () => {
    saveToken('abc');
    clearShopUser();
    expect(getTestStorage()).toEqual({});
    expect($shopUser.get()).toEqual(LOGGED_OUT);
  });

  test('a value written by another tab arrives in the store', () => {
    setTestStorageKey(SHOP_USER_KEY, JSON.stringify({ token: 'other-tab', userInfo: null }));
    expect($shopUser.get().token).toBe('other-tab');
  });

  test('another tab logging out logs this one out', () => {
    saveToken('abc');
    setTestStorageKey(SHOP_USER_KEY, undefined);
    expect($shopUser.get()).toEqual(LOGGED_OUT);
  });

  test('a corrupt value from another tab counts as logged out', () => {
    setTestStorageKey(SHOP_USER_KEY, '{"token":');
    expect($shopUser.get()).toEqual(LOGGED_OUT);
  });

  test('resetCorruptShopUser removes a corrupt value and keeps a good one', () => {
    const storage = new Map<string, string>([[SHOP_USER_KEY, '{oops']]);
    const fake = { getItem: (key: string) => storage.get(key) ?? null, removeItem: (key: string) => void storage.delete(key) };
    resetCorruptShopUser(fake);
    expect(storage.has(SHOP_USER_KEY)).toBe(false);
    storage.set(SHOP_USER_KEY, '{"token":"ok","userInfo":null}');
    resetCorruptShopUser(fake);
    expect(storage.get(SHOP_USER_KEY)).toBe('{"token":"ok","userInfo":null}');
  });

  test('stops listening cleanly', () => {
    stop();
    expect($shopUser.lc).toBe(0);
  });
});
