import { useId, useRef, useState } from 'react';
import type { DesignOrder } from '~/wire/design-requests';
import { reviseDesignOrder } from '~/islands/design-service/design-service';
import { ApiError } from '~/core/errors';
import { t } from '~/islands/design-service/messages';
import { reviseNoteError, textLength } from '~/islands/design-service/design-request-validation';
import { DESIGN_LIMITS } from '~/lib/forms/design-request-rules';
import { revisionsLeft } from '~/islands/design-service/design-service-status';
import { showToast } from '~/stores/toasts';

export interface ReviseFormProps {
  order: DesignOrder;
  onDone: (updated: DesignOrder) => void;
  /** The server refused (409: no revisions left, status moved): reload what is shown. */
  onRefused: () => void;
  onCancel: () => void;
}

/** 申请修改: a note for the designers, checked before it is sent and kept if sending fails. */
export function ReviseForm({ order, onDone, onRefused, onCancel }: ReviseFormProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  async function send() {
    if (busy) return;
    const check = reviseNoteError(note);
    setError(check);
    if (check) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const updated = await reviseDesignOrder(order.requestNo, { note: note.trim() });
      showToast('success', t('design.detail.revised'));
      onDone(updated);
    } catch (failure) {
      // A 409 is the form's to show; anything else the notifier has shown. The note stays.
      if (failure instanceof ApiError && failure.status === 409) {
        setProblem(failure.message);
        onRefused();
      }
      setBusy(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-2 rounded-box border border-primary/30 p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      data-revise-form
    >
      <label htmlFor={`${id}-note`} className="font-medium">
        {t('design.detail.reviseNote')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-base-content/75">
        {t('design.detail.reviseHint', { left: revisionsLeft(order) })}
      </p>
      <textarea
        id={`${id}-note`}
        ref={field}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        rows={4}
        value={note}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setNote(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span id={`${id}-error`} className="text-error" role={error ? 'alert' : undefined}>
          {error}
        </span>
        <span id={`${id}-count`} className="text-base-content/70 tabular-nums">
          {t('design.form.briefCount', { count: textLength(note), max: DESIGN_LIMITS.note.max })}
        </span>
      </div>
      {problem && (
        <p role="alert" className="alert alert-error alert-soft text-sm" data-revise-problem>
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={onCancel}>
          {t('design.detail.reviseCancel')}
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {busy ? t('design.detail.revising') : t('design.detail.reviseSend')}
        </button>
      </div>
    </form>
  );
}
