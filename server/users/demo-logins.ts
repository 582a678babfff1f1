import { seedStaff } from '../staff/seed.ts';
import { seedPassword } from './seed.ts';

/**
 * The demo logins of the README's table (the e2e-* customers aside), each with what it shows.
 * The start banner prints them; demo-logins.test.ts keeps the two lists equal.
 */
export const DEMO_LOGINS = [
  { username: 'demo', shows: '黄金会员，有常用工厂；余额、流水、各状态的订单与优惠券；已绑定 QQ' },
  { username: 'newbie', shows: '无常用工厂（登录后到设计服务首页），各列表为空' },
  { username: 'maker', shows: '白银会员，未绑定 QQ（可试绑定）' },
  { username: 'other', shows: '另一家店铺（蓝鲸模型设计室）的客户，用于隔离检查' },
] as const;

/**
 * The banner lines for the demo logins, with the demo's staff logins of the staff console
 * (/api/shop-staff) when the demo data has them (`staff`: not with NODE_ENV=production).
 */
export function demoLoginLines(staff = true): string[] {
  return [
    `演示账号（密码均为 ${seedPassword}）：`,
    ...DEMO_LOGINS.map((login) => `  ${login.username.padEnd(8)}${login.shows}`),
    '  e2e-*   浏览器测试专用，数据会被测试改动',
    ...(staff ? ['员工账号（员工工作台 /api/shop-staff，密码同上）：', ...seedStaff.map((member) => `  ${member.username.padEnd(10)}${member.shows}`)] : []),
  ];
}
