import { memo } from 'react';
import { t } from '~/islands/quotation/submit/messages';
import { stepQuantity } from '~/islands/quotation/submit/quote-quantity';
import { QUANTITY_LIMITS } from '~/lib/files/quotation-rules';

export interface QuantityFieldProps {
  id: string;
  fileName: string;
  /** The text in the box (what the customer typed, valid or not). */
  text: string;
  /** The last valid quantity, what − and + step from. */
  quantity: number;
  error: string | undefined;
  fileId: number;
  /** Stable across renders (the field is memoised): it is told which file's box changed. */
  onText: (fileId: number, text: string) => void;
}

/**
 * A whole number of parts, 1–10000, typed or stepped with − and +; its message sits right under it.
 * Memoised: step 3 draws itself again as its data and its price arrive, which leaves the box as it is.
 */
export const QuantityField = memo(function QuantityField({ id, fileName, text, quantity, error, fileId, onText }: QuantityFieldProps) {
  const errorId = `${id}-error`;
  const edit = (next: string) => onText(fileId, next);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {t('quotation.lines.quantityOf', { file: fileName })}
      </label>
      <div className="join">
        <button
          type="button"
          className="btn btn-sm btn-square join-item"
          aria-label={t('quotation.lines.decrease', { file: fileName })}
          disabled={quantity <= QUANTITY_LIMITS.min && !error}
          onClick={() => edit(String(stepQuantity(quantity, -1)))}
        >
          −
        </button>
        <input
          id={id}
          className={`input input-sm join-item w-20 text-center tabular-nums ${error ? 'input-error' : ''}`}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => edit(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="btn btn-sm btn-square join-item"
          aria-label={t('quotation.lines.increase', { file: fileName })}
          disabled={quantity >= QUANTITY_LIMITS.max && !error}
          onClick={() => edit(String(stepQuantity(quantity, 1)))}
        >
          +
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
});
