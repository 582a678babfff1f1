import type { ReactNode } from 'react';
import { t } from '~/i18n/t-core';

/** Loading placeholder rows, announced once to screen readers. */
export function Loading({ rows = 3, label = t('state.loading') }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3 py-2" data-state="loading">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton h-14 w-full" aria-hidden="true" />
      ))}
    </div>
  );
}

/** Nothing to show yet, with what to do next. */
export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center" data-state="empty">
      <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" className="text-base-300">
        <rect x="6" y="10" width="36" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M6 20h36" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p className="font-medium">{title}</p>
      {children && <div className="text-sm text-base-content/70">{children}</div>}
    </div>
  );
}

/** A failed load: the message and a retry button; whatever was on screen stays. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap justify-between" data-state="error">
      <span>
        {t('state.loadFailed')}
        {message ? `：${message}` : ''}
      </span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  );
}

/** The shop's backend does not offer this feature (its list call answered 404 or 501). */
export function NotOffered({ feature }: { feature: string }) {
  return (
    <div role="status" className="alert alert-info alert-soft" data-state="not-offered">
      <span>{t('state.notOffered', { feature })}</span>
    </div>
  );
}

/**
 * What a failed load shows: that the feature is not offered, or the error with 重试. Nothing
 * while the load has not failed.
 */
export function LoadFailure({ state, feature, onRetry }: { state: { status: string; message?: string; notOffered?: boolean }; feature: string; onRetry: () => void }) {
  if (state.status !== 'error') return null;
  return state.notOffered ? <NotOffered feature={feature} /> : <LoadError message={state.message ?? ''} onRetry={onRetry} />;
}
