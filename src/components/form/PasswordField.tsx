import { useState, type Ref } from 'react';
import { t } from '~/components/form/account-messages';
import { Field } from './Field';

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

/** A password input in a Field, with its own show/hide toggle. */
export function PasswordField({ id, label, value, error, hint, autoComplete, inputRef, onChange }: PasswordFieldProps) {
  const [reveal, setReveal] = useState(false);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field id={id} label={label} error={error} hint={hint}>
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
    </Field>
  );
}
