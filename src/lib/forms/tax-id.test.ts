import { describe, expect, it } from 'vitest';
import { normaliseTaxId, taxIdProblem } from './tax-id';

/** Makes the check character of a 17-character USCC body, the way GB 32100-2015 does. */
function usccOf(body: string): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = [...body].reduce((total, char, index) => total + chars.indexOf(char) * (weights[index] ?? 0), 0);
  return body + chars[(31 - (sum % 31)) % 31];
}

describe('纳税人识别号', () => {
  it('takes a 统一社会信用代码 whose check character is right', () => {
    // Published codes of well-known companies (their check characters are part of the code).
    expect(taxIdProblem('91110000802100433B')).toBeNull();
    expect(taxIdProblem('91440300708461136T')).toBeNull();
    expect(taxIdProblem(usccOf('91440300MA5F00000'))).toBeNull();
  });

  it('refuses one with a mistyped character', () => {
    expect(taxIdProblem('91110000802100433C')).toBe('check');
    expect(taxIdProblem('91110000802100432B')).toBe('check');
    // I, O, S, V and Z are never used.
    expect(taxIdProblem('9111000080210043OB')).toBe('check');
  });

  it('takes the older 15-character and 20-digit forms when their checks hold', () => {
    // Region 440300 + 组织机构代码 70846113-6.
    expect(taxIdProblem('440300708461136')).toBeNull();
    expect(taxIdProblem('440300708461137')).toBe('check');
    // A resident ID (GB 11643 example 11010519491231002X) followed by two digits.
    expect(taxIdProblem('11010519491231002X01')).toBeNull();
    expect(taxIdProblem('11010519491231002901')).toBe('check');
  });

  it('says what is wrong with the shape first', () => {
    expect(taxIdProblem('   ')).toBe('empty');
    expect(taxIdProblem('1234')).toBe('length');
    expect(taxIdProblem('91110000802100433！')).toBe('characters');
    expect(taxIdProblem('91110000802100433*')).toBe('characters');
  });

  it('reads spaces, dashes and lower case as typed on paper', () => {
    expect(normaliseTaxId(' 9111 0000-8021 0043 3b ')).toBe('91110000802100433B');
    expect(taxIdProblem('9111 0000 8021 0043 3b')).toBeNull();
  });
});
