import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './Field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  /** Said after the label when the field may stay empty (（选填）). */
  optionalNote?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** A one-line text input in a Field. */
export function TextField({ id, label, value, onValue, error, optionalNote, inputRef, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} labelNote={optionalNote && <span className="ms-1 text-sm font-normal text-base-content/70">（{optionalNote}）</span>}>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className={`input w-full ${error ? 'input-error' : ''} ${className ?? ''}`}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </Field>
  );
}
