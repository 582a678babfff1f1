import { useEffect, useState } from 'react';

/** A price holds this long before it is said: typing a quantity asks for several in a row. */
const SETTLE_MS = 700;

/**
 * Says a price to screen readers once it has settled (a polite live region, unseen): the figures
 * on screen change without moving focus, and a customer who cannot see them would not know. Null
 * while the price is on its way; the last one said stays until a new one settles.
 */
export function PriceAnnouncer({ text }: { text: string | null }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (text === null) return;
    const timer = setTimeout(() => setSaid(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-price-announcer>
      {said}
    </p>
  );
}
