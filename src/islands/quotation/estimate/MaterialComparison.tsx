import { useDeferredValue, useId, useMemo, useState } from 'react';
import { listProcesses } from '~/components/catalogue/catalogue';
import type { Material } from '~/wire/catalogue';
import { useLazyModule } from '~/components/ui/use-lazy-module';
import { useRequest } from '~/core/use-request';
import { Loading } from '~/core/ListState';
import { t } from '~/components/part-options/compare-messages';
import { compareMaterials, sortRows, type ComparisonColumn, type SortDirection } from '~/lib/pricing/material-comparison';
import { formatFen } from '~/lib/format/money';
import { withReadablePricing } from '~/lib/pricing/material-pricing';
import type { PartsVerdict } from '~/lib/geometry/parts-printability';
import type { QuotationDraft } from '~/lib/drafts/quotation-draft';
import { chooseMaterial } from '~/stores/quotation';
import { hasAnalysedParts } from '~/lib/drafts/upload-draft';
import { ShipDateText } from '../ship-dates/ShipDates';
import { machineVolumes } from '~/lib/geometry/part-fit';

export interface MaterialComparisonProps {
  materials: readonly Material[];
  draft: Pick<QuotationDraft, 'materialTypeId' | 'fileList' | 'uploadFileList' | 'quantities' | 'partOptions' | 'assemblies'>;
}

const COLUMNS: ReadonlyArray<{ column: ComparisonColumn; label: 'compare.material' | 'compare.process' | 'compare.total' | 'compare.ship' | 'compare.printability'; end?: boolean }> = [
  { column: 'material', label: 'compare.material' },
  { column: 'process', label: 'compare.process' },
  { column: 'total', label: 'compare.total', end: true },
  { column: 'ship', label: 'compare.ship' },
  { column: 'printability', label: 'compare.printability' },
];

// The printability judgement loads only for a draft whose parts the browser analysed, as on step 3:
// for any other draft nothing is known against any material (未知), and nothing is downloaded for it.
const loadJudgement = () => import('~/lib/geometry/parts-printability');

/** A cell as a block of the card under md. */
const CELL = 'max-md:block max-md:px-1 max-md:py-0.5';

const VERDICT_BADGE = { cannotMake: 'badge-error', mayFail: 'badge-warning', ok: 'badge-success' } as const;

/** A material's printability for the analysed parts: the worst verdict, with how many parts have it. */
function VerdictCell({ verdict }: { verdict: PartsVerdict | null }) {
  if (!verdict) return <span className="text-base-content/70">{t('compare.printability.unknown')}</span>;
  const text =
    verdict.verdict === 'cannotMake'
      ? t('compare.printability.cannotMake', { count: verdict.cannotMake })
      : verdict.verdict === 'mayFail'
        ? t('compare.printability.mayFail', { count: verdict.mayFail })
        : t('compare.printability.ok');
  return (
    <span className={`badge badge-sm badge-soft whitespace-nowrap ${VERDICT_BADGE[verdict.verdict]}`} data-row-printability={verdict.verdict}>
      {text}
    </span>
  );
}

/**
 * Every material of the factory for the uploaded parts: total, ship date, whether the parts the
 * browser analysed can be made in it (its process's build volume, its minimum wall), sortable by each
 * column (a header button; aria-sort says the order), and 选用 switches the draft's material,
 * which re-prices the live estimate and the quote of step 3.
 */
