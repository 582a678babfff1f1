import { lazy, Suspense, type ReactNode } from 'react';
import type { DrawingFile } from '~/wire/files';
import type { QuoteLine } from '~/wire/quotes';
import { t } from '~/islands/quotation/submit/messages';
import { formatFen } from '~/lib/format/money';
import { cm3Text } from '~/lib/pricing/quote-request';
import type { PrintabilityView } from '~/components/uploader/printability/printability-text';
import { QuantityField } from './QuantityField';
import { FileName } from '~/core/FileName';
import { isBroken } from '~/lib/files/measure-codes';
import type { SetTier } from '~/lib/pricing/set-tiers';

export interface LineItemsProps {
  idPrefix: string;
  files: readonly DrawingFile[];
  materialLabel: string;
  /** The server's lines of the last price, by file id. */
  lines: ReadonlyMap<number, QuoteLine>;
  /** Whether those lines answer the quantities on screen (else they are shown dimmed until the new price comes). */
  fresh: boolean;
  quantityText: (fileId: number) => string;
  quantityOf: (fileId: number) => number;
  quantityError: (fileId: number) => string | undefined;
  /** Stable across renders: each line's quantity box is memoised on it. */
  onQuantityText: (fileId: number, text: string) => void;
  /** What else a priced line says (its ship date and choices), on a line of its own kept from the first render. */
  note?: ((line: QuoteLine) => { note: ReactNode; details: ReactNode }) | undefined;
  /** Whether each part can be made with the material, by file id (parts the browser analysed). */
  printability?: ReadonlyMap<number, PrintabilityView> | undefined;
  /** The material's finishes, naming an assembly part's own finish in its parts list. */
  finishes?: readonly { id: string; name: string }[] | undefined;
  /** An assembly's price per set at 1, 10 and 100 sets (draftSetTiers), shown under its parts list while they agree with the server's line. */
  setTiers?: ((file: DrawingFile) => readonly SetTier[]) | undefined;
}

// An assembly's parts list loads only for a line that has one.
const BomTable = lazy(() => import('~/components/parts-list/BomTable'));

const severityBadge = { cannotMake: 'badge-error', mayFail: 'badge-warning', ok: 'badge-success' } as const;

const GRID = 'md:grid md:grid-cols-[minmax(0,2.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto_minmax(0,1fr)] md:items-start md:gap-4';

