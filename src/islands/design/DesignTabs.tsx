import { useRef, type KeyboardEvent } from 'react';
import type { DesignStatus } from '~/api/design-schema';
import { t } from '~/i18n/t-design';
import { DESIGN_STATUSES } from '~/lib/design-status';

type Tab = DesignStatus | '';
const TABS: readonly Tab[] = ['', ...DESIGN_STATUSES];

export interface DesignTabsProps {
  selected: Tab;
  onSelect: (status: Tab) => void;
  tabId: (status: Tab) => string;
  panelId: string;
}

/** 全部 and the four statuses (WAI-ARIA tabs: one tab stop, arrows, Home and End). */
export function DesignTabs({ selected, onSelect, tabId, panelId }: DesignTabsProps) {
  const refs = useRef(new Map<Tab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.indexOf(selected);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length] ?? selected;
    onSelect(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div role="tablist" aria-label={t('design.requests.tabs')} className="tabs tabs-border flex-nowrap overflow-x-auto">
      {TABS.map((status) => {
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
            className={`tab whitespace-nowrap px-3 ${active ? 'tab-active font-semibold' : 'text-base-content/75'}`}
            onClick={() => onSelect(status)}
            onKeyDown={onKeyDown}
          >
            {status || t('design.requests.all')}
          </button>
        );
      })}
    </div>
  );
}
