import type { ProfileUpdateRequest } from '../../wire/platform.ts';
import { t } from '../../components/profile/messages.ts';
import { EMAIL, EMAIL_MAX, NICKNAME_MAX } from '../../lib/forms/account-rules.ts';
import { isMainlandMobile } from '../../lib/forms/phone.ts';
import { textProblem, trimText } from '../../lib/forms/text-rules.ts';
import type { Check } from '../../lib/forms/check.ts';

/** What the profile form holds: the text of each field as typed. */
export interface ProfileInput {
  nickname: string;
  phone: string;
  email: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

export type ProfileCheck = Check<'request', ProfileUpdateRequest, ProfileErrors>;


/**
 * The checks of ProfileUpdateRequest, run in the browser before sending: the nickname is
 * required (1–32 characters once trimmed); phone (mainland mobile) and email are optional,
 * an empty one is sent as null.
 */
export function validateProfile(input: ProfileInput): ProfileCheck {
  const nickname = trimText(input.nickname);
  const phone = input.phone.trim();
  const email = input.email.trim();
  const errors: ProfileErrors = {};
  if (nickname.length === 0) errors.nickname = t('profile.nicknameRequired');
  else if (nickname.length > NICKNAME_MAX) errors.nickname = t('profile.nicknameTooLong');
  else if (textProblem(nickname, false) !== null) errors.nickname = t('profile.nicknameUnsafe');
  if (phone && !isMainlandMobile(phone)) errors.phone = t('profile.phoneInvalid');
  if (email.length > EMAIL_MAX) errors.email = t('profile.emailTooLong');
  else if (email && !EMAIL.test(email)) errors.email = t('profile.emailInvalid');
  if (errors.nickname || errors.phone || errors.email) return { ok: false, errors };
  return { ok: true, request: { nickname, phone: phone || null, email: email || null } };
}
