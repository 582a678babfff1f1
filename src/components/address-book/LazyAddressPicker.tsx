import { lazy, Suspense } from 'react';
import type { SavedAddressPickerProps } from './AddressPicker';

// Loaded beside the checkout's first render: the page's own script stays within its budget.
const Picker = lazy(() => import('./SavedAddressPicker'));

/** The address book's choice of a checkout, loaded when the address fields are first shown. */
export const LazyAddressPicker = (props: SavedAddressPickerProps) => (
  <Suspense>
    <Picker {...props} />
  </Suspense>
);
