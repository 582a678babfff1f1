/**
 * The shop's Alipay (开放平台, 公钥模式, RSA2) merchant settings, read from the environment. Alipay
 * is on only when the app id and both key files are given; a partly given configuration, an
 * unreadable file or a key that does not parse stops the server at start with a sentence naming
 * the setting — never the key's content, which would end up in a log.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Channel } from '../providers/provider.ts';

export interface AlipaySettings {
  /** The app's 应用 ID (APPID), e.g. 2021000000000000. */
  appId: string;
  /** The app's private key (应用私钥) as PKCS#8 PEM, whatever form the file had. */
  privateKeyPem: string;
  /** 支付宝公钥 as SPKI PEM: verifies Alipay's responses and notices. */
  alipayPublicKeyPem: string;
  /** The openapi v1 gateway URL (…/gateway.do). */
  gateway: string;
  channels: readonly Extract<Channel, 'page' | 'wap'>[];
}

const REQUIRED = ['SHOP_ALIPAY_APP_ID', 'SHOP_ALIPAY_PRIVATE_KEY_FILE', 'SHOP_ALIPAY_PUBLIC_KEY_FILE'] as const;
const DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do';
const ALIPAY_CHANNELS = ['page', 'wap'] as const;

/** The settings, or null when Alipay is off (none of the required ones given). */
export function alipaySettingsOf(env: Record<string, string | undefined> = process.env): AlipaySettings | null {
  const given = REQUIRED.filter((name) => (env[name] ?? '').trim() !== '');
  if (given.length === 0) return null;
  const missing = REQUIRED.filter((name) => !given.includes(name));
  if (missing.length > 0) throw new Error(`支付宝设置不完整：缺少 ${missing.join('、')}。`);

  const appId = (env['SHOP_ALIPAY_APP_ID'] ?? '').trim();
  if (!/^\d{6,32}$/.test(appId)) throw new Error('SHOP_ALIPAY_APP_ID 不是有效的支付宝应用 ID（应为数字）。');

  const privateKey = readKey('SHOP_ALIPAY_PRIVATE_KEY_FILE', env, 'private');
  const publicKey = readKey('SHOP_ALIPAY_PUBLIC_KEY_FILE', env, 'public');

  const gateway = (env['SHOP_ALIPAY_GATEWAY'] ?? '').trim() || DEFAULT_GATEWAY;
  let gatewayUrl: URL;
  try {
    gatewayUrl = new URL(gateway);
  } catch {
    throw new Error('SHOP_ALIPAY_GATEWAY 不是有效的网址。');
  }
  if (gatewayUrl.protocol !== 'https:' && gatewayUrl.protocol !== 'http:') throw new Error('SHOP_ALIPAY_GATEWAY 须是 http(s) 网址。');

  const channelList = (env['SHOP_ALIPAY_CHANNELS'] ?? '').trim() || 'page,wap';
  const channels: Extract<Channel, 'page' | 'wap'>[] = [];
  for (const part of channelList.split(',').map((c) => c.trim())) {
    const channel = ALIPAY_CHANNELS.find((c) => c === part);
    if (!channel) throw new Error(`SHOP_ALIPAY_CHANNELS 含未知的支付方式「${part.slice(0, 20)}」（可用 page、wap）。`);
    if (!channels.includes(channel)) channels.push(channel);
  }

  return {
    appId,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    alipayPublicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    gateway: gatewayUrl.toString(),
    channels,
  };
}

/**
 * Reads a PEM file, or the bare base64 that Alipay's 密钥工具 and the 开放平台 console hand out
 * (PKCS#8 for the private key, SPKI for the public one). The crypto error is not passed on: its
 * message is safe, but nothing of the file should travel with it.
 */
function readKey(setting: string, env: Record<string, string | undefined>, kind: 'private' | 'public'): KeyObject {
  const path = (env[setting] ?? '').trim();
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch {
    throw new Error(`无法读取 ${setting} 指向的文件（${path}）。`);
  }
  const what = kind === 'private' ? 'RSA 私钥（应用私钥）' : 'RSA 公钥（支付宝公钥）';
  let key: KeyObject | null = null;
  for (const pem of pemCandidates(text, kind)) {
    try {
      key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
      break;
    } catch {
      // try the next form
    }
  }
  if (!key || key.asymmetricKeyType !== 'rsa') throw new Error(`${setting} 指向的文件不是有效的 ${what}。`);
  // createPublicKey also takes a private key (and derives its public half): refuse it here.
  if (kind === 'public' && text.includes('PRIVATE KEY')) throw new Error(`${setting} 应是支付宝公钥，而不是私钥。`);
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) throw new Error(`${setting} 的密钥短于 2048 位，支付宝 RSA2 要求 2048 位。`);
  return key;
}

function pemCandidates(text: string, kind: 'private' | 'public'): string[] {
  if (text.includes('-----BEGIN')) return [text];
  const body = text.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  const types = kind === 'private' ? ['PRIVATE KEY', 'RSA PRIVATE KEY'] : ['PUBLIC KEY', 'RSA PUBLIC KEY'];
  return types.map((type) => `-----BEGIN ${type}-----\n${body}\n-----END ${type}-----\n`);
}
