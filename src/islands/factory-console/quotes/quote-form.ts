import type { ConfirmQuoteRequest } from '../../../wire/staff.ts';
import { DECLINE_REASON_MAX, QUOTE_LEAD_DAYS, QUOTE_NOTE_MAX } from '../../../lib/orders/staff-quote-rules.ts';
import { t } from '../messages.ts';

/** What the engineer typed for one line: the unit price in yuan and the working days, as text. */
export interface LineEntry {
  position: number;
  quantity: number;
  price: string;
  leadDays: string;
}

export interface LineErrors {
  price?: string;
  leadDays?: string;
}

/** Yuan as typed: digits with at most two decimals (¥ and thousands commas left out). */
const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** A unit price typed in yuan as whole fen, or why not. */
export function parseUnitPrice(text: string): { ok: true; fen: number } | { ok: false; error: string } {
  const plain = text.trim().replace(/^[¥￥]/, '').replaceAll(',', '').trim();
  if (plain === '') return { ok: false, error: t('console.error.priceRequired') };
  const match = YUAN.exec(plain);
  if (!match) return { ok: false, error: t('console.error.priceFormat') };
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen > 0 ? { ok: true, fen } : { ok: false, error: t('console.error.pricePositive') };
}

/** Working days typed, as a whole number within QUOTE_LEAD_DAYS, or why not. */
export function parseLeadDays(text: string): { ok: true; days: number } | { ok: false; error: string } {
  const plain = text.trim();
  if (plain === '') return { ok: false, error: t('console.error.leadRequired') };
  const days = /^\d{1,3}$/.test(plain) ? Number(plain) : Number.NaN;
  if (!Number.isInteger(days) || days < QUOTE_LEAD_DAYS.min || days > QUOTE_LEAD_DAYS.max) return { ok: false, error: t('console.error.leadRange', { min: QUOTE_LEAD_DAYS.min, max: QUOTE_LEAD_DAYS.max }) };
  return { ok: true, days };
}

/** The goods of the lines as typed (fen), or null while a price cannot be read. */
export function enteredGoods(lines: readonly LineEntry[]): number | null {
  let sum = 0;
  for (const line of lines) {
    const price = parseUnitPrice(line.price);
    if (!price.ok) return null;
    sum += price.fen * line.quantity;
  }
  return sum;
}

/**
 * The confirm request, or each line's problems (and the note's) before anything is sent: every
 * line needs a price above 0 in yuan and fen and its working days.
 */
export function confirmRequestOf(lines: readonly LineEntry[], note: string): { ok: true; request: ConfirmQuoteRequest } | { ok: false; lines: Record<number, LineErrors>; note?: string } {
  const errors: Record<number, LineErrors> = {};
  const request: ConfirmQuoteRequest['lines'] = [];
  for (const line of lines) {
    const price = parseUnitPrice(line.price);
    const lead = parseLeadDays(line.leadDays);
    if (!price.ok || !lead.ok) {
      errors[line.position] = { ...(price.ok ? {} : { price: price.error }), ...(lead.ok ? {} : { leadDays: lead.error }) };
      continue;
    }
    request.push({ position: line.position, unitPrice: price.fen, leadDays: lead.days });
  }
  const noteError = note.trim().length > QUOTE_NOTE_MAX ? t('console.error.noteTooLong', { max: QUOTE_NOTE_MAX }) : undefined;
  if (Object.keys(errors).length > 0 || noteError) return { ok: false, lines: errors, ...(noteError ? { note: noteError } : {}) };
  const trimmed = note.trim();
  return { ok: true, request: { lines: request, ...(trimmed ? { note: trimmed } : {}) } };
}

/** Why a decline's reason cannot be sent, or null. */
export function reasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return t('console.error.reasonRequired');
  if (trimmed.length > DECLINE_REASON_MAX) return t('console.error.reasonTooLong', { max: DECLINE_REASON_MAX });
  return null;
}
