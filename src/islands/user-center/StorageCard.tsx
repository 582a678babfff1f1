import { useId } from 'react';
import type { Shop } from '~/api/schema';
import { t } from '~/i18n/t-profile';
import { formatBytes } from '~/lib/bytes';
import { storageUsage, type StorageLevel } from '~/lib/storage-usage';

const meterClass: Record<StorageLevel, string> = {
  normal: 'progress-primary',
  warning: 'progress-warning',
  full: 'progress-error',
};

/** The shop's used storage against its quota. */
export function StorageCard({ shop }: { shop: Shop }) {
  const usage = storageUsage(shop.storageSize, shop.storageQuota);
  const id = useId();
  const used = t('storage.used', { used: formatBytes(shop.storageSize), quota: formatBytes(shop.storageQuota) });
  const percent = t('storage.percent', { percent: usage.percent.toFixed(1) });
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${id}-title`} className="card-title">
            {t('storage.title')}
          </h2>
          <span className="text-sm text-base-content/70">{t('storage.shop', { name: shop.name })}</span>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-2" id={`${id}-text`}>
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
      </div>
    </section>
  );
}
