import { useRef, useState } from 'react';
import { createPackageOrder } from '~/api/design';
import type { OrderDetail } from '~/wire/orders';
import { forgetPackageOrderKey, packageOrderKey } from '~/lib/package-order-key';

/** The 待付款 order being paid on the page. */
export interface PendingPackageOrder {
  packageId: number;
  orderNo: string;
  payable: number;
}

/**
 * Creates the package order once however often 立即购买 is pressed: a press in flight does
 * nothing, and every attempt for the same package in this tab carries the same key, so the
 * server answers the same 待付款 order. When that key's order is already paid or cancelled, the
 * key is spent: a new one buys the package again.
 */
export function usePackagePurchase() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<PendingPackageOrder | null>(null);

  async function buy(packageId: number): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      let created: OrderDetail = await createPackageOrder({ packageId, idempotencyKey: packageOrderKey(sessionStorage, packageId) });
      if (created.status !== '待付款') {
        forgetPackageOrderKey(sessionStorage, packageId);
        created = await createPackageOrder({ packageId, idempotencyKey: packageOrderKey(sessionStorage, packageId) });
      }
      setOrder({ packageId, orderNo: created.orderNo, payable: created.payable });
    } catch {
      // The notifier has shown why (or sent a logged-out visitor to login); the choice stays.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { buy, busy, order, reset: () => setOrder(null) };
}
