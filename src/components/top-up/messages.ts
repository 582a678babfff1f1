import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/** The 余额充值 button of the person center and the ledger, apart so that the pages carry one text until it is pressed. */
export const topUpButtonMessages = {
  'topUp.open': '余额充值',
} as const;

/** Interface text of the top-up dialog, loaded with it. */
export const topUpMessages = {
  'topUp.title': '余额充值',
  'topUp.intro': '通过在线支付充值到账户余额，充值后可用于支付订单。',
  'topUp.limits': '单笔充值金额 {min} 至 {max}；更大金额请联系店铺对公转账。',
  'topUp.amounts': '充值金额',
  'topUp.custom': '其他金额',
  'topUp.customLabel': '其他金额（元）',
  'topUp.customPlaceholder': '如 300 或 88.50',
  'topUp.empty': '请输入充值金额',
  'topUp.format': '请输入正确的金额，最多两位小数',
  'topUp.whole': '充值金额须精确到分',
  'topUp.min': '充值金额不能低于 {min}',
  'topUp.max': '单笔充值金额不能超过 {max}',
  'topUp.pay': '去支付 {amount}',
  'topUp.payPlain': '去支付',
  'topUp.paying': '正在前往支付…',
  'topUp.cancel': '取消',
  'topUp.notOffered': '当前店铺暂未开通在线充值。',
  'topUp.badGateway': '支付页面地址无效，请稍后重试',
  'topUp.methods': '支付方式',
  'topUp.wechat': '微信支付',
  'topUp.alipay': '支付宝',
  'topUp.simulated': '在线支付（模拟）',
  'topUp.methodsLoading': '正在读取可用的支付方式…',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...topUpButtonMessages, ...topUpMessages });
