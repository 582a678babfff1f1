/**
 * The customer as the site reads it from any backend. The seed promises only a `customer` object
 * whose `shop` has `storageSize` and whose `usingFactory` has an `id` (or there is none); every
 * other field is our reference API's extension, so each is optional here and the pages fall back
 * when it is missing. A field of the wrong type counts as missing; it never makes the whole
 * customer unreadable.
 */
import { isRecord, isString } from '../../lib/json-guard.ts';

export interface ShopInfo {
  id?: number | string | undefined;
  name?: string | undefined;
  /** Bytes used by the shop's uploads (the client updates it after an upload). */
  storageSize?: number | undefined;
  /** Bytes the shop may use; unknown means the site cannot check uploads against it. */
  storageQuota?: number | undefined;
}

export interface FactoryInfo {
  id: number | string;
  name?: string | undefined;
  city?: string | undefined;
}

export interface CustomerInfo {
  id?: number | string | undefined;
  username?: string | undefined;
  nickname?: string | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
  avatar?: string | null | undefined;
  /** Account balance in fen. */
  balance?: number | undefined;
  memberLevel?: string | undefined;
  growth?: number | undefined;
  qqBound?: boolean | undefined;
  shop?: ShopInfo | undefined;
  usingFactory: FactoryInfo | null;
}

export interface UserInfo {
  customer: CustomerInfo;
}

const text = (value: unknown): string | undefined => (isString(value) ? value : undefined);
const filled = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);
const fen = (value: unknown): number | undefined => (Number.isSafeInteger(value) ? Number(value) : undefined);
const textOrNull = (value: unknown): string | null | undefined => (value === null ? null : text(value));

/** An id as a real backend may send it: a number or a non-empty string. */
function readId(value: unknown): number | string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return filled(value);
}

function readShop(value: unknown): ShopInfo | undefined {
  if (!isRecord(value)) return undefined;
  const quota = count(value['storageQuota']);
  return {
    id: readId(value['id']),
    name: filled(value['name']),
    storageSize: count(value['storageSize']),
    storageQuota: quota === 0 ? undefined : quota,
  };
}

/**
 * The using factory: one with an id, else none. An id of 0 is none too, as the seed's own
 * truthiness check reads it (backends that send a default 0 mean "no factory").
 */
export function readFactory(value: unknown): FactoryInfo | null {
  if (!isRecord(value)) return null;
  const id = readId(value['id']);
  if (id === undefined || id === 0) return null;
  return { id, name: filled(value['name']), city: filled(value['city']) };
}

/** A customer record from the wire or from storage: any object is one; null otherwise. */
export function readCustomer(value: unknown): CustomerInfo | null {
  if (!isRecord(value)) return null;
  return {
    id: readId(value['id']),
    username: filled(value['username']),
    nickname: filled(value['nickname']),
    phone: textOrNull(value['phone']),
    email: textOrNull(value['email']),
    avatar: textOrNull(value['avatar']),
    balance: fen(value['balance']),
    memberLevel: filled(value['memberLevel']),
    growth: count(value['growth']),
    qqBound: typeof value['qqBound'] === 'boolean' ? value['qqBound'] : undefined,
    shop: readShop(value['shop']),
    usingFactory: readFactory(value['usingFactory']),
  };
}

/** `{ customer }` as users/me/session answers it, or null when there is no customer object. */
export function readUserInfo(value: unknown): UserInfo | null {
  const customer = isRecord(value) ? readCustomer(value['customer']) : null;
  return customer ? { customer } : null;
}

/** The name to show: nickname, else username, else `fallback` (客户). */
export function displayName(customer: CustomerInfo, fallback: string): string {
  return customer.nickname ?? customer.username ?? fallback;
}

/** The avatar's letter: the first character of whatever name there is. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0] ?? '';
}

/**
 * The number drafts (cart, quotation, professional order, design request, suggestion) are
 * claimed with, so another login on the same browser never sees them: the numeric id, else a
 * stable negative number made from a string id or the username; 0 when the backend sends
 * neither (such customers share the drafts of this browser).
 */
export function ownerKeyOf(customer: CustomerInfo): number {
  if (typeof customer.id === 'number' && Number.isSafeInteger(customer.id)) return customer.id;
  const source = customer.id === undefined ? (customer.username === undefined ? '' : `user:${customer.username}`) : `id:${customer.id}`;
  if (!source) return 0;
  // FNV-1a, 31 bits, negated: never one of a backend's positive numeric ids.
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i += 1) hash = Math.imul(hash ^ source.charCodeAt(i), 0x01000193);
  return -((hash >>> 1) || 1);
}
