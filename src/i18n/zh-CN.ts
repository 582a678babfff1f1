import { accountMessages } from './areas/account.ts';
import { walletMessages } from './areas/wallet.ts';
import { profileMessages } from './areas/profile.ts';
import { quotationMessages } from './areas/quotation.ts';
import { quotationGoneMessages } from './areas/quotation-gone.ts';
import { quotationMaterialMessages } from './areas/quotation-material.ts';
import { uploadMessages } from './areas/upload.ts';
import { uploadItemMessages } from './areas/upload-items.ts';
import { previewMessages } from './areas/preview.ts';
import { professionalMessages } from './areas/professional.ts';
import { coreMessages } from './areas/core.ts';
import { loginMessages } from './areas/login.ts';
import { siteMessages } from './areas/site.ts';
import { orderFormMessages } from './areas/order-form.ts';
import { couponMessages } from './areas/coupon.ts';
import { consumablesMessages } from './areas/consumables.ts';
import { footageMessages } from './areas/footage.ts';
import { ordersMessages } from './areas/orders.ts';
import { suggestMessages } from './areas/suggest.ts';
import { designMessages } from './areas/design-service.ts';
import { partOptionMessages } from './areas/part-options.ts';
import { priceBreakdownMessages } from './areas/price-breakdown.ts';
import { priceSummaryMessages } from './areas/price-summary.ts';
import { meshWarningMessages } from './areas/mesh-warnings.ts';
import { quotationCreatedMessages } from './areas/quotation-created.ts';
import { uploadEstimateMessages } from './areas/upload-estimate.ts';
import { uploadLimitMessages } from './areas/upload-limits.ts';
import { quoteDocMessages } from './areas/quote-doc.ts';
import { invoicesMessages } from './areas/invoices.ts';
import { cadMessages } from './areas/cad.ts';
import { deadlineMessages } from './areas/deadlines.ts';
import { priceHoldMessages } from './areas/price-hold.ts';
import { calloutMessages } from './areas/callouts.ts';
import { calloutNoteMessages } from './areas/callout-notes.ts';
import { assemblyMessages } from './areas/assembly.ts';

/**
 * The whole zh-CN catalogue: every interface text, flat dotted keys, merged from the area
 * files in src/i18n/areas/. Astro pages render with all of it at build time; islands use their
 * area's translator (src/i18n/t-*.ts) so a page ships only the texts it can show.
 * Marketing copy lives in src/content.
 */

export const zhCN = { ...coreMessages, ...partOptionMessages, ...priceBreakdownMessages, ...priceSummaryMessages, ...meshWarningMessages, ...quotationCreatedMessages, ...uploadEstimateMessages, ...uploadLimitMessages, ...loginMessages, ...siteMessages, ...accountMessages, ...walletMessages, ...profileMessages, ...quotationMessages, ...quotationGoneMessages, ...quotationMaterialMessages, ...orderFormMessages, ...couponMessages, ...uploadMessages, ...uploadItemMessages, ...previewMessages, ...professionalMessages, ...ordersMessages, ...consumablesMessages, ...footageMessages, ...designMessages, ...suggestMessages, ...quoteDocMessages, ...invoicesMessages, ...cadMessages, ...deadlineMessages, ...priceHoldMessages, ...calloutMessages, ...calloutNoteMessages, ...assemblyMessages } as const;

export type MessageKey = keyof typeof zhCN;
