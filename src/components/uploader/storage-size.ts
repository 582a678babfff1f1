import { $shopUser, saveUserInfo } from '~/stores/shop-user';

/** Keeps the stored user's `shop.storageSize` at what the server answered after an upload or delete. */
export function saveStorageSize(storageSize: number): void {
  const { userInfo } = $shopUser.get();
  if (!userInfo) return;
  const { customer } = userInfo;
  saveUserInfo({ ...userInfo, customer: { ...customer, shop: { ...customer.shop, storageSize } } });
}
