import type { ReactNode } from 'react';
import { t } from '~/i18n/t-core';
import { GuardPending } from './GuardPending';
import { useGuard } from './use-guard';

/** Renders its children only once the route guard allows this page. */
export function Guarded({ children }: { children: ReactNode }) {
  const phase = useGuard();
  if (phase === 'ready') return children;
  return <GuardPending text={t(phase === 'leaving' ? 'guard.redirecting' : 'guard.checking')} />;
}

// Kept importable from here for the pages that render it beside Guarded.
export { GuardPending };
