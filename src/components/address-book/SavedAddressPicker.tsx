import { lazy } from 'react';
import type { SavedAddressPickerProps } from './AddressPicker';

const Picker = lazy(() => import('./AddressPicker'));

/**
 * The checkout's address-book choice behind one more step: the page's own script then names
 * only this small module to preload, not every module the choice is made of (which keeps the
 * quotation's step 3 within its budget). The choice loads right after it, under the same Suspense.
 */
export default function SavedAddressPicker(props: SavedAddressPickerProps) {
  return <Picker {...props} />;
}
