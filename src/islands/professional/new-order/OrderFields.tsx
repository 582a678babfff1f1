import { useState, type RefObject } from 'react';
import { t } from './messages';
import { requirementsLength } from '~/islands/professional/new-order/professional-order-validation';
import { daysAfter, EXPECTED_DATE_PRESETS } from '~/lib/orders/expected-date';
import { REQUIREMENTS_LIMITS } from '~/lib/forms/professional-order-rules';
import type { ProfessionalTextField } from '~/stores/professional-draft';

export interface OrderFieldsProps {
  idPrefix: string;
  values: Record<ProfessionalTextField, string>;
  errors: { [K in ProfessionalTextField]?: string | undefined };
  today: string;
  onValue: (field: ProfessionalTextField, value: string) => void;
  onLeave: (field: ProfessionalTextField) => void;
  requirementsRef: RefObject<HTMLTextAreaElement | null>;
  quantityRef: RefObject<HTMLInputElement | null>;
  expectedDateRef: RefObject<HTMLInputElement | null>;
}

/** The message under a field, tied to it by id. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-error">
      {error}
    </p>
  );
}

const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * 需求说明 with its live count, 数量 and 期望交期: labelled, each message right under its field.
 * No maxLength: a pasted long text stays whole and its message says how much is too much.
 */
export function OrderFields({ idPrefix, values, errors, today, onValue, onLeave, requirementsRef, quantityRef, expectedDateRef }: OrderFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const count = requirementsLength(values.requirements);
  const over = count > REQUIREMENTS_LIMITS.max;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-lg font-semibold">{t('professional.form.details')}</legend>
      <div className="flex flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={id('requirements')} className="font-medium">
            {t('professional.form.requirements')}
          </label>
          <span id={id('requirements-count')} className={`text-xs tabular-nums ${over ? 'text-error' : 'text-base-content/65'}`} aria-live="polite">
            {t('professional.form.requirementsCount', { count, max: REQUIREMENTS_LIMITS.max })}
          </span>
        </div>
        <textarea
          ref={requirementsRef}
          id={id('requirements')}
          name="requirements"
          className={`textarea h-36 w-full ${errors.requirements ? 'textarea-error' : ''}`}
          placeholder={t('professional.form.requirementsPlaceholder')}
          value={values.requirements}
          onChange={(event) => onValue('requirements', event.target.value)}
          onBlur={() => onLeave('requirements')}
          aria-invalid={Boolean(errors.requirements)}
          aria-describedby={describedBy(id('requirements-count'), Boolean(errors.requirements) && id('requirements-error'))}
          required
        />
        <FieldError id={id('requirements-error')} error={errors.requirements} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={id('quantity')} className="font-medium">
            {t('professional.form.quantity')}
          </label>
          <input
            ref={quantityRef}
            id={id('quantity')}
            name="quantity"
            className={`input w-full tabular-nums ${errors.quantity ? 'input-error' : ''}`}
            inputMode="numeric"
            autoComplete="off"
            value={values.quantity}
            onChange={(event) => onValue('quantity', event.target.value)}
            onBlur={() => onLeave('quantity')}
            aria-invalid={Boolean(errors.quantity)}
            aria-describedby={describedBy(Boolean(errors.quantity) && id('quantity-error'))}
            required
          />
          <FieldError id={id('quantity-error')} error={errors.quantity} />
        </div>
        <ExpectedDate
          id={id('expectedDate')}
          value={values.expectedDate}
          error={errors.expectedDate}
          today={today}
          onValue={(value) => onValue('expectedDate', value)}
          onLeave={() => onLeave('expectedDate')}
          inputRef={expectedDateRef}
        />
      </div>
    </fieldset>
  );
}

interface ExpectedDateProps {
  id: string;
  value: string;
  error: string | undefined;
  today: string;
  onValue: (value: string) => void;
  onLeave: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * 期望交期: 7, 14 or 30 days from today in one tap, or 指定日期 with a date field. The date field is
 * drawn only for 指定日期 (or a stored day that is none of those): making one costs a phone's main
 * thread more than the rest of the form. A message sends the focus to the field, or to the first choice.
 */
function ExpectedDate({ id, value, error, today, onValue, onLeave, inputRef }: ExpectedDateProps) {
  const preset = EXPECTED_DATE_PRESETS.find((days) => daysAfter(today, days) === value) ?? null;
  const [custom, setCustom] = useState(false);
  const picking = custom || (value !== '' && preset === null);
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={describedBy(`${id}-hint`, Boolean(error) && `${id}-error`)}>
      <legend className="mb-1 font-medium">{t('professional.form.expectedDate')}</legend>
      <div className="flex flex-wrap gap-2">
        {EXPECTED_DATE_PRESETS.map((days, index) => (
          <input
            key={days}
            ref={index === 0 && !picking ? inputRef : undefined}
            type="radio"
            name={`${id}-choice`}
            className="btn btn-sm"
            aria-label={t('professional.form.expectedDateIn', { days })}
            checked={!picking && preset === days}
            onChange={() => {
              setCustom(false);
              onValue(daysAfter(today, days));
            }}
            aria-invalid={Boolean(error)}
          />
        ))}
        <input
          type="radio"
          name={`${id}-choice`}
          className="btn btn-sm"
          aria-label={t('professional.form.expectedDateCustom')}
          checked={picking}
          onChange={() => setCustom(true)}
          aria-invalid={Boolean(error)}
        />
      </div>
      {picking && (
        <div className="mt-1 flex flex-col gap-1">
          <label htmlFor={id} className="text-sm">
            {t('professional.form.expectedDateDay')}
          </label>
          <input
            ref={inputRef}
            id={id}
            name="expectedDate"
            type="date"
            className={`input w-full ${error ? 'input-error' : ''}`}
            min={today}
            value={value}
            onChange={(event) => onValue(event.target.value)}
            onBlur={onLeave}
            aria-invalid={Boolean(error)}
            required
          />
        </div>
      )}
      <p id={`${id}-hint`} className="text-xs text-base-content/65">
        {value !== '' && !picking ? t('professional.form.expectedDateChosen', { date: value }) : t('professional.form.expectedDateHint')}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
