import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo } from 'react';
import { listMaterials, listProcesses } from '~/components/catalogue/catalogue';
import { LoadFailure, Loading } from '~/core/ListState';
import { t } from '~/islands/quotation/upload/messages';
import { Guarded, GuardPending } from '~/core/guard/Guarded';
import { QuotationStepper } from '~/islands/quotation/QuotationStepper';
import { useStepGate } from '~/islands/quotation/step-gate';
import { useRequest } from '~/core/use-request';
import { DeferredUploader } from '~/components/uploader/DeferredUploader';
import { STEP_PATHS, stepBlocker } from '~/lib/routes/quotation-steps';
import { $quotation, quotationDraft } from '~/stores/quotation';
import { LazyEstimatePanel, LazyMaterialComparison } from './LazyEstimatePanel';

/** /quotationorder/uploaddesigndraws: step 2, the drawings of the quotation and their live estimate. */
export default function QuotationUpload() {
  return (
    <Guarded>
      <UploadStep />
    </Guarded>
  );
}

function UploadStep() {
  const allowed = useStepGate(2);
  return (
    <div className="flex flex-col gap-4">
      <QuotationStepper current={2} />
      {allowed ? <UploadScreen /> : <GuardPending text={t('guard.redirecting')} />}
    </div>
  );
}

function UploadScreen() {
  const draft = useStore($quotation);
  const titleId = useId();
  // Files picked before a reload lost their bytes: they stay listed, marked for picking again.
  useEffect(() => quotationDraft.markLostUploads(), []);
  const materials = useRequest('materials', (signal) => listMaterials({}, signal));
  const material = materials.data?.records.find((candidate) => candidate.id === draft.materialTypeId);
  // Only for the printability rules (build volume and minimum wall by process code): without it the parts still upload and price.
  const processes = useRequest('processes', (signal) => listProcesses(signal));
  const process = material ? processes.data?.records.find((candidate) => candidate.id === material.processId) : undefined;
  const partOptions = draft.partOptions;
  const printability = useMemo(() => (material && process ? { process, material, choices: { partOptions } } : null), [material, process, partOptions]);
  const blocker = stepBlocker(draft, 3);

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body gap-5 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <h1 id={titleId} className="card-title text-2xl">
            {t('page.quotationorder.uploaddesigndraws')}
          </h1>
          <p className="text-base-content/70">{t('upload.intro')}</p>
        </div>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <DeferredUploader binding={quotationDraft.binding(draft)} printability={printability} />
          <aside className="lg:sticky lg:top-4 lg:self-start">
            {materials.status === 'error' ? (
              <LoadFailure state={materials} feature={t('nav.quotation')} onRetry={materials.reload} />
            ) : !materials.data ? (
              <Loading rows={2} />
            ) : material ? (
              <LazyEstimatePanel material={material} draft={draft} materials={materials.data.records} processes={processes.data?.records} />
            ) : (
              <div role="alert" className="alert alert-warning alert-soft flex flex-col items-start gap-2">
                <span>{t('quotation.material.unavailable')}</span>
                <a className="btn btn-sm" href={STEP_PATHS[1]}>
                  {t('upload.chooseMaterial')}
                </a>
              </div>
            )}
          </aside>
        </div>

        <div className="flex flex-col gap-2 border-t border-base-300 pt-4">
          <div className="flex flex-wrap justify-between gap-3">
            <a className="btn" href={STEP_PATHS[1]}>
              {t('upload.previous')}
            </a>
            <button type="button" className="btn btn-primary" disabled={blocker !== null} aria-describedby={blocker ? `${titleId}-blocker` : undefined} onClick={() => location.assign(STEP_PATHS[3])}>
              {t('upload.next')}
            </button>
          </div>
          {blocker && (
            <p id={`${titleId}-blocker`} className="text-end text-sm text-base-content/70">
              {t(`quotation.guard.${blocker}`)}
            </p>
          )}
        </div>

        {/* Below the step's buttons, not above them: it loads as it comes near the screen, and
            anything that appeared above 下一步 then would move it under the finger (or the click). */}
        {materials.data && draft.fileList.length > 0 && <LazyMaterialComparison materials={materials.data.records} draft={draft} />}
      </div>
    </section>
  );
}
