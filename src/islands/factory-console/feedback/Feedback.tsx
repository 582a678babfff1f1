import { useEffect, useId, useState } from 'react';
import { LoadFailure, Loading } from '~/core/ListState';
import { ApiError } from '~/core/errors';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { SUGGESTION_LIMITS, SUGGESTION_STATUSES, type SuggestionStatusValue } from '~/lib/forms/suggestion-rules';
import { showToast } from '~/stores/toasts';
import type { FeedbackDetail, FeedbackImage, FeedbackItem } from '~/wire/staff-feedback';
import { ConsoleGuard } from '../ConsoleGuard';
import { StatusQueue } from '../StatusQueue';
import { t } from './messages';
import { replyProblem } from './feedback-form';
import { downloadFeedbackImage, fetchFeedback, listFeedback, markFeedbackInProgress, replyFeedback } from './feedback-api';

const PATH = '/factory/feedback';

const BADGE: Record<SuggestionStatusValue, string> = { 待处理: 'badge-warning', 处理中: 'badge-info', 已回复: 'badge-success badge-soft' };

const statusOf = (text: string | null): SuggestionStatusValue | undefined => SUGGESTION_STATUSES.find((status) => status === text);

/** /factory/feedback (意见反馈): the factory's suggestions by status; ?id= opens one to answer it. */
export default function Feedback() {
  return (
    <ConsoleGuard>
      {() => {
        const query = new URLSearchParams(location.search);
        const id = query.get('id');
        if (id !== null) return <FeedbackScreen id={/^\d{1,15}$/.test(id) ? Number(id) : null} />;
        return <FeedbackList initialStatus={statusOf(query.get('status'))} />;
      }}
    </ConsoleGuard>
  );
}

function FeedbackList({ initialStatus }: { initialStatus: SuggestionStatusValue | undefined }) {
  return (
    <StatusQueue
      path={PATH}
      statuses={SUGGESTION_STATUSES}
      initialStatus={initialStatus}
      load={listFeedback}
      texts={{
        heading: t('console.feedback.heading'),
        intro: t('console.feedback.intro'),
        feature: t('console.feedback.feature'),
        listLabel: t('console.feedback.listLabel'),
        empty: t('console.feedback.empty'),
        emptyFiltered: t('console.feedback.emptyFiltered'),
        emptyHint: t('console.feedback.emptyHint'),
      }}
      keyOf={(item) => item.id}
      row={(item) => <FeedbackRow item={item} />}
    />
  );
}

function FeedbackRow({ item }: { item: FeedbackItem }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-box border border-base-300 bg-base-100 p-3" data-feedback={item.id}>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="font-mono text-sm">{item.no}</span>
          <span className="badge badge-outline badge-sm">{item.type}</span>
          <span className={`badge badge-sm ${BADGE[item.status]}`} data-status={item.status}>
            {item.status}
          </span>
        </p>
        <p className="break-words">{item.title}</p>
        <p className="text-sm text-base-content/70">
          {t('console.feedback.row', { customer: item.customer.nickname, time: formatDateTime(item.createdAt), replies: item.replyCount, images: item.imageCount })}
        </p>
      </div>
      <a className="btn btn-sm btn-primary ms-auto" href={`${PATH}?id=${item.id}`}>
        {t('console.open')}
      </a>
    </li>
  );
}

function FeedbackScreen({ id }: { id: number | null }) {
  const titleId = useId();
  const detail = useRequest(`feedback:${id ?? ''}`, (signal) => (id !== null ? fetchFeedback(id, signal) : Promise.reject(new ApiError('http', t('console.feedback.missingId'), 400, true))));
  const [shown, setShown] = useState<FeedbackDetail | null>(null);
  const suggestion = shown ?? detail.data ?? null;
  return (
    <section className="flex flex-col gap-4" aria-labelledby={`${titleId}-title`}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id={`${titleId}-title`} className="text-2xl font-bold">
          {t('console.feedback.detailHeading', { no: suggestion?.no ?? '—' })}
        </h1>
        <a className="link link-primary text-sm" href={PATH}>
          {t('console.backToList')}
        </a>
      </div>
      <LoadFailure state={detail} feature={t('console.feedback.feature')} onRetry={detail.reload} />
      {detail.status === 'loading' && !detail.data && <Loading rows={3} />}
      {suggestion && <FeedbackView suggestion={suggestion} onChanged={setShown} />}
    </section>
  );
}

