/**
 * An amount in fen written in Chinese capital numerals (大写), as a quotation, invoice or
 * contract states it beside the figures: 123456 fen → 壹仟贰佰叁拾肆元伍角陆分, 100000 fen →
 * 壹仟元整. Follows the usual banking rules: 整 after 元 or 角 when nothing smaller follows, one
 * 零 for any run of zeros inside the amount, 零 between 元 and a lone 分, and 壹拾 (not 拾) for a
 * leading ten, as the payment-settlement rules ask of amounts on vouchers.
 */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const IN_GROUP = ['', '拾', '佰', '仟'] as const;
/** 万 groups of four digits: up to 9999 万亿元, beyond the largest whole number of fen JavaScript holds exactly. */
const GROUPS = ['', '万', '亿', '万亿'] as const;

/** The 大写 of a whole number of yuan from 1 up, without 元. */
function yuanText(yuan: number): string {
  const groups: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let text = '';
  let zeroPending = false;
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const group = groups[index] ?? 0;
    if (group === 0) {
      zeroPending = text !== '';
      continue;
    }
    // A group smaller than 1000 after a higher one reads with a 零 in front (壹万零伍佰).
    if (text !== '' && (zeroPending || group < 1000)) text += '零';
    zeroPending = false;
    text += groupText(group) + GROUPS[index];
  }
  return text;
}

/** 1..9999 in 大写, with 零 for inner zeros (壹仟零伍, 壹仟零伍拾). */
function groupText(group: number): string {
  let text = '';
  let zero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(group / 10 ** place) % 10;
    if (digit === 0) {
      zero = text !== '';
      continue;
    }
    if (zero) text += '零';
    zero = false;
    text += `${DIGITS[digit]}${IN_GROUP[place]}`;
  }
  return text;
}

/** `fen` (a whole, non-negative number of fen) in 大写; 零元整 for nothing; a negative amount reads 负…. */
export function rmbCapital(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError('an amount in fen is a whole number');
  if (fen < 0) return `负${rmbCapital(-fen)}`;
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cent = fen % 10;
  if (fen === 0) return '零元整';
  let text = yuan > 0 ? `${yuanText(yuan)}元` : '';
  if (jiao === 0 && cent === 0) return `${text}整`;
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (yuan > 0) text += '零';
  if (cent > 0) text += `${DIGITS[cent]}分`;
  else text += '整';
  return text;
}
