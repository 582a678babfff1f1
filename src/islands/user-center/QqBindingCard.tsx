import { useEffect, useId, useState } from 'react';
import { ApiError } from '~/core/errors';
import { fetchQqBinding } from '~/core/qq';
import { LINE, Loading, LoadError, SkeletonBox, SkeletonText } from '~/core/ListState';
import { t } from '~/components/profile/messages';
import { isAllowedAuthUrl } from '~/lib/routes/auth-url';
import { useRequest } from '~/core/use-request';
import { beginQqBinding } from '~/stores/session';
import { showToast } from '~/stores/toasts';

/** Whether a QQ account is bound, and 绑定QQ through the authorization page when not. */
export function QqBindingCard() {
  const binding = useRequest('qq-binding', () => fetchQqBinding());
  const [redirecting, setRedirecting] = useState(false);
  const id = useId();

  // Back from the authorization page through the browser's cache: the button works again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);

  async function onBind() {
    if (redirecting) return;
    setRedirecting(true);
    try {
      const url = await beginQqBinding();
      if (!isAllowedAuthUrl(url)) throw new Error('unexpected authorization page');
      location.assign(url);
    } catch (error) {
      if (!(error instanceof ApiError)) showToast('error', t('error.service'));
      setRedirecting(false);
    }
  }

  const status = binding.data;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-3">
        <h2 id={`${id}-title`} className="card-title">
          {t('qq.title')}
        </h2>
        {binding.status === 'error' && <LoadError message={binding.message} onRetry={binding.reload} />}
        {binding.status === 'loading' && !status && (
          <Loading
            label={t('qq.loading')}
            rows={1}
            className=""
            row={
              <div className="flex flex-col gap-1" aria-hidden="true">
                <SkeletonBox className="h-6 w-16 rounded-full" />
                <SkeletonText line={LINE.sm} width="w-56 max-w-full" />
              </div>
            }
          />
        )}
        {status && (
          <div className="flex flex-wrap items-center justify-between gap-3" data-qq-status={status.bound ? 'bound' : 'unbound'}>
            <div className="flex flex-col gap-1">
              <p className="flex items-center gap-2">
                <span className={`badge ${status.bound ? 'badge-success' : 'badge-ghost'}`}>{t(status.bound ? 'qq.bound' : 'qq.unbound')}</span>
                {status.bound && status.nickname && <span>{t('qq.nickname', { nickname: status.nickname })}</span>}
              </p>
              <p className="text-sm text-base-content/70">{t(status.bound ? 'qq.hintBound' : 'qq.hintUnbound')}</p>
            </div>
            {!status.bound && (
              <button type="button" className="btn btn-primary" onClick={onBind} disabled={redirecting}>
                {redirecting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
                {t(redirecting ? 'qq.redirecting' : 'qq.bind')}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