/** One row per uploaded file: file and material, volume, unit price, quantity, subtotal. */
export function LineItems({ idPrefix, files, materialLabel, lines, fresh, quantityText, quantityOf, quantityError, onQuantityText, note, printability, finishes, setTiers }: LineItemsProps) {
  return (
    <div className="flex flex-col">
      <div className={`hidden border-b border-base-300 pb-2 text-sm text-base-content/70 ${GRID}`} aria-hidden="true">
        <span>{t('quotation.lines.file')}</span>
        <span>{t('quotation.lines.volume')}</span>
        <span>{t('quotation.lines.unitPrice')}</span>
        <span className="w-[9.5rem]">{t('quotation.lines.quantity')}</span>
        <span className="text-end">{t('quotation.lines.subtotal')}</span>
      </div>
      <ul aria-label={t('quotation.lines.label', { count: files.length })} aria-busy={!fresh} className="divide-y divide-base-300">
        {files.map((file) => {
          const line = lines.get(file.id);
          const report = printability?.get(file.id);
          // A broken file (a STEP cut short, …) is not quoted by hand: nobody can read it.
          const broken = isBroken(file.warnings);
          const manual = !broken && (file.geometry === null || line?.manual === true);
          // Its ship date and choices, and how its price is made (or why it waits for an engineer).
          const said = line && note?.(line);
          // The volume comes with the price: the server's line gives it after the units (an inch part's converted).
          const volume = file.geometry === null ? null : (line?.volume ?? null);
          // The tiers are the page's own pricing: shown only while its tier at the line's sets is the server's price per set.
          const tiers = line?.parts && !line.manual && fresh ? setTiers?.(file) : undefined;
          const shownTiers = tiers?.some((tier) => tier.sets === line?.quantity && tier.setPrice === line.unitPrice) ? tiers : undefined;
          // The dash is its own element: the price arriving replaces it rather than widening it, so a
          // right-aligned figure appears in place instead of sliding left.
          const price = (fen: number | undefined): ReactNode =>
            broken ? (
              <span className="badge badge-error badge-sm whitespace-nowrap">{t('quotation.lines.broken')}</span>
            ) : manual ? (
              <span className="badge badge-warning badge-sm whitespace-nowrap">{t('quotation.lines.manual')}</span>
            ) : fen === undefined ? (
              <span>—</span>
            ) : (
              formatFen(fen)
            );
          return (
            <li key={file.id} className={`py-3 ${GRID}`} data-file-id={file.id}>
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere">
                  <FileName name={file.name} />
                </p>
                <p className="text-sm text-base-content/70">
                  {t('quotation.lines.material')}：{materialLabel}
                </p>
                {/* Its ship date (and choices) arrive with the price: the line is there from the start. */}
                {broken && (
                  <p className="mt-1 text-sm text-error" data-broken>
                    {t('quotation.lines.brokenHint')}
                  </p>
                )}
                {!manual && !broken && <p className="min-h-5 text-sm text-base-content/70">{said?.note}</p>}
                {manual && !line?.manualReason && <p className="mt-1 text-sm text-base-content/70">{t('quotation.lines.manualHint')}</p>}
                {/* The folded 费用明细 line (or why an engineer quotes it) comes with the price too: its
                    height is held from the start, so nothing below moves when it comes. */}
                {broken ? null : manual ? said?.details : <div className="flow-root min-h-7">{said?.details}</div>}
                {report && (
                  <div className="mt-1 flex flex-col gap-1 text-sm" data-printability={report.verdict}>
                    <span className={`badge badge-sm ${severityBadge[report.verdict]} self-start`} data-printability-verdict>
                      {report.verdictLabel}
                    </span>
                    {report.lines.map((finding) => (
                      <p key={finding.text} className={finding.severity === 'cannotMake' ? 'text-error' : 'text-base-content/70'} data-printability-finding={finding.severity}>
                        {finding.label}：{finding.text}
                      </p>
                    ))}
                  </div>
                )}
              </div>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm md:contents">
                <Cell label={t('quotation.lines.volume')}>{volume === null ? '—' : t('quotation.lines.volumeValue', { volume: cm3Text(volume) })}</Cell>
                <Cell label={t('quotation.lines.unitPrice')} dim={!fresh}>
                  {price(line?.unitPrice)}
                </Cell>
                <div className="order-last col-span-3 flex items-center justify-between gap-3 md:order-none md:col-span-1 md:block">
                  <dt className="text-base-content/70 md:sr-only">{t('quotation.lines.quantity')}</dt>
                  <dd>
                    <QuantityField
                      id={`${idPrefix}-quantity-${file.id}`}
                      fileName={file.name}
                      text={quantityText(file.id)}
                      quantity={quantityOf(file.id)}
                      error={quantityError(file.id)}
                      fileId={file.id}
                      onText={onQuantityText}
                    />
                  </dd>
                </div>
                <Cell label={t('quotation.lines.subtotal')} dim={!fresh} end strong>
                  {price(line?.subtotal)}
                </Cell>
              </dl>
              {/* An assembly's parts list spans the line: one row per kept part. */}
              {line?.parts && (
                <div className={`md:col-span-5 ${fresh ? '' : 'opacity-60'}`}>
                  <Suspense fallback={null}>
                    <BomTable fileName={file.name} parts={line.parts} sets={line.quantity} setPrice={line.manual ? undefined : line.unitPrice} lineFinish={line.options?.finish} finishes={finishes} setTiers={shownTiers} />
                  </Suspense>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Cell({ label, children, dim = false, end = false, strong = false }: { label: string; children: ReactNode; dim?: boolean; end?: boolean; strong?: boolean }) {
  return (
    <div className={`${end ? 'md:text-end' : ''} ${dim ? 'opacity-60' : ''}`}>
      <dt className="text-base-content/70 md:sr-only">{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-semibold' : ''}`}>{children}</dd>
    </div>
  );
}
