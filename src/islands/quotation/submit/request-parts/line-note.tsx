import type { MaterialPricing } from '~/wire/catalogue';
import type { QuoteLine } from '~/wire/quotes';
import { lazy, Suspense } from 'react';
import { LineOptionsNote } from '../../ship-dates/ShipDates';
import { readMaterialPricing } from '~/lib/pricing/material-pricing';

// A line's drawing and call-outs as the server answered them (the callouts area's part).
const LineConfirmationNote = lazy(async () => ({ default: (await import('../../callouts/line-callouts')).LineConfirmationNote }));
// How a price is made loads with step 3's deferred parts, not with the page: the page's list of what it needs
// stays short. Asked for at once, so that it is mostly here when the first price is.
const loadLineBreakdown = () => import('./LineBreakdown');
void loadLineBreakdown();
const LineBreakdown = lazy(loadLineBreakdown);

/**
 * What a line of step 3 says under its material (when it ships and the choices the server priced
 * it with), and how its price per part is made, as the server priced it, or why it waits for an engineer.
 */
export const lineNote = (sent: MaterialPricing | undefined, orderLeadDays: number, dated = true) => (line: QuoteLine) => {
  const pricing = readMaterialPricing(sent);
  const finishName = line.options?.finish ? pricing?.finishes.find((finish) => finish.id === line.options?.finish)?.name : undefined;
  const breakdown =
    line.manualReason || (line.breakdown && !line.manual) ? (
      <Suspense fallback={null}>
        <LineBreakdown line={line} finishName={finishName} />
      </Suspense>
    ) : null;
  return {
    // An order the factory is to price (待报价) has no ship date yet: its lines say only their choices.
    note: line.manual ? null : <LineOptionsNote options={line.options} leadDays={dated ? (line.leadDays ?? orderLeadDays) : null} pricing={pricing} />,
    // A line with a drawing or call-outs says so, as the server answered it.
    details:
      line.needsConfirmation === true ? (
        <>
          {breakdown}
          <Suspense fallback={null}>
            <LineConfirmationNote drawing={line.drawing} callouts={line.callouts} />
          </Suspense>
        </>
      ) : (
        breakdown
      ),
  };
};
