import { useTabList } from '~/components/ui/use-tab-list';

export interface StatusTab<T extends string> {
  value: T;
  label: string;
  /**
   * Shown as a badge after the label. null while it loads: an empty badge of the same width
   * holds its place, so the tabs do not move when the numbers arrive. Left out: no badge
   * (counts not offered, or their call failed).
   */
  count?: number | null | undefined;
}

export interface StatusTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly StatusTab<T>[];
  selected: T;
  onSelect: (value: T) => void;
  tabId: (value: T) => string;
  panelId: string;
  /** The tabs share the row on a phone instead of scrolling (for a few short labels). */
  fill?: boolean;
}

/** Status tabs after the WAI-ARIA tabs pattern (useTabList), with each status's count. */
export function StatusTabs<T extends string>({ label, tabs, selected, onSelect, tabId, panelId, fill = false }: StatusTabsProps<T>) {
  const { tabProps } = useTabList(
    tabs.map((tab) => tab.value),
    selected,
    onSelect,
    tabId,
    panelId,
  );
  const spacing = fill ? 'flex-1 px-1 sm:flex-none sm:px-3' : 'shrink-0 px-2 sm:px-3';
  return (
    <div role="tablist" aria-label={label} className="tabs tabs-border flex-nowrap overflow-x-auto">
      {tabs.map(({ value, label: text, count }) => {
        const active = value === selected;
        return (
          <button
            key={value || 'all'}
            {...tabProps(value)}
            className={`tab flex-nowrap gap-1 whitespace-nowrap sm:gap-1.5 ${spacing} ${active ? 'tab-active font-semibold' : 'text-base-content/75'}`}
            data-status={value || 'all'}
          >
            {text}
            {count === null && <span className="badge badge-sm badge-ghost min-w-10" aria-hidden="true" data-count-pending />}
            {count !== undefined && count !== null && (
              <span className={`badge badge-sm min-w-10 tabular-nums ${active ? 'badge-primary' : 'badge-ghost'}`} data-count>
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
