import SavedAddressPicker from '~/components/address-book/SavedAddressPicker';
import type { SavedAddressPickerProps } from '~/components/address-book/AddressPicker';
import type { CustomizedOrder } from '~/wire/orders';
import { OrderCreated } from './OrderCreated';

/**
 * What step 3 shows after its first render, behind one lazy import: the address book's choice
 * (itself a small loader), or with `created` the created order's screen. One import site and
 * one component keep the page's own script within its weight budget.
 */
export default function Step3Later(props: { created: CustomizedOrder } | SavedAddressPickerProps) {
  return 'created' in props ? <OrderCreated order={props.created} /> : <SavedAddressPicker {...props} />;
}
