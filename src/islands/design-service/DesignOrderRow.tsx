import type { DesignOrderSummary } from '~/wire/design-requests';
import { LINE, SkeletonBox, SkeletonText } from '~/core/ListState';
import { t } from '~/islands/design-service/messages';
import { formatDateTime } from '~/lib/format/datetime';
import { revisionsLeft } from '~/islands/design-service/design-service-status';
import { DesignStatusBadge } from './DesignBadges';

/** One design request in the list; the whole row opens its detail. */
export function DesignOrderRow({ order, onOpen }: { order: DesignOrderSummary; onOpen: () => void }) {
  return (
    <li data-request-no={order.requestNo}>
      <button
        type="button"
        className="grid w-full grid-cols-[1fr_auto] items-start gap-x-3 gap-y-1 rounded-box border border-base-300 bg-base-100 p-4 text-start transition-colors hover:border-primary/50 hover:bg-base-200/50 focus-visible:outline-2 focus-visible:outline-primary"
        onClick={onOpen}
      >
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-medium break-words">{order.title}</span>
          <span className="text-xs text-base-content/75">
            <span className="font-mono break-all">{order.requestNo}</span> · {t('design.requests.package')} {order.packageName}
          </span>
          <span className="flex flex-wrap gap-x-3 text-xs text-base-content/75 tabular-nums">
            <span className="whitespace-nowrap">{t('design.requests.revisionsLeft', { left: revisionsLeft(order), total: order.revisions })}</span>
            <span className="whitespace-nowrap">{t('design.requests.updatedAt', { time: formatDateTime(order.updatedAt) })}</span>
          </span>
        </span>
        <DesignStatusBadge status={order.status} />
      </button>
    </li>
  );
}

/** A design request not loaded yet: revisions and update time share a line from tablet width up. */
export function DesignOrderRowSkeleton() {
  return (
    <div className="grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-box border border-base-300 bg-base-100 p-4" aria-hidden="true">
      <div className="flex min-w-0 flex-col gap-1">
        <SkeletonText line={LINE.card} width="w-40" />
        <SkeletonText line={LINE.xs} width="w-56 max-w-full" />
        <div className="flex flex-wrap gap-x-3">
          <SkeletonText line={LINE.xs} width="w-24" />
          <SkeletonText line={LINE.xs} width="w-36 max-sm:basis-full" />
        </div>
      </div>
      <SkeletonBox className="h-6 w-14 rounded-full" />
    </div>
  );
}
