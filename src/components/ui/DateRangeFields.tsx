import { useEffect, useId, useRef, useState } from 'react';
import { t } from '~/core/messages';

export interface DateRange {
  /** Local days as `YYYY-MM-DD`, or '' when open. */
  from: string;
  to: string;
}

export interface DateRangeFieldsProps extends DateRange {
  /** Why the dates cannot be used, shown under them; null when they can. */
  error: string | null;
  /** Every change of either date, valid or not: the caller decides when the range applies. */
  onChange: (range: DateRange) => void;
}

/**
 * 开始日期 and 结束日期 side by side, each bounded by the other, with one message under both.
 *
 * Until a range is set they wait behind 按日期筛选, which shows them with 开始日期 focused: Chromium
 * builds a date field's picker the first time a page makes one (40–90 ms of main thread on a
 * 2-core desktop, several times that on a phone), and a list page made both while it started.
 */
export function DateRangeFields({ from, to, error, onChange }: DateRangeFieldsProps) {
  const [opened, setOpened] = useState(false);
  const fromRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (opened) fromRef.current?.focus();
  }, [opened]);
  const errorId = `${useId()}-date-error`;
  if (!opened && from === '' && to === '') {
    return (
      <button type="button" className="btn btn-sm btn-outline" aria-expanded="false" onClick={() => setOpened(true)}>
        {t('dateRange.show')}
      </button>
    );
  }
  const dateProps = {
    className: 'input input-sm w-full sm:w-40',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className="flex w-full flex-col gap-1 sm:w-auto">
      <div className="grid grid-cols-2 items-end gap-3 sm:flex">
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('dateRange.from')}</span>
          <input ref={fromRef} type="date" {...dateProps} value={from} max={to || undefined} onChange={(event) => onChange({ from: event.target.value, to })} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>{t('dateRange.to')}</span>
          <input type="date" {...dateProps} value={to} min={from || undefined} onChange={(event) => onChange({ from, to: event.target.value })} />
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
