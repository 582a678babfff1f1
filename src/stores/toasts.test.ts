import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $toasts, dismissToast, flashToast, showFlashedToast, showToast, TOAST_DURATION_MS } from './toasts.ts';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}
const asStorage = (memory: MemoryStorage): Storage => Object.assign(Object.create(null), { length: 0, clear: () => undefined, key: () => null, getItem: memory.getItem.bind(memory), setItem: memory.setItem.bind(memory), removeItem: memory.removeItem.bind(memory) });

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const toast of $toasts.get()) dismissToast(toast.id);
    vi.useRealTimers();
  });

  test('durations follow the seed: success 3 s, error 5 s, notification 4.5 s', () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 3000, error: 5000, info: 4500 });
  });

  test('an error stays for 5000 ms and then goes', () => {
    showToast('error', '用户名或密码错误');
    vi.advanceTimersByTime(4999);
    expect($toasts.get().map((toast) => toast.text)).toEqual(['用户名或密码错误']);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  test('a success goes after 3000 ms while an older error stays', () => {
    showToast('error', 'e');
    vi.advanceTimersByTime(1000);
    showToast('success', 's');
    vi.advanceTimersByTime(3000);
    expect($toasts.get().map((toast) => toast.kind)).toEqual(['error']);
  });

  test('the same message shown again while on screen is not stacked, and stays its full time from then', () => {
    const first = showToast('error', '订单服务维护中');
    vi.advanceTimersByTime(4000);
    expect(showToast('error', '订单服务维护中')).toBe(first);
    showToast('info', '订单服务维护中');
    expect($toasts.get().map((toast) => toast.kind)).toEqual(['error', 'info']);
    vi.advanceTimersByTime(4999);
    expect($toasts.get().map((toast) => toast.kind)).toEqual(['error']);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
    expect(showToast('error', '订单服务维护中')).not.toBe(first);
  });

  test('dismissing removes one toast at once', () => {
    const id = showToast('info', 'n');
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });

  test('a flashed message shows once on the next page', () => {
    const memory = new MemoryStorage();
    flashToast('error', '登录已过期，请重新登录', asStorage(memory));
    expect($toasts.get()).toEqual([]);
    showFlashedToast(asStorage(memory));
    expect($toasts.get().map((toast) => [toast.kind, toast.text])).toEqual([['error', '登录已过期，请重新登录']]);
    showFlashedToast(asStorage(memory));
    expect($toasts.get()).toHaveLength(1);
  });

  test('a garbled flash is ignored', () => {
    const memory = new MemoryStorage();
    memory.setItem('shop-flash', '{"kind":"boom","text":1}');
    showFlashedToast(asStorage(memory));
    expect($toasts.get()).toEqual([]);
  });
});
