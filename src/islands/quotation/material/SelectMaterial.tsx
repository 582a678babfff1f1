import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { listMaterials, listProcesses } from '~/components/catalogue/catalogue';
import type { Material, Process } from '~/wire/catalogue';
import { Empty, LoadFailure, Loading } from '~/core/ListState';
import { t } from '~/islands/quotation/material/messages';
import { Guarded } from '~/core/guard/Guarded';
import { useRequest } from '~/core/use-request';
import { STEP_PATHS } from '~/lib/routes/quotation-steps';
import { $quotation, chooseMaterial } from '~/stores/quotation';
import { $shopUser } from '~/stores/shop-user';
import { showToast } from '~/stores/toasts';
import { MATERIAL_GRID, MaterialCard, MaterialListSkeleton } from './MaterialCard';
import { ProcessFilter } from './ProcessFilter';
import { QuotationStepper } from '../QuotationStepper';

interface Catalogue {
  processes: Process[];
  materials: Material[];
}

/** The `?process=` of the address: the tab to open with (a code such as SLA), else 全部. */
const processFromQuery = (processes: readonly Process[]): number | null => {
  const code = new URLSearchParams(location.search).get('process');
  return processes.find((process) => process.code === code)?.id ?? null;
};

/** /quotationorder/selectmaterialprocess: the using factory's materials, filtered by process; choosing one opens step 2. */
export default function SelectMaterial() {
  return (
    <Guarded>
      <MaterialStep />
    </Guarded>
  );
}

function MaterialStep() {
  const id = useId();
  const factory = useStore($shopUser).userInfo?.customer.usingFactory;
  const draft = useStore($quotation);
  const catalogue = useRequest<Catalogue>('catalogue', async (signal) => {
    const [processes, materials] = await Promise.all([listProcesses(signal), listMaterials({}, signal)]);
    return { processes: processes.records, materials: materials.records };
  });
  const [processId, setProcessId] = useState<number | null | undefined>(undefined);
  const data = catalogue.data;
  const selected = processId === undefined ? (data ? processFromQuery(data.processes) : null) : processId;

  const counts = useMemo(() => {
    const byProcess = new Map<number, number>();
    for (const material of data?.materials ?? []) byProcess.set(material.processId, (byProcess.get(material.processId) ?? 0) + 1);
    return byProcess;
  }, [data]);

  const chosen = data?.materials.find((material) => material.id === draft.materialTypeId) ?? null;
  const staleChoice = catalogue.status === 'ready' && draft.materialTypeId > 0 && chosen === null;

  // A material of a factory the customer no longer uses cannot be ordered: the choice is undone
  // (files already uploaded stay), and the customer is told why.
  useEffect(() => {
    if (!staleChoice) return;
    chooseMaterial(0, null);
    showToast('info', t('quotation.material.unavailable'));
  }, [staleChoice]);

  function select(next: number | null) {
    setProcessId(next);
    const query = new URLSearchParams(location.search);
    const code = data?.processes.find((process) => process.id === next)?.code;
    if (code) query.set('process', code);
    else query.delete('process');
    const text = query.toString();
    history.replaceState(history.state, '', `${location.pathname}${text ? `?${text}` : ''}`);
  }

  const visible = data?.materials.filter((material) => selected === null || material.processId === selected) ?? [];
  const process = (processId: number) => data?.processes.find((candidate) => candidate.id === processId);
  const tabId = (tab: number | null) => `${id}-tab-${tab ?? 'all'}`;
  const panelId = `${id}-panel`;
  const currentProcess = selected === null ? undefined : process(selected);

  return (
    <div className="flex flex-col gap-6 pb-4">
      <QuotationStepper current={1} />
      <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
        <div className="card-body gap-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h1 id={`${id}-title`} className="card-title text-2xl">
                {t('quotation.step.1')}
              </h1>
              {factory && <p className="mt-1 text-base-content/80">{t('quotation.material.factory', { factory: factory.name ?? t('customer.factoryUnnamed', { id: factory.id }) })}</p>}
              <p className="mt-1 text-sm text-base-content/70">{t('quotation.material.intro')}</p>
            </div>
            <a className="btn btn-outline btn-sm" href="/usercenter#factory">
              {t('quotation.material.switchFactory')}
            </a>
          </div>
          <LoadFailure state={catalogue} feature={t('nav.quotation')} onRetry={catalogue.reload} />
          {catalogue.status === 'loading' && !data && <Loading rows={1} row={<MaterialListSkeleton cards={6} />} className="flex flex-col gap-4" />}
          {data && data.materials.length === 0 && (
            <Empty title={t('quotation.material.empty')}>
              <a className="link" href="/usercenter#factory">
                {t('quotation.material.emptyHint')}
              </a>
            </Empty>
          )}
          {data && data.materials.length > 0 && (
            <>
              <ProcessFilter
                processes={data.processes}
                counts={counts}
                total={data.materials.length}
                selected={selected}
                onSelect={select}
                tabId={tabId}
                panelId={panelId}
              />
              <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="flex flex-col gap-3">
                {currentProcess && <p className="text-sm text-base-content/80">{currentProcess.description}</p>}
                {visible.length === 0 ? (
                  <Empty title={t('quotation.material.emptyProcess')} />
                ) : (
                  <ul className={MATERIAL_GRID} aria-label={t('quotation.material.listLabel', { process: currentProcess?.name ?? t('quotation.material.all') })}>
                    {visible.map((material) => (
                      <MaterialCard
                        key={material.id}
                        material={material}
                        process={process(material.processId)}
                        chosen={material.id === draft.materialTypeId}
                        chosenColour={draft.colour}
                        onChoose={(picked, colour) => chooseMaterial(picked.id, colour)}
                      />
                    ))}
                  </ul>
                )}
              </div>
            </>
          )}
        </div>
      </section>
      <NextBar chosen={chosen} colour={draft.colour} />
    </div>
  );
}

/** The choice so far and 下一步, kept in view at the bottom of the screen. */
function NextBar({ chosen, colour }: { chosen: Material | null; colour: string | null }) {
  const summary = chosen
    ? colour
      ? t('quotation.material.summaryColour', { material: chosen.name, colour })
      : t('quotation.material.summary', { material: chosen.name })
    : t('quotation.material.nextHint');
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-base-300 bg-base-100/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-box sm:border sm:shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <p className={`min-w-0 truncate ${chosen ? 'font-medium' : 'text-base-content/70'}`} aria-live="polite" data-testid="material-summary">
          {summary}
        </p>
        {chosen ? (
          <a className="btn btn-primary shrink-0" href={STEP_PATHS[2]}>
            {t('quotation.material.next')}
          </a>
        ) : (
          <button type="button" className="btn btn-primary shrink-0" disabled>
            {t('quotation.material.next')}
          </button>
        )}
      </div>
    </div>
  );
}
