import { RECHARGE_MAX, RECHARGE_MIN, rechargeAmountProblem, type RechargeAmountProblem } from './recharge-rules.ts';

export type RechargeAmountCheck = { ok: true; fen: number } | { ok: false; problem: 'empty' | 'format' | RechargeAmountProblem };

/** Yuan as typed: digits with at most two decimals (100, 100.5, 100.50, ¥1,000 with its marks left out). */
const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * A custom top-up amount typed in yuan, as whole fen within ¥10.00–¥50,000.00 (recharge-rules.ts),
 * or why not: nothing typed, not an amount of yuan and fen, below the least or above the most.
 */
export function parseRechargeYuan(text: string): RechargeAmountCheck {
  const plain = text.trim().replace(/^[¥￥]/, '').replaceAll(',', '').trim();
  if (plain === '') return { ok: false, problem: 'empty' };
  const match = YUAN.exec(plain);
  if (!match) return { ok: false, problem: 'format' };
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  const problem = rechargeAmountProblem(fen);
  return problem === null ? { ok: true, fen } : { ok: false, problem };
}

export { RECHARGE_MAX, RECHARGE_MIN };
