import { Fragment, type ReactNode } from 'react';
import { t } from '~/core/messages';

export interface LoadingProps {
  rows?: number;
  label?: string;
  /**
   * One placeholder row in the shape of a real one (see the *Skeleton components beside the
   * rows), so the list keeps its place when the rows arrive; a plain bar when left out.
   */
  row?: ReactNode;
  /** The list's own layout (gaps, grid columns), for rows placed as the real ones are. */
  className?: string;
}

/** Loading placeholder rows, announced once to screen readers. */
export function Loading({ rows = 3, label = t('state.loading'), row, className = 'flex flex-col gap-3 py-2' }: LoadingProps) {
  return (
    <div role="status" aria-live="polite" data-state="loading">
      <span className="sr-only">{label}</span>
      <div className={className} data-skeleton-rows>
        {Array.from({ length: rows }, (_, index) => (
          <Fragment key={index}>{row ?? <div className="skeleton h-14 w-full" aria-hidden="true" />}</Fragment>
        ))}
      </div>
    </div>
  );
}

/**
 * Line heights of Tailwind's text sizes as height classes; `snug` is `leading-snug` at the base
 * size, `card` the base text inside a daisyUI card body (0.875rem at 1.5).
 */
export const LINE = { xs: 'h-4', sm: 'h-5', card: 'h-[1.3125rem]', snug: 'h-[1.375rem]', base: 'h-6', lg: 'h-7', '2xl': 'h-8' } as const;

/**
 * A line of text that has not arrived: exactly one line tall (`line`, a height class from LINE,
 * responsive ones joined), drawn as a slimmer bar, so the row around it has its final height.
 * `width` takes the bar's width and any other classes (e.g. `sm:hidden` for a line that only
 * wraps on phones).
 */
export function SkeletonText({ line = LINE.base, width = 'w-24' }: { line?: string; width?: string }) {
  return (
    <span className={`block shrink-0 py-1 ${line} ${width}`} aria-hidden="true">
      <span className="skeleton block h-full w-full rounded-sm" />
    </span>
  );
}

/** A placeholder for a box of known size (a picture, a button, a badge). */
export function SkeletonBox({ className }: { className: string }) {
  return <span className={`skeleton block shrink-0 ${className}`} aria-hidden="true" />;
}

/** A card's row of actions not drawn yet: one small button's place, at the end of the row. */
export function SkeletonActions({ className = '' }: { className?: string }) {
  return (
    <div className={`flex justify-end gap-2 ${className}`}>
      <SkeletonBox className="h-8 w-20 rounded-field" />
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
