import type { DesignStatus } from '~/api/design-schema';
import { t } from '~/i18n/t-design';
import type { PackageState } from '~/lib/design-status';

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

const PACKAGE_BADGE: Record<PackageState, string> = {
  unpaid: 'badge-primary',
  active: 'badge-success',
  usedUp: 'badge-neutral',
  cancelled: 'badge-ghost',
};

/** A bought package's state: 待付款, 生效中, 已用完 or 已取消. */
export function PackageStateBadge({ state }: { state: PackageState }) {
  return (
    <span className={`badge whitespace-nowrap ${PACKAGE_BADGE[state]}`} data-package-state={state}>
      {t(`design.state.${state}`)}
    </span>
  );
}
