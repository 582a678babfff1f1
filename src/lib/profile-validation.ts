import type { ProfileUpdateRequest } from '../wire/platform.ts';
import { t } from '../i18n/t-profile.ts';
import { isMainlandMobile } from './phone.ts';
import { textProblem } from './text-rules.ts';

/** What the profile form holds: the text of each field as typed. */
export interface ProfileInput {
  nickname: string;
  phone: string;
  email: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

export type ProfileCheck = { ok: true; request: ProfileUpdateRequest } | { ok: false; errors: ProfileErrors };


// zod's z.email() pattern, copied because pages import only types from schema.ts;
// profile-validation.test.ts proves both agree.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The checks of ProfileUpdateRequest, run in the browser before sending: the nickname is
 * required (1–32 characters once trimmed); phone (mainland mobile) and email are optional,
 * an empty one is sent as null.
 */
export function validateProfile(input: ProfileInput): ProfileCheck {
  const nickname = input.nickname.trim();
  const phone = input.phone.trim();
  const email = input.email.trim();
  const errors: ProfileErrors = {};
  if (nickname.length === 0) errors.nickname = t('profile.nicknameRequired');
  else if (nickname.length > 32) errors.nickname = t('profile.nicknameTooLong');
  else if (textProblem(nickname, false) !== null) errors.nickname = t('profile.nicknameUnsafe');
  if (phone && !isMainlandMobile(phone)) errors.phone = t('profile.phoneInvalid');
  if (email.length > 254) errors.email = t('profile.emailTooLong');
  else if (email && !EMAIL.test(email)) errors.email = t('profile.emailInvalid');
  if (errors.nickname || errors.phone || errors.email) return { ok: false, errors };
  return { ok: true, request: { nickname, phone: phone || null, email: email || null } };
}
