import { accountMessages } from '../components/form/account-messages.ts';
import { walletMessages } from '../components/wallet/messages.ts';
import { profileMessages } from '../components/profile/messages.ts';
import { quotationMessages } from '../islands/quotation/submit/messages.ts';
import { quotationGoneMessages } from '../islands/quotation/submit/gone-files/messages.ts';
import { quotationMaterialMessages } from '../islands/quotation/material/messages.ts';
import { uploadMessages } from '../components/uploader/messages.ts';
import { uploadItemMessages } from '../components/uploader/queue/messages.ts';
import { previewMessages } from '../components/preview/messages.ts';
import { professionalMessages } from '../islands/professional/messages.ts';
import { coreMessages } from '../core/messages.ts';
import { loginMessages } from '../islands/login/messages.ts';
import { siteMessages } from './site-messages.ts';
import { orderFormMessages } from '../components/form/messages.ts';
import { couponMessages } from '../components/checkout/messages.ts';
import { consumablesMessages } from '../islands/consumables/messages.ts';
import { footageMessages } from '../islands/footage/messages.ts';
import { ordersMessages } from '../components/orders/messages.ts';
import { suggestMessages } from '../islands/suggest/messages.ts';
import { designMessages } from '../islands/design-service/messages.ts';
import { partOptionMessages } from '../components/part-options/messages.ts';
import { priceBreakdownMessages } from '../components/price/messages.ts';
import { priceSummaryMessages } from '../components/price/messages.ts';
import { meshWarningMessages } from '../components/uploader/queue/messages.ts';
import { quotationCreatedMessages } from '../islands/quotation/submit/created/messages.ts';
import { uploadEstimateMessages } from '../islands/quotation/estimate/messages.ts';
import { uploadLimitMessages } from '../components/uploader/messages.ts';
import { quoteDocMessages } from '../islands/quote-doc/messages.ts';
import { invoicesMessages } from '../islands/invoices/messages.ts';
import { cadMessages } from '../components/uploader/queue/messages.ts';
import { deadlineMessages } from '../components/deadlines/messages.ts';
import { priceHoldMessages } from '../islands/quotation/submit/request-parts/messages.ts';
import { calloutMessages } from '../components/callouts/messages.ts';
import { calloutNoteMessages } from '../components/callouts/messages.ts';
import { assemblyMessages } from '../components/parts-list/messages.ts';

/**
 * The whole zh-CN catalogue: every interface text, flat dotted keys, merged from the area
 * files in src/i18n/areas/. Astro pages render with all of it at build time; islands use their
 * area's translator (src/i18n/t-*.ts) so a page ships only the texts it can show.
 * Marketing copy lives in src/content.
 */

export const zhCN = { ...coreMessages, ...partOptionMessages, ...priceBreakdownMessages, ...priceSummaryMessages, ...meshWarningMessages, ...quotationCreatedMessages, ...uploadEstimateMessages, ...uploadLimitMessages, ...loginMessages, ...siteMessages, ...accountMessages, ...walletMessages, ...profileMessages, ...quotationMessages, ...quotationGoneMessages, ...quotationMaterialMessages, ...orderFormMessages, ...couponMessages, ...uploadMessages, ...uploadItemMessages, ...previewMessages, ...professionalMessages, ...ordersMessages, ...consumablesMessages, ...footageMessages, ...designMessages, ...suggestMessages, ...quoteDocMessages, ...invoicesMessages, ...cadMessages, ...deadlineMessages, ...priceHoldMessages, ...calloutMessages, ...calloutNoteMessages, ...assemblyMessages } as const;

export type MessageKey = keyof typeof zhCN;
