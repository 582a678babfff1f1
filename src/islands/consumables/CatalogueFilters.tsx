import type { ConsumableCategory, ConsumableSort } from '~/wire/consumables';
import { t } from '~/islands/consumables/messages';
import { CONSUMABLE_CATEGORIES, CONSUMABLE_SORTS, KEYWORD_MAX } from '~/lib/format/list-filters';

export interface CatalogueFiltersProps {
  idPrefix: string;
  category: ConsumableCategory | null;
  keyword: string;
  sort: ConsumableSort;
  onCategory: (category: ConsumableCategory | null) => void;
  onKeyword: (keyword: string) => void;
  /** Enter in the search box: search now rather than after the pause. */
  onSearchNow: () => void;
  onSort: (sort: ConsumableSort) => void;
}

/** Category buttons (全部 + five), the search box and the sort order. */
export function CatalogueFilters({ idPrefix, category, keyword, sort, onCategory, onKeyword, onSearchNow, onSort }: CatalogueFiltersProps) {
  const options: (ConsumableCategory | null)[] = [null, ...CONSUMABLE_CATEGORIES];
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('consumables.category.label')} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option === category;
          return (
            <button
              key={option ?? 'all'}
              type="button"
              className={`btn btn-sm shrink-0 ${active ? 'btn-primary' : 'btn-ghost border-base-300'}`}
              aria-pressed={active}
              onClick={() => onCategory(option)}
            >
              {t(option ? `consumables.category.${option}` : 'consumables.category.all')}
            </button>
          );
        })}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <form
          role="search"
          className="flex flex-1 flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            onSearchNow();
          }}
        >
          <label htmlFor={`${idPrefix}-search`} className="text-sm font-medium">
            {t('consumables.search.label')}
          </label>
          <input
            id={`${idPrefix}-search`}
            type="search"
            className="input w-full"
            placeholder={t('consumables.search.placeholder')}
            maxLength={KEYWORD_MAX}
            value={keyword}
            onChange={(event) => onKeyword(event.target.value)}
          />
        </form>
        <div className="flex flex-col gap-1 sm:w-48">
          <label htmlFor={`${idPrefix}-sort`} className="text-sm font-medium">
            {t('consumables.sort.label')}
          </label>
          <select
            id={`${idPrefix}-sort`}
            className="select w-full"
            value={sort}
            onChange={(event) => {
              const next = CONSUMABLE_SORTS.find((candidate) => candidate === event.target.value);
              if (next) onSort(next);
            }}
          >
            {CONSUMABLE_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`consumables.sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
