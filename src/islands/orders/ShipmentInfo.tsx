import { useEffect, useState } from 'react';
import { t } from '~/islands/orders/messages';
import type { ShownShipment } from '~/lib/orders/tracking-link';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A parcel: carrier, tracking number with 复制运单号 (says 已复制 or why not, for screen readers
 * too) and 查看物流 on the carrier's tracking page in a new tab, only for a safe link.
 * `compact` is the 已发货 timeline entry, which names carrier and number in its note already.
 */
export function ShipmentInfo({ shipment, compact = false }: { shipment: ShownShipment; compact?: boolean }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), 2500);
    return () => clearTimeout(timer);
  }, [copy]);

  async function copyNumber() {
    try {
      await navigator.clipboard.writeText(shipment.trackingNo);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  const actions = (
    <span className="flex flex-wrap items-center gap-2">
      <button type="button" className="btn btn-xs btn-outline" onClick={() => void copyNumber()} aria-label={`${t('shipment.copy')} ${shipment.trackingNo}`}>
        {t('shipment.copy')}
      </button>
      {shipment.trackingUrl && (
        <a className="btn btn-xs btn-ghost text-primary" href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" title={t('shipment.trackHint')} data-tracking-link>
          {t('shipment.track')}
          <span className="sr-only">{t('shipment.trackHint')}</span>
        </a>
      )}
      <span role="status" className={`text-xs ${copy === 'failed' ? 'text-error' : 'text-success'}`}>
        {copy === 'copied' ? t('shipment.copied') : copy === 'failed' ? t('shipment.copyFailed') : ''}
      </span>
    </span>
  );
  if (compact) return <span className="mt-1">{actions}</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 text-sm" data-shipment>
      <dt className="text-base-content/75">{t('shipment.carrier')}</dt>
      <dd data-carrier>{shipment.carrierName}</dd>
      <dt className="text-base-content/75">{t('shipment.trackingNo')}</dt>
      <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-mono break-all select-all" data-tracking-no>
          {shipment.trackingNo}
        </span>
        {actions}
      </dd>
    </dl>
  );
}
