import { CLAIM_LIMITS } from '../../../lib/after-sales/claim-rules.ts';
import { formatFen } from '../../../lib/format/money.ts';
import { t } from './messages.ts';

/** Yuan as typed: digits with at most two decimals (¥ and thousands commas left out). */
const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** A refund typed in yuan as whole fen, at most `refundable`, or why not. */
export function parseRefund(text: string, refundable: number): { ok: true; fen: number } | { ok: false; error: string } {
  const plain = text.trim().replace(/^[¥￥]/, '').replaceAll(',', '').trim();
  if (plain === '') return { ok: false, error: t('console.claims.error.amountRequired') };
  const match = YUAN.exec(plain);
  if (!match) return { ok: false, error: t('console.claims.error.amountFormat') };
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (fen <= 0) return { ok: false, error: t('console.claims.error.amountPositive') };
  if (fen > refundable) return { ok: false, error: t('console.claims.error.overRefundable', { amount: formatFen(refundable) }) };
  return { ok: true, fen };
}

/** The problem of a note the customer reads (`required`: the text when it may not be blank), or null. */
export function noteProblem(note: string, required: string | null): string | null {
  const trimmed = note.trim();
  if (required !== null && trimmed === '') return required;
  if (Array.from(trimmed).length > CLAIM_LIMITS.noteMax) return t('console.claims.error.noteTooLong', { max: CLAIM_LIMITS.noteMax });
  return null;
}
