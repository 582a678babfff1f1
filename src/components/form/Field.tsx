import type { ReactNode } from 'react';

export interface FieldProps {
  /** The control's id: the label points at it; its message is `${id}-error` unless `errorId` says otherwise. */
  id: string;
  label: string;
  /** After the label text, in its line (（选填）). */
  labelNote?: ReactNode;
  error: string | undefined;
  errorId?: string;
  /** Under the control, always shown (`${id}-hint`). */
  hint?: string | undefined;
  /** Keeps the message's line even while there is none, with a counter at its end, so typing never moves what is below. */
  steady?: boolean;
  counter?: ReactNode;
  /** Under the message: what to do about it. */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * The one field of every form: the label, the control (`children`, which points at `hint` and
 * the message with aria-describedby), and the message below it.
 */
export function Field({ id, label, labelNote, error, errorId = `${id}-error`, hint, steady = false, counter, after, children }: FieldProps) {
  return (
    <div className={`flex flex-col ${steady ? 'gap-1.5' : 'gap-1'}`}>
      <label htmlFor={id} className="font-medium">
        {label}
        {labelNote}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-base-content/70">
          {hint}
        </p>
      )}
      {steady ? (
        <div className="flex min-h-5 flex-wrap justify-between gap-2">
          <span id={errorId} className="text-sm text-error" role={error ? 'alert' : undefined}>
            {error}
          </span>
          {counter}
        </div>
      ) : (
        error && (
          <p id={errorId} className="text-sm text-error">
            {error}
          </p>
        )
      )}
      {after}
    </div>
  );
}
