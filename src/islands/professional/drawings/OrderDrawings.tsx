import { lazy, Suspense, useId, useState } from 'react';
import { nullWhenNotFound } from '~/core/errors';
import { fetchOrderDrawings } from '~/components/orders/professional';
import type { OrderDrawings as OrderDrawingsData } from '~/wire/professional-orders';
import { Empty, LoadError, Loading } from '~/core/ListState';
import { t } from '~/islands/professional/messages';
import type { PreviewSource } from '~/components/preview/PreviewDialog';
import { previewOfStored } from '~/components/preview/sources';
import { useRequest } from '~/core/use-request';
import { PROFESSIONAL_ORDERS_PATH } from '~/lib/routes/professional-paths';
import { takesDrawings } from '~/components/orders/professional-order-text';
import { UPLOAD_LIMITS } from '~/lib/files/quotation-rules';
import { DrawingCard } from './DrawingCard';
import { DrawingUpload } from './DrawingUpload';
import { OrderSummary } from './OrderSummary';

// The dialog and three.js come in only when a customer opens a preview.
const PreviewDialog = lazy(() => import('~/components/preview/PreviewDialog').then((module) => ({ default: module.PreviewDialog })));

/** The order's drawings, or null when the server knows no such order of this customer (404). */
const loadDrawings = (orderNo: string, signal: AbortSignal): Promise<OrderDrawingsData | null> => nullWhenNotFound(fetchOrderDrawings(orderNo, signal));

/**
 * /professionalorder/designdrawings/{orderNo}: the order, its drawings with every version
 * (figures or 人工报价, 3D 预览, 下载), and new versions or drawings while it waits for its quote.
 * Another customer's or an unknown order reads as not found, here, without any redirect.
 */
export function OrderDrawings({ orderNo }: { orderNo: string }) {
  const id = useId();
  const result = useRequest(orderNo, (signal) => loadDrawings(orderNo, signal));
  const [preview, setPreview] = useState<PreviewSource | null>(null);
  const data = result.data;

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body gap-5 p-4 sm:p-6">
        <div className="flex flex-col gap-2">
          <a className="link link-hover w-fit text-sm text-base-content/70" href={PROFESSIONAL_ORDERS_PATH}>
            ← {t('professional.drawings.back')}
          </a>
          <h1 id={`${id}-title`} className="card-title text-2xl break-all">
            {t('drawings.orderTitle', { id: orderNo })}
          </h1>
        </div>

        {result.status === 'error' && <LoadError message={result.message} onRetry={result.reload} />}
        {result.status === 'loading' && data === null && <Loading rows={3} />}
        {result.status === 'ready' && data === null && <OrderNotFound orderNo={orderNo} />}
        {data && (
          <div className={`flex flex-col gap-5 transition-opacity ${result.status === 'loading' ? 'opacity-70' : ''}`} aria-busy={result.status === 'loading'}>
            <OrderSummary order={data.order} titleId={`${id}-summary`} />
            <DrawingList data={data} onPreview={setPreview} onChanged={result.reload} titleId={`${id}-drawings`} />
          </div>
        )}
      </div>
      {preview && (
        <Suspense fallback={null}>
          <PreviewDialog source={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </section>
  );
}

function DrawingList({ data, onPreview, onChanged, titleId }: { data: OrderDrawingsData; onPreview: (source: PreviewSource) => void; onChanged: () => void; titleId: string }) {
  const { order, drawings } = data;
  const editable = takesDrawings(order.status);
  return (
    <section className="flex flex-col gap-3" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('professional.drawings.title')}
        </h2>
        <span className="text-sm text-base-content/70">{t('professional.drawings.count', { count: drawings.length })}</span>
      </div>
      <p className={`text-sm ${editable ? 'text-base-content/70' : 'alert alert-info alert-soft'}`} role={editable ? undefined : 'note'} data-testid="drawings-rule">
        {editable ? t('professional.drawings.editable') : t('professional.drawings.locked', { status: order.status })}
      </p>
      {drawings.length === 0 ? (
        <Empty title={t('professional.drawings.empty')} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('professional.drawings.title')}>
          {drawings.map((drawing) => (
            <DrawingCard
              key={drawing.id}
              orderNo={order.orderNo}
              drawing={drawing}
              drawingCount={drawings.length}
              editable={editable}
              onPreview={(version) => {
                const source = previewOfStored(version);
                return source ? () => onPreview(source) : null;
              }}
              onUploaded={onChanged}
            />
          ))}
        </ul>
      )}
      {editable && (
        <div className="flex flex-col gap-2 rounded-box border border-dashed border-base-300 p-4">
          <DrawingUpload
            target={{ orderNo: order.orderNo, drawingId: null, drawingCount: drawings.length }}
            label={t('professional.drawings.add')}
            accessibleLabel={t('professional.drawings.add')}
            primary
            onUploaded={onChanged}
          />
          <p className="text-xs text-base-content/65">
            {t('professional.drawings.addHint', { max: UPLOAD_LIMITS.maxFiles })} {t('upload.formats')}
          </p>
        </div>
      )}
    </section>
  );
}

function OrderNotFound({ orderNo }: { orderNo: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center" data-state="not-found">
      <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" className="text-base-300">
        <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M31 31l10 10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h2 className="text-lg font-semibold">{t('professional.notFound.title')}</h2>
      <p className="max-w-md break-all text-base-content/75">{t('professional.notFound.body', { id: orderNo })}</p>
      <a className="btn btn-primary btn-sm" href={PROFESSIONAL_ORDERS_PATH}>
        {t('professional.notFound.back')}
      </a>
    </div>
  );
}
