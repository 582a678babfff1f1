import { useId, useRef, useState } from 'react';
import { ApiError } from '~/core/errors';
import { LoadFailure, Loading } from '~/core/ListState';
import { useRequest } from '~/core/use-request';
import { saveBlob } from '~/components/ui/save-blob';
import { useBusyKeys } from '~/components/ui/use-busy-keys';
import { formatBytes } from '~/lib/format/bytes';
import { formatDateTime } from '~/lib/format/datetime';
import { DELIVERY_LIMITS } from '~/lib/forms/design-delivery-rules';
import { UPLOAD_LIMITS } from '~/lib/files/quotation-rules';
import { showToast } from '~/stores/toasts';
import type { DrawingFile } from '~/wire/files';
import type { StaffDesignDetail } from '~/wire/staff-design';
import { addChosen, DELIVERY_ACCEPT, deliveryProblems, STATUS_BADGE, type DeliveryProblems } from './design-form';
import { t } from './messages';
import { acceptDesign, deliverDesign, downloadDesignFile, fetchDesignDetail } from './design-api';

/** One request: the customer's requirements and files, the versions delivered, the revision comments, the timeline, and 接单 / 交付. */
export function DesignDetail({ requestNo }: { requestNo: string }) {
  const id = useId();
  const detail = useRequest(`design:${requestNo}`, (signal) => fetchDesignDetail(requestNo, signal));
  const [shown, setShown] = useState<StaffDesignDetail | null>(null);
  // The answer of a move is the request as it now is; a reload replaces it.
  const request = shown !== null && shown.requestNo === requestNo ? shown : detail.data;
  // After a 409 (a colleague moved it first): the request as it now is.
  const reload = () => {
    setShown(null);
    detail.reload();
  };
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id={`${id}-title`} className="text-2xl font-bold break-all">
          {t('console.design.detailHeading', { requestNo })}
        </h1>
        <a className="link link-primary text-sm" href="/factory/design">
          {t('console.design.back')}
        </a>
      </div>
      <LoadFailure state={detail} feature={t('console.design.feature')} onRetry={detail.reload} />
      {detail.status === 'loading' && !request && <Loading rows={4} />}
      {request && <DesignView request={request} onChanged={setShown} onStale={reload} />}
    </section>
  );
}

interface MoveProps {
  onChanged: (next: StaffDesignDetail) => void;
  onStale: () => void;
}

/** A move refused because the request moved meanwhile (409): shown as it now is; anything else keeps the form as it was. */
const staleAfter = (error: unknown, onStale: () => void) => {
  if (error instanceof ApiError && error.status === 409) onStale();
};

