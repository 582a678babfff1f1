import { Guarded } from '~/core/guard/Guarded';
import { OrderDrawings } from '~/islands/professional/drawings/OrderDrawings';
import { drawingOrderId } from '~/lib/routes/drawing-path';
import { t } from '~/islands/professional/messages';

/**
 * /professionalorder/designdrawings/{id}: the drawings of one professional order. One static page
 * serves every id (and 404.html mounts this too), so the id comes from the address.
 */
export default function DesignDrawings() {
  const id = drawingOrderId(location.pathname);
  return (
    <Guarded>
      {id ? (
        <OrderDrawings orderNo={id} />
      ) : (
        <section className="card bg-base-100 shadow-sm" aria-labelledby="page-title">
          <div className="card-body">
            <h1 id="page-title" className="card-title text-2xl">
              {t('notFound.title')}
            </h1>
            <p className="text-base-content/70">{t('notFound.body')}</p>
          </div>
        </section>
      )}
    </Guarded>
  );
}
