import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support.ts';
import { staffLogin, staffPath, waitingOrder } from '../staff/test-support.ts';
import { createMailer, mailSettingsOf, mailTextOf, smtpHostOf, type Mailer } from './mailer.ts';

interface Received {
  auth: string | null;
  from: string;
  to: string[];
  data: string;
}

/**
 * A local SMTP server speaking the protocol's plain subset (EHLO, AUTH PLAIN, MAIL, RCPT, DATA,
 * QUIT; RFC 5321), keeping what it received; `refuseNext` answers the next DATA 451 (try later).
 */
class SmtpStandIn {
  readonly received: Received[] = [];
  refuseNext = 0;
  private readonly server: Server;

  constructor() {
    this.server = createServer((socket) => this.talk(socket));
  }

  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.server.listen(0, '127.0.0.1', () => {
        const address = this.server.address();
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private talk(socket: Socket) {
    let buffer = '';
    let inData = false;
    let mail: Received = { auth: null, from: '', to: [], data: '' };
    let auth: string | null = null;
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 stand-in ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (this.refuseNext > 0) {
              this.refuseNext -= 1;
              say('451 4.3.0 try again later');
            } else {
              this.received.push({ ...mail, auth });
              say('250 2.0.0 queued');
            }
            mail = { auth: null, from: '', to: [], data: '' };
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-stand-in\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        else if (verb === 'AUTH') {
          auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          say('235 2.7.0 accepted');
        } else if (verb === 'MAIL') {
          mail.from = line;
          say('250 OK');
        } else if (verb === 'RCPT') {
          mail.to.push(line);
          say('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') say('250 OK');
        else say('502 not here');
      }
    });
  }
}

/** A mail body as sent: quoted-printable or base64 undone enough to read the Chinese text. */
function bodyOf(data: string): string {
  const headersEnd = data.indexOf('\n\n');
  const body = headersEnd < 0 ? data : data.slice(headersEnd + 2);
  if (/Content-Transfer-Encoding: base64/i.test(data)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(data)) {
    const bytes = body.replace(/=\n/g, '').replace(/\n/g, '\r\n');
    return Buffer.from(bytes.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
  }
  return body;
}

describe('the 消息中心 by mail', () => {
  let smtp: SmtpStandIn;
  let port: number;
  let server: TestServer;
  let mailer: Mailer | null = null;
  const logged: string[] = [];

  beforeEach(async () => {
    smtp = new SmtpStandIn();
    port = await smtp.listen();
    server = await createTestServer();
    logged.length = 0;
  });
  afterEach(async () => {
    mailer?.close();
    mailer = null;
    await smtp.close();
  });

  const start = () => {
    mailer = createMailer(server.db, { url: `smtp://shop:s3cret-pass@127.0.0.1:${port}`, from: '"星火智造" <noreply@shop.example>' }, { siteOrigin: 'https://shop.example', maxAttempts: 2, log: (line) => logged.push(line) });
    return mailer;
  };

  /** demo's 待报价 order declined by the engineer: one message for demo (demo@example.com). */
  async function declineOne(): Promise<string> {
    const demo = await server.login('demo');
    const order = await waitingOrder(server, demo);
    const engineer = await staffLogin(server, 'engineer');
    const response = await server.call('POST', `${staffPath}/quotes/${order.orderNo}/decline`, { token: engineer, json: { reason: '公差超出本厂设备能力' } });
    expect(response.status, await response.clone().text()).toBe(200);
    return order.orderNo;
  }

  it('is off without SHOP_SMTP_URL, and needs a sender with one', () => {
    expect(mailSettingsOf({})).toBeNull();
    expect(() => mailSettingsOf({ SHOP_SMTP_URL: 'smtp://h:25' })).toThrow(/SHOP_MAIL_FROM/);
    expect(() => mailSettingsOf({ SHOP_SMTP_URL: 'http://h', SHOP_MAIL_FROM: 'a@b' })).toThrow(/smtp/);
    expect(mailSettingsOf({ SHOP_SMTP_URL: 'smtps://u:p@h:465', SHOP_MAIL_FROM: 'a@b' })).toEqual({ url: 'smtps://u:p@h:465', from: 'a@b' });
    expect(smtpHostOf('smtps://user:secret@mail.example:465')).toBe('smtps://mail.example:465');
  });

  it('sends a factory action to the customer\'s address once, with the page\'s full address, after logging in', async () => {
    start();
    const orderNo = await declineOne();
    expect(await mailer?.sendPending()).toBe(1);
    expect(await mailer?.sendPending()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.auth).toBe('\u0000shop\u0000s3cret-pass');
    expect(mail?.to).toEqual(['RCPT TO:<demo@example.com>']);
    expect(mail?.from).toBe('MAIL FROM:<noreply@shop.example>');
    expect(mail?.data).toMatch(/^Subject: /m);
    const text = bodyOf(mail?.data ?? '');
    expect(text).toContain('公差超出本厂设备能力');
    expect(text).toContain(`https://shop.example/ordercenter/customizeorder?orderNo=${orderNo}`);
    expect(text).toContain('请勿直接回复');
  });

  it('does not send what was written before mail was configured', async () => {
    await declineOne();
    start();
    expect(await mailer?.sendPending()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('passes over a customer without an address', async () => {
    start();
    server.db.prepare("UPDATE customers SET email = NULL WHERE username = 'demo'").run();
    await declineOne();
    expect(await mailer?.sendPending()).toBe(0);
    server.db.prepare("UPDATE customers SET email = 'demo@example.com' WHERE username = 'demo'").run();
    expect(await mailer?.sendPending()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('tries again after a refusal, gives up after the last attempt, and never logs the password', async () => {
    start();
    await declineOne();
    smtp.refuseNext = 1;
    expect(await mailer?.sendPending()).toBe(0);
    expect(await mailer?.sendPending()).toBe(1);
    expect(smtp.received).toHaveLength(1);

    await declineOne();
    smtp.refuseNext = 2;
    expect(await mailer?.sendPending()).toBe(0);
    expect(await mailer?.sendPending()).toBe(0);
    expect(await mailer?.sendPending()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(logged).toHaveLength(3);
    expect(logged.at(-1)).toMatch(/已放弃/);
    expect(logged.join('\n')).toContain(`smtp://127.0.0.1:${port}`);
    expect(logged.join('\n')).not.toContain('s3cret-pass');
  });

  it('keeps the text plain: what the factory wrote is not markup', () => {
    expect(mailTextOf({ body: '<b>理由</b>', link: null }, 'https://shop.example')).toMatch(/^<b>理由<\/b>\n\n——/);
  });
});
