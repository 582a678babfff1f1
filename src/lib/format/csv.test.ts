import { describe, expect, test } from 'vitest';
import { buildCsv, csvCell, UTF8_BOM } from './csv.ts';

describe('csvCell', () => {
  test('leaves plain text and numbers as they are', () => {
    expect(csvCell('充值')).toBe('充值');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('')).toBe('');
  });

  test('quotes text with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('他说"好"')).toBe('"他说""好"""');
    expect(csvCell('第一行\n第二行')).toBe('"第一行\n第二行"');
    expect(csvCell('回车\r')).toBe('"回车\r"');
  });

  test('turns text that a spreadsheet would run as a formula into plain text', () => {
    expect(csvCell('=HYPERLINK("http://x","点我")')).toBe(`"'=HYPERLINK(""http://x"",""点我"")"`);
    expect(csvCell('+86 123')).toBe("'+86 123");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
  });

  test('keeps signed decimal numbers as numbers', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('+3')).toBe('+3');
    expect(csvCell(-7)).toBe('-7');
  });
});

describe('buildCsv', () => {
  test('starts with the UTF-8 byte order mark and ends every row with CRLF', () => {
    const csv = buildCsv([
      ['时间', '金额(元)'],
      ['2026-11-21 13:05', '-12.50'],
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('时间,金额(元)\r\n2026-11-21 13:05,-12.50\r\n');
  });

  test('encodes the BOM as the bytes EF BB BF in UTF-8', () => {
    const bytes = new TextEncoder().encode(buildCsv([['a']]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  test('an empty table is only the BOM', () => {
    expect(buildCsv([])).toBe(UTF8_BOM);
  });
});
