/** sessionStorage key of the idempotency keys of package purchases, by package id. */
export const PACKAGE_KEY_STORAGE = 'shop-package-order-keys';

type Keys = Record<string, string>;
type Store = Pick<Storage, 'getItem' | 'setItem'>;

function readKeys(storage: Store): Keys {
  try {
    const raw = storage.getItem(PACKAGE_KEY_STORAGE);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const keys: Keys = {};
    for (const [id, key] of Object.entries(value)) if (typeof key === 'string' && key.length >= 8 && key.length <= 100) keys[id] = key;
    return keys;
  } catch {
    return {};
  }
}

function writeKeys(storage: Store, keys: Keys): void {
  try {
    storage.setItem(PACKAGE_KEY_STORAGE, JSON.stringify(keys));
  } catch {
    // Without storage the key still covers this page's retries and double clicks.
  }
}

/**
 * The idempotency key of buying package `packageId` in this tab: made once and kept, so a double
 * click, a retry after a lost answer or a reload answers the same 待付款 order instead of a second
 * one. Forget it once that order is paid or cancelled, and the next purchase is a new order.
 */
export function packageOrderKey(storage: Store, packageId: number, create: () => string = () => crypto.randomUUID()): string {
  const keys = readKeys(storage);
  const known = keys[String(packageId)];
  if (known) return known;
  const key = `package-${create()}`;
  writeKeys(storage, { ...keys, [String(packageId)]: key });
  return key;
}

export function forgetPackageOrderKey(storage: Store, packageId: number): void {
  const keys = readKeys(storage);
  delete keys[String(packageId)];
  writeKeys(storage, keys);
}
