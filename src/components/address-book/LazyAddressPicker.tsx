import { lazy, Suspense, useCallback, useState } from 'react';
import type { SavedAddressPickerProps } from './AddressPicker';

// Loaded when the address comes near, with the texts and the book's request it needs.
const Picker = lazy(() => import('./AddressPicker'));

/**
 * The address book's choice of a checkout, loaded (with its request for the book) when the address
 * comes within 200 px of the screen (the focus entering its fields brings it there), not with the
 * page: on a phone the address is a screen or more below the start, and a first view downloads and
 * does less. The book's default still fills empty fields as they come into view; the title's row
 * keeps its height, so the choice arrives without moving anything.
 */
export function LazyAddressPicker(props: SavedAddressPickerProps) {
  const [near, setNear] = useState(false);
  const watch = useCallback((mark: HTMLElement) => {
    const watch = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '200px' });
    watch.observe(mark);
    return () => watch.disconnect();
  }, []);
  return near ? (
    <Suspense>
      <Picker {...props} />
    </Suspense>
  ) : (
    <span ref={watch} />
  );
}
