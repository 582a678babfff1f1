/** A mainland mobile number: 11 digits from 13–19 (addresses, the profile, a suggestion's contact). */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** Whether `text` is a mainland mobile number, surrounding spaces ignored. */
export const isMainlandMobile = (text: string): boolean => MAINLAND_MOBILE.test(text.trim());
