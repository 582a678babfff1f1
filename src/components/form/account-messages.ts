import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/** Interface text of /me/personcenter, /me/updatepassword and /homefactory. */
export const accountMessages = {
  'password.heading': '修改密码',
  'password.intro': '修改成功后，所有设备上的登录都会失效，需要用新密码重新登录。',
  'password.current': '当前密码',
  'password.currentRequired': '请输入当前密码',
  'password.sameAsCurrent': '新密码不能与当前密码相同',
  'password.new': '新密码',
  'password.confirm': '确认密码',
  'password.hint': '8–64 个字符，需同时包含字母和数字',
  'password.show': '显示',
  'password.hide': '隐藏',
  'password.showLabel': '显示{field}',
  'password.hideLabel': '隐藏{field}',
  'password.submit': '确认修改',
  'password.submitting': '正在修改…',
  'password.required': '请输入新密码',
  'password.confirmRequired': '请再次输入新密码',
  'password.tooShort': '密码至少 {min} 个字符',
  'password.tooLong': '密码最多 {max} 个字符',
  'password.letterAndDigit': '密码需同时包含字母和数字',
  'password.mismatch': '两次输入的密码不一致',
  'password.changed': '密码已修改，请使用新密码重新登录',

  'person.heading': '个人中心',
  'person.username': '用户名：{username}',
  'person.balance': '账户余额',
  'person.coupons': '可用优惠券',
  'person.couponsCount': '{count} 张',
  'person.level': '会员等级',
  'person.growth': '成长值 {growth}',
  'person.factory': '当前工厂',
  'person.noFactory': '未选择',
  'person.shortcuts': '快捷入口',
  'person.viewFlow': '查看流水',
  'person.viewCoupons': '查看优惠券',
  'person.viewLevel': '会员权益',
  'person.editProfile': '编辑资料',
  'person.countUnavailable': '暂不可用',
  'person.shortcut.orders': '订单中心',
  'person.shortcut.ordersHint': '定制订单与耗材订单',
  'person.shortcut.quotation': '在线报价',
  'person.shortcut.quotationHint': '上传模型，立即看到价格',
  'person.shortcut.userCenter': '用户中心',
  'person.shortcut.userCenterHint': '资料、QQ 绑定、工厂、存储',
  'person.shortcut.memberCenter': '会员中心',
  'person.shortcut.memberCenterHint': '等级与权益',
  'person.shortcut.coupon': '我的优惠券',
  'person.shortcut.couponHint': '领取与使用优惠券',
  'person.shortcut.amountFlow': '余额流水',
  'person.shortcut.amountFlowHint': '充值、支付、退款记录',
  'person.shortcut.password': '修改密码',
  'person.shortcut.passwordHint': '定期更换更安全',
  'person.shortcut.suggest': '意见反馈',
  'person.shortcut.suggestHint': '告诉我们您的建议',

  'factoryHome.current': '当前工厂：{name}（{city}）',
  'factoryHome.currentNoCity': '当前工厂：{name}',
  'factoryHome.switch': '切换工厂',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...accountMessages });

/** A key this translator knows. */
export type MessageKey = Parameters<typeof t>[0];
