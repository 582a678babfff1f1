import { describe, expect, test } from 'vitest';
import { forgetPackageOrderKey, PACKAGE_KEY_STORAGE, packageOrderKey } from './package-order-key.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('package purchase keys', () => {
  test('buying the same package again in the tab sends the same key', () => {
    const storage = memoryStorage();
    let made = 0;
    const create = () => `uuid-${++made}-abcdefgh`;
    const first = packageOrderKey(storage, 2, create);
    expect(packageOrderKey(storage, 2, create)).toBe(first);
    expect(made).toBe(1);
  });

  test('each package has its own key', () => {
    const storage = memoryStorage();
    expect(packageOrderKey(storage, 1)).not.toBe(packageOrderKey(storage, 2));
  });

  test('a forgotten key is replaced by a new one; other packages keep theirs', () => {
    const storage = memoryStorage();
    const one = packageOrderKey(storage, 1);
    const two = packageOrderKey(storage, 2);
    forgetPackageOrderKey(storage, 1);
    expect(packageOrderKey(storage, 1)).not.toBe(one);
    expect(packageOrderKey(storage, 2)).toBe(two);
  });

  test('damaged storage starts over instead of failing', () => {
    for (const raw of ['{', '[]', '"x"', JSON.stringify({ 1: 5, 2: 'short' })]) {
      const storage = memoryStorage({ [PACKAGE_KEY_STORAGE]: raw });
      expect(packageOrderKey(storage, 1, () => 'fresh-uuid-1234')).toBe('package-fresh-uuid-1234');
    }
  });

  test('a storage that refuses writes still gives a key', () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error('quota'); } };
    expect(packageOrderKey(storage, 1, () => 'no-storage-uuid')).toBe('package-no-storage-uuid');
  });
});
