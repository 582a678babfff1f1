import { t } from '~/components/form/messages';
import { REMARKS_MAX } from '~/lib/forms/order-form-rules';

/** 备注: at most 500 characters, with a live counter. */
export function RemarksField({ id, value, onValue }: { id: string; value: string; onValue: (value: string) => void }) {
  const counterId = `${id}-counter`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {t('quotation.remarks.label')}
      </label>
      <textarea
        id={id}
        className="textarea w-full"
        rows={3}
        maxLength={REMARKS_MAX}
        placeholder={t('quotation.remarks.placeholder')}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-describedby={counterId}
      />
      <p id={counterId} className="self-end text-sm text-base-content/70 tabular-nums">
        {t('quotation.remarks.counter', { count: value.length, max: REMARKS_MAX })}
      </p>
    </div>
  );
}
