import { rmSync, writeFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { backupSettings, databasePath, demoDataEnabled, demoStaffEnabled, distDirectory, simulationsEnabled, uploadDirectory } from './core/config.ts';
import { logger } from './core/log.ts';
import { scheduleBackups } from './core/backup.ts';
import { Heartbeat } from './core/heartbeat.ts';
import { pidFileOf } from './restore.ts';
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
// `npm run db:restore` refuses while this names a live process (server/restore.ts).
if (dbPath !== ':memory:') {
  writeFileSync(pidFileOf(dbPath), `${process.pid}\n`);
  process.on('exit', () => rmSync(pidFileOf(dbPath), { force: true }));
}
folder.settleTrash((name) => db.prepare('SELECT 1 FROM design_files WHERE stored_name = ?').get(name) !== undefined);
const demoData = demoDataEnabled();
const demoStaff = demoData && demoStaffEnabled();
if (await seedIfEmpty(db, { now: new Date(), uploads: folder, demoStaff, demoData })) {
  logger.info({ demoData }, demoData ? `已写入演示数据：${dbPath}` : `已写入目录（工艺、材料、耗材），无演示数据：${dbPath}；用 npm run staff:create-admin 创建工厂及其第一个管理员`);
}

const backups = backupSettings(dbPath);
// Late after two intervals (GET /api/health then answers degraded).
const backupHeartbeat = backups === null ? undefined : new Heartbeat(backups.everyMs, 2, new Date());

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
  logger,
  ...(backupHeartbeat === undefined ? {} : { backup: backupHeartbeat }),
});
const backupSchedule = backups === null || backupHeartbeat === undefined ? null : scheduleBackups(db, backups, { heartbeat: backupHeartbeat, logger });
// The 消息中心's mail: off unless an SMTP server is configured.
const mail = mailSettingsOf();
const mailer = mail === null ? null : createMailer(db, mail, { siteOrigin: process.env['SHOP_PUBLIC_ORIGIN'] ?? origin });
if (mailer !== null) scheduleMail(mailer, 15_000);

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  const say = (line: string) => logger.info(line);
  say(`定制商城参考服务器已启动：${origin}/`);
  say(distDir === null ? '仅提供 API（未找到 dist/ 或 SERVE_STATIC=0）' : `静态站点：${distDir}`);
  say(`API 文档：${origin}/api/openapi.json；运行状态：${origin}/api/health`);
  say(`上传文件目录：${uploads.dir}${uploads.temporary ? '（临时，退出时删除）' : ''}`);
  if (folder.problem !== null) {
    logger.warn(`⚠ 上传文件目录不可写（${folder.problem}）：服务器照常运行，但上传和删除文件会被拒绝（文件存储暂不可用）。请检查 UPLOAD_DIR 的权限和磁盘。`);
  }
  if (demoData) say(demoLoginLines(demoStaff).join('\n'));
  say(
    simulations
      ? '模拟 QQ 授权页与模拟支付网关：已开启（仅供演示和测试，任何人都可借此登录已绑定 QQ 的账号或不付款完成支付；SHOP_SIMULATIONS=0 关闭）'
      : '模拟 QQ 授权页与模拟支付网关：已关闭（QQ 登录未配置，在线支付未开通；SHOP_SIMULATIONS=1 开启）',
  );
  say(online.providers.size === 0 ? '在线支付（微信支付、支付宝）：未开启（设置 SHOP_WECHAT_* 或 SHOP_ALIPAY_* 开启）' : `在线支付：${[...online.providers.keys()].map((id) => (id === 'wechat' ? '微信支付' : '支付宝')).join('、')}，回调地址 ${online.origin}/api/payment-notify/…`);
  say(mail === null ? '消息邮件：未开启（设置 SHOP_SMTP_URL 与 SHOP_MAIL_FROM 开启）' : `消息邮件：经 ${smtpHostOf(mail.url)} 发送，发件人 ${mail.from}`);
  say(backups === null ? '数据库备份：未开启（设置 SHOP_BACKUP_DIR 开启）' : `数据库备份：每 ${backups.everyMs / 3_600_000} 小时一次，保留最近 ${backups.keep} 份，目录 ${backups.dir}`);
  if (testHooks) say('测试钩子已开启：/api/__test__/*');
});

// Node closes an idle kept-alive connection after 5 s by default, so a client (a proxy, a test's
// request context) sending on it at that moment gets a reset instead of an answer; idle connections
// stay open a minute, longer than a browser's pauses, as proxies in front of Node usually expect.
if ('keepAliveTimeout' in server) server.keepAliveTimeout = 65_000;

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`收到 ${signal}，正在关闭…`);
  // Keep-alive connections would hold close() open; give in-flight requests a moment.
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  server.close(() => {
    mailer?.close();
    // A backup under way reads the database to its end first.
    void (backupSchedule?.stop() ?? Promise.resolve()).finally(() => {
      db.close();
      process.exit(0);
    });
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
