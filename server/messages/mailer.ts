/**
 * Mail for the 消息中心: when the operator configures an SMTP server (`SHOP_SMTP_URL`, off by
 * default), every message the factory writes for a customer with an e-mail address is also sent
 * to that address, as plain text with a link to the page it is about. Messages are written in
 * the transaction of the action they tell of; the mailer reads them afterwards, in order, from a
 * cursor in the database (mail_cursor), so a restart neither loses nor repeats one that was sent,
 * and an SMTP server that is down only delays mail: a message is tried again on the next round,
 * and passed over (logged) after `maxAttempts`.
 */
import type { DatabaseSync } from 'node:sqlite';
import nodemailer from 'nodemailer';
import { intOf, nullableTextOf, textOf } from '../core/rows.ts';
import { logger } from '../core/log.ts';

export interface MailSettings {
  /** smtp://user:password@host:port or smtps://… (the password is never logged). */
  url: string;
  /** The sender: `"星火智造" <noreply@example.com>`. */
  from: string;
}

/** `SHOP_SMTP_URL` with `SHOP_MAIL_FROM`, or null (mail off) when no URL is set. */
export function mailSettingsOf(env: NodeJS.ProcessEnv = process.env): MailSettings | null {
  const url = env['SHOP_SMTP_URL'];
  if (url === undefined || url === '') return null;
  if (!/^smtps?:\/\//.test(url)) throw new Error('SHOP_SMTP_URL must start with smtp:// or smtps://');
  const from = env['SHOP_MAIL_FROM'];
  if (from === undefined || from === '') throw new Error('SHOP_MAIL_FROM must be set with SHOP_SMTP_URL');
  return { url, from };
}

/** Where the SMTP server is, for logs: the host and port without the user or password. */
export function smtpHostOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

export interface Mailer {
  /** Sends what is waiting, in order; answers how many were sent. One round at a time. */
  sendPending(): Promise<number>;
  close(): void;
}

interface Pending {
  id: number;
  title: string;
  body: string;
  link: string | null;
  email: string | null;
}

/** The text of a message's mail: its body, the page's full address, and that it is not to be answered. */
export function mailTextOf(message: { body: string; link: string | null }, siteOrigin: string): string {
  const page = message.link === null ? '' : `\n\n查看详情：${siteOrigin}${message.link}`;
  return `${message.body}${page}\n\n——\n此邮件由系统自动发送，请勿直接回复；全部消息请到网站「消息中心」查看。`;
}

export function createMailer(
  db: DatabaseSync,
  settings: MailSettings,
  options: { siteOrigin: string; batch?: number; maxAttempts?: number; log?: (line: string) => void },
): Mailer {
  const transport = nodemailer.createTransport(settings.url);
  const batch = options.batch ?? 20;
  const maxAttempts = options.maxAttempts ?? 3;
  const log = options.log ?? ((line: string) => logger.warn(line));
  const failures = new Map<number, number>();
  let running: Promise<number> | null = null;

  // Mail starts from now: the messages written before it was configured are not sent.
  db.prepare('INSERT OR IGNORE INTO mail_cursor (id, last_message_id) VALUES (1, (SELECT COALESCE(MAX(id), 0) FROM customer_messages))').run();
  const cursor = () => intOf(db.prepare('SELECT last_message_id FROM mail_cursor WHERE id = 1').get() ?? { last_message_id: 0 }, 'last_message_id');
  const advance = (id: number) => db.prepare('UPDATE mail_cursor SET last_message_id = ? WHERE id = 1 AND last_message_id < ?').run(id, id);
  const pending = (): Pending[] =>
    db
      .prepare(
        `SELECT m.id, m.title, m.body, m.link, c.email FROM customer_messages m JOIN customers c ON c.id = m.customer_id
         WHERE m.id > ? ORDER BY m.id LIMIT ?`,
      )
      .all(cursor(), batch)
      .map((row) => ({ id: intOf(row, 'id'), title: textOf(row, 'title'), body: textOf(row, 'body'), link: nullableTextOf(row, 'link'), email: nullableTextOf(row, 'email') }));

  async function round(): Promise<number> {
    let sent = 0;
    for (const message of pending()) {
      if (message.email === null || message.email === '') {
        advance(message.id);
        continue;
      }
      try {
        await transport.sendMail({ from: settings.from, to: message.email, subject: message.title, text: mailTextOf(message, options.siteOrigin) });
        failures.delete(message.id);
        advance(message.id);
        sent += 1;
      } catch (error) {
        const attempts = (failures.get(message.id) ?? 0) + 1;
        const reason = error instanceof Error ? error.message : String(error);
        if (attempts >= maxAttempts) {
          failures.delete(message.id);
          advance(message.id);
          log(`邮件发送失败 ${attempts} 次，已放弃：消息 ${message.id}（${smtpHostOf(settings.url)}：${reason}）`);
          continue;
        }
        failures.set(message.id, attempts);
        log(`邮件发送失败，稍后重试：消息 ${message.id}（${smtpHostOf(settings.url)}：${reason}）`);
        // In order: the ones after it wait for the next round.
        break;
      }
    }
    return sent;
  }

  return {
    sendPending() {
      running ??= round().finally(() => {
        running = null;
      });
      return running;
    },
    close() {
      transport.close();
    },
  };
}

/** Sends every `everyMs`; the timer does not keep the process alive. */
export function scheduleMail(mailer: Mailer, everyMs: number): () => void {
  const timer = setInterval(() => void mailer.sendPending(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
