import { describe, expect, it } from 'vitest';
import { fieldTextError, isBlankText, trimText, textProblem } from './text-rules.ts';

describe('textProblem', () => {
  it.each([
    ['星火 Studio ✓ 😀', null, null],
    ['a\u200Fb (right-to-left mark)', null, null],
    ['a\u0000b', 'control', 'control'],
    ['a\u0007b', 'control', 'control'],
    ['a\u007Fb', 'control', 'control'],
    ['a\u0085b', 'control', 'control'],
    ['第一行\n第二行', 'newline', null],
    ['a\r\nb', 'newline', null],
    ['a\tb', 'newline', null],
    ['a\u2028b', 'newline', 'control'],
    ['photo\u202Egpj.exe', 'bidi', 'bidi'],
    ['a\u2066b\u2069', 'bidi', 'bidi'],
    ['a\uD800b', 'surrogate', 'surrogate'],
    ['a\uDC00', 'surrogate', 'surrogate'],
  ])('%j: one line → %s, several lines → %s', (text, oneLine, multiline) => {
    expect(textProblem(text, false)).toBe(oneLine);
    expect(textProblem(text, true)).toBe(multiline);
  });
});

describe('fieldTextError', () => {
  it('judges a field by its name and says which field', () => {
    expect(fieldTextError('nickname', '小\n王')).toBe('昵称不能包含换行符');
    expect(fieldTextError('content', '第一行\n第二行')).toBeNull();
    expect(fieldTextError('filename', 'invoice\u202Efdp.exe')).toBe('文件名不能包含双向文本控制符（如 U+202E）');
    // A field the shop has no Chinese name for is never named by its code name.
    expect(fieldTextError('unknownField', 'a\u0000')).toBe('内容不能包含控制字符');
  });
});

describe('trimText and isBlankText', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a zero-width joiner and a word joiner', '\u200D\u2060'],
    ['a byte-order mark, a soft hyphen and full-width spaces', '\uFEFF\u00AD\u3000'],
    ['Hangul fillers', '\u3164\uFFA0'],
    ['plain spaces and a tab', '  \t '],
  ])('reads text made only of %s as empty', (_label, text) => {
    expect(isBlankText(text)).toBe(true);
    expect(trimText(text)).toBe('');
  });

  it('trims invisible characters at the ends only, keeping what a reader sees', () => {
    expect(trimText('\u200B 张三 \u200B')).toBe('张三');
    expect(trimText('张\u200B三')).toBe('张\u200B三');
    expect(isBlankText('张')).toBe(false);
  });
});
