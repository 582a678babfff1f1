import type { Context } from 'hono';
import { z } from 'zod';
import { fieldTextError } from '../../src/lib/text-rules.ts';
import { HttpError, messages } from './errors.ts';

const chinese = z.locales.zhCN().localeError;

/**
 * Messages for issues the shared schemas do not word themselves (a missing field, a wrong type,
 * an unknown enum value): zod's zh-CN text, prefixed with the field it concerns.
 */
const errorMap: z.core.$ZodErrorMap = (issue) => {
  const field = (issue.path ?? []).join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return field ? `缺少参数 ${field}` : '缺少请求参数';
  }
  const text = chinese(issue);
  const message = typeof text === 'string' ? text : (text?.message ?? '参数无效');
  return field ? `${field}：${message}` : message;
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

/** The JSON body validated by `schema`; malformed JSON is a 400 of its own. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, messages.invalidJson);
  }
  assertCleanText(body);
  return parseOrThrow(schema, body);
}

/** A form field's value, or 400 when it breaks the text rule (src/lib/text-rules.ts). */
export function cleanText(field: string, value: string): string {
  const error = fieldTextError(field, value);
  if (error !== null) throw new HttpError(400, error);
  return value;
}

/**
 * Applies the text rule to every string of a JSON body, each judged by the name of the field
 * holding it (items of a list by the list's name), so no control character, line break in a
 * one-line field, bidi override or broken surrogate is ever stored.
 */
function assertCleanText(value: unknown, field = ''): void {
  if (typeof value === 'string') cleanText(field, value);
  else if (Array.isArray(value)) for (const item of value) assertCleanText(item, field);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      cleanText('字段名', key);
      assertCleanText(item, key);
    }
  }
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
