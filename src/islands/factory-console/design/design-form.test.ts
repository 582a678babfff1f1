import { describe, expect, it } from 'vitest';
import { addChosen, deliveryProblems } from './design-form.ts';

const stl = { name: '外壳.stl', size: 1_000 };

describe('deliveryProblems', () => {
  it('passes one to ten design files with a note of 1–500 characters', () => {
    expect(deliveryProblems([stl], '第一版')).toEqual({});
    expect(deliveryProblems(Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.STEP`, size: 5 })), '长'.repeat(500))).toEqual({});
  });

  it.each([
    [[], '第一版', { files: '请选择要交付的设计文件' }],
    [Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.stl`, size: 5 })), '第一版', { files: '每次交付最多 10 个文件' }],
    [[stl, { name: 'drawing.dwg', size: 5 }], '第一版', { files: '不支持的文件格式：drawing.dwg（支持 STL、OBJ、3MF、STEP、IGES、ZIP）' }],
    [[{ name: 'big.zip', size: 100 * 1024 * 1024 + 1 }], '第一版', { files: '文件「big.zip」超过 100 MB 的上限' }],
    [[{ name: 'empty.stl', size: 0 }], '第一版', { files: '文件「empty.stl」是空文件' }],
    [[stl], '   ', { note: '请填写交付说明' }],
    [[stl], '长'.repeat(501), { note: '交付说明最多 500 个字' }],
    [[], '', { files: '请选择要交付的设计文件', note: '请填写交付说明' }],
  ])('refuses %j with note %j', (files, note, problems) => {
    expect(deliveryProblems(files, note)).toEqual(problems);
  });
});

describe('addChosen', () => {
  it('adds files chosen again only once', () => {
    const step = { name: 'a.step', size: 7 };
    expect(addChosen([stl], [step, { ...stl }])).toEqual([stl, step]);
  });
});
