import { t } from './messages';
import { stepCartQuantity } from '~/islands/consumables/quantity/cart-quantity';

export interface QuantityPickerProps {
  id: string;
  /** Accessible name of the box, e.g. 光敏树脂 的数量. */
  label: string;
  /** Shown above the box; omit to keep the label for screen readers only. */
  visibleLabel?: string;
  /** The text in the box (what the customer typed, valid or not). */
  text: string;
  /** The last valid quantity, what − and + step from. */
  quantity: number;
  stock: number;
  error: string | undefined;
  /** Extra description read with the box (e.g. the stock). */
  hintId?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  onText: (text: string) => void;
}

/** A whole number of units, 1 to the stock, typed or stepped with − and +; its message sits right under it. */
export function QuantityPicker({ id, label, visibleLabel, text, quantity, stock, error, hintId, disabled = false, size = 'sm', onText }: QuantityPickerProps) {
  const errorId = `${id}-error`;
  const button = `btn btn-square join-item ${size === 'sm' ? 'btn-sm' : ''}`;
  const described = [error ? errorId : null, hintId ?? null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={visibleLabel ? 'text-sm font-medium' : 'sr-only'}>
        {visibleLabel ?? label}
      </label>
      <div className="join">
        <button type="button" className={button} aria-label={t('consumables.quantity.less')} disabled={disabled || (quantity <= 1 && !error)} onClick={() => onText(String(stepCartQuantity(quantity, -1, stock)))}>
          −
        </button>
        <input
          id={id}
          className={`input join-item w-20 text-center tabular-nums ${size === 'sm' ? 'input-sm' : ''} ${error ? 'input-error' : ''}`}
          inputMode="numeric"
          autoComplete="off"
          aria-label={visibleLabel ? label : undefined}
          value={text}
          disabled={disabled}
          onChange={(event) => onText(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={described || undefined}
        />
        <button type="button" className={button} aria-label={t('consumables.quantity.more')} disabled={disabled || (quantity >= stock && !error)} onClick={() => onText(String(stepCartQuantity(quantity, 1, stock)))}>
          +
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-error text-sm" data-testid="quantity-error">
          {error}
        </p>
      )}
    </div>
  );
}
