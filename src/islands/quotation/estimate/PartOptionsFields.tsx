import { useId } from 'react';
import type { Material, MaterialPricing } from '~/wire/catalogue';
import type { PartOptions } from '~/wire/quotes';
import { t } from '~/components/part-options/messages';
import type { EstimateLine } from '~/lib/pricing/estimate';
import { formatBbox, formatVolume } from '~/components/uploader/geometry-text';
import { formatFen } from '~/lib/format/money';
import { infillsOf, optionsIn } from '~/lib/pricing/part-options';
import { CUBIC_INCH_MM3 } from '~/lib/pricing/inch-units';
import { finishChoiceText, leadTimeChoiceText } from '~/components/part-options/part-options-text';
import { breakTable, quoteLineOf } from '~/lib/pricing/quote-lines';
import { pricedFileOf } from '~/lib/pricing/priced-file';
import { monthDayText, shipDateOf, todayIn } from '~/lib/orders/ship-date';
import { quotationDraft } from '~/stores/quotation';

/** The choices of one part, kept in the draft (and so over a reload). */
function setPartOptions(fileId: number, options: PartOptions): void {
  quotationDraft.update((draft) => ({ ...draft, partOptions: { ...draft.partOptions, [String(fileId)]: options } }));
}

const SELECT = 'select select-sm w-full';
const INCH_MM = 25.4;

/**
 * The choices of one part in the live estimate: units (re-measured and re-priced at once), finish
 * with its colour, lead time with its ship date, and the unit price at each quantity break with
 * the part's own marked (not for an assembly, whose choices apply to each of its parts); FDM's
 * infill with what the part costs at each (so the customer sees what a denser print adds). Each
 * change is kept in the draft (and so over a reload).
 */
