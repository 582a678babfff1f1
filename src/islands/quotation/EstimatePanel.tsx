import { useId, useMemo } from 'react';
import type { Material } from '~/wire/catalogue';
import { Loading } from '~/components/ui/ListState';
import { PriceRows } from '~/components/ui/PriceRows';
import { t } from '~/i18n/t-upload-estimate';
import type { DrawingFile } from '~/wire/files';
import { estimateTotals, estimateUpload, type EstimateLine } from '~/lib/estimate';
import { formatVolume } from '~/lib/geometry-text';
import { formatFen } from '~/lib/money';
import { withReadablePricing } from '~/lib/material-pricing';
import { useMemberBenefits } from '~/hooks/use-member-benefits';
import type { UploadItem } from '~/lib/upload-draft';
import { t as tOptions } from '~/i18n/t-part-options';
import { CUBIC_INCH_MM3 } from '~/lib/part-options';
import { PartOptionsFields } from './PartOptionsFields';
import { FileName } from '~/components/ui/FileName';

export interface EstimatePanelProps {
  material: Material;
  /** The draft's uploads, measured files and quantities the estimate is made of. */
  uploads: readonly UploadItem[];
  files: readonly DrawingFile[];
  quantities: Readonly<Record<string, number>>;
  /** The choices of each part as stored, by server file id (only used when the material has `pricing`). */
  partOptions: Readonly<Record<string, unknown>>;
}

/** The live estimate: the chosen material, each file's price as a formula, and the totals the server will charge. */
export function EstimatePanel({ material: sent, uploads, files, quantities, partOptions }: EstimatePanelProps) {
  // Another backend's `pricing` is used only when the price can be computed from it.
  const material = useMemo(() => withReadablePricing(sent), [sent]);
  const titleId = useId();
  // The level benefits from the member call; null when the backend has none (the server then prices them).
  const benefits = useMemberBenefits();
  const estimate = estimateUpload(material, uploads, files, quantities, partOptions);
  // Drawn once the benefits are known: its totals would otherwise grow under the customer's eyes.
  if (benefits === undefined) return <Loading rows={2} />;
  // Only a complete estimate has a payable: files still measuring would change it.
  const totals = benefits !== null && estimate.measuring === 0 && estimate.lines.length > 0 ? estimateTotals(estimate, material, benefits) : null;
  return (
    <section className="flex flex-col gap-3" aria-labelledby={titleId} data-estimate>
      <h2 id={titleId} className="text-lg font-semibold">
        {t('upload.estimate.title')}
      </h2>
      <div className="rounded-box bg-base-200/60 p-3 text-sm">
        <p className="font-medium" data-estimate-material>
          {material.name}
        </p>
        <p className="text-base-content/70">
          {t('upload.estimate.rates', { price: formatFen(material.pricePerCm3), min: formatFen(material.minPrice), days: material.leadDays })}
        </p>
      </div>

      {estimate.lines.length === 0 ? (
        <p className="text-sm text-base-content/70">{t('upload.estimate.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-base-300" aria-label={t('upload.estimate.lines')}>
          {estimate.lines.map((line) => (
            <EstimateRow key={line.key} line={line} material={material} />
          ))}
        </ul>
      )}

      {totals ? (
        <div className="border-t border-base-300 pt-3">
          <PriceRows
            price={{ ...totals, manual: estimate.manual > 0 }}
            freeShippingFrom={totals.freeShippingFrom}
            withCoupon={false}
            payableLabel={t('upload.estimate.payable')}
            large={false}
            goodsAttrs={{ 'data-estimate-total': '' }}
            payableAttrs={{ 'data-estimate-payable': '' }}
            live
          />
        </div>
      ) : (
        <div className="flex items-baseline justify-between gap-2 border-t border-base-300 pt-3">
          <span className="font-medium">{t('upload.estimate.total')}</span>
          <span className="text-xl font-semibold text-primary tabular-nums" data-estimate-total>
            {formatFen(estimate.goods)}
          </span>
        </div>
      )}
      <ul className="flex flex-col gap-1 text-xs text-base-content/70">
        {estimate.manual > 0 && <li>{t('upload.estimate.manualNote', { count: estimate.manual })}</li>}
        {estimate.measuring > 0 && <li>{t('upload.estimate.measuringNote', { count: estimate.measuring })}</li>}
        {benefits === null && <li>{t('upload.estimate.noBenefits')}</li>}
        <li>{t('upload.estimate.note')}</li>
      </ul>
    </section>
  );
}

function EstimateRow({ line, material }: { line: EstimateLine; material: Material }) {
  const { volume } = line;
  const rate = material.pricePerCm3;
  // Choices that change nothing (millimetres, no finish, 标准, one part) keep the plain formula.
  const optionPrice = line.optionPrice && line.byVolume !== null && line.optionPrice.unitPrice !== Math.max(material.minPrice, line.byVolume) ? line.optionPrice : null;
  return (
    <li className="flex flex-col gap-0.5 py-2 text-sm" data-estimate-line={line.name}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 wrap-anywhere">
          <FileName name={line.name} />
        </span>
        <span className="shrink-0 font-medium tabular-nums" data-subtotal>
          {volume.kind === 'manual' ? (
            <span className="badge badge-warning">{t('upload.manual')}</span>
          ) : line.subtotal === null ? (
            <span className="text-base-content/70">{t('upload.estimate.pending')}</span>
          ) : (
            formatFen(line.subtotal)
          )}
        </span>
      </div>
      {volume.kind === 'measured' && optionPrice && line.byVolume !== null && (
        <span className="text-xs text-base-content/70 tabular-nums" data-formula>
          {tOptions('options.formula', {
            base: formatFen(optionPrice.base),
            volume: formatVolume(line.options?.units === 'inch' ? volume.volume * CUBIC_INCH_MM3 : volume.volume),
            rate: formatFen(rate),
            unit: formatFen(optionPrice.unitPrice),
            quantity: line.quantity,
          })}
        </span>
      )}
      {volume.kind === 'measured' && !optionPrice && line.unitPrice !== null && line.byVolume !== null && (
        <span className="text-xs text-base-content/70 tabular-nums" data-formula>
          {t(line.byVolume < line.unitPrice ? 'upload.estimate.formulaMin' : 'upload.estimate.formula', {
            volume: formatVolume(volume.volume),
            rate: formatFen(rate),
            byVolume: formatFen(line.byVolume),
            unit: formatFen(line.unitPrice),
            quantity: line.quantity,
          })}
        </span>
      )}
      {material.pricing && line.options && line.fileId !== null && volume.kind !== 'manual' && (
        <PartOptionsFields line={line} material={material} pricing={material.pricing} fileId={line.fileId} options={line.options} />
      )}
    </li>
  );
}
