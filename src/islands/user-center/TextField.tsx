import type { InputHTMLAttributes, Ref } from 'react';
import { t } from '~/i18n/t-profile';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its message underneath, tied together for screen readers. */
export function TextField({ id, label, value, onValue, error, optional = false, inputRef, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
        {optional && <span className="ms-1 text-sm font-normal text-base-content/70">（{t('profile.optional')}）</span>}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className={`input w-full ${error ? 'input-error' : ''} ${className ?? ''}`}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
