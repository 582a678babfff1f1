import type { Customer, FactoryRef, SessionInfo, Shop } from '../api/schema.ts';

/** The value kept under localStorage `shop-user`. An empty token means logged out. */
export interface StoredUser {
  token: string;
  userInfo: SessionInfo | null;
}

export const LOGGED_OUT: StoredUser = Object.freeze({ token: '', userInfo: null });

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);

function readShop(value: unknown): Shop | null {
  if (!isObject(value)) return null;
  const { id, name, storageSize, storageQuota } = value;
  if (!isInt(id) || !isString(name) || !isInt(storageSize) || !isInt(storageQuota)) return null;
  return { id, name, storageSize, storageQuota };
}

function readFactory(value: unknown): FactoryRef | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const { id, name, city } = value;
  if (!isInt(id) || !isString(name) || !isString(city)) return undefined;
  return { id, name, city };
}

const LEVELS = ['普通会员', '白银会员', '黄金会员', '钻石会员'] as const;
const readLevel = (value: unknown): Customer['memberLevel'] | null =>
  LEVELS.find((level) => level === value) ?? null;

/** Validates a customer record from storage or the wire; null when any field is off. */
export function readCustomer(value: unknown): Customer | null {
  if (!isObject(value)) return null;
  const { id, username, nickname, phone, email, avatar, balance, growth, qqBound } = value;
  const shop = readShop(value['shop']);
  const usingFactory = readFactory(value['usingFactory']);
  const memberLevel = readLevel(value['memberLevel']);
  if (!isInt(id) || !isString(username) || !isString(nickname)) return null;
  if (!isNullableString(phone) || !isNullableString(email) || !isNullableString(avatar)) return null;
  if (!isInt(balance) || !isInt(growth) || typeof qqBound !== 'boolean') return null;
  if (!shop || usingFactory === undefined || !memberLevel) return null;
  return { id, username, nickname, phone, email, avatar, balance, growth, qqBound, shop, usingFactory, memberLevel };
}

/**
 * Parses the raw `shop-user` text. Anything corrupt or wrongly shaped is `null`, which callers
 * treat as logged out; it never throws.
 */
export function parseStoredUser(raw: string | null | undefined): StoredUser | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || !isString(value['token']) || value['token'].length === 0) return null;
  const info = value['userInfo'];
  if (info === null || info === undefined) return { token: value['token'], userInfo: null };
  if (!isObject(info)) return null;
  const customer = readCustomer(info['customer']);
  return customer ? { token: value['token'], userInfo: { customer } } : null;
}
