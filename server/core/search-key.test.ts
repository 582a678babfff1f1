import { describe, expect, it } from 'vitest';
import { searchKey, searchPattern } from './search-key.ts';

describe('the search key', () => {
  it('ignores white space, case and full-width forms', () => {
    for (const typed of ['405nm', '405 NM', '４０５ｎｍ', '４０５　ＮＭ', ' 405\tnm ']) expect(searchKey(typed), typed).toBe('405nm');
    expect(searchKey('1 kg / 瓶，405 nm，灰色')).toBe('1kg/瓶,405nm,灰色');
  });

  it('makes a LIKE pattern taking % and _ literally, and none of nothing but spaces', () => {
    expect(searchPattern('20 %')).toBe('%20\\%%');
    expect(searchPattern('a_b\\')).toBe('%a\\_b\\\\%');
    expect(searchPattern('   ')).toBeNull();
    expect(searchPattern(undefined)).toBeNull();
  });
});
