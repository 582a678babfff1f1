import { useId, useState, type ReactNode } from 'react';
import { LoadFailure, Loading } from '~/core/ListState';
import { ApiError } from '~/core/errors';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { showToast } from '~/stores/toasts';
import { INVOICE_REFUSE_REASON_MAX, INVOICE_STATUSES, normaliseInvoiceNo, type InvoiceStatusValue } from '~/lib/forms/invoice-rules';
import type { StaffInvoiceDetail, StaffInvoiceItem } from '~/wire/staff-invoices';
import { ConsoleGuard } from '../ConsoleGuard';
import { StatusQueue } from '../StatusQueue';
import { t } from './messages';
import { INVOICE_PDF_MAX_MB, invoiceFileProblem, invoiceNoProblem, refuseReasonProblem } from './invoice-form';
import { fetchStaffInvoice, issueStaffInvoice, listStaffInvoices, refuseStaffInvoice } from './invoice-api';

const PATH = '/factory/invoices';
const STATUSES = INVOICE_STATUSES;
type Status = InvoiceStatusValue;

const BADGE: Record<Status, string> = { 待开票: 'badge-warning', 已开票: 'badge-success badge-soft', 已取消: 'badge-ghost', 已拒绝: 'badge-error badge-soft' };

const statusOf = (text: string | null): Status | undefined => STATUSES.find((status) => status === text);

/** /factory/invoices (发票): the requests over the factory's orders by status; ?no= opens one to issue or refuse it. */
export default function Invoices() {
  return (
    <ConsoleGuard>
      {() => {
        const query = new URLSearchParams(location.search);
        const requestNo = query.get('no');
        if (requestNo !== null) return <InvoiceScreen requestNo={requestNo.trim()} />;
        return <InvoiceList initialStatus={statusOf(query.get('status'))} />;
      }}
    </ConsoleGuard>
  );
}

function InvoiceList({ initialStatus }: { initialStatus: Status | undefined }) {
  return (
    <StatusQueue
      path={PATH}
      statuses={STATUSES}
      initialStatus={initialStatus}
      load={listStaffInvoices}
      texts={{
        heading: t('console.invoices.heading'),
        intro: t('console.invoices.intro'),
        feature: t('console.invoices.feature'),
        listLabel: t('console.invoices.listLabel'),
        empty: t('console.invoices.empty'),
        emptyFiltered: t('console.invoices.emptyFiltered'),
        emptyHint: t('console.invoices.emptyHint'),
      }}
      keyOf={(item) => item.requestNo}
      row={(item) => <InvoiceRow item={item} />}
    />
  );
}

function InvoiceRow({ item }: { item: StaffInvoiceItem }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-box border border-base-300 bg-base-100 p-3" data-invoice={item.requestNo}>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="font-mono text-sm">{item.requestNo}</span>
          <span className="badge badge-outline badge-sm">{t(`console.invoices.type.${item.type}`)}</span>
          <span className={`badge badge-sm ${BADGE[item.status]}`} data-status={item.status}>
            {item.status}
          </span>
        </p>
        <p className="break-all">
          {item.title} · <span className="font-semibold tabular-nums">{formatFen(item.amount)}</span>
        </p>
        <p className="text-sm text-base-content/70">{t('console.invoices.row', { customer: item.customer.nickname, orders: item.orderCount, time: formatDateTime(item.createdAt) })}</p>
      </div>
      <a className="btn btn-sm btn-primary ms-auto" href={`${PATH}?no=${encodeURIComponent(item.requestNo)}`}>
        {t('console.open')}
      </a>
    </li>
  );
}

