import { describe, expect, it } from 'vitest';
import { boundaryOf, MultipartError, MultipartParser, type MultipartEvent } from './multipart.ts';

const boundary = '----shopBoundary7MA4YWxkTrZu0gW';
const encoder = new TextEncoder();

function body(parts: Array<{ headers: string; content: Uint8Array | string }>, preamble = ''): Uint8Array {
  const chunks: Uint8Array[] = [encoder.encode(preamble)];
  for (const part of parts) {
    chunks.push(encoder.encode(`--${boundary}\r\n${part.headers}\r\n\r\n`));
    chunks.push(typeof part.content === 'string' ? encoder.encode(part.content) : part.content);
    chunks.push(encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Parts as (name, filename, content) after feeding the body in chunks of `size` bytes. */
function parse(bytes: Uint8Array, size = bytes.length) {
  const parser = new MultipartParser(boundary);
  const events: MultipartEvent[] = [];
  for (let at = 0; at < bytes.length; at += size) events.push(...parser.push(bytes.subarray(at, at + size)));
  parser.finish();
  const parts: Array<{ name: string; filename: string | null; content: Buffer }> = [];
  for (const event of events) {
    if (event.type === 'part') parts.push({ name: event.name, filename: event.filename, content: Buffer.alloc(0) });
    const last = parts.at(-1);
    if (event.type === 'data' && last !== undefined) last.content = Buffer.concat([last.content, event.chunk]);
  }
  return parts;
}

const binary = Uint8Array.from({ length: 300 }, (_, i) => (i * 37) % 256);
const sample = body([
  { headers: 'Content-Disposition: form-data; name="draftId"', content: 'draft-12345678' },
  { headers: 'Content-Disposition: form-data; name="file"; filename="外壳 v2.stl"\r\nContent-Type: model/stl', content: binary },
]);

describe('MultipartParser', () => {
  it('reads text fields and a binary file with its UTF-8 name', () => {
    const [field, file] = parse(sample);
    expect(field).toMatchObject({ name: 'draftId', filename: null });
    expect(field?.content.toString()).toBe('draft-12345678');
    expect(file).toMatchObject({ name: 'file', filename: '外壳 v2.stl' });
    expect(Buffer.compare(file?.content ?? Buffer.alloc(0), Buffer.from(binary))).toBe(0);
  });

  it.each([1, 2, 3, 7, 64, 1000])('reads the same parts when the body arrives in chunks of %i bytes', (size) => {
    expect(parse(sample, size)).toEqual(parse(sample));
  });

  it('keeps content that looks like a boundary but is not one', () => {
    const tricky = `line\r\n--${boundary.slice(0, -1)}x\r\n--not-it`;
    const [part] = parse(body([{ headers: 'Content-Disposition: form-data; name="a"', content: tricky }]), 5);
    expect(part?.content.toString()).toBe(tricky);
  });

  it('skips a preamble and reads an empty file', () => {
    const [part] = parse(body([{ headers: 'Content-Disposition: form-data; name="file"; filename="a.stl"', content: '' }], 'ignored\r\n'));
    expect(part).toMatchObject({ filename: 'a.stl' });
    expect(part?.content.length).toBe(0);
  });

  it('decodes percent-encoded quotes of browsers and RFC 5987 names', () => {
    const [quoted, extended] = parse(
      body([
        { headers: 'Content-Disposition: form-data; name="file"; filename="say %22hi%22.stl"', content: 'x' },
        { headers: `Content-Disposition: form-data; name="file"; filename="fallback.stl"; filename*=UTF-8''%E6%94%AF%E6%9E%B6.stl`, content: 'y' },
      ]),
    );
    expect(quoted?.filename).toBe('say "hi".stl');
    expect(extended?.filename).toBe('支架.stl');
  });

  it('refuses a body that ends before its closing boundary', () => {
    const cut = sample.subarray(0, sample.length - 10);
    const parser = new MultipartParser(boundary);
    parser.push(cut);
    expect(() => parser.finish()).toThrow(MultipartError);
  });

  it('refuses a part without a form-data disposition', () => {
    const parser = new MultipartParser(boundary);
    expect(() => parser.push(body([{ headers: 'Content-Type: text/plain', content: 'x' }]))).toThrow('Content-Disposition');
  });

  it('ignores what follows the closing boundary', () => {
    const parser = new MultipartParser(boundary);
    parser.push(sample);
    expect(parser.done).toBe(true);
    expect(parser.push(encoder.encode('epilogue'))).toEqual([]);
  });
});

describe('boundaryOf', () => {
  it.each([
    [`multipart/form-data; boundary=${boundary}`, boundary],
    ['multipart/form-data; charset=utf-8; boundary="quoted boundary"', 'quoted boundary'],
    ['Multipart/Form-Data;boundary=abc', 'abc'],
    ['application/json', null],
    ['multipart/form-data', null],
    [null, null],
  ])('finds the boundary of %s', (contentType, expected) => {
    expect(boundaryOf(contentType)).toBe(expected);
  });
});
