import { describe, expect, it } from 'vitest';
import { REMEMBERED_ADDRESS_KEY, readRememberedAddress, rememberAddress } from './remembered-address.ts';

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const address = { name: '王小明', phone: '13800138000', region: '广东省 深圳市', detail: '科技园 8 栋' };

describe('the remembered shipping address', () => {
  it('offers the last address a customer ordered to back to the same customer', () => {
    const storage = new MemoryStorage();
    rememberAddress(storage, 9, address);
    expect(readRememberedAddress(storage, 9)).toEqual(address);
  });

  it("never offers one customer's address to another", () => {
    const storage = new MemoryStorage();
    rememberAddress(storage, 9, address);
    expect(readRememberedAddress(storage, 1)).toBeNull();
  });

  it('ignores nothing stored, damaged JSON and wrongly shaped values', () => {
    const storage = new MemoryStorage();
    expect(readRememberedAddress(storage, 9)).toBeNull();
    for (const raw of ['{', '[]', '"x"', JSON.stringify({ customerId: 9, address: { ...address, phone: 138 } }), JSON.stringify({ customerId: '9', address })]) {
      storage.setItem(REMEMBERED_ADDRESS_KEY, raw);
      expect(readRememberedAddress(storage, 9), raw).toBeNull();
    }
  });

  it('loses only the convenience when the storage refuses to write', () => {
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(() => rememberAddress(full, 9, address)).not.toThrow();
  });
});
