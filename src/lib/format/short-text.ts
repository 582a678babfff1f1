import { fixedText } from './number-text.ts';

/**
 * `399` → `399`, `399.5` → `399.5`: up to `digits` decimals, trailing zeros left out (a figure in a
 * sentence: a package's hours, a machining finding's millimetres). A module of its own so that
 * the pages that only show money (number-text, on every page) do not carry it.
 */
export function shortText(value: number, digits: number): string {
  const text = fixedText(value, digits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
