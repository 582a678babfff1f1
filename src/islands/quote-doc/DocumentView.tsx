import { useId, useState } from 'react';
import type { QuotationDraft, QuoteDocument, SavedQuotation, SharedQuotation } from '~/wire/quote-docs';
import {
  deleteSavedQuotation,
  draftFromSavedQuotation,
  draftFromSharedQuotation,
  fetchOrderQuotation,
  fetchSavedQuotation,
  fetchSharedQuotation,
  shareQuotation,
  unshareQuotation,
} from '~/islands/quote-doc/quote-docs';
import { ApiError } from '~/core/errors';
import { LazyConfirmDialog } from '~/components/ui/LazyConfirmDialog';
import { LoadError, Loading, NotOffered } from '~/core/ListState';
import { useRequest } from '~/core/use-request';
import { t } from '~/islands/quote-doc/messages';
import { quoteDocHref, QUOTE_DOC_PATH, type QuoteDocTarget } from '~/islands/quote-doc/quote-doc-view';
import { leaveFor } from '~/stores/navigation';
import { $shopUser, ownerKey } from '~/stores/shop-user';
import { flashToast, showToast } from '~/stores/toasts';
import { QuoteSheet } from './QuoteSheet';

type DocTarget = Extract<QuoteDocTarget, { kind: 'saved' | 'shared' | 'order' }>;

/** What a document link loads: the document and, for saved and shared quotations, their record. */
type Loaded = { kind: 'saved'; saved: SavedQuotation } | { kind: 'shared'; shared: SharedQuotation } | { kind: 'order'; document: QuoteDocument };

/** The statuses a link answers when it opens nothing: not there or not for this reader, not priced yet, not offered. */
const REFUSALS: readonly number[] = [404, 409, 501];

function fetchTarget(target: DocTarget, signal: AbortSignal): Promise<Loaded> {
  if (target.kind === 'saved')
    return fetchSavedQuotation(target.quoteNo, signal).then((saved) => ({
      kind: 'saved',
      saved,
    }));
  if (target.kind === 'shared')
    return fetchSharedQuotation(target.token, signal).then((shared) => ({
      kind: 'shared',
      shared,
    }));
  return fetchOrderQuotation(target.orderNo, signal).then((document) => ({
    kind: 'order',
    document,
  }));
}

/**
 * The words of each line's choices (null for a line without), or null when no line has any: the
 * texts of choices load only for a document that has some, before it shows, so nothing moves.
 */
async function choicesOf(doc: QuoteDocument): Promise<ReadonlyArray<string | null> | null> {
  if (!doc.lines.some((line) => line.options !== undefined)) return null;
  const { lineChoicesText } = await import('~/components/part-options/part-options-text');
  return doc.lines.map(lineChoicesText);
}

/** The document with its lines' choices, or the refusal the page says in place (anything else is an error with 重试). */
function load(target: DocTarget, signal: AbortSignal): Promise<(Loaded & { choices: ReadonlyArray<string | null> | null }) | { kind: 'refused'; status: number; message: string }> {
  return fetchTarget(target, signal).then(
    async (loaded) => ({ ...loaded, choices: await choicesOf(documentOf(loaded)) }),
    (error: unknown) => {
      if (error instanceof ApiError && error.status !== null && REFUSALS.includes(error.status)) return { kind: 'refused', status: error.status, message: error.message };
      throw error;
    },
  );
}

const documentOf = (loaded: Loaded): QuoteDocument => (loaded.kind === 'saved' ? loaded.saved.document : loaded.kind === 'shared' ? loaded.shared.document : loaded.document);

// Where a draft made of a quotation goes: step 3 when it can be priced, else step 1 to choose a material.
const STEP1 = '/quotationorder/selectmaterialprocess';
const STEP3 = '/quotationorder/submitorder';

/** A saved, shared or order document: its actions above, the printable sheet below. */
export function DocumentView({ target }: { target: DocTarget }) {
  const [version, setVersion] = useState(0);
  const state = useRequest(`${version}`, (signal) => load(target, signal));
  const id = useId();
  const heading = (
    <h1 id={`${id}-title`} className="text-2xl font-semibold print:hidden">
      {t('quoteDoc.heading')}
    </h1>
  );
  if ((state.status === 'error' && !state.data) || state.data?.kind === 'refused') {
    return (
      <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
        {heading}
        {state.data?.kind === 'refused' ? (
          <Refusal target={target} status={state.data.status} message={state.data.message} />
        ) : (
          <LoadError message={state.status === 'error' ? state.message : ''} onRetry={state.reload} />
        )}
        <BackLink />
      </section>
    );
  }
  if (!state.data) {
    return (
      <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
        {heading}
        <Loading rows={4} />
      </section>
    );
  }
  const loaded = state.data;
  const doc = documentOf(loaded);
  const numberLabel = loaded.kind === 'order' ? t('quoteDoc.orderNumber') : t('quoteDoc.number');
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-col gap-2 print:hidden" data-print-hide>
        {heading}
        <p className="text-sm text-base-content/70">{t('quoteDoc.intro')}</p>
        {loaded.kind === 'shared' && (
          <p role="status" className="alert alert-info alert-soft text-sm">
            {loaded.shared.mine ? t('quoteDoc.yours') : t('quoteDoc.sharedBy', { name: loaded.shared.sharedBy })}
          </p>
        )}
        <Toolbar loaded={loaded} onChanged={() => setVersion((value) => value + 1)} />
      </div>
      {/* A colleague reading a shared quotation sees the drawings' names: the files are the owner's. */}
      <QuoteSheet document={doc} numberLabel={numberLabel} choices={loaded.choices} drawingDownloads={loaded.kind !== 'shared' || loaded.shared.mine} />
      <BackLink />
    </section>
  );
}

