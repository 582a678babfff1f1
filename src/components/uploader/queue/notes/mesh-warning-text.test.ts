import { describe, expect, test } from 'vitest';
import { meshWarningText, meshWarningTexts } from './mesh-warning-text.ts';

describe('measurement warnings in Chinese', () => {
  test('explains each code of the geometry module', () => {
    expect(meshWarningText('openEdges')).toBe('模型存在未闭合的边，体积可能不准确');
    expect(meshWarningText('invertedNormals')).toBe('模型法线朝内，已按绝对值计算体积');
    expect(meshWarningText('manifoldCheckSkipped')).toBe('模型过大，未做封闭性检查');
  });

  test("explains the server's codes for a file it could not measure", () => {
    expect(meshWarningText('unreadable')).toBe('文件已损坏或与扩展名不符，无法测量');
    expect(meshWarningText('measureFailed')).toBe('服务器未能完成测量');
    expect(meshWarningText('buildTooLarge')).toBe('文件中的组件层层重复引用，展开后的对象或三角面过多，无法测量：请减少重复摆放的组件或简化模型后重新导出');
  });

  test('still says something is off for a code it does not know', () => {
    expect(meshWarningText('selfIntersections')).toBe('模型存在问题（selfIntersections），体积可能不准确');
  });

  test('says each warning once', () => {
    expect(meshWarningTexts(['openEdges', 'degenerateTriangles', 'openEdges'])).toEqual(['模型存在未闭合的边，体积可能不准确', '模型含有面积为零的退化三角面']);
  });
});