export function PartOptionsFields(props: { line: EstimateLine; material: Material; pricing: MaterialPricing; fileId: number; options: PartOptions; assembly?: boolean }) {
  const { line, material, pricing, fileId, options, assembly = false } = props;
  const id = useId();
  const today = todayIn(new Date());
  const finish = options.finish === null ? undefined : pricing.finishes.find((candidate) => candidate.id === options.finish);
  const change = (next: Partial<PartOptions>) => setPartOptions(fileId, optionsIn(pricing, { ...options, ...next }));
  const measured = line.volume.kind === 'measured' ? line.volume.volume : null;
  const geometry = line.geometry;
  const { byQuantity, rows: table } =
    // An assembly's parts are priced one by one at their own pieces: its parts list shows them, not one table of the whole file.
    // A part that cannot be made or quoted has no price at any quantity.
    measured === null || geometry === null || assembly || line.refused !== null ? { byQuantity: false, rows: [] } : breakTable({ ...material, pricing }, { ...pricedFileOf({ id: fileId, name: line.name, geometry }, line.quantity, options), options });
  const current = byQuantity ? line.quantity : line.optionPrice?.breakAt.minQuantity;
  const infill = infillsOf(pricing);
  const chosenInfill = options.infill ?? infill?.defaultInfill;
  // The price per part at each infill, the other choices as they are; none for a part not priced (or an assembly's, priced part by part).
  const priceAt = (percent: number): number | null => {
    if (geometry === null || measured === null || assembly || line.refused !== null) return null;
    const priced = quoteLineOf({ ...material, pricing }, pricedFileOf({ id: fileId, name: line.name, geometry }, line.quantity, { ...options, infill: percent as NonNullable<PartOptions['infill']> }));
    return priced.manual ? null : priced.unitPrice;
  };
  const chosenPrice = chosenInfill === undefined ? null : priceAt(chosenInfill);

  return (
    <fieldset className="mt-2 flex flex-col gap-2" data-part-options={line.name}>
      <legend className="sr-only">{t('options.legend', { name: line.name })}</legend>
      <div className="grid grid-cols-1 gap-2">
        {/* A STEP or IGES file states its own unit and is measured in millimetres: no choice to make. */}
        {!/\.(?:step|stp|iges|igs)$/i.test(line.name) && (
          <label className="flex flex-col gap-1 text-xs" htmlFor={`${id}-units`}>
            <span>{t('options.units')}</span>
            <select id={`${id}-units`} className={SELECT} value={options.units} onChange={(event) => change({ units: event.target.value === 'inch' ? 'inch' : 'mm' })}>
              <option value="mm">{t('options.units.mm')}</option>
              <option value="inch">{t('options.units.inch')}</option>
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-xs" htmlFor={`${id}-lead`}>
          <span>{t('options.leadTime')}</span>
          <select
            id={`${id}-lead`}
            className={SELECT}
            value={options.leadTime}
            onChange={(event) => {
              const lead = pricing.leadTimes.find((candidate) => candidate.kind === event.target.value);
              if (lead) change({ leadTime: lead.kind });
            }}
          >
            {pricing.leadTimes.map((lead) => (
              <option key={lead.kind} value={lead.kind}>
                {`${leadTimeChoiceText(lead)} · ${t('ship.date', { date: monthDayText(shipDateOf(today, lead.days).date, today) })}`}
              </option>
            ))}
          </select>
        </label>
        {infill && (
          <label className="flex flex-col gap-1 text-xs" htmlFor={`${id}-infill`}>
            <span>{t('options.infill')}</span>
            <select
              id={`${id}-infill`}
              className={SELECT}
              value={String(chosenInfill)}
              onChange={(event) => {
                const percent = infill.infills.find((candidate) => String(candidate) === event.target.value);
                if (percent !== undefined) change({ infill: percent });
              }}
            >
              {infill.infills.map((percent) => {
                const at = priceAt(percent);
                const name = t(percent === infill.defaultInfill ? 'options.infill.default' : 'options.infill.percent', { percent });
                const text =
                  at === null
                    ? name
                    : percent === chosenInfill || chosenPrice === null
                      ? t('options.infill.price', { name, price: formatFen(at) })
                      : t('options.infill.difference', { name, price: formatFen(at), sign: at >= chosenPrice ? '+' : '-', difference: formatFen(Math.abs(at - chosenPrice)) });
                return (
                  <option key={percent} value={String(percent)}>
                    {text}
                  </option>
                );
              })}
            </select>
          </label>
        )}
        {pricing.finishes.length > 0 && (
          <label className="flex flex-col gap-1 text-xs" htmlFor={`${id}-finish`}>
            <span>{t('options.finish')}</span>
            <select id={`${id}-finish`} className={SELECT} value={options.finish ?? ''} onChange={(event) => change({ finish: event.target.value === '' ? null : event.target.value, colour: null })}>
              <option value="">{t('options.finish.none')}</option>
              {pricing.finishes.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {finishChoiceText(candidate)}
                </option>
              ))}
            </select>
          </label>
        )}
        {finish && finish.colours.length > 0 && (
          <label className="flex flex-col gap-1 text-xs" htmlFor={`${id}-colour`}>
            <span>{t('options.colour')}</span>
            <select id={`${id}-colour`} className={SELECT} value={options.colour ?? ''} onChange={(event) => change({ colour: event.target.value })}>
              {finish.colours.map((colour) => (
                <option key={colour} value={colour}>
                  {colour}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {options.units === 'inch' && measured !== null && line.geometry && (
        <p className="text-xs text-base-content/70" data-inch-note>
          {t('options.units.inchNote', {
            volume: formatVolume(measured * CUBIC_INCH_MM3),
            bbox: formatBbox({ x: line.geometry.bbox.x * INCH_MM, y: line.geometry.bbox.y * INCH_MM, z: line.geometry.bbox.z * INCH_MM }),
          })}
        </p>
      )}
      {table.length > 1 && (
        <table className="table table-xs" data-break-table>
          <caption className="sr-only">{t('options.breaks', { name: line.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('options.breaks.quantity')}</th>
              <th scope="col" className="text-end">
                {t('options.breaks.unitPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.map((row) => (
              <tr key={row.minQuantity} className={row.minQuantity === current ? 'bg-primary/10 font-semibold' : ''} data-current={row.minQuantity === current ? '' : undefined}>
                <td>
                  {t(byQuantity ? 'options.breaks.at' : 'options.breaks.from', { count: row.minQuantity })}
                  {row.minQuantity === current && <span className="badge badge-primary badge-xs ms-2">{t('options.breaks.current')}</span>}
                </td>
                <td className="text-end tabular-nums">{formatFen(row.unitPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </fieldset>
  );
}
