import type { CartItem, ConsumableQuoteLine } from '~/wire/consumable-orders';
import type { CartLabel } from '~/lib/drafts/cart-draft';
import { consumableImageUrl } from '~/islands/consumables/consumables';
import { t } from './messages';
import { consumablePath } from '~/lib/format/list-filters';
import { formatFen } from '~/lib/format/money';
import { QuantityPicker } from '../quantity/QuantityPicker';

export interface CheckoutLineProps {
  idPrefix: string;
  item: CartItem;
  /** The server's last price of this line (its name, price, stock); undefined until priced. */
  line: ConsumableQuoteLine | undefined;
  /** How the consumable read when it was put into the cart, shown until `line` arrives. */
  label: CartLabel | undefined;
  /** Whether `line` answers the quantities on screen. */
  fresh: boolean;
  text: string;
  error: string | undefined;
  /** What stops this line from being ordered (over stock, the server's refusal), or null. */
  problem: string | null;
  disabled: boolean;
  onText: (text: string) => void;
  onRemove: () => void;
}

/** One consumable of the checkout: picture, name, spec, price, stock, quantity, subtotal, 移除. */
export function CheckoutLine({ idPrefix, item, line, label, fresh, text, error, problem, disabled, onText, onRemove }: CheckoutLineProps) {
  const id = `${idPrefix}-${item.consumableId}`;
  const shown = line ?? label;
  const name = shown?.name ?? t('checkout.line.unknown', { id: item.consumableId });
  const unit = line?.unit ?? '';
  return (
    <li className={`flex gap-3 py-4 first:pt-0 last:pb-0 ${problem ? 'rounded-box bg-error/5 px-2' : ''}`} data-consumable-id={item.consumableId} data-problem={problem ? true : undefined}>
      <a href={consumablePath(item.consumableId)} className="shrink-0 self-start overflow-hidden rounded-field bg-base-200" tabIndex={-1} aria-hidden="true">
        {shown ? <img src={consumableImageUrl(shown.image)} width={80} height={60} loading="lazy" alt={shown.name} className="h-15 w-20 object-cover sm:h-18 sm:w-24" /> : <span className="block h-15 w-20 sm:h-18 sm:w-24" />}
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`${id}-name`} className="font-medium leading-snug">
              <a href={consumablePath(item.consumableId)} className="link link-hover">
                {name}
              </a>
            </h3>
            {/* Until the line is priced, its spec as added (else a placeholder), price and stock lines wait at their height. */}
            {shown ? <p className="text-sm text-base-content/70">{shown.spec}</p> : <span className="skeleton my-0.5 block h-4 w-28" aria-hidden="true" />}
          </div>
          <button type="button" className="btn btn-ghost btn-xs shrink-0 text-error" aria-label={t('checkout.line.removeNamed', { name })} disabled={disabled} onClick={onRemove}>
            {t('checkout.line.remove')}
          </button>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
          <div className="flex flex-col gap-0.5 text-sm sm:grow">
            {line ? (
              <>
                <span className="tabular-nums">{t('checkout.line.unitPrice', { price: formatFen(line.unitPrice), unit })}</span>
                <span id={`${id}-stock`} className={`tabular-nums ${line.stock < item.quantity ? 'font-medium text-error' : 'text-base-content/70'}`}>
                  {t('checkout.line.stock', { stock: line.stock, unit })}
                </span>
              </>
            ) : (
              <>
                <span className="skeleton my-0.5 block h-4 w-32" aria-hidden="true" />
                <span className="skeleton my-0.5 block h-4 w-20" aria-hidden="true" />
              </>
            )}
          </div>
          <QuantityPicker
            id={`${id}-quantity`}
            label={t('consumables.quantity.named', { name })}
            text={text}
            quantity={item.quantity}
            stock={line ? Math.max(line.stock, 1) : 9999}
            error={error}
            {...(line ? { hintId: `${id}-stock` } : {})}
            disabled={disabled}
            onText={onText}
          />
          <p className="ms-auto min-w-20 text-end">
            <span className="sr-only">{t('checkout.line.subtotal')}</span>
            {/* A new element once priced: the right-aligned figure appears in place instead of sliding left. */}
            <span key={line ? 'priced' : 'pending'} className={`font-semibold tabular-nums ${fresh ? '' : 'opacity-60'}`} data-testid="line-subtotal">
              {line && fresh ? formatFen(line.subtotal) : line ? formatFen(line.unitPrice * item.quantity) : '—'}
            </span>
          </p>
        </div>
        {problem && (
          <p role="alert" className="text-sm font-medium text-error" data-testid="line-problem">
            {problem}
          </p>
        )}
      </div>
    </li>
  );
}