function InvoiceScreen({ requestNo }: { requestNo: string }) {
  const id = useId();
  const detail = useRequest(`staff-invoice:${requestNo}`, (signal) =>
    requestNo ? fetchStaffInvoice(requestNo, signal) : Promise.reject(new ApiError('http', t('console.invoices.missingNo'), 400, true)),
  );
  const [shown, setShown] = useState<StaffInvoiceDetail | null>(null);
  // One move at a time: issuing and refusing the same request exclude each other.
  const [busy, setBusy] = useState<Busy>('idle');
  const request = shown ?? detail.data ?? null;
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('console.invoices.detailHeading', { requestNo: requestNo || '—' })}
        </h1>
        <a className="link link-primary text-sm" href={PATH}>
          {t('console.backToList')}
        </a>
      </div>
      <LoadFailure state={detail} feature={t('console.invoices.feature')} onRetry={detail.reload} />
      {detail.status === 'loading' && !detail.data && <Loading rows={3} />}
      {request && (
        <>
          <InvoiceFacts request={request} />
          {request.status === '待开票' && (
            <div className="grid gap-4 lg:grid-cols-2">
              <IssueForm request={request} onDone={setShown} busy={busy} setBusy={setBusy} />
              <RefuseForm request={request} onDone={setShown} busy={busy} setBusy={setBusy} />
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-base-content/70">{label}</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

function InvoiceFacts({ request }: { request: StaffInvoiceDetail }) {
  const id = useId();
  return (
    <article className="card bg-base-100 shadow-sm" data-invoice-detail={request.requestNo} aria-labelledby={`${id}-buyer`}>
      <div className="card-body gap-3 p-4 text-sm sm:p-6">
        <p className="flex flex-wrap items-center gap-2">
          <span className={`badge badge-sm ${BADGE[request.status]}`} data-status={request.status}>
            {request.status}
          </span>
          <span className="badge badge-outline badge-sm">{t(`console.invoices.type.${request.type}`)}</span>
        </p>
        {request.status === '已开票' && (
          <p className="text-success" data-issued-by={request.issuedBy ?? ''}>
            {request.issuedAt && t('console.invoices.issued', { time: formatDateTime(request.issuedAt) })}
            {' · '}
            {request.issuedBy === 'file' ? t('console.invoices.issuedFile') : t('console.invoices.issuedNumber', { invoiceNo: request.invoiceNo ?? '' })}
          </p>
        )}
        {request.status === '已拒绝' && request.refuseReason !== null && <p className="break-words text-error">{t('console.invoices.refused', { reason: request.refuseReason })}</p>}
        <h2 id={`${id}-buyer`} className="text-lg font-semibold">
          {t('console.invoices.buyer')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t('console.invoices.title')}>{request.title}</Fact>
          <Fact label={t('console.invoices.taxNo')}>
            <span className="font-mono">{request.taxNo}</span>
          </Fact>
          {request.type === 'special' && (
            <>
              <Fact label={t('console.invoices.bankName')}>{request.bankName}</Fact>
              <Fact label={t('console.invoices.bankAccount')}>
                <span className="font-mono">{request.bankAccount}</span>
              </Fact>
              <Fact label={t('console.invoices.address')}>{request.address}</Fact>
              <Fact label={t('console.invoices.phone')}>{request.phone}</Fact>
            </>
          )}
          {request.email && <Fact label={t('console.invoices.email')}>{request.email}</Fact>}
          <Fact label={t('console.invoices.customer')}>{request.customer.nickname}</Fact>
          <Fact label={t('console.invoices.createdAt')}>{formatDateTime(request.createdAt)}</Fact>
          <Fact label={t('console.invoices.amount')}>
            <span className="text-base font-semibold tabular-nums">{formatFen(request.amount)}</span>
          </Fact>
        </dl>
        {request.remarks && <p className="whitespace-pre-line break-words">{`${t('console.invoices.remarks')}：${request.remarks}`}</p>}
        <h3 className="font-medium">{t('console.invoices.orders')}</h3>
        <ul className="flex flex-col gap-1">
          {request.orders.map((order) => (
            <li key={order.orderNo} className="flex flex-wrap justify-between gap-2">
              <span>
                <span className="font-mono">{order.orderNo}</span> · {order.title}
              </span>
              <span className="tabular-nums">{formatFen(order.amount)}</span>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

type Busy = 'idle' | 'issue' | 'refuse';
interface MoveProps {
  request: StaffInvoiceDetail;
  onDone: (next: StaffInvoiceDetail) => void;
  busy: Busy;
  setBusy: (busy: Busy) => void;
}

function IssueForm({ request, onDone, busy, setBusy }: MoveProps) {
  const id = useId();
  const [invoiceNo, setInvoiceNo] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ invoiceNo?: string | undefined; file?: string | undefined }>({});

  async function issue() {
    if (busy !== 'idle') return;
    const problems = { invoiceNo: invoiceNoProblem(invoiceNo, file !== null), file: invoiceFileProblem(file) };
    setErrors(problems);
    if (problems.invoiceNo || problems.file) {
      document.getElementById(problems.invoiceNo ? `${id}-number` : `${id}-file`)?.focus();
      return;
    }
    setBusy('issue');
    try {
      const next = await issueStaffInvoice(request.requestNo, { invoiceNo: normaliseInvoiceNo(invoiceNo), file });
      showToast('success', t('console.invoices.issuedToast', { requestNo: next.requestNo }));
      onDone(next);
    } catch {
      // 409 (a colleague issued or refused it), 400: the toast says why; the number and file stay.
      setBusy('idle');
    }
  }

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-heading`}>
      <div className="card-body gap-3 p-4 text-sm sm:p-6">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t('console.invoices.issueHeading')}
        </h2>
        <label className="flex flex-col gap-1" htmlFor={`${id}-number`}>
          <span className="font-medium">{t('console.invoices.invoiceNo')}</span>
          <input
            id={`${id}-number`}
            className={`input w-full font-mono ${errors.invoiceNo ? 'input-error' : ''}`}
            value={invoiceNo}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => {
              setInvoiceNo(event.target.value);
              if (errors.invoiceNo) setErrors({ ...errors, invoiceNo: undefined });
            }}
            aria-invalid={Boolean(errors.invoiceNo)}
            aria-describedby={`${id}-number-hint${errors.invoiceNo ? ` ${id}-number-error` : ''}`}
          />
          <span id={`${id}-number-hint`} className="text-xs text-base-content/70">
            {t('console.invoices.invoiceNoHint')}
          </span>
          {errors.invoiceNo && (
            <span id={`${id}-number-error`} className="text-error">
              {errors.invoiceNo}
            </span>
          )}
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${id}-file`}>
          <span className="font-medium">{t('console.invoices.file')}</span>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/pdf,.pdf"
            className={`file-input w-full ${errors.file ? 'file-input-error' : ''}`}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors({});
            }}
            aria-invalid={Boolean(errors.file)}
            aria-describedby={`${id}-file-hint${errors.file ? ` ${id}-file-error` : ''}`}
          />
          <span id={`${id}-file-hint`} className="text-xs text-base-content/70">
            {t('console.invoices.fileHint', { max: INVOICE_PDF_MAX_MB })}
          </span>
          {errors.file && (
            <span id={`${id}-file-error`} className="text-error">
              {errors.file}
            </span>
          )}
        </label>
        <button type="button" className="btn btn-primary self-start" onClick={() => void issue()} disabled={busy !== 'idle'} aria-busy={busy === 'issue'}>
          {busy === 'issue' ? t('console.invoices.issuing') : t('console.invoices.issue')}
        </button>
      </div>
    </section>
  );
}

function RefuseForm({ request, onDone, busy, setBusy }: MoveProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function refuse() {
    if (busy !== 'idle') return;
    const problem = refuseReasonProblem(reason);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setBusy('refuse');
    try {
      const next = await refuseStaffInvoice(request.requestNo, reason.trim());
      showToast('success', t('console.invoices.refusedToast', { requestNo: next.requestNo }));
      onDone(next);
    } catch {
      // Said in the toast; the reason stays.
      setBusy('idle');
    }
  }

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-heading`}>
      <div className="card-body gap-3 p-4 text-sm sm:p-6">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t('console.invoices.refuseHeading')}
        </h2>
        <label className="flex flex-col gap-1" htmlFor={`${id}-reason`}>
          <span className="font-medium">{t('console.invoices.reason')}</span>
          <textarea
            id={`${id}-reason`}
            className={`textarea w-full ${error ? 'textarea-error' : ''}`}
            rows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(undefined);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={`${id}-reason-hint${error ? ` ${id}-reason-error` : ''}`}
          />
          <span id={`${id}-reason-hint`} className="text-xs text-base-content/70">
            {t('console.invoices.reasonHint', { max: INVOICE_REFUSE_REASON_MAX })}
          </span>
          {error && (
            <span id={`${id}-reason-error`} className="text-error">
              {error}
            </span>
          )}
        </label>
        <button type="button" className="btn btn-outline btn-error self-start" onClick={() => void refuse()} disabled={busy !== 'idle'} aria-busy={busy === 'refuse'}>
          {busy === 'refuse' ? t('console.invoices.refusing') : t('console.invoices.refuse')}
        </button>
      </div>
    </section>
  );
}
