import { describe, expect, it } from 'vitest';
import { TextCursor } from './text-cursor.ts';

const cursorOver = (text: string): TextCursor => new TextCursor(new TextEncoder().encode(text));

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('TextCursor.readNumber', () => {
  it('reads exactly what Number() reads, for float32 values, long decimals and exponents', () => {
    const next = random(42);
    const samples: string[] = ['0', '-0', '+1', '1.', '.5', '-.5', '1e0', '1E+22', '1e-22', '1e23', '4.9e-324', '123456789012345678', '0.1', '0.30000000000000004', '-2.5E-3'];
    for (let i = 0; i < 3000; i++) {
      const value = Math.fround((next() - 0.5) * 10 ** Math.floor(next() * 12 - 4));
      samples.push(String(value), value.toFixed(6), value.toExponential(8), value.toPrecision(17));
    }
    for (const sample of samples) {
      const cursor = cursorOver(` ${sample} `);
      expect(cursor.readNumber()).toBe(Number(sample));
      expect(cursor.failed).toBe(false);
    }
  });

  it('stops at a slash or quote, for OBJ corners and XML attributes', () => {
    const cursor = cursorOver('12/3"');
    expect(cursor.readNumber()).toBe(12);
    expect(cursor.pos).toBe(2);
  });

  it('reads nan and inf words without failing', () => {
    const cursor = cursorOver('nan -inf Infinity');
    expect(cursor.readNumber()).toBeNaN();
    expect(cursor.failed).toBe(false);
    expect(cursor.readNumber()).toBe(-Infinity);
    expect(cursor.readNumber()).toBe(Infinity);
  });

  it('fails without moving on text that is no number', () => {
    for (const text of ['abc', '-', '.', '1e', '1x', '1.2.3', '']) {
      const cursor = cursorOver(text);
      expect(cursor.readNumber()).toBeNaN();
      expect(cursor.failed).toBe(true);
      expect(cursor.pos).toBe(0);
    }
  });

  it('stays on the line when asked to', () => {
    const cursor = cursorOver('1\n2');
    expect(cursor.readNumber(true)).toBe(1);
    cursor.readNumber(true);
    expect(cursor.failed).toBe(true);
    expect(cursor.readNumber()).toBe(2);
  });
});
