import { describe, expect, it } from 'vitest';
import { VertexWelder } from './vertex-welder.ts';

describe('VertexWelder', () => {
  it('gives the same id to the same point, and to +0 and −0', () => {
    const welder = new VertexWelder(4);
    const a = welder.idOf(1, 2, 3);
    expect(welder.idOf(1, 2, 3)).toBe(a);
    expect(welder.idOf(0, 0, 0)).toBe(welder.idOf(-0, 0, -0));
    expect(welder.size).toBe(2);
  });

  it('merges coordinates that differ only beyond float32 precision, and no others', () => {
    const welder = new VertexWelder(4);
    expect(welder.idOf(0.1, 0.2, 0.3)).toBe(welder.idOf(0.1 + 1e-12, 0.2, 0.3));
    expect(welder.idOf(0.1, 0.2, 0.3)).not.toBe(welder.idOf(0.1001, 0.2, 0.3));
  });

  it('keeps every id stable while growing far beyond its first size', () => {
    const welder = new VertexWelder(1);
    for (let i = 0; i < 50_000; i++) expect(welder.idOf(i % 100, Math.floor(i / 100), 0.5)).toBe(i);
    for (let i = 0; i < 50_000; i += 997) expect(welder.idOf(i % 100, Math.floor(i / 100), 0.5)).toBe(i);
    expect(welder.size).toBe(50_000);
  });
});
