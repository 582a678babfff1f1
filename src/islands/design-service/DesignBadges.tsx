import type { DesignStatus } from '~/wire/design-requests';

const DESIGN_BADGE: Record<DesignStatus, string> = {
  待接单: 'badge-warning',
  设计中: 'badge-info',
  待确认: 'badge-primary',
  已完成: 'badge-success',
};

/** A design request's status; the colour only repeats what the word says. */
export function DesignStatusBadge({ status }: { status: DesignStatus }) {
  return (
    <span className={`badge whitespace-nowrap ${DESIGN_BADGE[status]}`} data-status={status}>
      {status}
    </span>
  );
}
