import { describe, expect, test } from 'vitest';
import { decideGuard, factoryRedirect, isOpenPath, withoutOAuthParams, type GuardDecision } from './guard.ts';
import type { LoginWay } from './login-way.ts';
import { LOGGED_OUT, type StoredUser } from './stored-user.ts';
import type { Customer } from '../api/schema.ts';

const customer = (usingFactory: Customer['usingFactory']): Customer => ({
  id: 1,
  username: 'demo',
  nickname: '演示用户',
  phone: null,
  email: null,
  avatar: null,
  balance: 0,
  memberLevel: '普通会员',
  growth: 0,
  qqBound: false,
  shop: { id: 1, name: '星火创客工作室', storageSize: 0, storageQuota: 1 },
  usingFactory,
});
const loggedIn: StoredUser = { token: 'tok', userInfo: { customer: customer({ id: 3, name: '深圳工厂', city: '深圳' }) } };

type Row = [description: string, path: string, search: string, user: StoredUser, way: LoginWay | null, expected: GuardDecision];

const rows: Row[] = [
  ['/login is open', '/login', '', LOGGED_OUT, null, { kind: 'allow' }],
  ['/platformhome is open', '/platformhome', '', LOGGED_OUT, null, { kind: 'allow' }],
  ['/platformhome/ with a trailing slash is open', '/platformhome/', '', LOGGED_OUT, null, { kind: 'allow' }],
  ['/mydesign/home is open', '/mydesign/home', '', LOGGED_OUT, null, { kind: 'allow' }],
  ['any path containing /mydesign is open', '/mydesign/ordercenter/myOrder', '', LOGGED_OUT, null, { kind: 'allow' }],
  ['package payment is open', '/mydesign/solution/packagePayment', '', LOGGED_OUT, null, { kind: 'allow' }],
  ['a protected page without a token goes to login with the page as redirect', '/me/coupon', '', LOGGED_OUT, null, { kind: 'login', to: '/login?redirect=%2Fme%2Fcoupon' }],
  ['the redirect keeps the query', '/consumablesorder/consumableinformation', 'id=7', LOGGED_OUT, null, { kind: 'login', to: '/login?redirect=%2Fconsumablesorder%2Fconsumableinformation%3Fid%3D7' }],
  ['the payment result is protected', '/order/paymentResult/index', 'orderNo=A1', LOGGED_OUT, null, { kind: 'login', to: '/login?redirect=%2Forder%2FpaymentResult%2Findex%3ForderNo%3DA1' }],
  ['a protected page with a token is allowed', '/me/coupon', '', loggedIn, null, { kind: 'allow' }],
  ['a token without user info is allowed (the info loads next)', '/homefactory', '', { token: 't', userInfo: null }, null, { kind: 'allow' }],
  ['/homefactory without a token goes to login', '/homefactory', '', LOGGED_OUT, null, { kind: 'login', to: '/login?redirect=%2Fhomefactory' }],
  ['/homefactory with code and marker login runs the QQ login callback, even logged out', '/homefactory', 'code=c1&state=s1', LOGGED_OUT, 'login', { kind: 'qq-login', code: 'c1', state: 's1' }],
  ['/homefactory with code and marker binding runs the binding callback', '/homefactory', 'code=c1&state=s1', loggedIn, 'binding', { kind: 'qq-bind', code: 'c1', state: 's1' }],
  ['/homefactory with code and no marker runs the binding callback (seed: otherwise)', '/homefactory', 'code=c1&state=s1', loggedIn, null, { kind: 'qq-bind', code: 'c1', state: 's1' }],
  ['a missing state is passed on empty for the server to reject', '/homefactory', 'code=c1', LOGGED_OUT, 'login', { kind: 'qq-login', code: 'c1', state: '' }],
  ['code on another page is not a callback', '/me/coupon', 'code=c1&state=s1', LOGGED_OUT, 'login', { kind: 'login', to: '/login?redirect=%2Fme%2Fcoupon%3Fcode%3Dc1%26state%3Ds1' }],
  ['an empty code is not a callback', '/homefactory', 'code=&state=s1', loggedIn, 'login', { kind: 'allow' }],
  ['a cancelled authorization (error, no code) is an ordinary visit', '/homefactory', 'error=access_denied&state=s1', LOGGED_OUT, 'login', { kind: 'login', to: '/login?redirect=%2Fhomefactory%3Ferror%3Daccess_denied%26state%3Ds1' }],
];

describe('decideGuard', () => {
  test.each(rows)('%s', (_description, path, search, user, loginWay, expected) => {
    expect(decideGuard({ path, query: new URLSearchParams(search), user, loginWay })).toEqual(expected);
  });
});

describe('isOpenPath', () => {
  test('the area pages of a logged-in customer are not open', () => {
    for (const path of ['/homefactory', '/usercenter', '/suggest/form', '/quotationorder/submitorder', '/loginx']) {
      expect(isOpenPath(path)).toBe(false);
    }
  });
});

describe('factoryRedirect', () => {
  test('a customer with a using factory stays', () => {
    expect(factoryRedirect(loggedIn)).toBeNull();
  });
  test('a customer without a using factory goes to /mydesign/home', () => {
    expect(factoryRedirect({ token: 't', userInfo: { customer: customer(null) } })).toBe('/mydesign/home');
  });
});

describe('withoutOAuthParams', () => {
  test('drops code and state and keeps the rest', () => {
    expect(withoutOAuthParams('/homefactory', new URLSearchParams('code=1&state=2&tab=a'))).toBe('/homefactory?tab=a');
    expect(withoutOAuthParams('/homefactory', new URLSearchParams('code=1&state=2'))).toBe('/homefactory');
  });
});
