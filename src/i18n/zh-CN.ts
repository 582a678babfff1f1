import { accountMessages } from './areas/account.ts';
import { walletMessages } from './areas/wallet.ts';
import { profileMessages } from './areas/profile.ts';
import { quotationMessages } from './areas/quotation.ts';
import { uploadMessages } from './areas/upload.ts';
import { professionalMessages } from './areas/professional.ts';

/**
 * The zh-CN message catalogue: every text the site shows, flat dotted keys. Each area keeps
 * its keys in src/i18n/areas/; they merge here into the one catalogue t() reads.
 * Marketing copy lives in src/content; this file holds interface text.
 */
const coreMessages = {
  'site.name': '星火智造',
  'site.tagline': '定制零件在线报价与生产平台',
  'site.skip': '跳到主要内容',

  'nav.main': '主导航',
  'nav.platformHome': '平台首页',
  'nav.homeFactory': '工厂首页',
  'nav.quotation': '在线报价',
  'nav.professional': '专业订单',
  'nav.consumables': '耗材商城',
  'nav.footage': '素材下载',
  'nav.orderCenter': '订单中心',
  'nav.myDesign': '设计服务',
  'nav.suggest': '意见反馈',
  'nav.menu': '菜单',

  'user.login': '登录',
  'user.logout': '退出登录',
  'user.personCenter': '个人中心',
  'user.userCenter': '用户中心',
  'user.memberCenter': '会员中心',
  'user.menu': '用户菜单',

  'footer.contact': '联系我们',
  'footer.phone': '电话',
  'footer.wechat': '微信',
  'footer.qq': 'QQ',
  'footer.address': '地址',
  'footer.hours': '服务时间',
  'footer.map': '在地图中查看',
  'footer.copyright': '© 2026 星火智造 · 定制制造服务平台',

  'toast.region': '消息通知',
  'toast.close': '关闭',

  'error.service': '服务异常',
  'error.timeout': '请求超时，请检查网络后重试',
  'error.network': '网络连接失败，请检查网络后重试',
  'error.sessionExpired': '登录已失效，请重新登录',

  'login.title': '登录',
  'login.heading': '登录星火智造',
  'login.subtitle': '使用账号密码或 QQ 登录，继续您的报价与订单',
  'login.username': '用户名',
  'login.password': '密码',
  'login.usernamePlaceholder': '请输入用户名',
  'login.passwordPlaceholder': '请输入密码',
  'login.usernameRequired': '请输入用户名',
  'login.passwordRequired': '请输入密码',
  'login.submit': '登录',
  'login.submitting': '正在登录…',
  'login.or': '或',
  'login.qq': 'QQ登录',
  'login.qqRedirecting': '正在前往 QQ 授权…',
  'login.success': '登录成功',
  'login.loggedOut': '已退出登录',
  'login.backHome': '返回平台首页',
  'login.showPassword': '显示密码',
  'login.hidePassword': '隐藏密码',

  'social.loginSuccess': '登录成功',
  'social.bindSuccess': '绑定成功',
  'social.processing': '正在完成 QQ 授权…',

  'guard.checking': '正在验证登录状态…',
  'guard.redirecting': '正在跳转…',
  'guard.noscript': '请启用浏览器的 JavaScript 后使用此页面。',
  'drawings.orderTitle': '订单 {id} 的设计图纸',

  'frame.comingSoon': '此页面的完整功能将在后续版本中上线。',
  'frame.issue': '计划于：{issue}',

  'state.loading': '正在加载…',
  'state.loadFailed': '加载失败',
  'state.retry': '重试',
  'pagination.label': '分页',
  'pagination.previous': '上一页',
  'pagination.next': '下一页',
  'pagination.status': '第 {page} / {pages} 页，共 {total} 条',

  'account.nav': '账户导航',

  'notFound.title': '页面不存在',
  'notFound.body': '您访问的页面不存在或已被移动。',
  'notFound.home': '返回平台首页',


  'page.platformhome': '平台首页',
  'page.homefactory': '工厂首页',
  'page.professionalorder': '专业订单',
  'page.professionalorder.designdrawings': '设计图纸',
  'page.professionalorder.orderinformation': '新建专业订单',
  'page.quotationorder.selectmaterialprocess': '选择材料工艺',
  'page.quotationorder.uploaddesigndraws': '上传设计图纸',
  'page.quotationorder.submitorder': '提交订单',
  'page.consumablesorder': '耗材商城',
  'page.consumablesorder.consumableinformation': '耗材详情',
  'page.consumablesorder.consumableorderinformation': '耗材订单结算',
  'page.footagedownload': '素材下载',
  'page.ordercenter.customizeorder': '定制订单',
  'page.ordercenter.consumableorder': '耗材订单',
  'page.membercenter': '会员中心',
  'page.usercenter': '用户中心',
  'page.me.updatepassword': '修改密码',
  'page.me.personcenter': '个人中心',
  'page.me.coupon': '我的优惠券',
  'page.me.amountFlow': '余额流水',
  'page.order.paymentResult': '支付结果',
  'page.login': '登录',
  'page.mydesign.home': '设计服务',
  'page.mydesign.solution': '解决方案',
  'page.mydesign.case': '设计案例',
  'page.mydesign.aboutus': '关于我们',
  'page.mydesign.solution.packagePayment': '购买设计套餐',
  'page.mydesign.ordercenter.packageorder': '套餐订单',
  'page.mydesign.ordercenter.designorder': '设计订单',
  'page.mydesign.ordercenter.myOrder': '我的设计订单',
  'page.suggest.form': '提交反馈',
  'page.suggest.list': '我的反馈',
  'page.suggest.detail': '反馈详情',
} as const;

export const zhCN = { ...coreMessages, ...accountMessages, ...walletMessages, ...profileMessages, ...quotationMessages, ...uploadMessages, ...professionalMessages } as const;

export type MessageKey = keyof typeof zhCN;
