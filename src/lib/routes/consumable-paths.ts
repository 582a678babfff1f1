import type { RoutePath } from './routes.ts';

/** The consumables catalogue and its checkout. */
export const CATALOGUE_PATH: RoutePath = '/consumablesorder';
export const CHECKOUT_PATH: RoutePath = '/consumablesorder/consumableorderinformation';
