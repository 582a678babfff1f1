import { makeT } from '../../lib/format/translate.ts';
import { coreMessages } from '../../core/messages.ts';

/** Interface text of /login (the login form only). */
export const loginMessages = {
  'login.title': '登录',
  'login.heading': '登录星火智造',
  'login.subtitle': '使用账号密码或 QQ 登录，继续您的报价与订单',
  'login.expired': '登录已过期，请重新登录。登录后将回到刚才的页面。',
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
  'login.qqFailed': 'QQ 登录未完成：{message}',
  'login.success': '登录成功',
  'login.loggedOut': '已退出登录',
  'login.backHome': '返回平台首页',
  'login.showPassword': '显示密码',
  'login.hidePassword': '隐藏密码',
} as const;

/** This folder's translator: its own texts and those it shows from coreMessages. */
export const t = makeT({ ...coreMessages, ...loginMessages });
