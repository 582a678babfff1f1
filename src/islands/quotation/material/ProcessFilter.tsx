import { useTabList } from '~/components/ui/use-tab-list';
import type { Process } from '~/wire/catalogue';
import { t } from '~/islands/quotation/material/messages';

export interface ProcessFilterProps {
  processes: readonly Process[];
  /** Materials per process id, for the counts on the tabs. */
  counts: ReadonlyMap<number, number>;
  total: number;
  /** null = 全部. */
  selected: number | null;
  onSelect: (processId: number | null) => void;
  tabId: (processId: number | null) => string;
  panelId: string;
}

/**
 * 全部 and one tab per process (WAI-ARIA tabs, useTabList). Scrolls sideways on a phone rather than wrapping into a wall of tabs.
 */
export function ProcessFilter({ processes, counts, total, selected, onSelect, tabId, panelId }: ProcessFilterProps) {
  const ids: (number | null)[] = [null, ...processes.map((process) => process.id)];
  const { tabProps } = useTabList(ids, selected, onSelect, tabId, panelId);
  return (
    <div role="tablist" aria-label={t('quotation.material.processes')} className="tabs tabs-box flex-nowrap overflow-x-auto bg-base-200">
      {ids.map((id) => {
        const process = processes.find((candidate) => candidate.id === id);
        const active = id === selected;
        const count = id === null ? total : (counts.get(id) ?? 0);
        return (
          <button
            key={id ?? 'all'}
            {...tabProps(id)}
            className={`tab flex-none flex-nowrap gap-1.5 whitespace-nowrap ${active ? 'tab-active font-semibold' : 'text-base-content/80'}`}
            data-process={process?.code ?? 'all'}
          >
            {process ? process.name : t('quotation.material.all')}
            <span className={`badge badge-sm tabular-nums ${active ? 'badge-primary' : 'badge-ghost'}`}>{count}</span>
          </button>
        );
      })}
    </div>
  );
}
