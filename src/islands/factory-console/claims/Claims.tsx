import { useId, useState } from 'react';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { Pagination } from '~/components/ui/Pagination';
import { ProtectedPhotos } from '~/components/ui/ProtectedPhotos';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { showToast } from '~/stores/toasts';
import type { ClaimDecision, ClaimStatus, StaffClaim, StaffClaimRow } from '~/wire/after-sales';
import { noteProblem, parseRefund } from './claim-form';
import { ConsoleGuard } from '../ConsoleGuard';
import { t } from './messages';
import { fetchStaffClaim, fetchStaffClaimPhoto, listClaims, refundStaffClaim, refuseStaffClaim, remakeStaffClaim } from './claim-api';

const PAGE_SIZE = 10;
const statusBadge: Record<ClaimStatus, string> = { 待处理: 'badge-warning', 已退款: 'badge-success', 重做中: 'badge-info', 已拒绝: 'badge-error' };

/** /factory/claims (售后处理): the factory's claims, open first; one opened shows its photos, amounts and the three decisions. */
export default function Claims() {
  return <ConsoleGuard>{() => <ClaimsScreen />}</ConsoleGuard>;
}

function ClaimsScreen() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [openNo, setOpenNo] = useState<string | null>(null);
  // Decided here: the row shows its new status without reloading the page.
  const [decided, setDecided] = useState<Record<string, StaffClaim>>({});
  const list = useRequest(`claims:${page}`, (signal) => listClaims(page, PAGE_SIZE, signal));
  const records = list.data?.records ?? [];
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('console.claims.heading')}
        </h1>
        <p className="text-sm text-base-content/70 mt-1">{t('console.claims.intro')}</p>
      </div>
      <LoadFailure state={list} feature={t('console.claims.feature')} onRetry={list.reload} />
      {list.status === 'loading' && !list.data && <Loading rows={3} />}
      {list.data && records.length === 0 && list.status !== 'error' && <Empty title={t('console.claims.empty')}>{t('console.claims.emptyHint')}</Empty>}
      {records.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('console.claims.listLabel')}>
          {records.map((row) => (
            <ClaimItem
              key={row.claimNo}
              row={row}
              decided={decided[row.claimNo]}
              open={openNo === row.claimNo}
              onToggle={() => setOpenNo((current) => (current === row.claimNo ? null : row.claimNo))}
              onDecided={(claim) => setDecided((current) => ({ ...current, [claim.claimNo]: claim }))}
            />
          ))}
        </ul>
      )}
      {list.data && <Pagination page={page} size={PAGE_SIZE} total={list.data.total} onChange={setPage} disabled={list.status === 'loading'} />}
    </section>
  );
}

function ClaimItem({ row, decided, open, onToggle, onDecided }: { row: StaffClaimRow; decided: StaffClaim | undefined; open: boolean; onToggle: () => void; onDecided: (claim: StaffClaim) => void }) {
  const id = useId();
  const status = decided?.status ?? row.status;
  return (
    <li className="card bg-base-100 shadow-sm" data-claim={row.claimNo} data-claim-status={status}>
      <div className="card-body gap-2 p-4 text-sm sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-medium">
            {row.claimNo}
            <span className={`badge badge-sm ${statusBadge[status]}`}>{status}</span>
            <span className="badge badge-outline badge-sm">{row.reason}</span>
          </h2>
          <button type="button" className="btn btn-sm ms-auto" onClick={onToggle} aria-expanded={open} aria-controls={`${id}-detail`}>
            {open ? t('console.claims.close') : t('console.claims.open')}
          </button>
        </div>
        <p className="text-base-content/70">
          {row.customer.nickname} · {row.orderNo} · {t('console.claims.createdAt', { time: formatDateTime(row.createdAt) })} · {t('console.claims.photoCount', { count: row.photoCount })}
        </p>
        {open && (
          <div id={`${id}-detail`}>
            <ClaimDetail claimNo={row.claimNo} decided={decided} onDecided={onDecided} />
          </div>
        )}
      </div>
    </li>
  );
}

function ClaimDetail({ claimNo, decided, onDecided }: { claimNo: string; decided: StaffClaim | undefined; onDecided: (claim: StaffClaim) => void }) {
  const detail = useRequest(`claim:${claimNo}`, (signal) => fetchStaffClaim(claimNo, signal));
  const claim = decided ?? detail.data;
  if (!claim) {
    return (
      <>
        <LoadFailure state={detail} feature={t('console.claims.feature')} onRetry={detail.reload} />
        {detail.status === 'loading' && <Loading rows={2} />}
      </>
    );
  }
  const { amounts, order } = claim;
  return (
    <div className="flex flex-col gap-3 border-t border-base-300 pt-3">
      <p>
        {t('console.claims.order', { orderNo: order.orderNo, status: order.status })}
        {order.receivedAt && ` · ${t('console.claims.receivedAt', { time: formatDateTime(order.receivedAt) })}`}
        {order.paymentMethod && ` · ${t(`console.claims.paidBy.${order.paymentMethod}`)}`}
      </p>
      <ul className="list-disc ps-5">
        {order.lines.map((line, index) => (
          <li key={`${line.name}-${index}`}>
            {line.name} × {line.quantity} · {formatFen(line.subtotal)}
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-4 font-medium tabular-nums" data-amounts>
        <span>{t('console.claims.paid', { amount: formatFen(amounts.paid) })}</span>
        <span>{t('console.claims.refundedSoFar', { amount: formatFen(amounts.refunded) })}</span>
        <span data-refundable={amounts.refundable}>{t('console.claims.refundable', { amount: formatFen(amounts.refundable) })}</span>
      </p>
      <div>
        <h3 className="font-medium">{t('console.claims.description')}</h3>
        <p className="break-words whitespace-pre-line">{claim.description}</p>
      </div>
      {claim.photos.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="font-medium">{t('console.claims.photos')}</h3>
          <ProtectedPhotos photos={claim.photos} load={fetchStaffClaimPhoto} label={t('console.claims.photos')} failed={(name) => t('console.claims.photoFailed', { name })} />
        </div>
      )}
      <div>
        <h3 className="font-medium">{t('console.claims.timeline')}</h3>
        <ol className="flex flex-col gap-1 border-s border-base-300 ps-3">
          {claim.timeline.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <span className="font-medium">{event.status}</span>
              <span className="ms-2 text-xs text-base-content/70 tabular-nums">
                {formatDateTime(event.at)} · {t(`console.claims.by.${event.by}`)}
              </span>
              <span className="block break-words">{event.note}</span>
            </li>
          ))}
        </ol>
      </div>
      {claim.status === '待处理' ? (
        <Decisions claim={claim} onDecided={onDecided} />
      ) : (
        <p className="font-medium">
          {claim.refunded > 0 && t('console.claims.refunded', { amount: formatFen(claim.refunded) })}
          {claim.decisionNote && ` ${t('console.claims.decision', { note: claim.decisionNote })}`}
        </p>
      )}
    </div>
  );
}

