import { t } from '~/components/callouts/callout-notes';

/** Under the totals of a 报价单 with a line that waits for the factory's confirmation: the total is the base price. */
export function ConfirmationTotalNote() {
  return (
    <p className="text-xs text-base-content/70 print:text-black" data-confirmation-total>
      {t('callouts.docNote')}
    </p>
  );
}
