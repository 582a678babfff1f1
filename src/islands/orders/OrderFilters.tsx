import { useState, type FormEvent } from 'react';
import { DateRangeFields } from '~/components/ui/DateRangeFields';
import { t } from '~/components/orders/messages';
import { SEARCH_MAX, type OrderCenterState } from '~/islands/orders/order-center-query';

type Filter = Pick<OrderCenterState, 'q' | 'from' | 'to'>;

export interface OrderFiltersProps {
  filter: Filter;
  /** Why the dates cannot be used, shown under them; null when they can. */
  dateError: string | null;
  /** The search applies on submit; the dates at once (when valid). */
  onChange: (filter: Filter) => void;
}

/** Search by order number and a local date range. */
export function OrderFilters({ filter, dateError, onChange }: OrderFiltersProps) {
  const [text, setText] = useState(filter.q);
  const filtered = filter.q !== '' || filter.from !== '' || filter.to !== '';

  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filter, q: text.trim() });
  }

  return (
    <form className="flex flex-wrap items-end gap-x-4 gap-y-3" aria-label={t('orders.filters')} onSubmit={search} role="search">
      <label className="flex w-full flex-col gap-1 text-sm sm:w-auto">
        <span>{t('orders.search')}</span>
        <span className="join w-full">
          <input
            type="search"
            className="input input-sm join-item w-full sm:w-56"
            value={text}
            maxLength={SEARCH_MAX}
            placeholder={t('orders.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn-sm btn-primary join-item">
            {t('orders.searchSubmit')}
          </button>
        </span>
      </label>
      <DateRangeFields from={filter.from} to={filter.to} error={dateError} onChange={(range) => onChange({ ...filter, ...range })} />
      {filtered && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            setText('');
            onChange({ q: '', from: '', to: '' });
          }}
        >
          {t('orders.clear')}
        </button>
      )}
    </form>
  );
}
