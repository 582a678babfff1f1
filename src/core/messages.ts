import { makeT } from '../lib/format/translate.ts';

/**
 * Interface text every island may show: area names, errors, guard, list states, pagination and
 * the titles islands put in their headings. Text only the pre-rendered chrome shows is in site.ts.
 */
export const coreMessages = {
  'nav.quotation': '在线报价',
  'nav.professional': '专业订单',
  'nav.consumables': '耗材商城',
  'nav.footage': '素材下载',
  'nav.orderCenter': '订单中心',
  'nav.myDesign': '设计服务',
  'nav.suggest': '意见反馈',

  'customer.fallbackName': '客户',
  'customer.factoryUnnamed': '编号 {id} 的工厂',

  'price.goods': '商品金额',
  'price.goodsPriced': '商品金额（已计价部分）',
  'price.memberDiscount': '会员折扣',
  'price.discount': '优惠',
  'price.discountWith': '优惠（{title}）',
  'price.shipping': '运费',
  'price.freeShippingFrom': '满 {amount} 包邮',
  'price.freeShippingAlways': '会员包邮',
  'price.payable': '应付金额',
  'price.open': '价格待定',
  'price.pricedPart': '已计价部分 {amount}',
  'price.openNote': '含人工报价文件：工程师报价后订单转为待付款，届时才有应付金额，此前不收取任何费用。',
  'price.confirmNote': '含带图纸或加工要求的零件：工厂确认价格后订单转为待付款，届时才有应付金额，此前不收取任何费用。',

  'error.service': '服务异常',
  'error.timeout': '请求超时，请检查网络后重试',
  'error.network': '网络连接失败，请检查网络后重试',
  'error.shape': '服务返回的数据无法识别',

  'social.loginSuccess': '登录成功',
  'social.bindSuccess': '绑定成功',

  'guard.checking': '正在验证登录状态…',
  'guard.redirecting': '正在跳转…',
  'guard.loginFirst': '请先登录，登录后回到这里',
  'guard.needsFactory': '此页面需要先选择常用工厂，请在用户中心选择工厂后再使用',
  'drawings.orderTitle': '订单 {id} 的设计图纸',

  'dialog.back': '再想想',
  'state.loading': '正在加载…',
  'state.loadFailed': '加载失败',
  'state.retry': '重试',
  'state.notOffered': '本店暂未开通{feature}',
  'feature.coupons': '优惠券',
  'feature.factorySwitch': '切换工厂',
  'dateRange.show': '按日期筛选',
  'dateRange.from': '开始日期',
  'dateRange.to': '结束日期',
  'pagination.label': '分页',
  'pagination.previous': '上一页',
  'pagination.next': '下一页',
  'pagination.status': '第 {page} / {pages} 页，共 {total} 条',

  'notFound.title': '页面不存在',
  'notFound.body': '您访问的页面不存在或已被移动。',
  'notFound.home': '返回平台首页',

  'page.homefactory': '工厂首页',
  'page.professionalorder': '专业订单',
  'page.professionalorder.orderinformation': '新建专业订单',
  'page.quotationorder.uploaddesigndraws': '上传设计图纸',
  'page.consumablesorder.consumableinformation': '耗材详情',
  'page.membercenter': '会员中心',
  'page.usercenter': '用户中心',
  'page.me.coupon': '我的优惠券',
  'page.me.amountFlow': '余额流水',
  'page.me.messages': '消息中心',
  'page.order.paymentResult': '支付结果',
} as const;

/** This folder's translator: its own texts. */
export const t = makeT(coreMessages);

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
