import { LoadError } from '~/components/ui/ListState';
import { t } from '~/i18n/t-design';
import { isLeaving } from '~/stores/shop-user';

/**
 * A failed load, unless the failure was a logged-out visitor's 401 and the notifier is already
 * taking them to login: then say so instead of flashing an error on the way out.
 */
export function ListFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  if (isLeaving()) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-10 text-base-content/70">
        <span className="loading loading-spinner loading-md" aria-hidden="true" />
        <span>{t('guard.redirecting')}</span>
      </div>
    );
  }
  return <LoadError message={message} onRetry={onRetry} />;
}
