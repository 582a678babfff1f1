import type { LineConfirmation } from '~/wire/quotes';
import { t } from '~/components/callouts/messages';
import { t as tNotes } from '~/components/callouts/callout-notes';
import { CONFIRMATION_WORKING_DAYS } from '~/lib/orders/callout-limits';
import { calloutsText } from '~/components/callouts/callout-text';
import { useFileDownload } from '~/components/ui/use-file-download';
import { FileName } from '../../core/FileName';

export interface LineConfirmationNoteProps extends Pick<LineConfirmation, 'drawing' | 'callouts'> {
  /** Whether the reader may download the drawing (its owner); a colleague reading a shared quotation sees its name only. */
  download?: boolean;
  /** Say what 需工程师确认 means under the badge (off where the page says it once for every line, as the 报价单 does). */
  explain?: boolean;
  /** Whether the line still waits for the factory (an order past 待报价 shows its drawing and call-outs only). */
  pending?: boolean;
}

/**
 * What a line with a 2D drawing or call-outs says wherever it is shown (steps 2 and 3, the order
 * detail, the 报价单): 需工程师确认 with what it means, the drawing (its name, and a download for its
 * owner) and the call-outs in words. Texts from the API or the customer are rendered as text only.
 */
export function LineConfirmationNote({ drawing: sent, callouts, download = true, explain = true, pending = true }: LineConfirmationNoteProps) {
  const { download: running, save } = useFileDownload();
  // Another backend's answer is shown only as far as it reads right.
  const drawing = sent && typeof sent.name === 'string' && Number.isInteger(sent.fileId) ? sent : undefined;
  const text = calloutsText(typeof callouts === 'object' && callouts !== null ? callouts : undefined);
  return (
    <div className="mt-1 flex flex-col items-start gap-0.5 text-sm print:text-black" data-confirmation>
      {pending && (
        <span className="badge badge-info badge-sm whitespace-nowrap print:border print:border-black" data-confirmation-badge>
          {tNotes('callouts.badge')}
        </span>
      )}
      {pending && explain && (
        <p className="text-xs text-base-content/75 print:text-black" data-confirmation-meaning>
          {t('callouts.meaning', { days: CONFIRMATION_WORKING_DAYS })}
        </p>
      )}
      {drawing && (
        <p className="flex flex-wrap items-center gap-x-2 wrap-anywhere" data-line-drawing>
          <span>
            {t('callouts.drawingLabel')}：<FileName name={drawing.name} />
          </span>
          {download && (
            <button type="button" className="btn btn-link btn-xs h-auto min-h-0 px-0 print:hidden" disabled={running !== null} onClick={() => void save(drawing.fileId, drawing.name)} data-drawing-download>
              {running ? t('callouts.downloading', { percent: running.percent ?? 0 }) : t('callouts.download')}
            </button>
          )}
        </p>
      )}
      {text && (
        <p data-line-callouts>
          {t('callouts.flagsLabel')}：{text}
        </p>
      )}
    </div>
  );
}
