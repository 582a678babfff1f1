import { makeT } from '../lib/format/translate.ts';
import { zhCN } from './zh-CN.ts';

/**
 * Every interface text, for Astro components (rendered at build time, so the size of the
 * catalogue costs nothing in the browser). Browser code uses an area translator instead.
 * @example t('footer.contact')
 */
export const t = makeT(zhCN);
