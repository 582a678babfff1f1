import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '~/core/errors';
import { listFactories } from '~/islands/user-center/factories';
import type { Factory } from '~/wire/factories';
import { Empty, LINE, LoadFailure, Loading, SkeletonBox, SkeletonText } from '~/core/ListState';
import { t } from '~/components/profile/messages';
import { useRequest } from '~/core/use-request';
import { switchFactory } from '~/stores/profile';
import { showToast } from '~/stores/toasts';

/**
 * The factories this customer may use, the current one marked, any other one a switch away. A
 * customer without one yet chooses one (选择), there is nothing to switch from.
 */
export function FactoryCard({ currentId }: { currentId: number | string | null }) {
  const factories = useRequest('factories', () => listFactories());
  const [switching, setSwitching] = useState<number | null>(null);
  const id = useId();
  const choosing = currentId === null;

  async function onSwitch(factory: Factory) {
    if (switching !== null) return;
    setSwitching(factory.id);
    try {
      await switchFactory(factory.id);
      showToast('success', t(choosing ? 'factory.chosen' : 'factory.switched', { name: factory.name }));
    } catch (error) {
      if (!(error instanceof ApiError)) showToast('error', t('error.service'));
    } finally {
      setSwitching(null);
    }
  }

  const records = factories.data?.records;
  const sectionRef = useRef<HTMLElement>(null);
  const landed = useRef(false);
  // The island renders after the browser looked for #factory, so land on it once the list is in.
  useEffect(() => {
    if (landed.current || !records || location.hash !== '#factory') return;
    landed.current = true;
    sectionRef.current?.scrollIntoView();
  }, [records]);

  return (
    // id="factory": /homefactory's 切换工厂 link lands here, clear of the sticky header.
    <section ref={sectionRef} id="factory" className="card bg-base-100 shadow-sm scroll-mt-36" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-4">
        <div>
          <h2 id={`${id}-title`} className="card-title">
            {t('factory.title')}
          </h2>
          <p className="text-sm text-base-content/70 mt-1">{t(choosing ? 'factory.chooseHint' : 'factory.hint')}</p>
        </div>
        <LoadFailure state={factories} feature={t('feature.factorySwitch')} onRetry={factories.reload} />
        {factories.status === 'loading' && !records && <Loading rows={2} label={t('factory.loading')} row={<FactoryItemSkeleton />} className="grid gap-4 md:grid-cols-2" />}
        {records && records.length === 0 && (
          <Empty title={t('factory.empty')}>{t('factory.emptyHint')}</Empty>
        )}
        {records && records.length > 0 && (
          <ul className="grid gap-4 md:grid-cols-2" aria-label={t('factory.title')}>
            {records.map((factory) => (
              <FactoryItem
                key={factory.id}
                factory={factory}
                current={factory.id === currentId}
                busy={switching === factory.id}
                locked={switching !== null}
                choosing={choosing}
                onSwitch={() => void onSwitch(factory)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

interface FactoryItemProps {
  factory: Factory;
  current: boolean;
  busy: boolean;
  locked: boolean;
  /** No factory is in use yet: the button chooses one rather than switching. */
  choosing: boolean;
  onSwitch: () => void;
}

function FactoryItem({ factory, current, busy, locked, choosing, onSwitch }: FactoryItemProps) {
  const id = useId();
  return (
    <li
      className={`flex flex-col gap-3 rounded-box border p-4 ${current ? 'border-primary bg-primary/5 border-2' : 'border-base-300'}`}
      aria-labelledby={`${id}-name`}
      aria-current={current ? 'true' : undefined}
      data-factory-id={factory.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="font-semibold">
            {factory.name}
          </h3>
          <p className="text-sm text-base-content/70">
            {factory.city} · {t('factory.lead', { min: factory.leadDaysMin, max: factory.leadDaysMax })}
          </p>
        </div>
        {current && <span className="badge badge-primary shrink-0">{t('factory.current')}</span>}
      </div>
      <p className="grow-0 text-sm leading-relaxed">{factory.intro}</p>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="sr-only">{t('factory.processes')}：</span>
        {factory.processes.map((process) => (
          <span key={process} className="badge badge-outline badge-sm">
            {process}
          </span>
        ))}
      </div>
      {!current && (
        <div className="mt-auto">
          <button
            type="button"
            className="btn btn-outline btn-primary btn-sm"
            onClick={onSwitch}
            disabled={locked}
            aria-label={t(choosing ? 'factory.chooseOf' : 'factory.switchTo', { name: factory.name })}
          >
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {t(choosing ? 'factory.choose' : 'factory.switch')}
          </button>
        </div>
      )}
    </li>
  );
}

/** A factory not loaded yet: its introduction takes four lines on a phone and three on a wide screen. */
function FactoryItemSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-box border border-base-300 p-4" aria-hidden="true">
      <div>
        <SkeletonText line={LINE.card} width="w-32" />
        <SkeletonText line={LINE.sm} width="w-40" />
      </div>
      <div>
        {['w-full', 'w-full', 'w-full md:w-2/3', 'w-1/2 md:hidden'].map((width, line) => (
          <SkeletonText key={line} line="h-[1.421875rem]" width={width} />
        ))}
      </div>
      <div className="flex flex-wrap gap-1.5">
        {['w-24', 'w-16', 'w-16', 'w-24', 'w-20', 'w-16'].map((width, badge) => (
          <SkeletonBox key={badge} className={`h-5 rounded-full ${width}`} />
        ))}
      </div>
    </div>
  );
}
