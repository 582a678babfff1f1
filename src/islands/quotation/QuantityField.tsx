import { t } from '~/i18n/t-quotation';
import { stepQuantity } from '~/lib/quote-quantity';
import { QUANTITY_LIMITS } from '~/lib/quotation-rules';

export interface QuantityFieldProps {
  id: string;
  fileName: string;
  /** The text in the box (what the customer typed, valid or not). */
  text: string;
  /** The last valid quantity, what − and + step from. */
  quantity: number;
  error: string | undefined;
  onText: (text: string) => void;
}

/** A whole number of parts, 1–10000, typed or stepped with − and +; its message sits right under it. */
export function QuantityField({ id, fileName, text, quantity, error, onText }: QuantityFieldProps) {
  const errorId = `${id}-error`;
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
          onClick={() => onText(String(stepQuantity(quantity, -1)))}
        >
          −
        </button>
        <input
          id={id}
          className={`input input-sm join-item w-20 text-center tabular-nums ${error ? 'input-error' : ''}`}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => onText(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="btn btn-sm btn-square join-item"
          aria-label={t('quotation.lines.increase', { file: fileName })}
          disabled={quantity >= QUANTITY_LIMITS.max && !error}
          onClick={() => onText(String(stepQuantity(quantity, 1)))}
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
}