/** 409: the order has no document (yet): the server says why (not priced yet, or not an order of custom parts). */
function Refusal({ target, status, message }: { target: DocTarget; status: number; message: string }) {
  if (status === 501) return <NotOffered feature={t('quoteDoc.feature')} />;
  return (
    <p role="alert" className="alert alert-warning" data-refusal>
      {status === 409 ? message || t('quoteDoc.unpricedOrder') : t(`quoteDoc.missing.${target.kind}`)}
    </p>
  );
}

function BackLink() {
  return (
    <a className="link link-primary self-start text-sm print:hidden" href={QUOTE_DOC_PATH}>
      {t('quoteDoc.back')}
    </a>
  );
}

function Toolbar({ loaded, onChanged }: { loaded: Loaded; onChanged: () => void }) {
  const [busy, setBusy] = useState<'share' | 'unshare' | 'draft' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const saved = loaded.kind === 'saved' ? loaded.saved : null;

  async function run(kind: 'share' | 'unshare' | 'draft', action: () => Promise<void>) {
    if (busy) return;
    setBusy(kind);
    try {
      await action();
    } catch {
      // Shown by the notifier.
    } finally {
      setBusy(null);
    }
  }

  const copyShare = () =>
    run('share', async () => {
      if (!saved) return;
      const share = await shareQuotation(saved.quoteNo);
      const url = new URL(quoteDocHref({ kind: 'shared', token: share.token }), location.origin).href;
      setLink(url);
      try {
        await navigator.clipboard.writeText(url);
        showToast('success', t('quoteDoc.share.copied'));
      } catch {
        showToast('info', t('quoteDoc.share.copyFailed'));
      }
      if (!saved.share) onChanged();
    });

  const stopSharing = () =>
    run('unshare', async () => {
      if (!saved) return;
      await unshareQuotation(saved.quoteNo);
      setLink(null);
      showToast('success', t('quoteDoc.share.stopped'));
      onChanged();
    });

  const toDraft = () =>
    run('draft', async () => {
      const customerId = ownerKey($shopUser.get());
      if (customerId === null || loaded.kind === 'order') return;
      const draftId = crypto.randomUUID();
      // Loaded beside the server's answer: only this button needs it, so the page's first script stays small.
      const handoff = import('~/stores/quotation-handoff');
      const answer: QuotationDraft = loaded.kind === 'saved' ? await draftFromSavedQuotation(loaded.saved.quoteNo, draftId) : await draftFromSharedQuotation(tokenOf(), draftId);
      (await handoff).startFromQuotation(customerId, answer);
      const dropped = answer.optionsDropped?.length ? t('quoteDoc.optionsDropped', { names: answer.optionsDropped.join('、') }) : null;
      const notes = [answer.unpriced, dropped].filter((note) => note !== null).join('；');
      flashToast('info', notes ? `${t('quoteDoc.toDraftDone')}：${notes}` : t('quoteDoc.toDraftDone'));
      leaveFor(answer.materialId !== null && answer.quote !== null ? STEP3 : STEP1);
    });

  async function remove() {
    if (!saved || deleting) return;
    setDeleting(true);
    try {
      await deleteSavedQuotation(saved.quoteNo);
      flashToast('success', t('quoteDoc.deleted', { quoteNo: saved.quoteNo }));
      leaveFor(QUOTE_DOC_PATH);
    } catch {
      setDeleting(false);
    }
  }

  const canDraft = loaded.kind === 'saved' || (loaded.kind === 'shared' && !loaded.shared.mine);
  const sharedLink = link ?? (saved?.share ? new URL(quoteDocHref({ kind: 'shared', token: saved.share.token }), location.origin).href : null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()} title={t('quoteDoc.printHint')}>
          {t('quoteDoc.print')}
        </button>
        {canDraft && (
          <button type="button" className="btn btn-outline btn-sm" disabled={busy !== null} onClick={() => void toDraft()}>
            {busy === 'draft' ? t('quoteDoc.toDraftBusy') : t('quoteDoc.toDraft')}
          </button>
        )}
        {saved && (
          <>
            <button type="button" className="btn btn-outline btn-sm" disabled={busy !== null} onClick={() => void copyShare()}>
              {t('quoteDoc.share.copy')}
            </button>
            {saved.share && (
              <button type="button" className="btn btn-ghost btn-sm" disabled={busy !== null} onClick={() => void stopSharing()}>
                {t('quoteDoc.share.stop')}
              </button>
            )}
            <button type="button" className="btn btn-ghost btn-sm text-error" disabled={busy !== null} onClick={() => setConfirmDelete(true)}>
              {t('quoteDoc.delete')}
            </button>
          </>
        )}
      </div>
      {saved && sharedLink && (
        <div className="flex flex-col gap-1 text-sm">
          <label className="font-medium" htmlFor="quote-share-link">
            {t('quoteDoc.share.link')}
          </label>
          <input id="quote-share-link" className="input input-sm w-full font-mono" readOnly value={sharedLink} onFocus={(event) => event.currentTarget.select()} />
          <p className="text-base-content/70">{t('quoteDoc.share.hint')}</p>
        </div>
      )}
      {saved && confirmDelete && (
        <LazyConfirmDialog
          title={t('quoteDoc.deleteTitle', { quoteNo: saved.quoteNo })}
          confirmLabel={t('quoteDoc.delete')}
          busyLabel={t('quoteDoc.deleting')}
          busy={deleting}
          problem={null}
          danger
          onConfirm={() => void remove()}
          onClose={() => setConfirmDelete(false)}
        >
          <p>{t('quoteDoc.deleteBody')}</p>
        </LazyConfirmDialog>
      )}
    </div>
  );
}

const tokenOf = () => new URLSearchParams(location.search).get('share') ?? '';
