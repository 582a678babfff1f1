import { useRef, type KeyboardEvent } from 'react';
import type { OrderStatus } from '~/api/quotation-schema';
import { t } from '~/i18n/t-orders';
import type { StatusTab } from '~/lib/order-center-query';

type TabStatus = OrderStatus | '';

export interface OrderTabsProps {
  tabs: readonly StatusTab[];
  selected: TabStatus;
  onSelect: (status: TabStatus) => void;
  tabId: (status: TabStatus) => string;
  panelId: string;
}

/** 全部 and the statuses of the kind (WAI-ARIA tabs: one tab stop, arrows, Home and End), each with its count. */
export function OrderTabs({ tabs, selected, onSelect, tabId, panelId }: OrderTabsProps) {
  const refs = useRef(new Map<TabStatus, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.status === selected);
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]?.status ?? selected;
    onSelect(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div role="tablist" aria-label={t('orders.tabs')} className="tabs tabs-border flex-nowrap overflow-x-auto">
      {tabs.map(({ status, label, count }) => {
        const active = status === selected;
        return (
          <button
            key={status || 'all'}
            ref={(element) => {
              if (element) refs.current.set(status, element);
              else refs.current.delete(status);
            }}
            type="button"
            role="tab"
            id={tabId(status)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={`tab flex-nowrap gap-1 whitespace-nowrap px-2 sm:gap-1.5 sm:px-3 ${active ? 'tab-active font-semibold' : 'text-base-content/75'}`}
            onClick={() => onSelect(status)}
            onKeyDown={onKeyDown}
            data-status={status || 'all'}
          >
            {label}
            {count !== null && (
              <span className={`badge badge-sm tabular-nums ${active ? 'badge-primary' : 'badge-ghost'}`} data-count>
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