function FeedbackView({ suggestion, onChanged }: { suggestion: FeedbackDetail; onChanged: (next: FeedbackDetail) => void }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'idle' | 'reply' | 'take'>('idle');
  const answerable = suggestion.status !== '已回复';

  async function send() {
    if (busy !== 'idle') return;
    const problem = replyProblem(content);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-reply`)?.focus();
      return;
    }
    setBusy('reply');
    try {
      const next = await replyFeedback(suggestion.id, content.trim());
      showToast('success', t('console.feedback.sent', { no: next.no }));
      setContent('');
      onChanged(next);
    } catch {
      // 409 (a colleague answered), 400: the toast says why; what was typed stays.
    } finally {
      setBusy('idle');
    }
  }

  async function take() {
    if (busy !== 'idle') return;
    setBusy('take');
    try {
      const next = await markFeedbackInProgress(suggestion.id);
      showToast('success', t('console.feedback.taken', { no: next.no }));
      onChanged(next);
    } catch {
      // Said in the toast.
    } finally {
      setBusy('idle');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <article className="card bg-base-100 shadow-sm" data-feedback-detail={suggestion.id}>
        <div className="card-body gap-2 p-4 text-sm sm:p-6">
          <p className="flex flex-wrap items-center gap-2">
            <span className={`badge badge-sm ${BADGE[suggestion.status]}`} data-status={suggestion.status}>
              {suggestion.status}
            </span>
            <span className="text-base-content/70">{t('console.feedback.from', { customer: suggestion.customer.nickname, type: suggestion.type, time: formatDateTime(suggestion.createdAt) })}</span>
          </p>
          <h2 className="text-lg font-semibold break-words">{suggestion.title}</h2>
          <p className="whitespace-pre-line break-words">{suggestion.content}</p>
          {suggestion.contact && <p className="text-base-content/70">{t('console.feedback.contact', { contact: suggestion.contact })}</p>}
          {suggestion.images.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className="font-medium">{t('console.feedback.images')}</h3>
              <ul className="flex flex-wrap gap-2">
                {suggestion.images.map((image) => (
                  <li key={image.id}>
                    <FeedbackPicture image={image} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </article>

      <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-replies`}>
        <div className="card-body gap-3 p-4 text-sm sm:p-6">
          <h2 id={`${id}-replies`} className="text-lg font-semibold">
            {t('console.feedback.replies')}
          </h2>
          {suggestion.replies.length === 0 ? (
            <p className="text-base-content/70">{t('console.feedback.noReplies')}</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {suggestion.replies.map((reply) => (
                <li key={reply.id} className={`rounded-box p-3 ${reply.from === 'staff' ? 'bg-primary/10' : 'bg-base-200'}`} data-reply-from={reply.from}>
                  <p className="text-xs text-base-content/70">
                    {t(`console.feedback.replyFrom.${reply.from}`, { author: reply.author })} · {formatDateTime(reply.at)}
                  </p>
                  <p className="whitespace-pre-line break-words">{reply.content}</p>
                </li>
              ))}
            </ol>
          )}
          {answerable ? (
            <div className="flex flex-col gap-2">
              <label className="flex flex-col gap-1" htmlFor={`${id}-reply`}>
                <span className="font-medium">{t('console.feedback.reply')}</span>
                <textarea
                  id={`${id}-reply`}
                  className={`textarea w-full ${error ? 'textarea-error' : ''}`}
                  rows={4}
                  value={content}
                  onChange={(event) => {
                    setContent(event.target.value);
                    if (error) setError(undefined);
                  }}
                  aria-invalid={Boolean(error)}
                  aria-describedby={`${id}-reply-hint${error ? ` ${id}-reply-error` : ''}`}
                />
                <span id={`${id}-reply-hint`} className="text-xs text-base-content/70">
                  {t('console.feedback.replyHint', { max: SUGGESTION_LIMITS.replyMax })}
                </span>
                {error && (
                  <span id={`${id}-reply-error`} className="text-error">
                    {error}
                  </span>
                )}
              </label>
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn btn-primary" onClick={() => void send()} disabled={busy !== 'idle'} aria-busy={busy === 'reply'}>
                  {busy === 'reply' ? t('console.feedback.sending') : t('console.feedback.send')}
                </button>
                {suggestion.status === '待处理' && (
                  <button type="button" className="btn btn-outline" onClick={() => void take()} disabled={busy !== 'idle'} aria-busy={busy === 'take'}>
                    {busy === 'take' ? t('console.feedback.taking') : t('console.feedback.take')}
                  </button>
                )}
              </div>
            </div>
          ) : (
            <p className="text-base-content/70">{t('console.feedback.answeredHint')}</p>
          )}
        </div>
      </section>

      <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-history`}>
        <div className="card-body gap-2 p-4 text-sm sm:p-6">
          <h2 id={`${id}-history`} className="text-lg font-semibold">
            {t('console.feedback.history')}
          </h2>
          <ol className="flex flex-col gap-1">
            {suggestion.history.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <span className="tabular-nums text-base-content/70">{formatDateTime(event.at)}</span> · {event.status} · {event.note}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}

/** A picture of the suggestion, fetched with the staff token (a plain <img src> could not send it) and shown from a blob. */
function FeedbackPicture({ image }: { image: FeedbackImage }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    downloadFeedbackImage(image.url, controller.signal).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [image.url]);
  if (url === null) {
    return (
      <div className="skeleton h-32 w-32" role="status">
        <span className="sr-only">{t('console.feedback.imageLoading')}</span>
      </div>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={t('console.feedback.imageAlt', { name: image.name })} className="h-32 w-32 rounded-box object-cover" width={image.width} height={image.height} />
    </a>
  );
}
