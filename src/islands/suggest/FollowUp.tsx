import { useId, useRef, useState, type SubmitEvent } from 'react';
import { replyToSuggestion } from '~/islands/suggest/suggestions';
import type { Suggestion } from '~/wire/suggestions';
import { t } from '~/islands/suggest/messages';
import { SUGGESTION_LIMITS } from '~/lib/forms/suggestion-rules';
import { charCount } from '~/lib/forms/char-count';
import { showToast } from '~/stores/toasts';

/** 继续追问: a follow-up for the staff; what was typed stays if sending fails. */
export function FollowUp({ id, onSent }: { id: number; onSent: (suggestion: Suggestion) => void }) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const count = charCount(text.trim());

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const problem =
      count === 0
        ? t('suggest.detail.replyRequired')
        : count > SUGGESTION_LIMITS.replyMax
          ? t('suggest.detail.replyTooLong', {
              max: SUGGESTION_LIMITS.replyMax,
              count,
            })
          : null;
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const updated = await replyToSuggestion(id, text);
      setText('');
      showToast('success', t('suggest.detail.sent'));
      onSent(updated);
    } catch {
      // The notifier showed why; the text stays for another try.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void send(event)} className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={fieldId} className="font-medium">
          {t('suggest.detail.followUp')}
        </label>
        <span className={`text-xs tabular-nums ${count > SUGGESTION_LIMITS.replyMax ? 'text-error' : 'text-base-content/65'}`}>
          {t('suggest.form.count', { count, max: SUGGESTION_LIMITS.replyMax })}
        </span>
      </div>
      <textarea
        ref={input}
        id={fieldId}
        className={`textarea h-24 w-full ${error ? 'textarea-error' : ''}`}
        placeholder={t('suggest.detail.followUpHint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        readOnly={busy}
      />
      {error && (
        <p id={`${fieldId}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-sm self-end" disabled={busy}>
        {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {busy ? t('suggest.detail.sending') : t('suggest.detail.send')}
      </button>
    </form>
  );
}
