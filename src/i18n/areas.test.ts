import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROUTES } from '../lib/routes/routes.ts';
import { isMessageKey, zhCN } from './zh-CN.ts';

const src = new URL('..', import.meta.url).pathname;

/** Every folder's texts: each messages.ts (and the account forms' account-messages.ts) under src/. */
function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(path);
    return /(^|-)messages\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The message objects (`…Messages`) a file exports, by name. */
async function messagesOf(file: string): Promise<[string, Record<string, unknown>][]> {
  const module: Record<string, unknown> = await import(file);
  return Object.entries(module).filter((entry): entry is [string, Record<string, unknown>] => entry[0].endsWith('Messages') && typeof entry[1] === 'object' && entry[1] !== null);
}

/**
 * The folders' texts are merged into flat catalogues by object spread, where a key defined twice
 * silently takes the last value. A key may be shared (a folder spreads another's part), but never
 * with two different texts; and the whole catalogue holds every folder's texts.
 */
describe('the message folders', () => {
  test('define no key twice with different texts, and the whole catalogue holds every one of them', async () => {
    const files = messageFiles(src);
    expect(files.length).toBeGreaterThan(30);
    const texts = new Map<string, { text: unknown; where: string }>();
    const conflicts: string[] = [];
    const missing: string[] = [];
    for (const file of files) {
      for (const [name, messages] of await messagesOf(file)) {
        const where = `${relative(src, file)}:${name}`;
        for (const [key, text] of Object.entries(messages)) {
          const known = texts.get(key);
          if (known && known.text !== text) conflicts.push(`${key}: ${known.where} ≠ ${where}`);
          else texts.set(key, { text, where });
          if (!isMessageKey(key) || zhCN[key] !== text) missing.push(`${key} (${where})`);
        }
      }
    }
    expect(conflicts).toEqual([]);
    expect(missing).toEqual([]);
    expect(texts.size).toBeGreaterThan(500);
  });

  test("every route's title is a text of the catalogue", () => {
    expect(ROUTES.filter((route) => !isMessageKey(route.titleKey)).map((route) => route.path)).toEqual([]);
  });
});
