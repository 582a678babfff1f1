import { useId } from 'react';
import { DateRangeFields } from '~/components/ui/DateRangeFields';
import { t } from '~/components/wallet/messages';
import type { FlowFilterForm } from '~/islands/amount-flow/amount-flow-filter';
import { AMOUNT_FLOW_TYPES, amountFlowTypeLabel } from '~/islands/amount-flow/amount-flow-text';

export interface FlowFiltersProps {
  form: FlowFilterForm;
  /** Why the dates cannot be used, shown under them; null when they can. */
  dateError: string | null;
  onChange: (form: FlowFilterForm) => void;
}

const TYPE_OPTIONS = [{ value: '', label: t('flow.type.all') }, ...AMOUNT_FLOW_TYPES.map((type) => ({ value: type, label: amountFlowTypeLabel(type) }))] as const;

/** Type (radio buttons) and a local date range; every change applies at once when valid. */
export function FlowFilters({ form, dateError, onChange }: FlowFiltersProps) {
  const id = useId();
  const filtered = form.type !== '' || form.from !== '' || form.to !== '';
  return (
    <form className="flex flex-wrap items-end gap-x-4 gap-y-3" aria-label={t('flow.filters')} onSubmit={(event) => event.preventDefault()}>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm">{t('flow.type')}</legend>
        <div className="join">
          {TYPE_OPTIONS.map((option) => (
            <input
              key={option.value}
              type="radio"
              name={`${id}-type`}
              className="join-item btn btn-sm"
              aria-label={option.label}
              value={option.value}
              checked={form.type === option.value}
              onChange={() => onChange({ ...form, type: option.value })}
            />
          ))}
        </div>
      </fieldset>
      <DateRangeFields from={form.from} to={form.to} error={dateError} onChange={(range) => onChange({ ...form, ...range })} />
      {filtered && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange({ type: '', from: '', to: '' })}>
          {t('flow.clear')}
        </button>
      )}
    </form>
  );
}
