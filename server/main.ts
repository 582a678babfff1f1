import { rmSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { databasePath, demoStaffEnabled, distDirectory, simulationsEnabled, uploadDirectory } from './core/config.ts';
import { openDatabase } from './core/db.ts';
import { demoLoginLines } from './users/demo-logins.ts';
import { seedIfEmpty } from './seed.ts';
import { UploadFolder } from './core/upload-folder.ts';
import { configuredPayments } from './payments/providers/configured.ts';
import { createMailer, mailSettingsOf, scheduleMail, smtpHostOf } from './messages/mailer.ts';

const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? '127.0.0.1';
const dbPath = databasePath();
const distDir = distDirectory();
const testHooks = process.env['SHOP_TEST_HOOKS'] === '1';
const simulations = simulationsEnabled();
// Only behind a reverse proxy the operator runs, which appends the client to X-Forwarded-For.
const trustProxy = process.env['TRUST_PROXY'] === '1';
const displayHost = host.includes(':') ? `[${host}]` : host;
const origin = `http://${displayHost === '0.0.0.0' ? '127.0.0.1' : displayHost}:${port}`;

const uploads = uploadDirectory(dbPath);
// An in-memory database forgets its files on exit, so their temporary folder goes too.
if (uploads.temporary) process.on('exit', () => rmSync(uploads.dir, { recursive: true, force: true }));

const folder = new UploadFolder(uploads.dir);
folder.clearIncoming();
const db = openDatabase(dbPath);
folder.settleTrash((name) => db.prepare('SELECT 1 FROM design_files WHERE stored_name = ?').get(name) !== undefined);
const demoStaff = demoStaffEnabled();
if (await seedIfEmpty(db, { now: new Date(), uploads: folder, demoStaff })) console.log(`已写入演示数据：${dbPath}`);

// WeChat Pay and Alipay, each when its merchant settings are given (keys from files, never logged).
const online = configuredPayments(process.env, origin);

const app = createApp(db, {
  online,
  distDir,
  testHooks,
  simulations,
  trustProxy,
  publicOrigin: origin,
  uploadDir: uploads.dir,
  maintenanceEveryMs: 60 * 60 * 1000,
  // A consumable order's hold is 30 minutes: a minute late at most, and a payment tried after the deadline is refused anyway.
  deadlineSweepEveryMs: 60 * 1000,
});
// The 消息中心's mail: off unless an SMTP server is configured.
const mail = mailSettingsOf();
const mailer = mail === null ? null : createMailer(db, mail, { siteOrigin: process.env['SHOP_PUBLIC_ORIGIN'] ?? origin });
if (mailer !== null) scheduleMail(mailer, 15_000);

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(`定制商城参考服务器已启动：${origin}/`);
  console.log(distDir === null ? '仅提供 API（未找到 dist/ 或 SERVE_STATIC=0）' : `静态站点：${distDir}`);
  console.log(`API 文档：${origin}/api/openapi.json`);
  console.log(`上传文件目录：${uploads.dir}${uploads.temporary ? '（临时，退出时删除）' : ''}`);
  if (folder.problem !== null) {
    console.log(`⚠ 上传文件目录不可写（${folder.problem}）：服务器照常运行，但上传和删除文件会被拒绝（文件存储暂不可用）。请检查 UPLOAD_DIR 的权限和磁盘。`);
  }
  for (const line of demoLoginLines(demoStaff)) console.log(line);
  console.log(
    simulations
      ? '模拟 QQ 授权页与模拟支付网关：已开启（仅供演示和测试，任何人都可借此登录已绑定 QQ 的账号或不付款完成支付；SHOP_SIMULATIONS=0 关闭）'
      : '模拟 QQ 授权页与模拟支付网关：已关闭（QQ 登录未配置，在线支付未开通；SHOP_SIMULATIONS=1 开启）',
  );
  console.log(online.providers.size === 0 ? '在线支付（微信支付、支付宝）：未开启（设置 SHOP_WECHAT_* 或 SHOP_ALIPAY_* 开启）' : `在线支付：${[...online.providers.keys()].map((id) => (id === 'wechat' ? '微信支付' : '支付宝')).join('、')}，回调地址 ${online.origin}/api/payment-notify/…`);
  console.log(mail === null ? '消息邮件：未开启（设置 SHOP_SMTP_URL 与 SHOP_MAIL_FROM 开启）' : `消息邮件：经 ${smtpHostOf(mail.url)} 发送，发件人 ${mail.from}`);
  if (testHooks) console.log('测试钩子已开启：/api/__test__/*');
});

// Node closes an idle kept-alive connection after 5 s by default, so a client (a proxy, a test's
// request context) sending on it at that moment gets a reset instead of an answer; idle connections
// stay open a minute, longer than a browser's pauses, as proxies in front of Node usually expect.
if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`收到 ${signal}，正在关闭…`);
  // Keep-alive connections would hold close() open; give in-flight requests a moment.
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  server.close(() => {
    mailer?.close();
    db.close();
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
