import { siteMessages } from './site-messages.ts';
import { addressPickMessages, addressBookMessages } from '../components/address-book/messages.ts';
import { calloutMessages } from '../components/callouts/messages.ts';
import { calloutNoteMessages } from '../components/callouts/callout-notes.ts';
import { calloutDialogMessages } from '../islands/quotation/callouts/messages.ts';
import { couponMessages } from '../components/checkout/messages.ts';
import { deadlineMessages } from '../components/deadlines/messages.ts';
import { accountMessages } from '../components/form/account-messages.ts';
import { orderFormMessages } from '../components/form/messages.ts';
import { ordersMessages } from '../components/orders/messages.ts';
import { bankTransferMessages } from '../components/payment/bank-transfer-messages.ts';
import { bankDeskMessages } from '../islands/factory-console/bank-transfers/messages.ts';
import { partOptionMessages } from '../components/part-options/messages.ts';
import { materialCompareMessages } from '../components/part-options/compare-messages.ts';
import { assemblyMessages } from '../components/parts-list/messages.ts';
import { previewMessages } from '../components/preview/messages.ts';
import { priceBreakdownMessages } from '../components/price/messages.ts';
import { priceSummaryMessages } from '../components/price/price-summary.ts';
import { profileMessages } from '../components/profile/messages.ts';
import { topUpButtonMessages, topUpMessages } from '../components/top-up/messages.ts';
import { uploadMessages } from '../components/uploader/messages.ts';
import { uploadLimitMessages } from '../components/uploader/limits/messages.ts';
import { printabilityMessages } from '../components/uploader/printability/messages.ts';
import { cadMessages, meshWarningMessages } from '../components/uploader/queue/notes/messages.ts';
import { uploadItemMessages } from '../components/uploader/queue/item-messages.ts';
import { walletMessages } from '../components/wallet/messages.ts';
import { coreMessages } from '../core/messages.ts';
import { catalogueMessages } from '../islands/consumables/messages.ts';
import { cartQuantityMessages } from '../islands/consumables/quantity/messages.ts';
import { checkoutMessages } from '../islands/consumables/checkout/messages.ts';
import { designMessages } from '../islands/design-service/messages.ts';
import { footageMessages } from '../islands/footage/messages.ts';
import { invoicesMessages } from '../islands/invoices/messages.ts';
import { loginMessages } from '../islands/login/messages.ts';
import { shipmentMessages } from '../islands/orders/messages.ts';
import { afterSalesMessages } from '../islands/orders/after-sales/messages.ts';
import { topUpResultMessages } from '../islands/payment-result/messages.ts';
import { professionalMessages } from '../islands/professional/messages.ts';
import { professionalFormMessages } from '../islands/professional/new-order/messages.ts';
import { uploadEstimateMessages } from '../islands/quotation/estimate/messages.ts';
import { quotationMaterialMessages } from '../islands/quotation/material/messages.ts';
import { materialRateMessages } from '../islands/quotation/material/rates/messages.ts';
import { quotationStepMessages } from '../islands/quotation/messages.ts';
import { quotationCreatedMessages } from '../islands/quotation/submit/created/messages.ts';
import { quotationGoneMessages } from '../islands/quotation/submit/gone-files/messages.ts';
import { quotationMessages } from '../islands/quotation/submit/messages.ts';
import { priceHoldMessages } from '../islands/quotation/submit/request-parts/messages.ts';
import { quoteDocMessages } from '../islands/quote-doc/messages.ts';
import { suggestMessages } from '../islands/suggest/messages.ts';
import { messageCenterMessages } from '../islands/messages/messages.ts';
import { consoleMessages } from '../islands/factory-console/messages.ts';
import { claimMessages } from '../islands/factory-console/claims/messages.ts';
import { teamMessages } from '../islands/factory-console/team/messages.ts';
import { catalogueMessages as catalogueDeskMessages } from '../islands/factory-console/catalogue/messages.ts';
import { designMessages as designDeskMessages } from '../islands/factory-console/design/messages.ts';
import { feedbackMessages } from '../islands/factory-console/feedback/messages.ts';
import { invoiceMessages as invoiceDeskMessages } from '../islands/factory-console/invoices/messages.ts';

/**
 * The whole zh-CN catalogue: every interface text, flat dotted keys, merged from every folder's
 * messages.ts (an area's, a capability's, the core's) and the site's own (site-messages.ts).
 * Astro pages render with all of it at build time; browser code imports its own folder's
 * messages.ts, so a page ships only the texts it can show (areas.test.ts proves that every
 * folder's texts are here and that no key has two texts). Marketing copy lives in src/content.
 */
export const zhCN = {
  ...coreMessages,
  ...addressPickMessages,
  ...addressBookMessages,
  ...calloutNoteMessages,
  ...calloutMessages,
  ...calloutDialogMessages,
  ...couponMessages,
  ...deadlineMessages,
  ...accountMessages,
  ...orderFormMessages,
  ...ordersMessages,
  ...bankTransferMessages,
  ...bankDeskMessages,
  ...partOptionMessages,
  ...materialCompareMessages,
  ...assemblyMessages,
  ...previewMessages,
  ...priceBreakdownMessages,
  ...priceSummaryMessages,
  ...profileMessages,
  ...topUpButtonMessages,
  ...topUpMessages,
  ...uploadLimitMessages,
  ...uploadMessages,
  ...printabilityMessages,
  ...cadMessages,
  ...meshWarningMessages,
  ...uploadItemMessages,
  ...walletMessages,
  ...cartQuantityMessages,
  ...checkoutMessages,
  ...catalogueMessages,
  ...designMessages,
  ...footageMessages,
  ...invoicesMessages,
  ...loginMessages,
  ...shipmentMessages,
  ...topUpResultMessages,
  ...professionalFormMessages,
  ...professionalMessages,
  ...uploadEstimateMessages,
  ...quotationMaterialMessages,
  ...materialRateMessages,
  ...quotationStepMessages,
  ...quotationCreatedMessages,
  ...quotationGoneMessages,
  ...quotationMessages,
  ...priceHoldMessages,
  ...quoteDocMessages,
  ...suggestMessages,
  ...messageCenterMessages,
  ...consoleMessages,
  ...claimMessages,
  ...teamMessages,
  ...catalogueDeskMessages,
  ...designDeskMessages,
  ...feedbackMessages,
  ...invoiceDeskMessages,
  ...afterSalesMessages,
  ...siteMessages,
} as const;

export type MessageKey = keyof typeof zhCN;

/** Whether `key` names a text of the catalogue (a route's title key, say). */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(zhCN, key);
