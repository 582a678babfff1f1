import { lazy, Suspense, useState } from 'react';
import { fetchRechargeOffer } from '~/components/top-up/recharges';
import { t } from '~/components/top-up/messages';
import { useRequest } from '~/core/use-request';

// The dialog and its checks load when the customer asks for them, not with the page.
const TopUpDialog = lazy(() => import('./dialog/TopUpDialog'));

/**
 * 余额充值: shown once the backend answers that it offers top-ups (a backend without them, or
 * one that cannot be reached, shows nothing); opens the top-up dialog.
 */
export function TopUpButton({ className = 'btn btn-primary btn-sm' }: { className?: string }) {
  const offer = useRequest('recharge-offer', (signal) => fetchRechargeOffer(signal));
  const [open, setOpen] = useState(false);
  if (offer.status !== 'ready') return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog" data-top-up>
        {t('topUp.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <TopUpDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
