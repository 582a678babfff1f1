import type { FinishOption, LeadTimeOption, MaterialPricing } from '../../wire/catalogue.ts';
import type { LineChoices, PartOptions } from '../../wire/quotes.ts';
import { t } from './messages.ts';
import { formatFen } from '../../lib/format/money.ts';
import { readPartOptions } from '../../lib/pricing/part-options.ts';

/** A finish as a choice: its name and what it adds (`打磨（+15%）`, `喷漆（+¥10.00/件 + ¥0.08/cm²）`). */
export function finishChoiceText(finish: FinishOption): string {
  if (finish.perPart === 0 && finish.perCm2 === 0) {
    if (finish.percent === 0) return finish.name;
    return t('options.finish.percent', { name: finish.name, sign: finish.percent > 0 ? '+' : '', percent: finish.percent });
  }
  if (finish.perCm2 === 0) return t('options.finish.fixed', { name: finish.name, fee: formatFen(finish.perPart) });
  return t('options.finish.fee', { name: finish.name, fee: formatFen(finish.perPart), perCm2: formatFen(finish.perCm2) });
}

/** A lead time as a choice: `加急 +40%`, `标准`, `经济 -10%`. */
export function leadTimeChoiceText(lead: LeadTimeOption): string {
  const name = t(`options.leadTime.${lead.kind}`);
  if (lead.adjustPercent === 0) return name;
  const change = lead.adjustPercent > 0 ? t('options.leadTime.surcharge', { percent: lead.adjustPercent }) : t('options.leadTime.discount', { percent: -lead.adjustPercent });
  return `${name} ${change}`;
}

/** The words of a part's choices, its finish called `finishName` (left out when undefined). */
function summaryWords(options: PartOptions, finishName: string | undefined): string[] {
  const words: string[] = [];
  if (options.units === 'inch') words.push(t('options.summary.inch'));
  if (options.infill !== undefined) words.push(t('options.summary.infill', { percent: options.infill }));
  if (finishName !== undefined) words.push(options.colour ? `${finishName}（${options.colour}）` : finishName);
  words.push(t(`options.leadTime.${options.leadTime}`));
  return words;
}

/** The choices of a part in a few words: `英寸 · 喷漆（中国红） · 加急`; the defaults (mm, none) are left out, the lead time is always said. */
export function optionsSummary(options: PartOptions, pricing: MaterialPricing | undefined): string {
  const finish = options.finish === null ? undefined : pricing?.finishes.find((candidate) => candidate.id === options.finish);
  return summaryWords(options, finish?.name).join(' · ');
}

/**
 * A priced line's choices as a quotation document or an order shows them, with its working days
 * to ship: `英寸 · 喷漆（中国红） · 加急 · 5 个工作日` (an FDM part's infill too: `填充 50% · 标准`); null for a line priced without choices. The
 * finish is called by the name the answer gives (by its id when a backend gives none).
 */
export function lineChoicesText(line: LineChoices): string | null {
  // Answered by a backend that may not be ours: read as a whole, or not shown.
  const options = readPartOptions(line.options);
  if (options === null) return null;
  const finishName = typeof line.finishName === 'string' ? line.finishName : undefined;
  const words = summaryWords(options, options.finish === null ? undefined : (finishName ?? options.finish));
  const { leadDays } = line;
  if (leadDays !== undefined && Number.isInteger(leadDays) && leadDays > 0) words.push(t('ship.days', { days: leadDays }));
  return words.join(' · ');
}
