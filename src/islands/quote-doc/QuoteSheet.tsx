import { Fragment, lazy, Suspense } from 'react';
import type { QuoteDocLine, QuoteDocument } from '~/wire/quote-docs';
import { t } from '~/islands/quote-doc/messages';
import { formatDate } from '~/lib/format/datetime';
import { formatFen } from '~/lib/format/money';
import { lineFigures } from '~/islands/quote-doc/quote-doc-view';
import { rmbCapital } from '~/lib/format/rmb-capital';
import { FileName } from '~/core/FileName';

// The breakdown's rows and texts load only for a document whose lines have one.
const BreakdownList = lazy(() => import('~/components/price/BreakdownList'));
// So do the drawing and call-outs of a line that has them (需工程师确认).
// An assembly's parts list loads only for a line that has one.
const BomTable = lazy(() => import('~/components/parts-list/BomTable'));
const LineConfirmationNote = lazy(async () => ({ default: (await import('~/components/callouts/LineConfirmationNote')).LineConfirmationNote }));
const ConfirmationTotalNote = lazy(async () => ({ default: (await import('./ConfirmationTotalNote')).ConfirmationTotalNote }));

/**
 * The quotation as it prints: who quotes (the factory, with its address) and for whom, the number,
 * date and validity, every line, the discounts, shipping and the total in figures and in
 * Chinese capital numerals (大写), and the remarks. Every amount is the server's. `choices` are the
 * words of each line's per-part choices with its working days to ship (lineChoicesText), where
 * the line has them: counted from payment like the document's lead time, since a quotation is
 * valid for weeks and a date would hold only if it were paid the day it was issued.
 */
export function QuoteSheet(props: { document: QuoteDocument; numberLabel: string; choices?: ReadonlyArray<string | null> | null; drawingDownloads?: boolean }) {
  const { document: doc, numberLabel, choices = null, drawingDownloads = true } = props;
  const none = t('quoteDoc.none');
  const confirming = doc.lines.some((line) => line.needsConfirmation === true);
  // One seller: the factory that quotes and makes the parts (the shop is the customer's own studio).
  const seller = doc.factory?.name ?? none;
  return (
    <article
      className="quote-sheet flex flex-col gap-5 rounded-box border border-base-300 bg-base-100 p-4 text-base-content sm:p-8"
      data-quote-sheet
      aria-label={t('quoteDoc.heading')}
    >
      <header className="flex flex-col items-center gap-1 border-b border-base-300 pb-4 text-center">
        <p className="text-lg font-semibold" data-seller>
          {seller}
        </p>
        <h2 className="text-2xl font-bold tracking-widest">{t('quoteDoc.sheetTitle')}</h2>
        {doc.expired && (
          <p className="badge badge-warning mt-1 print:border print:border-black" data-expired>
            {t('quoteDoc.expired')}
          </p>
        )}
      </header>
      <dl className="quote-facts grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label={numberLabel} value={doc.number} mono />
        <Fact label={t('quoteDoc.date')} value={formatDate(doc.issuedAt)} />
        <Fact label={t('quoteDoc.validUntil')} value={`${formatDate(doc.validUntil)}${t('quoteDoc.validDays', { days: doc.validDays })}`} />
        <Fact label={t('quoteDoc.seller')} value={seller} />
        <Fact label={t('quoteDoc.sellerAddress')} value={doc.factory?.address ?? doc.factory?.city ?? none} />
        <Fact label={t('quoteDoc.customerName')} value={doc.customer.name || none} />
        <Fact label={t('quoteDoc.company')} value={doc.customer.company || none} />
        <Fact label={t('quoteDoc.phone')} value={doc.customer.phone || none} />
      </dl>
      {doc.expired && <p className="text-sm text-warning-content print:text-black">{t('quoteDoc.expiredNote')}</p>}
      {/* Focusable, so a keyboard scrolls the lines sideways where the table is wider than the
          screen. Under 768 px each line is a card instead (the page's style): nothing to scroll. */}
      <div tabIndex={0} className="quote-lines-box overflow-x-auto print:overflow-visible">
        <table className="table-sm table w-full min-w-[40rem] print:min-w-0" data-quote-lines>
          <thead>
            <tr>
              <th scope="col">{t('quoteDoc.col.index')}</th>
              <th scope="col">{t('quoteDoc.col.name')}</th>
              <th scope="col">{t('quoteDoc.col.process')}</th>
              <th scope="col">{t('quoteDoc.col.material')}</th>
              <th scope="col">{t('quoteDoc.col.colour')}</th>
              <th scope="col" className="text-right">
                {t('quoteDoc.col.quantity')}
              </th>
              <th scope="col" className="text-right">
                {t('quoteDoc.col.unitPrice')}
              </th>
              <th scope="col" className="text-right">
                {t('quoteDoc.col.subtotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, index) => (
              <Fragment key={`${line.fileId ?? line.name}-${index}`}>
                <Line line={line} index={index + 1} choices={choices?.[index] ?? null} drawingDownload={drawingDownloads} />
                <LineBreakdownRow line={line} />
                <LinePartsRow line={line} />
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <div className="quote-totals ms-auto flex w-full max-w-sm flex-col gap-1 text-sm">
        <Amount label={t('quoteDoc.goods')} fen={doc.goods} />
        {doc.memberDiscount > 0 && <Amount label={t('quoteDoc.memberDiscount')} fen={-doc.memberDiscount} />}
        {doc.discount > 0 && <Amount label={doc.coupon ? t('quoteDoc.discountNamed', { coupon: doc.coupon }) : t('quoteDoc.discount')} fen={-doc.discount} />}
        <Amount label={t('quoteDoc.shipping')} fen={doc.shipping} />
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-base-300 pt-2 text-base font-semibold">
          <span>{t('quoteDoc.payable')}</span>
          <span className="tabular-nums" data-payable>
            {formatFen(doc.payable)}
          </span>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <span>{t('quoteDoc.inWords')}</span>
          <span className="text-right font-medium" data-in-words>
            {rmbCapital(doc.payable)}
          </span>
        </div>
        {doc.manual && <p className="text-xs text-base-content/70 print:text-black">{t('quoteDoc.manualTotal')}</p>}
        {confirming && (
          <Suspense fallback={null}>
            <ConfirmationTotalNote />
          </Suspense>
        )}
      </div>
      <section className="quote-remarks flex flex-col gap-1 border-t border-base-300 pt-3 text-sm">
        {doc.leadDays !== null && <p>{t('quoteDoc.leadDays', { days: doc.leadDays })}</p>}
        <p>
          <span className="font-medium">{t('quoteDoc.remarks')}：</span>
          <span className="whitespace-pre-wrap" data-remarks>
            {doc.remarks || t('quoteDoc.noRemarks')}
          </span>
        </p>
        <p className="text-xs text-base-content/70 print:text-black" data-tax>
          {doc.vatRate === undefined ? t('quoteDoc.footer') : t('quoteDoc.footerVat', { rate: doc.vatRate })}
        </p>
      </section>
    </article>
  );
}

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-base-content/70 print:text-black">{label}：</dt>
      <dd className={`min-w-0 break-all ${mono ? 'font-mono' : ''}`}>{value}</dd>
    </div>
  );
}

