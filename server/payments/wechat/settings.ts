/**
 * The merchant settings of WeChat Pay APIv3 (直连商户), read from the environment and the key
 * files it names. WeChat Pay is on only when all of them are given; a partly given configuration
 * is a mistake (a forgotten variable would otherwise switch payments off without a word), so it
 * throws naming what is missing. Every message names the setting, never a key's content.
 */
import { readFileSync } from 'node:fs';
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { Channel } from '../providers/provider.ts';

export const defaultWechatBaseUrl = 'https://api.mch.weixin.qq.com';

export interface WechatSettings {
  mchid: string;
  appid: string;
  /** The merchant certificate's serial (serial_no of our Authorization header). */
  serial: string;
  /** apiclient_key.pem: signs our requests. */
  privateKey: KeyObject;
  /** The 32-byte APIv3 key: decrypts callbacks' resources. */
  apiV3Key: Buffer;
  /** What verifies WeChat's answers and callbacks: Wechatpay-Serial must equal `serial`. */
  platform: { serial: string; publicKey: KeyObject };
  /** No trailing slash. */
  baseUrl: string;
  /** Whether SHOP_WECHAT_BASE_URL was given (a stand-in or a proxy whose pages the browser may visit). */
  customBaseUrl: boolean;
  channels: readonly Channel[];
}

const required = ['SHOP_WECHAT_MCHID', 'SHOP_WECHAT_APPID', 'SHOP_WECHAT_SERIAL', 'SHOP_WECHAT_KEY_FILE', 'SHOP_WECHAT_APIV3_KEY_FILE'] as const;
const platformNames = ['SHOP_WECHAT_PLATFORM_CERT_FILE', 'SHOP_WECHAT_PUBLIC_KEY_FILE', 'SHOP_WECHAT_PUBLIC_KEY_ID'] as const;
const wechatChannels: readonly Channel[] = ['native', 'h5'];

/** The settings, or null when none of them is given. */
export function wechatSettingsOf(env: NodeJS.ProcessEnv = process.env): WechatSettings | null {
  const value = (name: string) => {
    const given = env[name]?.trim();
    return given === undefined || given === '' ? undefined : given;
  };
  if ([...required, ...platformNames].every((name) => value(name) === undefined)) return null;

  const missing: string[] = required.filter((name) => value(name) === undefined);
  const certFile = value('SHOP_WECHAT_PLATFORM_CERT_FILE');
  const publicKeyFile = value('SHOP_WECHAT_PUBLIC_KEY_FILE');
  const publicKeyId = value('SHOP_WECHAT_PUBLIC_KEY_ID');
  if (certFile !== undefined && (publicKeyFile !== undefined || publicKeyId !== undefined)) {
    throw new Error('微信支付设置有误：SHOP_WECHAT_PLATFORM_CERT_FILE 与 SHOP_WECHAT_PUBLIC_KEY_FILE / SHOP_WECHAT_PUBLIC_KEY_ID 只能二选一');
  }
  if (certFile === undefined) {
    if (publicKeyFile === undefined && publicKeyId === undefined) missing.push('SHOP_WECHAT_PLATFORM_CERT_FILE（或 SHOP_WECHAT_PUBLIC_KEY_FILE 与 SHOP_WECHAT_PUBLIC_KEY_ID）');
    else if (publicKeyFile === undefined) missing.push('SHOP_WECHAT_PUBLIC_KEY_FILE');
    else if (publicKeyId === undefined) missing.push('SHOP_WECHAT_PUBLIC_KEY_ID');
  }
  if (missing.length > 0) throw new Error(`微信支付设置不完整，缺少 ${missing.join('、')}`);

  const mchid = value('SHOP_WECHAT_MCHID') ?? '';
  const appid = value('SHOP_WECHAT_APPID') ?? '';
  const serial = value('SHOP_WECHAT_SERIAL') ?? '';
  if (!/^\d{6,32}$/.test(mchid)) throw new Error('微信支付设置有误：SHOP_WECHAT_MCHID 应为商户号（数字）');
  if (!/^[A-Za-z0-9_]{6,32}$/.test(appid)) throw new Error('微信支付设置有误：SHOP_WECHAT_APPID 格式不正确');
  if (!/^[0-9A-Fa-f]{8,64}$/.test(serial)) throw new Error('微信支付设置有误：SHOP_WECHAT_SERIAL 应为商户证书序列号（十六进制）');

  const privateKey = keyFrom('SHOP_WECHAT_KEY_FILE', value('SHOP_WECHAT_KEY_FILE') ?? '', (text) => {
    const key = createPrivateKey(text);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not rsa');
    return key;
  });
  const apiV3Key = keyFrom('SHOP_WECHAT_APIV3_KEY_FILE', value('SHOP_WECHAT_APIV3_KEY_FILE') ?? '', (text) => {
    const key = Buffer.from(text.trim(), 'utf8');
    if (key.length !== 32) throw new Error('not 32 bytes');
    return key;
  });
  const platform =
    certFile !== undefined
      ? keyFrom('SHOP_WECHAT_PLATFORM_CERT_FILE', certFile, (text) => {
          const certificate = new X509Certificate(text);
          return { serial: certificate.serialNumber.toUpperCase(), publicKey: rsaPublic(certificate.publicKey) };
        })
      : keyFrom('SHOP_WECHAT_PUBLIC_KEY_FILE', publicKeyFile ?? '', (text) => ({ serial: publicKeyId ?? '', publicKey: rsaPublic(createPublicKey(text)) }));
  if (certFile === undefined && !/^PUB_KEY_ID_[0-9A-Za-z]+$/.test(platform.serial)) {
    throw new Error('微信支付设置有误：SHOP_WECHAT_PUBLIC_KEY_ID 应以 PUB_KEY_ID_ 开头');
  }

  const givenBaseUrl = value('SHOP_WECHAT_BASE_URL');
  let baseUrl = defaultWechatBaseUrl;
  if (givenBaseUrl !== undefined) {
    const parsed = URL.canParse(givenBaseUrl) ? new URL(givenBaseUrl) : null;
    if (parsed === null || !['http:', 'https:'].includes(parsed.protocol)) throw new Error('微信支付设置有误：SHOP_WECHAT_BASE_URL 不是有效的网址');
    baseUrl = givenBaseUrl.replace(/\/+$/, '');
  }

  const channels = (value('SHOP_WECHAT_CHANNELS') ?? 'native,h5').split(',').map((channel) => channel.trim()).filter((channel) => channel !== '');
  const unknown = channels.filter((channel) => !(wechatChannels as readonly string[]).includes(channel));
  if (channels.length === 0 || unknown.length > 0) throw new Error('微信支付设置有误：SHOP_WECHAT_CHANNELS 只能是 native、h5（逗号分隔）');

  return {
    mchid,
    appid,
    serial: serial.toUpperCase(),
    privateKey,
    apiV3Key,
    platform,
    baseUrl,
    customBaseUrl: givenBaseUrl !== undefined,
    channels: [...new Set(channels)] as Channel[],
  };
}

/** Reads a key file and parses it; any failure names the setting only (the parser's message could quote the file). */
function keyFrom<T>(name: string, file: string, parse: (text: string) => T): T {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`微信支付设置有误：无法读取 ${name} 指定的文件`);
  }
  try {
    return parse(text);
  } catch {
    throw new Error(`微信支付设置有误：${name} 指定的文件不是有效的密钥或证书`);
  }
}

function rsaPublic(key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new Error('not rsa');
  return key;
}
