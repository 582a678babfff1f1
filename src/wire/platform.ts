/**
 * The seed's shop-platform calls: login, the session's customer, QQ login and binding, password
 * and profile (/api/shop-platform/…). Shared conventions: common.ts.
 */
import { z } from 'zod';
import { EMAIL, EMAIL_MAX, NICKNAME_MAX, PASSWORD_DIGIT, PASSWORD_LENGTH, PASSWORD_LETTER } from '../lib/forms/account-rules.ts';
import { MAINLAND_MOBILE } from '../lib/forms/phone.ts';
import { fen } from './common.ts';
import { FactoryRef } from './factories.ts';
import { MemberLevel } from './members.ts';

export const LoginRequest = z.object({
  username: z.string().trim().min(1, '请输入用户名').max(64, '用户名最多 64 个字符'),
  password: z.string().min(1, '请输入密码').max(128, '密码最多 128 个字符'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Authorization page to navigate to (QQ login and QQ binding). */
export const RedirectUrlResponse = z.object({ url: z.string() });
export type RedirectUrlResponse = z.infer<typeof RedirectUrlResponse>;

/** Query of both QQ callbacks: the code and the state the authorization page returned. */
export const OAuthCallbackQuery = z.object({
  code: z.string().min(1, '缺少授权码').max(200),
  state: z.string().min(1, '登录状态参数缺失，请重新发起 QQ 登录').max(200),
});
export type OAuthCallbackQuery = z.infer<typeof OAuthCallbackQuery>;

export const QqBindingStatus = z.object({
  bound: z.boolean(),
  nickname: z.string().optional(),
});
export type QqBindingStatus = z.infer<typeof QqBindingStatus>;

export const Shop = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Bytes used by this shop's uploads. */
  storageSize: z.number().int().nonnegative(),
  /** Bytes this shop may use. */
  storageQuota: z.number().int().positive(),
});
export type Shop = z.infer<typeof Shop>;

export const Customer = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Account balance in fen. */
  balance: fen,
  memberLevel: MemberLevel,
  growth: z.number().int().nonnegative(),
  shop: Shop,
  usingFactory: FactoryRef.nullable(),
  qqBound: z.boolean(),
});
export type Customer = z.infer<typeof Customer>;

/** GET /api/shop-platform/users/me/session */
export const SessionInfo = z.object({ customer: Customer });
export type SessionInfo = z.infer<typeof SessionInfo>;

const passwordRule = z
  .string()
  .min(PASSWORD_LENGTH.min, `密码至少 ${PASSWORD_LENGTH.min} 个字符`)
  .max(PASSWORD_LENGTH.max, `密码最多 ${PASSWORD_LENGTH.max} 个字符`)
  .regex(PASSWORD_LETTER, '密码需包含字母')
  .regex(PASSWORD_DIGIT, '密码需包含数字');

/**
 * The seed's password change (password, confirmPassword) with the current password beside them:
 * a token alone must not be enough to take over an account. A seed-only backend ignores the extra
 * field; the reference API requires and checks it.
 */
export const PasswordChangeRequest = z
  .object({
    currentPassword: z.string().min(1, '请输入当前密码').max(128, '当前密码最多 128 个字符'),
    password: passwordRule,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  })
  .refine((v) => v.password !== v.currentPassword, {
    message: '新密码不能与当前密码相同',
    path: ['password'],
  });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

export const ProfileUpdateRequest = z.object({
  nickname: z.string().trim().min(1, '请输入昵称').max(NICKNAME_MAX, `昵称最多 ${NICKNAME_MAX} 个字符`),
  phone: z
    .string()
    .trim()
    .regex(MAINLAND_MOBILE, '请输入正确的手机号')
    .nullable(),
  email: z.string().trim().max(EMAIL_MAX, `邮箱最多 ${EMAIL_MAX} 个字符`).pipe(z.email({ pattern: EMAIL, error: '请输入正确的邮箱' })).nullable(),
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;

export const UsingFactoryRequest = z.object({
  factoryId: z.number().int().positive('请选择工厂'),
});
export type UsingFactoryRequest = z.infer<typeof UsingFactoryRequest>;
