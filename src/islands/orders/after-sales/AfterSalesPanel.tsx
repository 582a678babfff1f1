import { useState } from 'react';
import type { ClaimRow } from '~/wire/after-sales';
import type { OrderDetail } from '~/wire/orders';
import { useRequest } from '~/core/use-request';
import { ProtectedPhotos } from '~/components/ui/ProtectedPhotos';
import { CLAIM_LIMITS, claimDeadlineOf, withinClaimWindow } from '~/lib/after-sales/claim-rules';
import { formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { fetchClaim, fetchClaimPhoto, listOrderClaims } from './claims-api';
import { ClaimForm } from './ClaimForm';
import { t } from './messages';

const statusBadge: Record<ClaimRow['status'], string> = { 待处理: 'badge-warning', 已退款: 'badge-success', 重做中: 'badge-info', 已拒绝: 'badge-error' };

/**
 * 售后 in the order detail of a received order: its claims with their status and timeline, and
 * 申请售后 while the order is within its window and has no open claim. Loaded only for 已完成 orders.
 */
export default function AfterSalesPanel({ order }: { order: OrderDetail }) {
  const [version, setVersion] = useState(0);
  const [forming, setForming] = useState(false);
  // The moment the panel opened: the window is judged once, not on every render.
  const [openedAt] = useState(() => Date.now());
  const claims = useRequest(`claims:${order.orderNo}:${version}`, (signal) => listOrderClaims(order.orderNo, signal));
  const receivedAt = order.timeline.find((event) => event.status === '已完成')?.at;
  if (receivedAt === undefined || (claims.status === 'error' && claims.notOffered)) return null;
  const records = claims.data?.records ?? [];
  const open = records.some((claim) => claim.status === '待处理');
  const within = withinClaimWindow(receivedAt, openedAt);
  return (
    <section className="flex flex-col gap-2" data-after-sales>
      <h3 className="text-sm font-semibold text-base-content/80">{t('afterSales.title')}</h3>
      {claims.status === 'loading' && !claims.data && <p className="text-sm text-base-content/70">{t('afterSales.loading')}</p>}
      {claims.status === 'error' && (
        <p className="flex items-center gap-2 text-sm text-error" role="alert">
          {t('afterSales.loadFailed')}
          <button type="button" className="btn btn-xs" onClick={claims.reload}>
            {t('afterSales.retry')}
          </button>
        </p>
      )}
      {records.map((claim) => (
        <ClaimCard key={`${claim.claimNo}-${claim.updatedAt}`} claim={claim} />
      ))}
      {claims.data && !open && !forming && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {within ? (
            <>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => setForming(true)}>
                {t('afterSales.open')}
              </button>
              <span className="text-base-content/70">{t('afterSales.window', { days: CLAIM_LIMITS.windowDays, deadline: formatDateTime(new Date(claimDeadlineOf(Date.parse(receivedAt))).toISOString()) })}</span>
            </>
          ) : (
            records.length === 0 && <span className="text-base-content/70">{t('afterSales.closed', { days: CLAIM_LIMITS.windowDays })}</span>
          )}
        </div>
      )}
      {forming && (
        <ClaimForm
          orderNo={order.orderNo}
          onCancel={() => setForming(false)}
          onSent={() => {
            setForming(false);
            setVersion((current) => current + 1);
          }}
        />
      )}
    </section>
  );
}

function ClaimCard({ claim }: { claim: ClaimRow }) {
  const detail = useRequest(`claim:${claim.claimNo}:${claim.updatedAt}`, (signal) => fetchClaim(claim.claimNo, signal));
  const full = detail.data;
  return (
    <article className="flex flex-col gap-2 rounded-box border border-base-300 p-3 text-sm" data-claim={claim.claimNo} data-claim-status={claim.status}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('afterSales.claimNo', { claimNo: claim.claimNo })}</span>
        <span className={`badge badge-sm ${statusBadge[claim.status]}`}>{claim.status}</span>
        <span className="text-base-content/70">{t('afterSales.reason', { reason: claim.reason })}</span>
      </p>
      {claim.refunded > 0 && <p className="font-medium text-success">{t('afterSales.refunded', { amount: formatFen(claim.refunded) })}</p>}
      {full && (
        <>
          <p className="break-words whitespace-pre-line">{full.description}</p>
          {full.decisionNote && <p className="break-words">{t('afterSales.decision', { note: full.decisionNote })}</p>}
          <ProtectedPhotos photos={full.photos} load={fetchClaimPhoto} label={t('afterSales.photos')} failed={(name) => t('afterSales.photoFailed', { name })} />
          <ol className="flex flex-col gap-1 border-s border-base-300 ps-3" aria-label={t('afterSales.timeline')}>
            {full.timeline.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <span className="font-medium">{event.status}</span>
                <span className="ms-2 text-xs text-base-content/70 tabular-nums">
                  {formatDateTime(event.at)} · {t(`afterSales.by.${event.by}`)}
                </span>
                <span className="block break-words text-base-content/85">{event.note}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}
