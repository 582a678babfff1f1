import { useRef, type KeyboardEvent } from 'react';
import type { FootageCategory } from '~/api/consumable-schema';
import { t } from '~/i18n/t-footage';

export const FOOTAGE_TABS: readonly (FootageCategory | null)[] = [null, 'model', 'fixture', 'video', 'guide', 'datasheet'];

export interface FootageTabsProps {
  selected: FootageCategory | null;
  onSelect: (category: FootageCategory | null) => void;
  tabId: (category: FootageCategory | null) => string;
  panelId: string;
}

export const categoryLabel = (category: FootageCategory | null) => t(category ? `footage.category.${category}` : 'footage.category.all');

/** 全部 and the five categories as tabs (WAI-ARIA tabs pattern): one tab stop, arrows, Home and End. */
export function FootageTabs({ selected, onSelect, tabId, panelId }: FootageTabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = FOOTAGE_TABS.indexOf(selected);
    const last = FOOTAGE_TABS.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = FOOTAGE_TABS[(target + FOOTAGE_TABS.length) % FOOTAGE_TABS.length] ?? null;
    onSelect(next);
    refs.current.get(next ?? 'all')?.focus();
  }

  return (
    <div role="tablist" aria-label={t('footage.tabs')} className="tabs tabs-border flex-nowrap overflow-x-auto">
      {FOOTAGE_TABS.map((category) => {
        const active = category === selected;
        const key = category ?? 'all';
        return (
          <button
            key={key}
            ref={(element) => {
              if (element) refs.current.set(key, element);
              else refs.current.delete(key);
            }}
            type="button"
            role="tab"
            id={tabId(category)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={`tab shrink-0 whitespace-nowrap px-3 ${active ? 'tab-active font-semibold' : 'text-base-content/75'}`}
            onClick={() => onSelect(category)}
            onKeyDown={onKeyDown}
          >
            {categoryLabel(category)}
          </button>
        );
      })}
    </div>
  );
}
