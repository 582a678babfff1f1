import { describe, expect, it } from 'vitest';
import { imageProblem, isContact, suggestionProblems } from './suggestion-rules.ts';
import { charCount } from './char-count.ts';

const valid = { type: '功能建议', title: '标题', content: '内容', contact: '' };

describe('suggestion rules', () => {
  it('find nothing wrong with a filled form without contact', () => {
    expect(suggestionProblems(valid)).toEqual([]);
  });

  it('name each field that is missing or too long, in the form\'s order', () => {
    expect(suggestionProblems({ type: '', title: ' ', content: '', contact: 'abc' }).map((p) => p.code)).toEqual(['typeRequired', 'titleRequired', 'contentRequired', 'contactInvalid']);
    expect(suggestionProblems({ ...valid, title: '题'.repeat(51), content: '字'.repeat(501) })).toEqual([
      { field: 'title', code: 'titleTooLong', count: 51, max: 50 },
      { field: 'content', code: 'contentTooLong', count: 501, max: 500 },
    ]);
  });

  it('count an emoji as one character, so 500 of them still fit', () => {
    expect(charCount('👍👍')).toBe(2);
    expect(suggestionProblems({ ...valid, content: '👍'.repeat(500) })).toEqual([]);
  });

  it.each(['13800138000', 'a@b.cn', '10001', '12345678901'])('take %s as contact', (value) => expect(isContact(value)).toBe(true));
  it.each(['1234', '0123456', 'a@b', '138 0013 8000', '电话'])('refuse %s as contact', (value) => expect(isContact(value)).toBe(false));

  it('refuse a fourth image, an empty one, one over 5 MB and one that is not PNG, JPEG or WebP', () => {
    const file = { name: 'a.png', size: 100 };
    expect(imageProblem(file, 'png', 3)).toEqual({ code: 'tooManyImages', max: 3 });
    expect(imageProblem({ ...file, size: 0 }, 'png', 0)).toMatchObject({ code: 'imageEmpty' });
    expect(imageProblem({ ...file, size: 5 * 1024 * 1024 + 1 }, 'png', 0)).toEqual({ code: 'imageTooLarge', name: 'a.png', maxMb: 5 });
    expect(imageProblem({ name: 'a.gif', size: 100 }, null, 0)).toEqual({ code: 'imageType', name: 'a.gif' });
    expect(imageProblem({ ...file, size: 5 * 1024 * 1024 }, 'jpeg', 2)).toBeNull();
  });
});
