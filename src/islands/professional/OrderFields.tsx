import type { RefObject } from 'react';
import { t } from '~/i18n/t-professional-form';
import { requirementsLength } from '~/lib/professional-order-validation';
import { REQUIREMENTS_LIMITS } from '~/lib/professional-order-rules';
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
        <div className="flex flex-col gap-1">
          <label htmlFor={id('expectedDate')} className="font-medium">
            {t('professional.form.expectedDate')}
          </label>
          <input
            ref={expectedDateRef}
            id={id('expectedDate')}
            name="expectedDate"
            type="date"
            className={`input w-full ${errors.expectedDate ? 'input-error' : ''}`}
            min={today}
            value={values.expectedDate}
            onChange={(event) => onValue('expectedDate', event.target.value)}
            onBlur={() => onLeave('expectedDate')}
            aria-invalid={Boolean(errors.expectedDate)}
            aria-describedby={describedBy(id('expectedDate-hint'), Boolean(errors.expectedDate) && id('expectedDate-error'))}
            required
          />
          <p id={id('expectedDate-hint')} className="text-xs text-base-content/65">
            {t('professional.form.expectedDateHint')}
          </p>
          <FieldError id={id('expectedDate-error')} error={errors.expectedDate} />
        </div>
      </div>
    </fieldset>
  );
}
