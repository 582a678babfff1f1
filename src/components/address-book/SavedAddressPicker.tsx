import { lazy } from 'react';

/**
 * The checkout's address-book choice behind one more step: the page's own script then names
 * only this small module to preload, not every module the choice is made of (which keeps the
 * quotation's step 3 within its budget). The choice loads right after it.
 */
export default lazy(() => import('./AddressPicker'));
