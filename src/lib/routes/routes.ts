/**
 * Every route of the seed (docs/seed-rules.md, *Routes*), and the site's own pages marked below, with
 * its page title and the area it belongs to.
 * Pages take their titles from here; tests walk it to prove every route exists.
 */
export type Area = 'platform' | 'factory' | 'quotation' | 'professional' | 'consumables' | 'footage' | 'orders' | 'account' | 'design' | 'suggest' | 'payment' | 'login';

export interface RouteInfo {
  path: string;
  /** The catalogue key of its title (src/i18n/site-messages.ts words it; src/i18n/route-title.ts reads it). */
  titleKey: `page.${string}`;
  area: Area;
}

export const ROUTES = [
  { path: '/platformhome', titleKey: 'page.platformhome', area: 'platform' },
  { path: '/homefactory', titleKey: 'page.homefactory', area: 'factory' },
  { path: '/professionalorder', titleKey: 'page.professionalorder', area: 'professional' },
  { path: '/professionalorder/designdrawings/{id}', titleKey: 'page.professionalorder.designdrawings', area: 'professional' },
  { path: '/professionalorder/orderinformation', titleKey: 'page.professionalorder.orderinformation', area: 'professional' },
  { path: '/quotationorder/selectmaterialprocess', titleKey: 'page.quotationorder.selectmaterialprocess', area: 'quotation' },
  { path: '/quotationorder/uploaddesigndraws', titleKey: 'page.quotationorder.uploaddesigndraws', area: 'quotation' },
  { path: '/quotationorder/submitorder', titleKey: 'page.quotationorder.submitorder', area: 'quotation' },
  // Not in the seed: the quotation document (报价单) to print or save as PDF.
  { path: '/quotationorder/quote', titleKey: 'page.quotationorder.quote', area: 'quotation' },
  { path: '/consumablesorder', titleKey: 'page.consumablesorder', area: 'consumables' },
  { path: '/consumablesorder/consumableinformation', titleKey: 'page.consumablesorder.consumableinformation', area: 'consumables' },
  { path: '/consumablesorder/consumableorderinformation', titleKey: 'page.consumablesorder.consumableorderinformation', area: 'consumables' },
  { path: '/footagedownload', titleKey: 'page.footagedownload', area: 'footage' },
  { path: '/ordercenter/customizeorder', titleKey: 'page.ordercenter.customizeorder', area: 'orders' },
  { path: '/ordercenter/consumableorder', titleKey: 'page.ordercenter.consumableorder', area: 'orders' },
  // Not in the seed: invoice requests over paid orders.
  { path: '/ordercenter/invoices', titleKey: 'page.ordercenter.invoices', area: 'orders' },
  { path: '/membercenter', titleKey: 'page.membercenter', area: 'account' },
  { path: '/usercenter', titleKey: 'page.usercenter', area: 'account' },
  { path: '/me/updatepassword', titleKey: 'page.me.updatepassword', area: 'account' },
  { path: '/me/personcenter', titleKey: 'page.me.personcenter', area: 'account' },
  { path: '/me/coupon', titleKey: 'page.me.coupon', area: 'account' },
  { path: '/me/amountFlow', titleKey: 'page.me.amountFlow', area: 'account' },
  // Not in the seed: 消息中心, what the factory did on the customer's things.
  { path: '/me/messages', titleKey: 'page.me.messages', area: 'account' },
  { path: '/order/paymentResult/index', titleKey: 'page.order.paymentResult', area: 'payment' },
  { path: '/login', titleKey: 'page.login', area: 'login' },
  { path: '/mydesign/home', titleKey: 'page.mydesign.home', area: 'design' },
  { path: '/mydesign/solution', titleKey: 'page.mydesign.solution', area: 'design' },
  { path: '/mydesign/case', titleKey: 'page.mydesign.case', area: 'design' },
  { path: '/mydesign/aboutus', titleKey: 'page.mydesign.aboutus', area: 'design' },
  { path: '/mydesign/solution/packagePayment', titleKey: 'page.mydesign.solution.packagePayment', area: 'design' },
  { path: '/mydesign/ordercenter/packageorder', titleKey: 'page.mydesign.ordercenter.packageorder', area: 'design' },
  { path: '/mydesign/ordercenter/designorder', titleKey: 'page.mydesign.ordercenter.designorder', area: 'design' },
  { path: '/mydesign/ordercenter/myOrder', titleKey: 'page.mydesign.ordercenter.myOrder', area: 'design' },
  { path: '/suggest/form', titleKey: 'page.suggest.form', area: 'suggest' },
  { path: '/suggest/list', titleKey: 'page.suggest.list', area: 'suggest' },
  { path: '/suggest/detail', titleKey: 'page.suggest.detail', area: 'suggest' },
] as const satisfies readonly RouteInfo[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/**
 * The factory console (/factory/*): the staff's pages, behind the console's own login
 * (src/islands/factory-console), never a customer's. Apart from ROUTES, whose pages the customer
 * guard, the shell and the customers' checks walk.
 */
export const CONSOLE_ROUTES = [
  { path: '/factory/login', title: '工厂员工登录' },
  { path: '/factory', title: '工作台' },
  { path: '/factory/quote', title: '报价' },
  { path: '/factory/shipping', title: '生产与发货' },
  { path: '/factory/feedback', title: '意见反馈' },
  { path: '/factory/invoices', title: '发票' },
  { path: '/factory/claims', title: '售后处理' },
  { path: '/factory/bank-transfers', title: '对公转账' },
  { path: '/factory/design', title: '设计交付' },
  { path: '/factory/team', title: '员工管理' },
  { path: '/factory/catalogue', title: '目录' },
  { path: '/factory/audit', title: '操作记录' },
] as const;
