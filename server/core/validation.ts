import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldLabel } from './field-labels.ts';
import { fieldTextError, isBlankText } from '../../src/lib/forms/text-rules.ts';
import { HttpError, messages } from './errors.ts';

/** Where in the request a problem is, as a customer reads it: 「数量」, 「第 2 项的数量」. */
function placeOf(path: readonly PropertyKey[]): string {
  const keys = path.filter((key): key is string => typeof key === 'string');
  if (path.length === 0) return '请求内容';
  const label = fieldLabel(keys.at(-1) ?? '') ?? '参数';
  const index = path.find((key): key is number => typeof key === 'number');
  return index === undefined ? label : `第 ${index + 1} 项的${label}`;
}

/** Larger than any figure of the shop: said as too large, never with the number itself. */
const beyondAnyFigure = 1e12;

const kindWords: Readonly<Record<string, string>> = {
  int: '整数',
  number: '数字',
  string: '文字',
  boolean: '是或否',
  array: '列表',
};

function boundOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return null;
}

/**
 * Messages for the issues the shared schemas do not word themselves (a missing field, a wrong
 * type, a value out of range, an unknown choice): a sentence naming the field in Chinese
 * (field-labels.ts), never its path, zod's own English words or a limit like
 * 9007199254740991 (the largest integer zod checks for by itself).
 */
const errorMap: z.core.$ZodErrorMap = (issue) => {
  const place = placeOf(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return `缺少${place}`;
      const expected = kindWords[issue.expected];
      return expected === undefined ? `${place}的格式不正确` : `${place}应为${expected}`;
    }
    case 'too_big': {
      const maximum = boundOf(issue.maximum);
      if (issue.origin === 'string' && maximum !== null) return `${place}最多 ${maximum} 个字符`;
      if (issue.origin === 'array' && maximum !== null) return `${place}最多 ${maximum} 项`;
      if (maximum === null || Math.abs(maximum) >= beyondAnyFigure) return `${place}过大`;
      return issue.inclusive === false ? `${place}应小于 ${maximum}` : `${place}不能大于 ${maximum}`;
    }
    case 'too_small': {
      const minimum = boundOf(issue.minimum);
      if (issue.origin === 'string') return minimum === null || minimum <= 1 ? `请填写${place}` : `${place}至少 ${minimum} 个字符`;
      if (issue.origin === 'array') return `请至少提供一项${place}`;
      if (minimum === null || Math.abs(minimum) >= beyondAnyFigure) return `${place}过小`;
      return issue.inclusive === false ? `${place}应大于 ${minimum}` : `${place}不能小于 ${minimum}`;
    }
    case 'invalid_value':
    case 'invalid_union':
      return `${place}的取值无效`;
    default:
      return `${place}的格式不正确`;
  }
};

export type Validated<T> = { ok: true; data: T } | { ok: false; message: string };

/** Parses `input`, answering the data or the message of the first issue. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): Validated<z.output<T>> {
  const result = schema.safeParse(input, { error: errorMap });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? '参数无效' };
}

/** Parses `input` or throws a 400 carrying the message of the first issue. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = validate(schema, input);
  if (result.ok) return result.data;
  throw new HttpError(400, result.message);
}

/**
 * Deepest nesting of arrays and objects a request body of the shop may have: the deepest body the
 * API takes (an order's items, each with its options) is 3 levels; JSON nested deeper is nothing
 * a customer sends.
 */
export const MAX_JSON_DEPTH = 16;

/**
 * Whether `text` (JSON or not) opens more than `max` arrays or objects inside one another,
 * counted on the text in one pass without recursion, before anything parses it.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

/** The JSON body validated by `schema`; malformed or absurdly nested JSON is a 400 of its own. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const text = await c.req.text();
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new HttpError(400, messages.tooDeep);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, messages.invalidJson);
  }
  return parseOrThrow(schema, cleanBody(body));
}

/**
 * A form field's value, or 400 when it breaks the text rule (src/lib/forms/text-rules.ts); text a
 * reader sees nothing of (zero-width spaces …) is empty.
 */
export function cleanText(field: string, value: string): string {
  const error = fieldTextError(field, value, fieldLabel(field) ?? undefined);
  if (error !== null) throw new HttpError(400, error);
  return isBlankText(value) ? '' : value;
}

/**
 * Applies the text rule to every string of a JSON body, each judged by the name of the field
 * holding it (items of a list by the list's name), so no control character, line break in a
 * one-line field, bidi override or broken surrogate is ever stored; text made only of invisible
 * characters becomes empty, so a required field refuses it. Walks with a list of its own rather
 * than recursion, so no body can exhaust the stack.
 */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function cleanBody(body: unknown): unknown {
  if (typeof body === 'string') return cleanText('', body);
  const pending: Array<{ holder: Record<string, unknown> | unknown[]; field: string }> = [];
  const visit = (value: unknown, field: string) => {
    if (Array.isArray(value) || isRecord(value)) pending.push({ holder: value, field });
  };
  visit(body, '');
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { holder, field } = next;
    if (Array.isArray(holder)) {
      holder.forEach((item, index) => {
        if (typeof item === 'string') holder[index] = cleanText(field, item);
        else visit(item, field);
      });
      continue;
    }
    for (const [key, item] of Object.entries(holder)) {
      cleanText('字段名', key);
      if (typeof item === 'string') holder[key] = cleanText(key, item);
      else visit(item, key);
    }
  }
  return body;
}

/** The query string validated by `schema` (a repeated key counts by its first value). */
export function readQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return parseOrThrow(schema, c.req.query());
}

export const malformedForm = '表单内容无效，请回到上一页重新提交';

/**
 * The fields of a posted HTML form, or null when the body cannot be read as one (a broken
 * multipart body, a wrong content type…): a client's mistake, never a server failure.
 */
export async function readForm(c: Context): Promise<Record<string, unknown> | null> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  try {
    return await c.req.parseBody();
  } catch {
    return null;
  }
}
