import { describe, expect, it } from 'vitest';
import { ORDER_KEY_STORAGE, forgetOrderKey, orderKeyFor } from './order-idempotency.ts';

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

let made = 0;
const make = () => `key-${String(++made).padStart(8, '0')}`;

describe('the idempotency key of an order', () => {
  it('is the same for every attempt at the same draft', () => {
    const storage = new MemoryStorage();
    const first = orderKeyFor(storage, 'draft-1', make);
    expect(orderKeyFor(storage, 'draft-1', make)).toBe(first);
  });

  it('is new for another draft', () => {
    const storage = new MemoryStorage();
    const first = orderKeyFor(storage, 'draft-1', make);
    expect(orderKeyFor(storage, 'draft-2', make)).not.toBe(first);
  });

  it('is new once the order of the previous one was created', () => {
    const storage = new MemoryStorage();
    const first = orderKeyFor(storage, 'draft-1', make);
    forgetOrderKey(storage);
    expect(orderKeyFor(storage, 'draft-1', make)).not.toBe(first);
  });

  it('replaces an unreadable stored value', () => {
    const storage = new MemoryStorage();
    storage.setItem(ORDER_KEY_STORAGE, '{"draftId":"draft-1","key":"short"}');
    expect(orderKeyFor(storage, 'draft-1', make)).toMatch(/^key-/);
    storage.setItem(ORDER_KEY_STORAGE, 'not json');
    expect(orderKeyFor(storage, 'draft-1', make)).toMatch(/^key-/);
  });

  it('makes a key even when the storage refuses to write', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new DOMException('blocked', 'SecurityError'); } };
    expect(orderKeyFor(refusing, 'draft-1', make)).toMatch(/^key-/);
  });
});
