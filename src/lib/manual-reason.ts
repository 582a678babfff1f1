import type { ManualReason } from '../wire/quotes.ts';
import { t } from '../i18n/t-price-summary.ts';

/** Why a measured line waits for an engineer under its material's cost model. */
export function manualReasonText(reason: ManualReason): string {
  return t(`breakdown.manual.${reason}`);
}
