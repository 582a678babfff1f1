import type { ReactNode } from 'react';
import { t } from '~/i18n/t-core';
import { useGuard } from './use-guard';

/** Renders its children only once the route guard allows this page. */
export function Guarded({ children }: { children: ReactNode }) {
  const phase = useGuard();
  if (phase === 'ready') return children;
  return <GuardPending text={t(phase === 'leaving' ? 'guard.redirecting' : 'guard.checking')} />;
}

export function GuardPending({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-base-content/70">
      <span className="loading loading-spinner loading-md" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
