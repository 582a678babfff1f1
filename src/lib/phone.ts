/** Whether `text` is a mainland mobile number (11 digits from 13–19), the server's profile rule. */
export const isMainlandMobile = (text: string): boolean => /^1[3-9]\d{9}$/.test(text.trim());