type Busy = 'refund' | 'remake' | 'refuse' | null;

/** The three decisions, each checked before sending; one in flight disables them all (a claim is decided once). */
function Decisions({ claim, onDecided }: { claim: StaffClaim; onDecided: (claim: StaffClaim) => void }) {
  const id = useId();
  const refundable = claim.amounts.refundable;
  const [amount, setAmount] = useState(refundable > 0 ? (refundable / 100).toFixed(2) : '');
  const [refundNote, setRefundNote] = useState('');
  const [remakeNote, setRemakeNote] = useState('');
  const [refuseReason, setRefuseReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'refundNote' | 'remakeNote' | 'refuseReason', string>>>({});
  const [busy, setBusy] = useState<Busy>(null);

  async function run(which: Exclude<Busy, null>, problems: Partial<Record<string, string | null>>, send: () => Promise<ClaimDecision>) {
    if (busy) return;
    const found = Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setBusy(which);
    try {
      const answer = await send();
      showToast('success', answer.message);
      onDecided(answer.claim);
    } catch {
      // 409 (a colleague decided it), 400: the toast says why; what was typed stays.
      setBusy(null);
    }
  }

  const refund = () => {
    const parsed = parseRefund(amount, refundable);
    const note = noteProblem(refundNote, null);
    void run('refund', { amount: parsed.ok ? null : parsed.error, refundNote: note }, () => refundStaffClaim(claim.claimNo, { amount: parsed.ok ? parsed.fen : 0, note: refundNote.trim() }));
  };
  const remake = () => void run('remake', { remakeNote: noteProblem(remakeNote, t('console.claims.error.remakeRequired')) }, () => remakeStaffClaim(claim.claimNo, { note: remakeNote.trim() }));
  const refuse = () => void run('refuse', { refuseReason: noteProblem(refuseReason, t('console.claims.error.refuseRequired')) }, () => refuseStaffClaim(claim.claimNo, { reason: refuseReason.trim() }));

  const field = (name: keyof typeof errors, label: string, value: string, onChange: (value: string) => void, inputMode?: 'decimal') => (
    <label className="flex flex-col gap-1" htmlFor={`${id}-${name}`}>
      <span className="font-medium">{label}</span>
      <input
        id={`${id}-${name}`}
        className={`input w-full ${errors[name] ? 'input-error' : ''}`}
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        onChange={(event) => {
          onChange(event.target.value);
          if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
        }}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] && (
        <span id={`${id}-${name}-error`} className="text-error">
          {errors[name]}
        </span>
      )}
    </label>
  );

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <fieldset className="flex flex-col gap-2 rounded-box border border-base-300 p-3" data-decision="refund">
        <legend className="px-1 font-medium">{t('console.claims.refund')}</legend>
        {field('amount', t('console.claims.refundAmount'), amount, setAmount, 'decimal')}
        {field('refundNote', t('console.claims.note'), refundNote, setRefundNote)}
        {claim.order.paymentMethod === 'online' && <p className="text-base-content/70">{t('console.claims.onlineHint')}</p>}
        <button type="button" className="btn btn-primary btn-sm self-start" onClick={refund} disabled={busy !== null || refundable === 0} aria-busy={busy === 'refund'}>
          {busy === 'refund' ? t('console.claims.refunding') : t('console.claims.refund')}
        </button>
      </fieldset>
      <fieldset className="flex flex-col gap-2 rounded-box border border-base-300 p-3" data-decision="remake">
        <legend className="px-1 font-medium">{t('console.claims.remake')}</legend>
        {field('remakeNote', t('console.claims.remakeNote'), remakeNote, setRemakeNote)}
        <button type="button" className="btn btn-sm self-start" onClick={remake} disabled={busy !== null} aria-busy={busy === 'remake'}>
          {busy === 'remake' ? t('console.claims.remaking') : t('console.claims.remake')}
        </button>
      </fieldset>
      <fieldset className="flex flex-col gap-2 rounded-box border border-base-300 p-3" data-decision="refuse">
        <legend className="px-1 font-medium">{t('console.claims.refuse')}</legend>
        {field('refuseReason', t('console.claims.refuseReason'), refuseReason, setRefuseReason)}
        <button type="button" className="btn btn-error btn-outline btn-sm self-start" onClick={refuse} disabled={busy !== null} aria-busy={busy === 'refuse'}>
          {busy === 'refuse' ? t('console.claims.refusing') : t('console.claims.refuse')}
        </button>
      </fieldset>
    </div>
  );
}
