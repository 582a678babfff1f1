import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../core/errors.ts';
import { reportApiError } from '../core/shell/error-bus.ts';

useTestStorageEngine();
const { $shopUser, saveToken } = await import('../stores/shop-user.ts');
const { stayAfterAll } = await import('../stores/navigation.ts');
const { $toasts, dismissToast } = await import('../stores/toasts.ts');
const { installNotifier } = await import('./notifier.ts');

const flashes = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => flashes.get(key) ?? null,
  setItem: (key: string, value: string) => void flashes.set(key, value),
  removeItem: (key: string) => void flashes.delete(key),
});

describe('the notifier', () => {
  const visited: string[] = [];
  const uninstall = installNotifier({ path: () => '/me/coupon?status=unused', navigate: (url) => visited.push(url) });
  afterEach(() => {
    for (const toast of $toasts.get()) dismissToast(toast.id);
    visited.length = 0;
    // The fake navigation never leaves this module behind, as a real one would.
    stayAfterAll();
    flashes.clear();
    cleanTestStorage();
  });

  test('shows the message of a failed call as an error', () => {
    reportApiError(new ApiError('http', '您已领取过该优惠券', 409, true));
    expect($toasts.get().map((toast) => [toast.kind, toast.text])).toEqual([['error', '您已领取过该优惠券']]);
    expect(visited).toEqual([]);
  });

  test('once on its way to login, later 401s of calls still in flight neither navigate nor toast again', () => {
    saveToken('stale');
    reportApiError(new ApiError('http', '登录已过期，请重新登录', 401, true));
    reportApiError(new ApiError('http', '请先登录', 401, false, '/api/shop-coupon'));
    expect(visited).toEqual(['/login?redirect=%2Fme%2Fcoupon%3Fstatus%3Dunused&expired=1']);
    expect($toasts.get()).toEqual([]);
  });

  test('a 401 to an authenticated call logs out and goes to login with the page as redirect, for it to say the session ended', () => {
    saveToken('stale');
    reportApiError(new ApiError('http', '登录已过期，请重新登录', 401, true));
    expect($shopUser.get().token).toBe('');
    expect(visited).toEqual(['/login?redirect=%2Fme%2Fcoupon%3Fstatus%3Dunused&expired=1']);
    // The login page says so itself; no second, passing message.
    expect(flashes.get('shop-flash')).toBeUndefined();
  });

  test('a 401 to the login call (no token) is just a message', () => {
    reportApiError(new ApiError('http', '用户名或密码错误', 401, false));
    expect(visited).toEqual([]);
    expect($toasts.get().map((toast) => toast.text)).toEqual(['用户名或密码错误']);
  });

  test('a 401 to a tokenless call of an API page (a logged-out visitor on an open page) goes to login and back', () => {
    reportApiError(new ApiError('http', '请先登录', 401, false, '/api/shop-design-order'));
    expect(visited).toEqual(['/login?redirect=%2Fme%2Fcoupon%3Fstatus%3Dunused']);
    expect(JSON.parse(flashes.get('shop-flash') ?? '{}')).toEqual({ kind: 'error', text: '请先登录' });
    expect($toasts.get()).toEqual([]);
  });

  test('a tokenless 401 to the login, QQ login or QQ binding calls stays a message on the page', () => {
    reportApiError(new ApiError('http', '用户名或密码错误', 401, false, '/api/shop-platform/sessions'));
    reportApiError(new ApiError('http', '授权已失效', 401, false, '/api/shop-platform/qqlogin/callback'));
    reportApiError(new ApiError('http', '绑定授权已失效', 401, false, '/api/shop-platform/qqbinding/bindBack'));
    expect(visited).toEqual([]);
    expect($toasts.get().map((toast) => toast.text)).toEqual(['用户名或密码错误', '授权已失效', '绑定授权已失效']);
  });

  test('other statuses of a tokenless call, and a 401 of a call whose path is not known, do not leave the page', () => {
    reportApiError(new ApiError('http', '服务异常', 500, false, '/api/shop-design-order'));
    reportApiError(new ApiError('http', '请先登录', 401, false));
    expect(visited).toEqual([]);
    expect($toasts.get()).toHaveLength(2);
  });

  test('timeouts and network failures show their own text', () => {
    reportApiError(new ApiError('timeout', '请求超时，请检查网络后重试', null, true));
    reportApiError(new ApiError('network', '网络连接失败，请检查网络后重试', null, true));
    expect($toasts.get().map((toast) => toast.text)).toEqual(['请求超时，请检查网络后重试', '网络连接失败，请检查网络后重试']);
  });

  test('stops reacting once uninstalled', () => {
    uninstall();
    reportApiError(new ApiError('http', 'x', 500, false));
    expect($toasts.get()).toEqual([]);
  });
});
