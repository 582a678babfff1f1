import { lazy, Suspense } from 'react';
import { WhenNear } from '~/components/ui/WhenNear';
import type { SavedAddressPickerProps } from './picker/AddressPicker';

// Loaded when the address comes near, with the texts and the book's request it needs.
const Picker = lazy(() => import('./picker/AddressPicker'));

/**
 * The address book's choice of a checkout, loaded (with its request for the book) when the address
 * comes near the screen, not with the page: on a phone the address is a screen or more below the
 * start. The book's default still fills empty fields as they come into view; the title's row keeps
 * its height, so the choice arrives without moving anything.
 */
export function LazyAddressPicker(props: SavedAddressPickerProps) {
  return (
    <WhenNear>
      <Suspense>
        <Picker {...props} />
      </Suspense>
    </WhenNear>
  );
}
