import type { Quote } from '~/wire/quotes';
import { t } from '~/islands/quotation/submit/request-parts/messages';
import { formatDateTime } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import type { QuotationDraft } from '~/lib/drafts/quotation-draft';
import { asksAsQuoted, readQuotedOrigin } from '~/lib/drafts/quoted-origin';

export interface PriceHoldNoteProps {
  /** The server's quote of the draft as it stands (null until it comes). */
  quote: Quote | null;
  /** The quote is of the draft as it stands now. */
  fresh: boolean;
  draft: Pick<QuotationDraft, 'fromQuotation' | 'materialTypeId' | 'fileList' | 'quantities'>;
}

/**
 * What step 3 says of its price, before the order is placed: until when it holds; for a draft of
 * a saved quotation, that the quotation's price holds, or, once the quotation expired, that the
 * parts were priced afresh and by how much the goods differ from the quotation. Nothing for a
 * backend that states no validity, nor for an order the factory is to price (待报价).
 */
export function PriceHoldNote({ quote, fresh, draft }: PriceHoldNoteProps) {
  if (quote === null) return null;
  // A newer price is on its way: what is said stays, dimmed like the figures, rather than jumping.
  const dim = fresh ? '' : ' opacity-60';
  const origin = readQuotedOrigin(draft.fromQuotation) ?? undefined;
  if (origin?.expired) {
    const at = formatDateTime(origin.validUntil);
    const before = formatFen(origin.goods);
    const after = formatFen(quote.goods);
    let text: string;
    if (!asksAsQuoted(origin, draft)) text = t('priceHold.expiredEdited', { quoteNo: origin.quoteNo, at, before });
    else if (quote.goods === origin.goods) text = t('priceHold.expiredSame', { quoteNo: origin.quoteNo, at, after });
    else {
      const amount = formatFen(Math.abs(quote.goods - origin.goods));
      const diff = t(quote.goods > origin.goods ? 'priceHold.more' : 'priceHold.less', { amount });
      text = t('priceHold.expired', { quoteNo: origin.quoteNo, at, before, after, diff });
    }
    return (
      <p role="status" className={`alert alert-warning alert-soft text-sm${dim}`} data-price-hold="repriced">
        {text}
      </p>
    );
  }
  // An order the factory is to price (待报价) holds no price: the factory's confirmed one is what counts.
  if (quote.validUntil === undefined || quote.manual || quote.needsConfirmation === true) return null;
  const at = formatDateTime(quote.validUntil);
  // The quotation's word is the one in force only when the server holds its date for these parts.
  const fromQuotation = origin !== undefined && asksAsQuoted(origin, draft) && quote.validUntil === origin.validUntil;
  return (
    <p className={`text-sm text-base-content/75${dim}`} data-price-hold={fromQuotation ? 'quotation' : 'today'}>
      {fromQuotation ? t('priceHold.quotation', { quoteNo: origin.quoteNo, at }) : t('priceHold.until', { at })}
    </p>
  );
}
