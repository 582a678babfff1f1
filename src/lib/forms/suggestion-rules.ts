import { MAINLAND_MOBILE } from './phone.ts';
import { charCount } from './char-count.ts';
import { trimText } from './text-rules.ts';

/**
 * The rules of a suggestion (反馈), checked the same way by the form before sending and by the
 * reference server on receipt. Answers are codes with their figures; each side words them
 * (the form through the message catalogue, the server in its error bodies).
 */

export const SUGGESTION_TYPES = ['功能建议', '问题反馈', '投诉', '其他'] as const;
export type SuggestionTypeValue = (typeof SUGGESTION_TYPES)[number];

export const SUGGESTION_STATUSES = ['待处理', '处理中', '已回复'] as const;
export type SuggestionStatusValue = (typeof SUGGESTION_STATUSES)[number];

export const SUGGESTION_LIMITS = {
  titleMax: 50,
  contentMax: 500,
  contactMax: 50,
  replyMax: 500,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  /** All of one customer's suggestion images together (they count in the shop's storage too). */
  maxImageBytesPerCustomer: 30 * 1024 * 1024,
} as const;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const qqPattern = /^[1-9]\d{4,10}$/;

/** A mainland mobile number, an e-mail address or a QQ number (5–11 digits). */
export const isContact = (value: string): boolean =>
  charCount(value) <= SUGGESTION_LIMITS.contactMax && (MAINLAND_MOBILE.test(value) || emailPattern.test(value) || qqPattern.test(value));

export type SuggestionField = 'type' | 'title' | 'content' | 'contact';

export type SuggestionProblem =
  | { field: 'type'; code: 'typeRequired' }
  | { field: 'title'; code: 'titleRequired' }
  | { field: 'title'; code: 'titleTooLong'; count: number; max: number }
  | { field: 'content'; code: 'contentRequired' }
  | { field: 'content'; code: 'contentTooLong'; count: number; max: number }
  | { field: 'contact'; code: 'contactInvalid' };

export interface SuggestionText {
  type: string;
  title: string;
  content: string;
  contact: string;
}

const isType = (value: string): value is SuggestionTypeValue => (SUGGESTION_TYPES as readonly string[]).includes(value);

/** Every problem of the text fields (at most one per field), in the form's order. */
export function suggestionProblems(input: SuggestionText): SuggestionProblem[] {
  const problems: SuggestionProblem[] = [];
  if (!isType(input.type)) problems.push({ field: 'type', code: 'typeRequired' });
  const title = trimText(input.title);
  if (title === '') problems.push({ field: 'title', code: 'titleRequired' });
  else if (charCount(title) > SUGGESTION_LIMITS.titleMax) problems.push({ field: 'title', code: 'titleTooLong', count: charCount(title), max: SUGGESTION_LIMITS.titleMax });
  const content = trimText(input.content);
  if (content === '') problems.push({ field: 'content', code: 'contentRequired' });
  else if (charCount(content) > SUGGESTION_LIMITS.contentMax) problems.push({ field: 'content', code: 'contentTooLong', count: charCount(content), max: SUGGESTION_LIMITS.contentMax });
  const contact = input.contact.trim();
  if (contact !== '' && !isContact(contact)) problems.push({ field: 'contact', code: 'contactInvalid' });
  return problems;
}

export type ImageProblem =
  | { code: 'imageType'; name: string }
  | { code: 'imageTooLarge'; name: string; maxMb: number }
  | { code: 'imageEmpty'; name: string }
  | { code: 'tooManyImages'; max: number };

/**
 * Whether one more picked file may join `count` already picked: `kind` is what its first bytes
 * say it is (null: not PNG, JPEG or WebP).
 */
export function imageProblem(file: { name: string; size: number }, kind: string | null, count: number): ImageProblem | null {
  if (count >= SUGGESTION_LIMITS.maxImages) return { code: 'tooManyImages', max: SUGGESTION_LIMITS.maxImages };
  if (file.size === 0) return { code: 'imageEmpty', name: file.name };
  if (file.size > SUGGESTION_LIMITS.maxImageBytes) return { code: 'imageTooLarge', name: file.name, maxMb: SUGGESTION_LIMITS.maxImageBytes / 1024 / 1024 };
  if (kind === null) return { code: 'imageType', name: file.name };
  return null;
}
