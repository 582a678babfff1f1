import { useState } from 'react';
import { nullWhenNotFound } from '~/core/errors';
import { fetchSuggestion } from '~/islands/suggest/suggestions';
import type { Suggestion } from '~/wire/suggestions';
import { Empty, Loading, LoadError } from '~/core/ListState';
import { t } from '~/islands/suggest/messages';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import { formatDateTime } from '~/lib/format/datetime';
import { SUGGESTION_LIST_PATH, suggestionIdOf } from '~/lib/routes/suggestion-query';
import { FollowUp } from './FollowUp';
import { SuggestionImages } from './SuggestionImages';
import { SuggestionStatusBadge } from './SuggestionStatusBadge';

/** /suggest/detail?id=…: one suggestion of the customer, with its images, replies and history. */
export default function SuggestionDetail() {
  return (
    <Guarded>
      <Detail id={suggestionIdOf(location.search)} />
    </Guarded>
  );
}

/** Unknown, malformed or another customer's id: the same answer, which reveals nothing. */
function NotFound() {
  return (
    <div data-testid="suggestion-not-found">
      <Empty title={t('suggest.detail.notFound')}>
        <p>{t('suggest.detail.notFoundHint')}</p>
        <a href={SUGGESTION_LIST_PATH} className="btn btn-sm mt-3">
          {t('suggest.detail.back')}
        </a>
      </Empty>
    </div>
  );
}

/** The suggestion, or null when the server knows none of that id for this customer (404). */
const loadSuggestion = (id: number, signal: AbortSignal): Promise<Suggestion | null> => nullWhenNotFound(fetchSuggestion(id, signal));

function Detail({ id }: { id: number | null }) {
  const request = useRequest(String(id), (signal) => (id === null ? Promise.resolve(null) : loadSuggestion(id, signal)));
  const [updated, setUpdated] = useState<Suggestion | null>(null);
  if (id === null) return <NotFound />;
  if (request.status === 'loading' && request.data === null) return <Loading rows={4} />;
  if (request.status === 'error' && request.data === null) return <LoadError message={request.message} onRetry={request.reload} />;
  if (request.data === null) return <NotFound />;
  const suggestion = updated?.id === id ? updated : request.data;
  return <Body suggestion={suggestion} onUpdate={setUpdated} />;
}

function Body({ suggestion, onUpdate }: { suggestion: Suggestion; onUpdate: (s: Suggestion) => void }) {
  return (
    <div className="flex flex-col gap-4">
      <a href={SUGGESTION_LIST_PATH} className="link link-hover self-start text-sm">
        ← {t('suggest.detail.back')}
      </a>
      <article className="card border border-base-300 bg-base-100" aria-labelledby="suggestion-title">
        <div className="card-body gap-4 p-4 sm:p-6">
          <header className="flex flex-col gap-2">
            <div className="flex items-start justify-between gap-3">
              <h2 id="suggestion-title" className="min-w-0 text-lg font-semibold break-words">
                {suggestion.title}
              </h2>
              <SuggestionStatusBadge status={suggestion.status} />
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/70">
              <span className="badge badge-ghost">{suggestion.type}</span>
              <span className="tabular-nums">{t('suggest.detail.no', { no: suggestion.no })}</span>
              <span>
                {t('suggest.detail.submitted', {
                  time: formatDateTime(suggestion.createdAt),
                })}
              </span>
              {suggestion.contact && <span>{t('suggest.detail.contact', { contact: suggestion.contact })}</span>}
            </p>
          </header>
          <p className="whitespace-pre-wrap break-words" data-testid="suggestion-content">
            {suggestion.content}
          </p>
          {suggestion.images.length > 0 && (
            <section className="flex flex-col gap-2" aria-label={t('suggest.detail.images')}>
              <SuggestionImages images={suggestion.images} />
            </section>
          )}
        </div>
      </article>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section className="card border border-base-300 bg-base-100" aria-labelledby="suggestion-thread">
          <div className="card-body gap-4 p-4 sm:p-6">
            <h3 id="suggestion-thread" className="font-semibold">
              {t('suggest.detail.thread')}
            </h3>
            {suggestion.replies.length === 0 ? (
              <p className="text-sm text-base-content/70">{t('suggest.detail.noReplies')}</p>
            ) : (
              <ol className="flex flex-col gap-3" aria-label={t('suggest.detail.thread')}>
                {suggestion.replies.map((reply) => (
                  <li key={reply.id} className={`chat ${reply.from === 'staff' ? 'chat-start' : 'chat-end'}`} data-from={reply.from}>
                    <div className="chat-header text-xs text-base-content/70">
                      {reply.from === 'staff' ? `${t('suggest.detail.staff')} · ${reply.author}` : t('suggest.detail.customer')}
                      <time className="ml-2 tabular-nums" dateTime={reply.at}>
                        {formatDateTime(reply.at)}
                      </time>
                    </div>
                    <div className={`chat-bubble whitespace-pre-wrap break-words ${reply.from === 'staff' ? 'bg-base-200 text-base-content' : 'chat-bubble-primary'}`}>
                      {reply.content}
                    </div>
                  </li>
                ))}
              </ol>
            )}
            <FollowUp id={suggestion.id} onSent={onUpdate} />
          </div>
        </section>

        <section className="card border border-base-300 bg-base-100" aria-labelledby="suggestion-history">
          <div className="card-body gap-3 p-4 sm:p-6">
            <h3 id="suggestion-history" className="font-semibold">
              {t('suggest.detail.history')}
            </h3>
            <ol className="flex flex-col gap-3 border-l-2 border-base-300 pl-4" aria-label={t('suggest.detail.history')}>
              {suggestion.history.toReversed().map((event, index) => (
                <li key={`${event.at}-${index}`} className="relative flex flex-col gap-0.5" data-history={event.status}>
                  <span className={`absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full ${index === 0 ? 'bg-primary' : 'bg-base-300'}`} aria-hidden="true" />
                  <span className="flex items-center gap-2">
                    <SuggestionStatusBadge status={event.status} />
                  </span>
                  <span className="text-sm">{event.note}</span>
                  <time className="text-xs text-base-content/65 tabular-nums" dateTime={event.at}>
                    {formatDateTime(event.at)}
                  </time>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </div>
    </div>
  );
}
