import { PageFrame } from '~/components/PageFrame';
import { Guarded } from '~/islands/guard/Guarded';
import { drawingOrderId } from '~/lib/drawing-path';
import { t } from '~/i18n/t';

/** /professionalorder/designdrawings/{id}: the drawings of one order (screen: quotation issue). */
export default function DesignDrawings() {
  const id = drawingOrderId(location.pathname);
  return (
    <Guarded>
      {id ? (
        <PageFrame title={t('drawings.orderTitle', { id })} note={t('frame.comingSoon')} />
      ) : (
        <PageFrame title={t('notFound.title')} note={t('notFound.body')} />
      )}
    </Guarded>
  );
}
