import { useState, type Ref } from 'react';
import { t } from '~/i18n/t-account';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string;
  autoComplete: 'new-password' | 'current-password';
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}

/** A labelled password input with its own show/hide toggle and inline error. */
export function PasswordField({ id, label, value, error, hint, autoComplete, inputRef, onChange }: PasswordFieldProps) {
  const [reveal, setReveal] = useState(false);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="join w-full">
        <input
          ref={inputRef}
          id={id}
          type={reveal ? 'text' : 'password'}
          autoComplete={autoComplete}
          className={`input join-item w-full ${error ? 'input-error' : ''}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
        />
        <button
          type="button"
          className="btn join-item"
          onClick={() => setReveal(!reveal)}
          aria-pressed={reveal}
          aria-label={t(reveal ? 'password.hideLabel' : 'password.showLabel', { field: label })}
        >
          {t(reveal ? 'password.hide' : 'password.show')}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-base-content/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
