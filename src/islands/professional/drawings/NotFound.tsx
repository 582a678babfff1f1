import { lazy, Suspense } from 'react';
import { GuardPending } from '~/core/guard/Guarded';
import { drawingOrderId } from '~/lib/routes/drawing-path';
import type { RoutePath } from '~/lib/routes/routes';
import { t } from '~/core/messages';

const PLATFORM_HOME: RoutePath = '/platformhome';

// Loaded only on the one dynamic route, so an ordinary 404 stays small.
const DesignDrawings = lazy(() => import('./DesignDrawings'));

/** The 404 page: mounts the drawings page for its dynamic route, else says not found. */
export default function NotFound() {
  if (drawingOrderId(location.pathname)) {
    return (
      <Suspense fallback={<GuardPending text={t('guard.checking')} />}>
        <DesignDrawings />
      </Suspense>
    );
  }
  return (
    <section className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <h1 className="card-title text-2xl">{t('notFound.title')}</h1>
        <p>{t('notFound.body')}</p>
        <a className="btn btn-primary w-fit" href={PLATFORM_HOME}>
          {t('notFound.home')}
        </a>
      </div>
    </section>
  );
}
