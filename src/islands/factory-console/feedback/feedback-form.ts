/** The reply's check before sending (the server applies the same rule: src/wire/suggestions.ts): the message to show, or undefined. */
import { charCount } from '~/lib/forms/char-count';
import { SUGGESTION_LIMITS } from '~/lib/forms/suggestion-rules';
import { t } from './messages';

export function replyProblem(content: string): string | undefined {
  const text = content.trim();
  if (text === '') return t('console.feedback.replyRequired');
  if (charCount(text) > SUGGESTION_LIMITS.replyMax) return t('console.feedback.replyTooLong', { max: SUGGESTION_LIMITS.replyMax });
  return undefined;
}
