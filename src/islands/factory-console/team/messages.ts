import { makeT } from '../../../lib/format/translate.ts';
import { consoleT } from '../messages.ts';

/** Interface text of 员工管理 in the console (Team.tsx). */
export const teamMessages = {
  'console.team.heading': '员工管理',
  'console.team.intro': '本工厂的员工与角色。新员工和重置后的密码都是一次性密码，只显示这一次，员工首次登录时须修改。停用或改变角色后，该员工已有的登录立即失效。',
  'console.team.feature': '员工管理',
  'console.team.listLabel': '员工列表',
  'console.team.empty': '还没有员工',
  'console.team.username': '用户名',
  'console.team.name': '姓名',
  'console.team.role': '角色',
  'console.team.roleOf': '{name} 的角色',
  'console.team.you': '（你）',
  'console.team.off': '已停用',
  'console.team.mustChange': '待修改初始密码',
  'console.team.since': '{time} 添加',
  'console.team.disable': '停用',
  'console.team.enable': '启用',
  'console.team.reset': '重置密码',
  'console.team.saving': '正在保存…',
  'console.team.changed': '已更新 {name}',
  'console.team.addHeading': '添加员工',
  'console.team.add': '添加',
  'console.team.adding': '正在添加…',
  'console.team.usernameHint': '2–32 位字母、数字、下划线、点或横线，登录时使用',
  'console.team.passwordHeading': '{name}（{username}）的一次性密码',
  'console.team.passwordHint': '只显示这一次。请当面或经安全渠道交给该员工，首次登录后须修改。',
  'console.team.copy': '复制密码',
  'console.team.copied': '已复制',
  'console.team.copyFailed': '复制失败，请手动选择密码复制',
  'console.team.dismiss': '我已记下',
  'console.team.error.username': '用户名须为 2–32 位字母、数字、下划线、点或横线',
  'console.team.error.name': '请填写姓名（最多 20 个字）',
  'console.role.admin': '管理员',
  'console.role.engineer': '报价工程师',
  'console.role.service': '客服',
  'console.role.warehouse': '仓储发货',
} as const;

/** 员工管理's translator: its own texts and the console's. */
export const t = makeT({ ...consoleT, ...teamMessages });
