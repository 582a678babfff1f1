import { useEffect, useId, useState } from 'react';
import { claimCoupon, fetchCouponCounts, listCoupons } from '~/components/checkout/coupons';
import type { Coupon, CouponCounts, CouponStatus } from '~/wire/coupons';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { StatusTabs } from '~/components/ui/StatusTabs';
import { useBusyKeys } from '~/components/ui/use-busy-keys';
import { t } from '~/components/wallet/messages';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import { COUPON_STATUSES, couponStatusFromQuery, couponStatusQuery, countsAfterClaim } from '~/components/wallet/coupon-text';
import { showToast } from '~/stores/toasts';
import { CouponCard, CouponCardSkeleton } from './CouponCard';

const PAGE_SIZE = 10;

/** /me/coupon: the customer's coupons by status, and claiming new ones. */
export default function CouponCenter() {
  return (
    <Guarded>
      <CouponScreen />
    </Guarded>
  );
}

function CouponScreen() {
  const [status, setStatus] = useState<CouponStatus>(() => couponStatusFromQuery(location.search));
  const [page, setPage] = useState(1);
  // null while loading, undefined after a failure (the tabs then go without numbers).
  const [counts, setCounts] = useState<CouponCounts | null | undefined>(null);
  const [countsAttempt, setCountsAttempt] = useState(0);
  const claiming = useBusyKeys<number>();
  // Claimed coupons leave 可领取 at once, before the reloaded page arrives.
  const [claimed, setClaimed] = useState<ReadonlySet<number>>(new Set());
  const key = `${status}:${page}`;
  // Answers carry their key: while another tab loads, the previous tab's cards must not show.
  const list = useRequest(key, () => listCoupons({ status, page, size: PAGE_SIZE }).then((data) => ({ key, data })));
  const current = list.data?.key === key ? list.data.data : null;
  const id = useId();
  const panelId = `${id}-panel`;
  const tabId = (tab: CouponStatus) => `${id}-tab-${tab}`;

  useEffect(() => {
    let mounted = true;
    // A failed count is shown by the notifier.
    fetchCouponCounts().then(
      (value) => mounted && setCounts(value),
      () => mounted && setCounts(undefined),
    );
    return () => {
      mounted = false;
    };
  }, [countsAttempt]);

  const records = current?.records.filter((coupon) => status !== 'claimable' || !claimed.has(coupon.id)) ?? [];
  const total = current?.total ?? 0;

  function select(next: CouponStatus) {
    if (next === status) return;
    setStatus(next);
    setPage(1);
    history.replaceState(history.state, '', `${location.pathname}${couponStatusQuery(location.search, next)}`);
  }

  function retry() {
    list.reload();
    if (counts === undefined) {
      setCounts(null);
      setCountsAttempt((value) => value + 1);
    }
  }

  function claim(coupon: Coupon) {
    return claiming.run(coupon.id, async () => {
      try {
        await claimCoupon(coupon.id);
        setClaimed((previous) => new Set(previous).add(coupon.id));
        setCounts((previous) => previous && countsAfterClaim(previous));
        showToast('success', t('coupon.claimed'));
        // The last coupon of a later page leaves it empty: show the page before instead.
        if (page > 1 && records.length === 1) setPage(page - 1);
        else list.reload();
      } catch {
        // 409/400/404: the notifier shows the server's message, and nothing else changes.
      }
    });
  }

  const label = t(`coupon.status.${status}`);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        <h1 id={`${id}-title`} className="card-title text-2xl">
          {t('page.me.coupon')}
        </h1>
        <StatusTabs
          label={t('coupon.tabs')}
          tabs={COUPON_STATUSES.map((value) => ({ value, label: t(`coupon.status.${value}`), count: counts ? counts[value] : counts }))}
          selected={status}
          onSelect={select}
          tabId={tabId}
          panelId={panelId}
          fill
        />
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(status)} aria-busy={list.status === 'loading'} className="flex flex-col gap-4">
          <LoadFailure state={list} feature={t('feature.coupons')} onRetry={retry} />
          {list.status === 'loading' && !current && <Loading rows={PAGE_SIZE} row={<CouponCardSkeleton />} className="grid gap-4 xl:grid-cols-2" />}
          {current && records.length === 0 && list.status !== 'error' && (
            <Empty title={t(`coupon.empty.${status}`)}>{t(status === 'claimable' ? 'coupon.empty.hintClaimable' : 'coupon.empty.hintOther')}</Empty>
          )}
          {records.length > 0 && (
            <ul className={`grid gap-4 xl:grid-cols-2 ${list.status === 'loading' ? 'opacity-60' : ''}`} aria-label={t('coupon.listLabel', { status: label })}>
              {records.map((coupon) => (
                <CouponCard key={coupon.id} coupon={coupon} onClaim={(c) => void claim(c)} claiming={claiming.busy(coupon.id)} />
              ))}
            </ul>
          )}
          <Pagination page={page} size={PAGE_SIZE} total={total} onChange={setPage} disabled={list.status === 'loading'} />
        </div>
      </div>
    </section>
  );
}
