import { lazy, Suspense, useId, useState } from 'react';
import { calloutsText } from '~/components/callouts/callout-text';
import { ApiError } from '~/core/errors';
import { LoadFailure, Loading } from '~/core/ListState';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { fixedText } from '~/lib/format/number-text';
import { showToast } from '~/stores/toasts';
import type { StaffQuoteDetail, StaffQuoteLine } from '~/wire/staff';
import { ConsoleGuard } from '../ConsoleGuard';
import { t } from '../messages';
import { confirmRequestOf, enteredGoods, reasonProblem, type LineEntry, type LineErrors } from './quote-form';
import { confirmQuote, declineQuote, downloadOrderFile, fetchQuoteDetail } from '../staff-api';
import { saveBlob } from '~/components/ui/save-blob';
import { fileFormatOf, isCadPreview, isMeshPreview } from '~/lib/files/file-formats';
import type { PreviewedLine } from './LinePreview';

// The 3D view (three.js, the CAD worker for STEP) loads when the engineer opens one.
const LinePreview = lazy(() => import('./LinePreview'));
// A line's breakdown, as in the customer's order detail: loaded for an order that has one.
const PriceBreakdown = lazy(async () => ({ default: (await import('~/components/price/PriceBreakdown')).PriceBreakdown }));

/** /factory/quote?no=…: one order waiting for its price — its lines and facts, the confirmed prices, or a decline. */
export default function QuoteDesk() {
  return <ConsoleGuard>{() => <QuoteScreen orderNo={new URLSearchParams(location.search).get('no')?.trim() ?? ''} />}</ConsoleGuard>;
}

function QuoteScreen({ orderNo }: { orderNo: string }) {
  const detail = useRequest(`quote:${orderNo}`, (signal) => (orderNo ? fetchQuoteDetail(orderNo, signal) : Promise.reject(new ApiError('http', t('console.quote.missingNo'), 400, true))));
  const id = useId();
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id={`${id}-title`} className="text-2xl font-bold">
          {t('console.quote.heading', { orderNo: orderNo || '—' })}
        </h1>
        <a className="link link-primary text-sm" href="/factory">
          {t('console.quote.back')}
        </a>
      </div>
      <LoadFailure state={detail} feature={t('console.quotes.feature')} onRetry={detail.reload} />
      {detail.status === 'loading' && !detail.data && <Loading rows={3} />}
      {detail.data && <QuoteForm key={`${detail.data.orderNo}:${detail.data.status}`} order={detail.data} onDecided={detail.reload} />}
    </section>
  );
}

