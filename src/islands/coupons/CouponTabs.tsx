import { useRef, type KeyboardEvent } from 'react';
import type { CouponCounts, CouponStatus } from '~/api/schema';
import { t } from '~/i18n/t-wallet';
import { COUPON_STATUSES } from '~/lib/coupon-text';

export interface CouponTabsProps {
  selected: CouponStatus;
  counts: CouponCounts | null;
  onSelect: (status: CouponStatus) => void;
  tabId: (status: CouponStatus) => string;
  panelId: string;
}

/**
 * The four status tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move
 * between tabs and select them.
 */
export function CouponTabs({ selected, counts, onSelect, tabId, panelId }: CouponTabsProps) {
  const refs = useRef(new Map<CouponStatus, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = COUPON_STATUSES.indexOf(selected);
    const last = COUPON_STATUSES.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = COUPON_STATUSES[(target + COUPON_STATUSES.length) % COUPON_STATUSES.length] ?? selected;
    onSelect(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div role="tablist" aria-label={t('coupon.tabs')} className="tabs tabs-border flex-nowrap overflow-x-auto">
      {COUPON_STATUSES.map((status) => {
        const active = status === selected;
        return (
          <button
            key={status}
            ref={(element) => {
              if (element) refs.current.set(status, element);
              else refs.current.delete(status);
            }}
            type="button"
            role="tab"
            id={tabId(status)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={`tab flex-1 flex-nowrap gap-1 whitespace-nowrap px-1 sm:flex-none sm:gap-1.5 sm:px-3 ${active ? 'tab-active font-semibold' : 'text-base-content/75'}`}
            onClick={() => onSelect(status)}
            onKeyDown={onKeyDown}
            data-status={status}
          >
            {t(`coupon.status.${status}`)}
            {counts && (
              <span className={`badge badge-sm tabular-nums ${active ? 'badge-primary' : 'badge-ghost'}`} data-count>
                {counts[status]}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
