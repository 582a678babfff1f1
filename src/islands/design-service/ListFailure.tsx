import { LoadFailure } from '~/core/ListState';
import { t } from '~/islands/design-service/messages';
import { isLeaving } from '~/stores/navigation';

/**
 * A failed load (or the design service not offered by this shop's backend), unless the failure
 * was a logged-out visitor's 401 and the notifier is already taking them to login: then say so
 * instead of flashing an error on the way out.
 */
export function ListFailure({ state, onRetry }: { state: { status: string; message?: string; notOffered?: boolean }; onRetry: () => void }) {
  if (state.status !== 'error') return null;
  if (isLeaving()) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-10 text-base-content/70">
        <span className="loading loading-spinner loading-md" aria-hidden="true" />
        <span>{t('guard.redirecting')}</span>
      </div>
    );
  }
  return <LoadFailure state={state} feature={t('nav.myDesign')} onRetry={onRetry} />;
}
