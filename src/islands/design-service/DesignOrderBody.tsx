import type { ReactNode } from 'react';
import type { DesignOrder } from '~/wire/design-requests';
import { t } from '~/islands/design-service/messages';
import { formatDateTime } from '~/lib/format/datetime';
import { revisionsLeft } from '~/islands/design-service/design-service-status';
import { DesignStatusBadge } from './DesignBadges';
import { DesignFileList } from './DesignFileList';

/** What a design request holds: terms, brief, reference files, deliveries (newest first) and the timeline. */
export function DesignOrderBody({ order }: { order: DesignOrder }) {
  const deliveries = [...order.deliveries].reverse();
  return (
    <>
      <div className="flex flex-col gap-2 pt-1">
        <h3 className="text-xl font-semibold break-words">{order.title}</h3>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
          <Term label={t('design.requests.package')}>{order.packageName}</Term>
          <Term label={t('design.detail.createdAt')}>{formatDateTime(order.createdAt)}</Term>
          <Term label={t('design.detail.revisions')}>
            <span data-revisions>{t('design.detail.revisionsValue', { used: order.revisionsUsed, left: revisionsLeft(order) })}</span>
          </Term>
        </dl>
      </div>

      <Part title={t('design.detail.brief')}>
        <p className="rounded-box bg-base-200 p-3 text-sm whitespace-pre-wrap break-words">{order.brief}</p>
      </Part>

      <Part title={t('design.detail.files')}>
        {order.files.length === 0 ? <p className="text-sm text-base-content/75">{t('design.detail.noFiles')}</p> : <DesignFileList files={order.files} label={t('design.detail.files')} />}
      </Part>

      <Part title={t('design.detail.deliveries')}>
        {deliveries.length === 0 ? (
          <p className="text-sm text-base-content/75">{t('design.detail.noDeliveries')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {deliveries.map((delivery) => (
              <li key={delivery.version} className="flex flex-col gap-2 rounded-box border border-base-300 p-3" data-delivery={delivery.version}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="badge badge-neutral">{t('design.detail.version', { version: delivery.version })}</span>
                  <span className="text-xs text-base-content/75 tabular-nums">{t('design.detail.deliveredAt', { time: formatDateTime(delivery.at) })}</span>
                </div>
                {delivery.note && <p className="text-sm whitespace-pre-wrap break-words">{delivery.note}</p>}
                {delivery.files.length > 0 && <DesignFileList files={delivery.files} label={t('design.detail.version', { version: delivery.version })} />}
              </li>
            ))}
          </ol>
        )}
      </Part>

      <Part title={t('design.detail.timeline')}>
        <ol className="flex flex-col gap-3 border-s-2 border-base-300 ps-4" data-timeline>
          {order.timeline.map((event, index) => (
            <li key={`${event.at}-${index}`} className="relative flex flex-col gap-1">
              <span className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-primary" aria-hidden="true" />
              <span className="flex flex-wrap items-center gap-2">
                <DesignStatusBadge status={event.status} />
                <time className="text-xs text-base-content/75 tabular-nums" dateTime={event.at}>
                  {formatDateTime(event.at)}
                </time>
              </span>
              {event.note && <span className="text-sm break-words">{event.note}</span>}
            </li>
          ))}
        </ol>
      </Part>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h4 className="font-semibold">{title}</h4>
      {children}
    </section>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-base-content/75">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
