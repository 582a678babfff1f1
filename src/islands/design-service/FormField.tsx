import type { ReactNode } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  errorId: string;
  counter?: ReactNode;
  /** Under the message: what to do about it. */
  after?: ReactNode;
  children: ReactNode;
}

/** A labelled field of the new-request form with its message (announced when it appears) below. */
export function Field({ id, label, error, errorId, counter, after, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      <div className="flex min-h-5 flex-wrap justify-between gap-2">
        <span id={errorId} className="text-sm text-error" role={error ? 'alert' : undefined}>
          {error}
        </span>
        {counter}
      </div>
      {after}
    </div>
  );
}
