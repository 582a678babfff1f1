import { useRef, type KeyboardEvent } from 'react';
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
 * 全部 and one tab per process (WAI-ARIA tabs: one tab stop; arrow keys, Home and End move and
 * select). Scrolls sideways on a phone rather than wrapping into a wall of tabs.
 */
export function ProcessFilter({ processes, counts, total, selected, onSelect, tabId, panelId }: ProcessFilterProps) {
  const ids: (number | null)[] = [null, ...processes.map((process) => process.id)];
  const refs = useRef(new Map<number | null, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = ids.indexOf(selected);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: ids.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ids[(target + ids.length) % ids.length] ?? null;
    onSelect(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div role="tablist" aria-label={t('quotation.material.processes')} className="tabs tabs-box flex-nowrap overflow-x-auto bg-base-200">
      {ids.map((id) => {
        const process = processes.find((candidate) => candidate.id === id);
        const active = id === selected;
        const count = id === null ? total : (counts.get(id) ?? 0);
        return (
          <button
            key={id ?? 'all'}
            ref={(element) => {
              if (element) refs.current.set(id, element);
              else refs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={tabId(id)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={`tab flex-none flex-nowrap gap-1.5 whitespace-nowrap ${active ? 'tab-active font-semibold' : 'text-base-content/80'}`}
            onClick={() => onSelect(id)}
            onKeyDown={onKeyDown}
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
