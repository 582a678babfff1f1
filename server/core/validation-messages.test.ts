/**
 * Every refusal of a request's shape reads as a sentence a customer understands: each JSON body
 * and query string the API documents (test hooks aside) is sent with each of its fields in turn
 * missing, of the wrong type, absurdly large, negative, fractional or made of invisible
 * characters, and every 400 that comes back is checked for what must never show: a field's code
 * name or path, zod's English, or a number no customer typed (9007199254740991 …).
 */
import { describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support.ts';

type Schema = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  customer: boolean;
  body: Schema | null;
  query: string[];
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Words that are names, not English: file formats, units, thread series (UNC, UNF), QQ, and a Unicode code point in the text rule. */
const names = new Set(['QQ', 'STL', 'OBJ', 'MF', 'STEP', 'STP', 'IGES', 'IGS', 'PDF', 'PNG', 'JPEG', 'JPG', 'WebP', 'ZIP', 'MB', 'KB', 'GB', 'mm', 'U', 'UNC', 'UNF']);

/** What a customer must never read in a refusal; empty when the message is fine. */
export function unreadable(message: string): string[] {
  const problems: string[] = [];
  for (const word of message.match(/[A-Za-z]{2,}|[A-Za-z](?=\s|：|$)/g) ?? []) if (!names.has(word)) problems.push(`word ${word}`);
  if (/\w\.\d+\.\w/.test(message) || /[a-z]\.[a-z]/i.test(message)) problems.push('a path');
  if (/\d{10,}/.test(message.replaceAll(',', ''))) problems.push('a number no customer typed');
  if (!/[\u4e00-\u9fff]/.test(message)) problems.push('no Chinese');
  return problems;
}

function resolve(document: Schema, schema: unknown): Schema {
  if (!isSchema(schema)) return {};
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  const name = ref.split('/').at(-1) ?? '';
  const components = isSchema(document['components']) && isSchema(document['components']['schemas']) ? document['components']['schemas'] : {};
  return resolve(document, components[name]);
}

/** A plausible value of `schema`: what the mutations start from. */
function sample(document: Schema, raw: unknown, depth = 0): unknown {
  const schema = resolve(document, raw);
  if (depth > 6) return null;
  if ('const' in schema) return schema['const'];
  if (Array.isArray(schema['enum'])) return schema['enum'][0];
  const branches = schema['anyOf'] ?? schema['oneOf'];
  if (Array.isArray(branches)) return sample(document, branches.find((branch) => !(isSchema(branch) && branch['type'] === 'null')) ?? branches[0], depth + 1);
  switch (schema['type']) {
    case 'object': {
      const properties = isSchema(schema['properties']) ? schema['properties'] : {};
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sample(document, value, depth + 1)]));
    }
    case 'array':
      return [sample(document, schema['items'], depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return schema['format'] === 'date-time' ? '2026-03-01T00:00:00.000Z' : 'abc';
    default:
      return null;
  }
}

/** Every place of a value (object keys and array items), as paths. */
function pathsOf(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (isSchema(value)) return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  return [path];
}

const MISSING = Symbol('missing');
const wrongValues: unknown[] = [MISSING, 'x', 12345, 1e300, 2 ** 53 + 2, -1, 1.5, '\u200B\u200B', [], {}, true, null];

function replaced(value: unknown, path: ReadonlyArray<string | number>, by: unknown): unknown {
  if (path.length === 0) return by === MISSING ? undefined : by;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') return value.map((item, index) => (index === head ? replaced(item, rest, by) : item)).filter((item) => item !== undefined);
  if (isSchema(value) && typeof head === 'string') {
    const copy: Schema = { ...value };
    const inner = replaced(value[head], rest, by);
    if (inner === undefined) delete copy[head];
    else copy[head] = inner;
    return copy;
  }
  return value;
}

function operationsOf(document: Schema): Operation[] {
  const paths = isSchema(document['paths']) ? document['paths'] : {};
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    if (path.startsWith('/api/__test__') || !isSchema(methods)) continue;
    for (const [method, raw] of Object.entries(methods)) {
      if (!isSchema(raw)) continue;
      const content = isSchema(raw['requestBody']) && isSchema(raw['requestBody']['content']) ? raw['requestBody']['content'] : {};
      const json = isSchema(content['application/json']) ? content['application/json']['schema'] : undefined;
      const parameters = Array.isArray(raw['parameters']) ? raw['parameters'].filter(isSchema) : [];
      operations.push({
        method: method.toUpperCase(),
        path: path.replace(/\{\w+\}/g, 'X1'),
        customer: Array.isArray(raw['security']),
        body: isSchema(json) ? json : null,
        query: parameters.filter((p) => p['in'] === 'query').map((p) => String(p['name'])),
      });
    }
  }
  return operations;
}

async function refusalsOf(server: TestServer, operation: Operation, document: Schema): Promise<Array<{ sent: string; message: string }>> {
  const token = operation.customer ? await server.login('e2e-full') : undefined;
  const found: Array<{ sent: string; message: string }> = [];
  const send = async (path: string, json: unknown) => {
    const response = await server.call(operation.method, path, { ...(token === undefined ? {} : { token }), ...(json === undefined ? {} : { json }) });
    if (response.status !== 400 || !(response.headers.get('content-type') ?? '').includes('json')) return;
    const body: unknown = await response.json();
    if (isSchema(body) && typeof body['message'] === 'string') found.push({ sent: `${operation.method} ${path} ${JSON.stringify(json) ?? ''}`, message: body['message'] });
  };
  if (operation.body !== null) {
    const start = sample(document, operation.body);
    for (const path of pathsOf(start)) for (const value of wrongValues) await send(operation.path, replaced(start, path, value));
  }
  for (const name of operation.query) {
    for (const value of ['x', '1e300', '9007199254740993', '-1', '1.5', '']) await send(`${operation.path}?${name}=${encodeURIComponent(value)}`, undefined);
  }
  return found;
}

describe('refusals of a request’s shape', () => {
  it('recognise what a customer must not read', () => {
    expect(unreadable('items.0.quantity：无效输入：期望 int，实际接收 数字')).not.toEqual([]);
    expect(unreadable('数值过大：期望 int <=9007199254740991')).not.toEqual([]);
    expect(unreadable('期望 数字，实际接收 数字')).toEqual([]);
    expect(unreadable('第 1 项的数量应为整数')).toEqual([]);
    expect(unreadable('昵称不能包含双向文本控制符（如 U+202E）')).toEqual([]);
  });

  it('name the field in Chinese in a sentence, for every documented body and query', { timeout: 240_000 }, async () => {
    const server = await createTestServer({ testHooks: false });
    const document: unknown = await (await server.call('GET', '/api/openapi.json')).json();
    if (!isSchema(document)) throw new Error('no document');
    const operations = operationsOf(document);
    expect(operations.filter((operation) => operation.body !== null).length).toBeGreaterThan(18);
    const bad: string[] = [];
    let refusals = 0;
    for (const operation of operations) {
      for (const { sent, message } of await refusalsOf(server, operation, document)) {
        refusals += 1;
        const problems = unreadable(message);
        if (problems.length > 0) bad.push(`${sent} → ${message} (${problems.join(', ')})`);
      }
    }
    expect(refusals).toBeGreaterThan(500);
    expect([...new Set(bad)].slice(0, 40)).toEqual([]);
  });
});