function DesignView({ request, onChanged, onStale }: { request: StaffDesignDetail } & MoveProps) {
  const id = useId();
  const files = useBusyKeys<number>();
  const download = (file: DrawingFile) =>
    void files.run(file.id, async () => {
      const blob = await downloadDesignFile(request.requestNo, file.id);
      if (blob) saveBlob(blob, file.name);
    });
  const fileList = (list: readonly DrawingFile[]) => (
    <ul className="flex flex-col gap-2">
      {list.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center gap-2" data-file={file.id}>
          <span className="break-all">{file.name}</span>
          <span className="text-base-content/70">
            {file.format.toUpperCase()} · {formatBytes(file.size)}
          </span>
          <button type="button" className="btn btn-xs" onClick={() => download(file)} disabled={files.busy(file.id)} aria-busy={files.busy(file.id)} aria-label={t('console.design.downloadNamed', { name: file.name })}>
            {files.busy(file.id) ? t('console.design.downloading') : t('console.design.download')}
          </button>
        </li>
      ))}
    </ul>
  );
  const last = request.deliveries.at(-1);
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-about`}>
          <div className="card-body gap-1 p-4 text-sm sm:p-6">
            <h2 id={`${id}-about`} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              <span className="break-words">{request.title}</span>
              <span className={`badge ${STATUS_BADGE[request.status]}`}>{request.status}</span>
              {request.revisionRequested && <span className="badge badge-outline badge-warning">{t('console.design.revisionRequested')}</span>}
            </h2>
            <p>{t('console.design.customer', { name: request.customer.nickname })}</p>
            {request.customer.phone && <p>{t('console.design.phone', { phone: request.customer.phone })}</p>}
            <p>{t('console.design.package', { name: request.packageName, orderNo: request.packageOrderNo })}</p>
            <p>{t('console.design.revisions', { used: request.revisionsUsed, total: request.revisions })}</p>
            <p>{t('console.design.created', { time: formatDateTime(request.createdAt) })}</p>
            <h3 className="mt-3 font-semibold">{t('console.design.brief')}</h3>
            <p className="whitespace-pre-line break-words">{request.brief}</p>
            <h3 className="mt-3 font-semibold">{t('console.design.files')}</h3>
            {request.files.length === 0 ? <p className="text-base-content/70">{t('console.design.noFiles')}</p> : fileList(request.files)}
          </div>
        </section>
        {request.revisionComments.length > 0 && (
          <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-revisions`}>
            <div className="card-body gap-2 p-4 text-sm sm:p-6">
              <h2 id={`${id}-revisions`} className="text-lg font-semibold">
                {t('console.design.revisionComments')}
              </h2>
              <ol className="flex flex-col gap-2">
                {request.revisionComments.map((comment) => (
                  <li key={`${comment.number}-${comment.at}`} className="rounded-box border border-base-300 p-3">
                    <p className="text-base-content/70">{t('console.design.revisionComment', { number: comment.number, version: comment.afterVersion, time: formatDateTime(comment.at) })}</p>
                    <p className="whitespace-pre-line break-words">{comment.note}</p>
                  </li>
                ))}
              </ol>
            </div>
          </section>
        )}
        <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-versions`}>
          <div className="card-body gap-2 p-4 text-sm sm:p-6">
            <h2 id={`${id}-versions`} className="text-lg font-semibold">
              {t('console.design.deliveries')}
            </h2>
            {request.deliveries.length === 0 ? (
              <p className="text-base-content/70">{t('console.design.noDeliveries')}</p>
            ) : (
              <ol className="flex flex-col gap-3">
                {[...request.deliveries].reverse().map((delivery) => (
                  <li key={delivery.version} className="rounded-box border border-base-300 p-3" data-version={delivery.version}>
                    <p className="font-medium">
                      {t('console.design.version', { version: delivery.version })} · <span className="font-normal text-base-content/70">{t('console.design.deliveredAt', { time: formatDateTime(delivery.at) })}</span>
                    </p>
                    <p className="whitespace-pre-line break-words">{delivery.note}</p>
                    {fileList(delivery.files)}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </section>
        <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-timeline`}>
          <div className="card-body gap-2 p-4 text-sm sm:p-6">
            <h2 id={`${id}-timeline`} className="text-lg font-semibold">
              {t('console.design.timeline')}
            </h2>
            <ol className="flex flex-col gap-1">
              {request.timeline.map((event, index) => (
                <li key={`${event.at}-${index}`} className="flex flex-wrap gap-x-2">
                  <span className="text-base-content/70">{formatDateTime(event.at)}</span>
                  <span className="badge badge-sm badge-ghost">{event.status}</span>
                  <span className="break-words">{event.note}</span>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-4">
        {request.actions.accept && <AcceptCard requestNo={request.requestNo} onChanged={onChanged} onStale={onStale} />}
        {request.actions.deliver && <DeliverForm request={request} onChanged={onChanged} onStale={onStale} />}
        {request.status === '待确认' && (
          <p role="status" className="alert alert-info alert-soft text-sm">
            {t('console.design.waitingCustomer', { version: last?.version ?? 0 })}
          </p>
        )}
        {request.status === '已完成' && (
          <p role="status" className="alert alert-success alert-soft text-sm">
            {t('console.design.done')}
          </p>
        )}
      </aside>
    </div>
  );
}

function AcceptCard({ requestNo, onChanged, onStale }: { requestNo: string } & MoveProps) {
  const [busy, setBusy] = useState(false);
  async function accept() {
    if (busy) return;
    setBusy(true);
    try {
      onChanged(await acceptDesign(requestNo));
      showToast('success', t('console.design.accepted'));
    } catch (error) {
      // 409 (a colleague accepted first): the toast says why.
      staleAfter(error, onStale);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body p-4 sm:p-6">
        <button type="button" className="btn btn-primary" onClick={() => void accept()} disabled={busy} aria-busy={busy}>
          {busy ? t('console.design.accepting') : t('console.design.accept')}
        </button>
      </div>
    </div>
  );
}

function DeliverForm({ request, onChanged, onStale }: { request: StaffDesignDetail } & MoveProps) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<DeliveryProblems>({});
  const [progress, setProgress] = useState<number | null>(null);
  const version = request.versions + 1;
  const busy = progress !== null;

  async function deliver() {
    if (busy) return;
    const found = deliveryProblems(chosen, note);
    setProblems(found);
    if (found.files || found.note) {
      showToast('error', t('console.design.fixErrors'));
      document.getElementById(found.files ? `${id}-files` : `${id}-note`)?.focus();
      return;
    }
    setProgress(0);
    try {
      const answer = await deliverDesign(request.requestNo, note.trim(), chosen, { onProgress: (loaded, total) => setProgress(total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0) });
      showToast('success', t('console.design.delivered', { version: answer.versions }));
      onChanged(answer);
    } catch (error) {
      // 400/413: the toast says why; the files and the note stay for another try.
      staleAfter(error, onStale);
    } finally {
      setProgress(null);
    }
  }

  return (
    <form
      className="card bg-base-100 shadow-sm"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void deliver();
      }}
    >
      <div className="card-body gap-3 p-4 text-sm sm:p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('console.design.deliverHeading', { version })}
        </h2>
        {request.revisionRequested && <p className="alert alert-warning alert-soft">{t('console.design.deliverRevision', { version })}</p>}
        <p className="text-base-content/70">{t('console.design.deliverIntro', { max: DELIVERY_LIMITS.files.max, mb: UPLOAD_LIMITS.maxBytes / 1024 / 1024 })}</p>
        <label className="flex flex-col gap-1" htmlFor={`${id}-files`}>
          <span className="font-medium">{t('console.design.chooseFiles')}</span>
          <input
            ref={picker}
            id={`${id}-files`}
            type="file"
            multiple
            accept={DELIVERY_ACCEPT}
            className={`file-input w-full ${problems.files ? 'file-input-error' : ''}`}
            disabled={busy}
            aria-invalid={Boolean(problems.files)}
            aria-describedby={problems.files ? `${id}-files-error` : undefined}
            onChange={(event) => {
              const added = [...(event.target.files ?? [])];
              setChosen((previous) => addChosen(previous, added));
              setProblems((previous) => ({ ...previous, files: undefined }));
              // Cleared so the same file can be chosen again after removing it.
              if (picker.current) picker.current.value = '';
            }}
          />
          {problems.files && (
            <span id={`${id}-files-error`} className="text-error">
              {problems.files}
            </span>
          )}
        </label>
        {chosen.length > 0 && (
          <ul className="flex flex-col gap-1" aria-label={t('console.design.chosen')}>
            {chosen.map((file) => (
              <li key={`${file.name}-${file.size}`} className="flex items-center gap-2">
                <span className="min-w-0 flex-1 break-all">{file.name}</span>
                <span className="text-base-content/70">{formatBytes(file.size)}</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  disabled={busy}
                  onClick={() => setChosen((previous) => previous.filter((kept) => kept !== file))}
                  aria-label={t('console.design.removeNamed', { name: file.name })}
                >
                  {t('console.design.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <label className="flex flex-col gap-1" htmlFor={`${id}-note`}>
          <span className="font-medium">{t('console.design.note')}</span>
          <textarea
            id={`${id}-note`}
            className={`textarea w-full ${problems.note ? 'textarea-error' : ''}`}
            rows={4}
            value={note}
            disabled={busy}
            aria-invalid={Boolean(problems.note)}
            aria-describedby={`${id}-note-count${problems.note ? ` ${id}-note-error` : ''}`}
            onChange={(event) => {
              setNote(event.target.value);
              if (problems.note) setProblems((previous) => ({ ...previous, note: undefined }));
            }}
          />
          <span id={`${id}-note-count`} className={`self-end text-xs ${note.trim().length > DELIVERY_LIMITS.note.max ? 'text-error' : 'text-base-content/70'}`}>
            {t('console.design.noteCount', { count: note.trim().length, max: DELIVERY_LIMITS.note.max })}
          </span>
          {problems.note && (
            <span id={`${id}-note-error`} className="text-error">
              {problems.note}
            </span>
          )}
        </label>
        {busy && <progress className="progress progress-primary w-full" value={progress} max={100} aria-label={t('console.design.delivering', { percent: progress })} />}
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('console.design.delivering', { percent: progress }) : t('console.design.deliver')}
        </button>
      </div>
    </form>
  );
}
