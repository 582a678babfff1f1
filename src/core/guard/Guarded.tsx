import { Component, Fragment, type ReactNode } from 'react';
import { LoadError } from '~/core/ListState';
import { t } from '~/core/messages';
import { GuardPending } from './GuardPending';
import { useGuard } from './use-guard';

/** Renders its children only once the route guard allows this page. */
export function Guarded({ children }: { children: ReactNode }) {
  const phase = useGuard();
  if (phase === 'ready') return <RenderFailure>{children}</RenderFailure>;
  return <GuardPending text={t(phase === 'leaving' ? 'guard.redirecting' : 'guard.checking')} />;
}

// Kept importable from here for the pages that render it beside Guarded.
export { GuardPending };

/**
 * The last line against an answer whose shape passed the calls' checks but not the page's
 * reading of it (a backend that is not ours): the page says so with 重试 instead of going blank.
 */
class RenderFailure extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return <LoadError message={t('error.shape')} onRetry={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))} />;
    }
    // A new key on 重试 mounts the content afresh, so it loads again from the start.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