function QuoteForm({ order, onDecided }: { order: StaffQuoteDetail; onDecided: () => void }) {
  const id = useId();
  const waiting = order.status === '待报价';
  const [entries, setEntries] = useState<LineEntry[]>(() =>
    order.lines.map((line) => ({ position: line.position, quantity: line.quantity, price: line.manual || line.unitPrice === 0 ? '' : fixedText(line.unitPrice / 100, 2), leadDays: String(line.leadDays ?? order.leadDays ?? '') })),
  );
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ lines: Record<number, LineErrors>; note?: string | undefined; reason?: string | undefined }>({ lines: {} });
  const [busy, setBusy] = useState<'idle' | 'confirm' | 'decline'>('idle');
  const goods = enteredGoods(entries);

  const edit = (position: number, field: 'price' | 'leadDays', value: string) => {
    setEntries((previous) => previous.map((entry) => (entry.position === position ? { ...entry, [field]: value } : entry)));
    setErrors((previous) => {
      const line = previous.lines[position];
      if (!line?.[field]) return previous;
      const rest = { ...line };
      delete rest[field];
      return { ...previous, lines: { ...previous.lines, [position]: rest } };
    });
  };

  async function confirm() {
    if (busy !== 'idle') return;
    const checked = confirmRequestOf(entries, note);
    if (!checked.ok) {
      setErrors({ lines: checked.lines, note: checked.note });
      showToast('error', t('console.quote.fixErrors'));
      document.getElementById(`${id}-line-${Object.keys(checked.lines)[0] ?? ''}-price`)?.focus();
      return;
    }
    setBusy('confirm');
    try {
      const decision = await confirmQuote(order.orderNo, checked.request);
      showToast('success', t('console.quote.confirmed', { amount: formatFen(decision.order.payable) }));
      if (decision.couponReturned) showToast('info', t('console.quote.couponReturned'));
      onDecided();
    } catch {
      // 409 (a colleague was first), 400: the toast says why; everything typed stays.
      setBusy('idle');
    }
  }

  async function decline() {
    if (busy !== 'idle') return;
    const problem = reasonProblem(reason);
    setErrors((previous) => ({ ...previous, reason: problem ?? undefined }));
    if (problem) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setBusy('decline');
    try {
      await declineQuote(order.orderNo, { reason: reason.trim() });
      showToast('success', t('console.quote.declined'));
      onDecided();
    } catch {
      setBusy('idle');
    }
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <section className="card bg-base-100 shadow-sm">
          <div className="card-body gap-1 p-4 text-sm sm:p-6">
            <p>{t('console.quote.customer', { name: order.customer.nickname })}</p>
            <p>{t('console.quote.created', { time: formatDateTime(order.createdAt) })}</p>
            {order.material && <p>{t('console.quote.material', { name: order.material.name })}</p>}
            {order.requirements && <p className="whitespace-pre-line break-words">{t('console.quote.requirements', { text: order.requirements })}</p>}
            {order.remarks && <p className="whitespace-pre-line break-words">{t('console.quote.remarks', { text: order.remarks })}</p>}
            <p className={order.overdue ? 'font-medium text-error' : ''}>{order.overdue ? t('console.quotes.overdue', { time: formatDateTime(order.dueAt) }) : t('console.quotes.due', { time: formatDateTime(order.dueAt) })}</p>
            {!waiting && (
              <p role="status" className="alert alert-info alert-soft mt-2">
                {t('console.quote.notWaiting', { status: order.status })}
              </p>
            )}
          </div>
        </section>
        <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-lines`}>
          <div className="card-body gap-4 p-4 sm:p-6">
            <h2 id={`${id}-lines`} className="text-lg font-semibold">
              {t('console.quote.lines')}
            </h2>
            <ol className="flex flex-col gap-4">
              {order.lines.map((line) => (
                <QuoteLineRow key={line.position} idPrefix={id} orderNo={order.orderNo} line={line} entry={entries.find((entry) => entry.position === line.position)} errors={errors.lines[line.position]} editable={waiting} onEdit={edit} />
              ))}
            </ol>
          </div>
        </section>
        {order.drawings.length > 0 && (
          <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-drawings`}>
            <div className="card-body gap-2 p-4 sm:p-6">
              <h2 id={`${id}-drawings`} className="text-lg font-semibold">
                {t('console.quote.drawings')}
              </h2>
              <ul className="flex flex-col gap-2 text-sm">
                {order.drawings.map((drawing) => (
                  <li key={drawing.id} className="flex flex-col gap-1">
                    <span className="font-medium">{drawing.name}</span>
                    <ul className="flex flex-wrap gap-2">
                      {drawing.versions.map((version) => (
                        <li key={version.version} className="flex items-center gap-1">
                          {t('console.quote.version', { version: version.version })}
                          <DownloadButton orderNo={order.orderNo} fileId={version.id} name={version.name} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )}
        <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-timeline`}>
          <div className="card-body gap-2 p-4 sm:p-6">
            <h2 id={`${id}-timeline`} className="text-lg font-semibold">
              {t('console.quote.timeline')}
            </h2>
            <ol className="flex flex-col gap-1 text-sm">
              {order.timeline.map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.status} · {event.note}
                </li>
              ))}
            </ol>
          </div>
        </section>
      </div>
      {waiting && (
        <aside className="card bg-base-100 shadow-sm lg:sticky lg:top-6" aria-label={t('console.quote.confirm')}>
          <div className="card-body gap-4 p-4 sm:p-6">
            <p className="text-lg font-semibold tabular-nums" data-entered-goods={goods ?? ''}>
              {t('console.quote.total', { amount: goods === null ? '—' : formatFen(goods) })}
            </p>
            <label className="flex flex-col gap-1" htmlFor={`${id}-note`}>
              <span className="font-medium">{t('console.quote.note')}</span>
              <textarea id={`${id}-note`} className={`textarea w-full ${errors.note ? 'textarea-error' : ''}`} value={note} onChange={(event) => setNote(event.target.value)} rows={2} aria-invalid={Boolean(errors.note)} aria-describedby={errors.note ? `${id}-note-error` : undefined} />
              {errors.note && (
                <span id={`${id}-note-error`} className="text-sm text-error">
                  {errors.note}
                </span>
              )}
            </label>
            <button type="button" className="btn btn-primary" onClick={() => void confirm()} disabled={busy !== 'idle'} aria-busy={busy === 'confirm'}>
              {busy === 'confirm' ? t('console.quote.confirming') : t('console.quote.confirm')}
            </button>
            <div className="divider my-0" />
            <label className="flex flex-col gap-1" htmlFor={`${id}-reason`}>
              <span className="font-medium">{t('console.quote.declineReason')}</span>
              <textarea id={`${id}-reason`} className={`textarea w-full ${errors.reason ? 'textarea-error' : ''}`} value={reason} onChange={(event) => setReason(event.target.value)} rows={2} aria-invalid={Boolean(errors.reason)} aria-describedby={errors.reason ? `${id}-reason-error` : undefined} />
              {errors.reason && (
                <span id={`${id}-reason-error`} className="text-sm text-error">
                  {errors.reason}
                </span>
              )}
            </label>
            <button type="button" className="btn btn-outline btn-error" onClick={() => void decline()} disabled={busy !== 'idle'} aria-busy={busy === 'decline'}>
              {busy === 'decline' ? t('console.quote.declining') : t('console.quote.decline')}
            </button>
          </div>
        </aside>
      )}
    </div>
  );
}

interface QuoteLineRowProps {
  idPrefix: string;
  orderNo: string;
  line: StaffQuoteLine;
  entry: LineEntry | undefined;
  errors: LineErrors | undefined;
  editable: boolean;
  onEdit: (position: number, field: 'price' | 'leadDays', value: string) => void;
}

function QuoteLineRow({ idPrefix, orderNo, line, entry, errors, editable, onEdit }: QuoteLineRowProps) {
  const base = `${idPrefix}-line-${line.position}`;
  const measured = line.measured;
  const callouts = calloutsText(line.callouts);
  return (
    <li className="rounded-box border border-base-300 p-3" data-line={line.position}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium break-all">{t('console.quote.line', { position: line.position, name: line.name })}</h3>
        {line.manual && <span className="badge badge-warning badge-sm">{t('console.quote.manual')}</span>}
        {line.fileId !== null && <DownloadButton orderNo={orderNo} fileId={line.fileId} name={line.name} />}
        {line.fileId !== null && <PreviewButton line={{ orderNo, fileId: line.fileId, name: line.name, format: fileFormatOf(line.name, 'drawing'), measured: measured != null }} />}
      </div>
      <p className="mt-1 text-sm text-base-content/70">
        {t('console.quote.quantity', { count: line.quantity })}
        {line.volume !== null && ` · ${t('console.quote.volume', { volume: fixedText(line.volume / 1000, 2) })}`}
        {measured && ` · ${t('console.quote.size', { x: fixedText(measured.bbox.x, 1), y: fixedText(measured.bbox.y, 1), z: fixedText(measured.bbox.z, 1) })}`}
        {!line.manual && line.unitPrice > 0 && ` · ${t('console.quote.autoPrice', { amount: formatFen(line.unitPrice) })}`}
      </p>
      {line.drawing && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('console.quote.drawing', { name: line.drawing.name })}
          <DownloadButton orderNo={orderNo} fileId={line.drawing.fileId} name={line.drawing.name} />
        </p>
      )}
      {callouts && <p className="text-sm">{t('console.quote.callouts', { items: callouts })}</p>}
      {line.breakdown && (
        <Suspense fallback={null}>
          <PriceBreakdown line={{ breakdown: line.breakdown, unitPrice: line.unitPrice, quantity: line.quantity, subtotal: line.subtotal, options: line.options }} />
        </Suspense>
      )}
      {editable && entry && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1" htmlFor={`${base}-price`}>
            <span className="text-sm font-medium">{t('console.quote.unitPrice')}</span>
            <input id={`${base}-price`} className={`input w-full ${errors?.price ? 'input-error' : ''}`} inputMode="decimal" value={entry.price} onChange={(event) => onEdit(line.position, 'price', event.target.value)} aria-invalid={Boolean(errors?.price)} aria-describedby={errors?.price ? `${base}-price-error` : undefined} />
            {errors?.price && (
              <span id={`${base}-price-error`} className="text-sm text-error">
                {errors.price}
              </span>
            )}
          </label>
          <label className="flex flex-col gap-1" htmlFor={`${base}-lead`}>
            <span className="text-sm font-medium">{t('console.quote.leadDays')}</span>
            <input id={`${base}-lead`} className={`input w-full ${errors?.leadDays ? 'input-error' : ''}`} inputMode="numeric" value={entry.leadDays} onChange={(event) => onEdit(line.position, 'leadDays', event.target.value)} aria-invalid={Boolean(errors?.leadDays)} aria-describedby={errors?.leadDays ? `${base}-lead-error` : undefined} />
            {errors?.leadDays && (
              <span id={`${base}-lead-error`} className="text-sm text-error">
                {errors.leadDays}
              </span>
            )}
          </label>
        </div>
      )}
    </li>
  );
}

/** 3D 预览 of a line's model (a mesh, or a STEP / IGES file the server measured). */
function PreviewButton({ line }: { line: Omit<PreviewedLine, 'format'> & { format: PreviewedLine['format'] | null } }) {
  const [open, setOpen] = useState(false);
  const { format } = line;
  if (!isMeshPreview(format) && !isCadPreview(format, line.measured)) return null;
  return (
    <>
      <button type="button" className="btn btn-xs" onClick={() => setOpen(true)} aria-label={t('console.quote.previewNamed', { name: line.name })}>
        {t('console.quote.preview')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LinePreview line={{ ...line, format: format ?? 'stl' }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** 下载 one of the order's files under its own name; disabled while it runs. */
function DownloadButton({ orderNo, fileId, name }: { orderNo: string; fileId: number; name: string }) {
  const [busy, setBusy] = useState(false);
  async function save() {
    if (busy) return;
    setBusy(true);
    const blob = await downloadOrderFile(orderNo, fileId);
    if (blob) saveBlob(blob, name);
    setBusy(false);
  }
  return (
    <button type="button" className="btn btn-xs" onClick={() => void save()} disabled={busy} aria-busy={busy} aria-label={t('console.quote.downloadNamed', { name })}>
      {busy ? t('console.quote.downloading') : t('console.quote.download')}
    </button>
  );
}
