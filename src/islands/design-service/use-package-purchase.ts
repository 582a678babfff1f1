import { useState } from 'react';
import { createPackageOrder } from '~/islands/design-service/design-service';
import { useSubmitOnce } from '~/components/form/use-submit-once';
import { submissionKey } from '~/lib/forms/idempotency-key';
import { forgetSubmissionAttempt, submissionAttempt } from '~/lib/drafts/submission-attempts';

/** The 待付款 order being paid on the page. */
export interface PendingPackageOrder {
  packageId: number;
  orderNo: string;
  payable: number;
  /** Until when it can be paid, when the backend says (its hold ends then). */
  payBy?: string | undefined;
}

/**
 * Creates the package order (once: useSubmitOnce). Buying the same package again in this tab is
 * the same attempt, so the server answers the same 待付款 order; when that attempt's order is
 * already paid or cancelled, it is spent, and a new attempt buys the package again. A failure
 * (or a logged-out visitor sent to login) keeps the choice.
 */
export function usePackagePurchase() {
  const { run, busy } = useSubmitOnce();
  const [order, setOrder] = useState<PendingPackageOrder | null>(null);

  const buy = (packageId: number) =>
    run(async () => {
      const subject = `package:${packageId}`;
      const create = () => createPackageOrder({ packageId, idempotencyKey: submissionKey('package', submissionAttempt(sessionStorage, subject)) });
      let created = await create();
      if (created.status !== '待付款') {
        forgetSubmissionAttempt(sessionStorage, subject);
        created = await create();
      }
      setOrder({ packageId, orderNo: created.orderNo, payable: created.payable, payBy: created.payBy });
    });

  return { buy, busy, order, reset: () => setOrder(null) };
}
