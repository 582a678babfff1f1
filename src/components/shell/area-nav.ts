import type { MessageKey } from '../../i18n/zh-CN.ts';
import type { Area, RoutePath } from '../../lib/routes/routes.ts';

/** The area navigation of the shell, in order. */
export const AREA_NAV = [
  { href: '/platformhome', labelKey: 'nav.platformHome', area: 'platform' },
  { href: '/homefactory', labelKey: 'nav.homeFactory', area: 'factory' },
  { href: '/quotationorder/selectmaterialprocess', labelKey: 'nav.quotation', area: 'quotation' },
  { href: '/professionalorder', labelKey: 'nav.professional', area: 'professional' },
  { href: '/consumablesorder', labelKey: 'nav.consumables', area: 'consumables' },
  { href: '/footagedownload', labelKey: 'nav.footage', area: 'footage' },
  { href: '/ordercenter/customizeorder', labelKey: 'nav.orderCenter', area: 'orders' },
  { href: '/mydesign/home', labelKey: 'nav.myDesign', area: 'design' },
  { href: '/suggest/form', labelKey: 'nav.suggest', area: 'suggest' },
] as const satisfies readonly { href: RoutePath; labelKey: MessageKey; area: Area }[];
