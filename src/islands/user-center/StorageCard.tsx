import { useId } from 'react';
import type { ShopInfo } from '~/core/shell/customer';
import { t } from '~/components/profile/messages';
import { formatBytes } from '~/lib/format/bytes';
import { storageUsage, type StorageLevel } from '~/lib/files/storage-usage';

const meterClass: Record<StorageLevel, string> = {
  normal: 'progress-primary',
  warning: 'progress-warning',
  full: 'progress-error',
};

/** The shop's used storage against its quota; without a quota (a backend need not send one), what is used. */
export function StorageCard({ shop }: { shop: ShopInfo & { storageSize: number } }) {
  const id = useId();
  const quota = shop.storageQuota;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${id}-title`} className="card-title">
            {t('storage.title')}
          </h2>
          {shop.name && <span className="text-sm text-base-content/70">{t('storage.shop', { name: shop.name })}</span>}
        </div>
        {quota === undefined ? (
          <>
            <p className="font-medium tabular-nums" data-storage-used>
              {t('storage.usedOnly', { used: formatBytes(shop.storageSize) })}
            </p>
            <p className="text-sm text-base-content/70">{t('storage.hint')}</p>
          </>
        ) : (
          <StorageMeter size={shop.storageSize} quota={quota} labelledBy={`${id}-text`} />
        )}
      </div>
    </section>
  );
}

function StorageMeter({ size, quota, labelledBy }: { size: number; quota: number; labelledBy: string }) {
  const usage = storageUsage(size, quota);
  const used = t('storage.used', { used: formatBytes(size), quota: formatBytes(quota) });
  const percent = t('storage.percent', { percent: usage.percent.toFixed(1) });
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2" id={labelledBy}>
        <span className="font-medium tabular-nums" data-storage-used>
          {used}
        </span>
        <span className={`text-sm tabular-nums ${usage.level === 'normal' ? 'text-base-content/70' : 'font-semibold'}`} data-storage-percent>
          {percent}
        </span>
      </div>
      <progress
        className={`progress h-3 w-full ${meterClass[usage.level]}`}
        value={usage.meter}
        max={100}
        aria-label={t('storage.meter')}
        aria-valuetext={`${used}（${percent}）`}
        data-level={usage.level}
      />
      {usage.level === 'normal' ? (
        <p className="text-sm text-base-content/70">{t('storage.hint')}</p>
      ) : (
        <p role="status" className={`alert alert-soft py-2 text-sm ${usage.level === 'full' ? 'alert-error' : 'alert-warning'}`}>
          {t(usage.level === 'full' ? 'storage.full' : 'storage.warning')}
        </p>
      )}
    </>
  );
}
