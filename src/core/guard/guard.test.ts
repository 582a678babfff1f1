import { describe, expect, test } from 'vitest';
import { afterLogin, decideGuard, isOpenPath, needsFactory, withoutOAuthParams, type GuardDecision } from './guard.ts';
import type { LoginWay } from '../login-way.ts';
import { LOGGED_OUT, type StoredUser } from '../shell/stored-user.ts';
import type { CustomerInfo } from '../shell/customer.ts';

const customer = (usingFactory: CustomerInfo['usingFactory']): CustomerInfo => ({ id: 1, username: 'demo', shop: { storageSize: 0 }, usingFactory });
const loggedIn: StoredUser = { token: 'tok', userInfo: { customer: customer({ id: 3, name: '深圳工厂', city: '深圳' }) } };
const stringFactory: StoredUser = { token: 'tok', userInfo: { customer: customer({ id: 'F-3' }) } };
const noFactory: StoredUser = { token: 'tok', userInfo: { customer: customer(null) } };
const tokenOnly: StoredUser = { token: 'tok', userInfo: null };
const toDesign: GuardDecision = { kind: 'no-factory', to: '/mydesign/home' };

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
  ['a token without user info shows a page that needs no factory at once', '/me/coupon', '', tokenOnly, null, { kind: 'allow' }],
  ['a token without user info waits for it on a page that needs a factory', '/homefactory', '', tokenOnly, null, { kind: 'wait' }],
  ['a factory with a string id counts', '/quotationorder/submitorder', '', stringFactory, null, { kind: 'allow' }],
  ['no factory: /homefactory sends the customer to /mydesign/home', '/homefactory', '', noFactory, null, toDesign],
  ['no factory: a quotation step sends the customer away', '/quotationorder/uploaddesigndraws', '', noFactory, null, toDesign],
  ['no factory: professional orders', '/professionalorder', '', noFactory, null, toDesign],
  ['no factory: a drawings page', '/professionalorder/designdrawings/ZY1', '', noFactory, null, toDesign],
  ['no factory: the consumables checkout', '/consumablesorder/consumableorderinformation', '', noFactory, null, toDesign],
  ['no factory: footage', '/footagedownload', '', noFactory, null, toDesign],
  ['no factory: 用户中心 works, to choose one', '/usercenter', '', noFactory, null, { kind: 'allow' }],
  ['no factory: the person center works', '/me/personcenter', '', noFactory, null, { kind: 'allow' }],
  ['no factory: coupons work', '/me/coupon', '', noFactory, null, { kind: 'allow' }],
  ['no factory: the password change works', '/me/updatepassword', '', noFactory, null, { kind: 'allow' }],
  ['no factory: the member center works', '/membercenter', '', noFactory, null, { kind: 'allow' }],
  ['no factory: the order center works', '/ordercenter/customizeorder', '', noFactory, null, { kind: 'allow' }],
  ['no factory: suggestions work', '/suggest/form', '', noFactory, null, { kind: 'allow' }],
  ['no factory: the payment result works', '/order/paymentResult/index', 'orderNo=TC1', noFactory, null, { kind: 'allow' }],
  ['no factory: the design order center works', '/mydesign/ordercenter/packageorder', '', noFactory, null, { kind: 'allow' }],
  ['no factory and no token: login comes first', '/homefactory', '', LOGGED_OUT, null, { kind: 'login', to: '/login?redirect=%2Fhomefactory' }],
  ['no factory: the QQ login callback still runs (the rule applies once the info loads)', '/homefactory', 'code=c1&state=s1', noFactory, 'login', { kind: 'qq-login', code: 'c1', state: 's1' }],
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

describe('needsFactory', () => {
  test('a path that only starts like a factory area does not', () => {
    expect(needsFactory('/homefactoryx')).toBe(false);
    expect(needsFactory('/homefactory')).toBe(true);
  });

  test('the quotation document opens without a factory, the quotation steps do not', () => {
    expect(needsFactory('/quotationorder/quote')).toBe(false);
    expect(needsFactory('/quotationorder/submitorder')).toBe(true);
  });
});

describe('afterLogin', () => {
  test('a customer with a factory goes where they asked, made safe', () => {
    expect(afterLogin(loggedIn, '/me/coupon?status=unused')).toBe('/me/coupon?status=unused');
    expect(afterLogin(loggedIn, 'https://evil.example/')).toBe('/homefactory');
    expect(afterLogin(loggedIn, null)).toBe('/homefactory');
  });

  test('a customer without a factory lands on /mydesign/home instead of a page that needs one (the default /homefactory too)', () => {
    expect(afterLogin(noFactory, null)).toBe('/mydesign/home');
    expect(afterLogin(noFactory, '/quotationorder/selectmaterialprocess')).toBe('/mydesign/home');
  });

  test('a customer without a factory goes back to a page that needs none', () => {
    expect(afterLogin(noFactory, '/me/coupon')).toBe('/me/coupon');
    expect(afterLogin(noFactory, '/usercenter')).toBe('/usercenter');
  });
});

describe('withoutOAuthParams', () => {
  test('drops code and state and keeps the rest', () => {
    expect(withoutOAuthParams('/homefactory', new URLSearchParams('code=1&state=2&tab=a'))).toBe('/homefactory?tab=a');
    expect(withoutOAuthParams('/homefactory', new URLSearchParams('code=1&state=2'))).toBe('/homefactory');
  });
});