function Amount({ label, fen }: { label: string; fen: number }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <span>{label}</span>
      <span className="tabular-nums">{formatFen(fen)}</span>
    </div>
  );
}

/**
 * A column's name inside its cell, shown only where the line is a card (a phone's screen, by the
 * page's style: .quote-cell-label), where the column heads are not; hidden at wider widths and in
 * print, where the heads name the columns, so nothing is read or printed twice.
 */
function CellLabel({ children }: { children: string }) {
  return <span className="quote-cell-label">{children}</span>;
}

function Line({ line, index, choices, drawingDownload }: { line: QuoteDocLine; index: number; choices: string | null; drawingDownload: boolean }) {
  const figures = lineFigures(line);
  const none = t('quoteDoc.none');
  return (
    <tr className="quote-line align-top" data-quote-line>
      <td className="tabular-nums" data-col="index">
        {index}
      </td>
      <td className="min-w-40" data-col="name">
        <span className="font-medium wrap-anywhere">
          <FileName name={line.name} />
        </span>
        {figures && <span className="block text-xs text-base-content/70 print:text-black">{t('quoteDoc.figures', figures)}</span>}
        {choices && (
          <span className="block text-xs break-words print:text-black" data-line-choices>
            {t('quoteDoc.choices', { choices })}
          </span>
        )}
        {line.manual && <span className="block text-xs font-medium text-warning-content print:text-black">{t('quoteDoc.manual')}</span>}
        {line.needsConfirmation === true && (
          <Suspense fallback={null}>
            <LineConfirmationNote drawing={line.drawing} callouts={line.callouts} download={drawingDownload} />
          </Suspense>
        )}
        {line.spec && <span className="block text-xs text-base-content/70 print:text-black">{line.spec}</span>}
      </td>
      <td data-col="process">
        <CellLabel>{t('quoteDoc.col.process')}</CellLabel>
        {line.process ?? none}
      </td>
      <td data-col="material">
        <CellLabel>{t('quoteDoc.col.material')}</CellLabel>
        {line.material ?? none}
      </td>
      <td data-col="colour">
        <CellLabel>{t('quoteDoc.col.colour')}</CellLabel>
        {line.colour ?? none}
      </td>
      <td className="text-right tabular-nums" data-col="quantity">
        <CellLabel>{t('quoteDoc.col.quantity')}</CellLabel>
        {line.quantity}
      </td>
      <td className="text-right tabular-nums" data-col="unit-price">
        <CellLabel>{t('quoteDoc.col.unitPrice')}</CellLabel>
        {line.manual ? t('quoteDoc.manual') : formatFen(line.unitPrice)}
      </td>
      <td className="text-right tabular-nums" data-col="subtotal">
        <CellLabel>{t('quoteDoc.col.subtotal')}</CellLabel>
        {line.manual ? t('quoteDoc.manual') : formatFen(line.subtotal)}
      </td>
    </tr>
  );
}

/** An assembly line's parts list (BOM), printed under it. */
function LinePartsRow({ line }: { line: QuoteDocLine }) {
  if (!line.parts) return null;
  return (
    <tr className="quote-breakdown" data-quote-parts>
      <td data-col="index" />
      <td colSpan={7} className="pt-0">
        <Suspense fallback={null}>
          <BomTable fileName={line.name} parts={line.parts} sets={line.quantity} setPrice={line.manual ? undefined : line.unitPrice} lineFinish={line.options?.finish} />
        </Suspense>
      </td>
    </tr>
  );
}

/** How the line's price per part was made, printed under it (a line priced by its material's cost model). */
function LineBreakdownRow({ line }: { line: QuoteDocLine }) {
  if (!line.breakdown || line.manual) return null;
  return (
    <tr className="quote-breakdown" data-quote-breakdown>
      <td data-col="index" />
      <td colSpan={7} className="pt-0">
        <Suspense fallback={null}>
          <div data-breakdown>
            <BreakdownList line={{ ...line, breakdown: line.breakdown }} />
          </div>
        </Suspense>
      </td>
    </tr>
  );
}