export function MaterialComparison({ materials, draft }: MaterialComparisonProps) {
  const id = useId();
  const processes = useRequest('processes', listProcesses);
  const [sort, setSort] = useState<{ column: ComparisonColumn; direction: SortDirection }>({ column: 'total', direction: 'ascending' });
  const [switched, setSwitched] = useState<string | null>(null);
  const processOrder = useMemo(() => new Map((processes.data?.records ?? []).map((process, index) => [process.id, index])), [processes.data]);
  const processName = (processId: number) => processes.data?.records.find((process) => process.id === processId)?.name ?? '—';
  // Every material priced and judged, and a row each, is the step's largest render: it runs in a
  // background pass React splits into short slices (first the placeholder, then the table), and a
  // change of quantities or choices keeps the previous rows until the new ones are ready.
  const shown = useDeferredValue<typeof draft | null>(draft, null);
  const partsVerdict = useLazyModule(hasAnalysedParts(draft), loadJudgement).module?.partsVerdict;
  const rows = useMemo(() => {
    if (!shown) return [];
    const processOf = (material: Material) => processes.data?.records.find((process) => process.id === material.processId);
    // Until the processes and the judgement are known, no material is judged (a build volume is the process's).
    const verdictOf = (material: Material) => (processes.data && partsVerdict ? partsVerdict(shown.uploadFileList, processOf(material), material, shown, shown.fileList) : null);
    // A part larger than every machine of the factory counts in no material's total.
    const volumes = machineVolumes(processes.data?.records ?? []);
    return sortRows(compareMaterials(materials.map(withReadablePricing), shown, verdictOf, volumes), sort.column, sort.direction, processOrder);
  }, [materials, shown, sort, processOrder, processes.data, partsVerdict]);
  const measured = draft.fileList.some((file) => file.geometry !== null);

  const sortBy = (column: ComparisonColumn) =>
    setSort((previous) => ({ column, direction: previous.column === column && previous.direction === 'ascending' ? 'descending' : 'ascending' }));

  // Until the background pass has the rows, the same placeholder as while this part loads.
  if (!shown) return <Loading rows={3} />;

  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${id}-title`} data-comparison>
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('compare.title')}
        </h2>
        <p className="text-sm text-base-content/70">{t('compare.intro')}</p>
      </div>
      <p className="sr-only" role="status">
        {switched ?? ''}
      </p>
      {!measured ? (
        <p className="text-sm text-base-content/70">{t('compare.empty')}</p>
      ) : (
        // Under md the table lays each material out as a two-column card (name | process, total |
        // ship date, printability | 选用) instead of scrolling sideways; the sort buttons wrap above.
        <div className="md:overflow-x-auto">
          <table className="table table-sm max-md:block">
            <caption className="sr-only">{t('compare.caption')}</caption>
            <thead className="max-md:block">
              <tr className="max-md:flex max-md:flex-wrap max-md:gap-1 max-md:pb-2">
                {COLUMNS.map(({ column, label, end }) => (
                  <th key={column} scope="col" aria-sort={sort.column === column ? sort.direction : 'none'} className={`max-md:block max-md:p-0 ${end ? 'md:text-end' : ''}`}>
                    <button type="button" className="btn btn-ghost btn-xs gap-1 px-1 font-semibold" onClick={() => sortBy(column)} aria-label={t('compare.sortBy', { column: t(label) })} data-sort={column}>
                      {t(label)}
                      <span aria-hidden="true">{sort.column === column ? (sort.direction === 'ascending' ? '↑' : '↓') : '↕'}</span>
                    </button>
                  </th>
                ))}
                <th scope="col" className="max-md:hidden">
                  <span className="sr-only">{t('compare.action')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {rows.map((row) => {
                const current = row.material.id === draft.materialTypeId;
                return (
                  <tr
                    key={row.material.id}
                    className={`max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-3 max-md:py-2 ${current ? 'bg-primary/10' : ''}`}
                    data-material-row={row.material.name}
                  >
                    <th scope="row" className={`font-medium ${CELL}`}>
                      {row.material.name}
                    </th>
                    <td className={`${CELL} max-md:text-end`}>{processName(row.material.processId)}</td>
                    <td className={`tabular-nums md:text-end ${CELL}`} data-row-total>
                      {/* Nothing of the parts can be priced in it: a dash, not ¥0.00. */}
                      {row.priced === 0 ? '—' : formatFen(row.goods)}
                      {row.refused > 0 && <span className="block text-xs text-error" data-row-refused>{t('compare.refused', { count: row.refused })}</span>}
                      {row.manual > 0 && <span className="block text-xs text-base-content/70">{t('compare.manual', { count: row.manual })}</span>}
                    </td>
                    <td className={`whitespace-nowrap max-md:text-end ${CELL}`}>
                      <ShipDateText days={row.leadDays} />
                    </td>
                    <td className={CELL}>
                      <VerdictCell verdict={row.printability} />
                    </td>
                    <td className={`text-end ${CELL}`}>
                      {current ? (
                        <span className="badge badge-primary badge-sm whitespace-nowrap">{t('compare.current')}</span>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-outline btn-primary btn-xs"
                          aria-label={t('compare.chooseLabel', { name: row.material.name })}
                          onClick={() => {
                            chooseMaterial(row.material.id, row.material.colours[0] ?? null);
                            setSwitched(t('compare.switched', { name: row.material.name }));
                          }}
                        >
                          {t('compare.choose')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
