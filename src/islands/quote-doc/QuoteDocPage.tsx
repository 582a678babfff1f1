import { lazy, Suspense, useId, useState } from 'react';
import { Guarded } from '~/core/guard/Guarded';
import { Loading } from '~/core/ListState';
import { t } from '~/islands/quote-doc/messages';
import { readQuoteDocTarget } from '~/islands/quote-doc/quote-doc-view';
import { DocumentView } from './DocumentView';

// The save form (with the reading of each part's choices it sends) loads only on ?from=draft, the
// lists (with their pagination) only without a query: a document's first view carries neither.
// What colleagues share comes in under the customer's own list, after it.
const SavedQuotationList = lazy(async () => ({ default: (await import('./SavedQuotationList')).SavedQuotationList }));
const SharedWithMeList = lazy(async () => ({ default: (await import('./SharedWithMeList')).SharedWithMeList }));
const SaveQuotationForm = lazy(async () => ({ default: (await import('./SaveQuotationForm')).SaveQuotationForm }));

/**
 * /quotationorder/quote: the quotation document (报价单) to print or save as PDF, for a saved
 * quotation (?no=), a colleague's shared one (?share=) or an order (?order=); the form that saves
 * the quotation draft as one (?from=draft); without a query, the customer's saved quotations.
 */
export default function QuoteDocPage() {
  return (
    <Guarded>
      <QuoteDocScreen />
    </Guarded>
  );
}

function QuoteDocScreen() {
  const [target] = useState(() => readQuoteDocTarget(location.search));
  const id = useId();
  if (target.kind === 'list') {
    return (
      <section className="card bg-base-100 shadow-sm" aria-labelledby={`${id}-title`}>
        <div className="card-body gap-4 p-4 sm:p-6">
          <h1 id={`${id}-title`} className="card-title text-2xl">
            {t('quoteDoc.list.title')}
          </h1>
          <Suspense fallback={<Loading rows={3} />}>
            <SavedQuotationList />
          </Suspense>
          <Suspense>
            <SharedWithMeList />
          </Suspense>
        </div>
      </section>
    );
  }
  if (target.kind === 'draft') {
    return (
      <Suspense
        fallback={
          <div className="card mx-auto w-full max-w-2xl bg-base-100 p-4 shadow-sm sm:p-6">
            <Loading rows={3} />
          </div>
        }
      >
        <SaveQuotationForm />
      </Suspense>
    );
  }
  return <DocumentView target={target} />;
}
