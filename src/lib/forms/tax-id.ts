/**
 * 纳税人识别号 on a 增值税发票: today the 18-character 统一社会信用代码 (GB 32100-2015), and two
 * older forms still met on customers' records: 15 characters (region code + 组织机构代码, GB 11714)
 * and 20 digits (a 居民身份证号码, GB 11643, followed by two digits). Each form's check character is
 * verified, so a mistyped character is caught before the invoice request is sent.
 */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

export type TaxIdProblem = 'empty' | 'length' | 'characters' | 'check';

/** The number as it is checked and sent: upper case, without spaces or dashes. */
export const normaliseTaxId = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

function usccValid(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += USCC_CHARS.indexOf(code[index] ?? '') * (USCC_WEIGHTS[index] ?? 0);
  const check = (31 - (sum % 31)) % 31;
  return code[17] === USCC_CHARS[check];
}

/** 组织机构代码: eight digits or capitals and a check (0-9 or X). */
function orgCodeValid(code: string): boolean {
  if (!/^[0-9A-Z]{8}[0-9X]$/.test(code)) return false;
  let sum = 0;
  for (let index = 0; index < 8; index += 1) {
    const char = code[index] ?? '0';
    const value = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    sum += value * (ORG_WEIGHTS[index] ?? 0);
  }
  const check = 11 - (sum % 11);
  return code[8] === (check === 10 ? 'X' : check === 11 ? '0' : String(check));
}

function residentIdValid(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(id[index]) * (ID_WEIGHTS[index] ?? 0);
  return id[17] === '10X98765432'[sum % 11];
}

/** What is wrong with a 纳税人识别号, or null when it is one (after normaliseTaxId). */
export function taxIdProblem(text: string): TaxIdProblem | null {
  const code = normaliseTaxId(text);
  if (code === '') return 'empty';
  if (![15, 18, 20].includes(code.length)) return 'length';
  if (!/^[0-9A-Z]+$/.test(code)) return 'characters';
  if (code.length === 18) return usccValid(code) ? null : 'check';
  if (code.length === 15) return /^\d{6}/.test(code) && orgCodeValid(code.slice(6)) ? null : 'check';
  return /^\d{17}[\dX]\d{2}$/.test(code) && residentIdValid(code.slice(0, 18)) ? null : 'check';
}
