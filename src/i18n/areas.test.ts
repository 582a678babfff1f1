import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/**
 * The area files are merged into flat catalogues by object spread, where a key defined twice
 * silently takes the last value. A key may be shared (an area spreads another's part), but never
 * with two different texts.
 */
describe('the message areas', () => {
  test('define no key twice with different texts', async () => {
    const dir = new URL('./areas/', import.meta.url);
    const texts = new Map<string, { text: unknown; where: string }>();
    const conflicts: string[] = [];
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const area: Record<string, unknown> = await import(new URL(file, dir).href);
      for (const [name, messages] of Object.entries(area)) {
        if (typeof messages !== 'object' || messages === null) continue;
        for (const [key, text] of Object.entries(messages)) {
          const known = texts.get(key);
          if (known && known.text !== text) conflicts.push(`${key}: ${known.where} ≠ ${file}:${name}`);
          else texts.set(key, { text, where: `${file}:${name}` });
        }
      }
    }
    expect(conflicts).toEqual([]);
    expect(texts.size).toBeGreaterThan(500);
  });
});
