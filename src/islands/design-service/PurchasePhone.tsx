import type { Ref } from 'react';
import { t } from '~/islands/design-service/messages';

export interface PurchasePhoneProps {
  id: string;
  value: string;
  error: string | null;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onValue: (value: string) => void;
}

/** The phone number a package purchase needs, asked for right in the purchase bar when the profile has none. */
export function PurchasePhone({ id, value, error, disabled, inputRef, onValue }: PurchasePhoneProps) {
  return (
    <div className="flex flex-col gap-1" data-purchase-phone>
      <label htmlFor={id} className="font-medium">
        {t('design.packages.phone')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        className={`input w-full sm:w-64 ${error ? 'input-error' : ''}`}
        value={value}
        disabled={disabled}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-sm text-base-content/75">
        {t('design.packages.phoneHint')}
      </p>
    </div>
  );
}
