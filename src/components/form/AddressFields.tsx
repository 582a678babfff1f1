import type { InputHTMLAttributes, ReactNode, RefObject } from 'react';
import { t } from '~/components/form/messages';
import { type AddressErrors } from '~/components/form/address-validation';
import { type AddressField, type AddressInput } from '~/lib/forms/address-input';

export interface AddressFieldsProps {
  idPrefix: string;
  values: AddressInput;
  errors: AddressErrors;
  onValue: (field: AddressField, value: string) => void;
  /** Checks a field once the customer leaves it. */
  onLeave: (field: AddressField) => void;
  refs: Record<AddressField, RefObject<HTMLInputElement | null>>;
  remembered: boolean;
  /** Beside the title: the address book's choice, where the backend keeps one. */
  picker?: ReactNode;
}

// No maxLength on the text fields: a pasted long text is kept and its message says the limit,
// rather than being cut off unseen.
const INPUTS: Record<AddressField, InputHTMLAttributes<HTMLInputElement>> = {
  name: { autoComplete: 'shipping name' },
  phone: { autoComplete: 'shipping tel-national', type: 'tel', inputMode: 'numeric' },
  region: { autoComplete: 'shipping address-level1' },
  detail: { autoComplete: 'shipping street-address' },
};

/** 收货人, 手机号, 所在地区, 详细地址: labelled, each with its message under it. */
export function AddressFields({ idPrefix, values, errors, onValue, onLeave, refs, remembered, picker }: AddressFieldsProps) {
  const title = t('quotation.address.title');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{title}</legend>
      {/* The title's row is as high as the picker's controls and never wraps, so they arrive without moving the fields. */}
      <div className="flex min-h-8 items-center justify-between gap-2 text-lg font-semibold">
        {title}
        {picker}
      </div>
      {remembered && <p className="text-sm text-base-content/70">{t('quotation.address.remembered')}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        {(['name', 'phone', 'region', 'detail'] as const).map((field) => {
          const id = `${idPrefix}-${field}`;
          const error = errors[field];
          return (
            <div key={field} className={`flex flex-col gap-1 ${field === 'detail' ? 'sm:col-span-2' : ''}`}>
              <label htmlFor={id} className="font-medium">
                {t(`quotation.address.${field}`)}
              </label>
              <input
                {...INPUTS[field]}
                ref={refs[field]}
                id={id}
                name={field}
                className={`input w-full ${error ? 'input-error' : ''}`}
                placeholder={t(`quotation.address.${field}Placeholder`)}
                value={values[field]}
                onChange={(event) => onValue(field, event.target.value)}
                onBlur={() => onLeave(field)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${id}-error` : undefined}
                required
              />
              {error && (
                <p id={`${id}-error`} className="text-error text-sm">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
