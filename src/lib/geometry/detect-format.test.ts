import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat, isMeshFormat } from './detect-format.ts';
import { boxMesh } from './mesh-builders.ts';
import { writeAsciiStl, writeBinaryStl, writeThreeMf } from './mesh-writers.ts';
import { detectStlEncoding } from './stl.ts';
import type { DrawingFormat } from './types.ts';

const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const cube = boxMesh(10, 10, 10);
const binary = writeBinaryStl(cube);
const ascii = text(writeAsciiStl(cube));
const threeMf = writeThreeMf(cube);
const step = text('ISO-10303-21;\nHEADER;\n');

describe('detectFormat', () => {
  it('goes by the extension in any case', () => {
    expect(detectFormat('part.STL', binary)).toBe('stl');
    expect(detectFormat('part.obj', text('v 0 0 0\n'))).toBe('obj');
    expect(detectFormat('零件.3MF', threeMf)).toBe('3mf');
    expect(detectFormat('part.step', step)).toBe('step');
    expect(detectFormat('part.STP', step)).toBe('step');
    expect(detectFormat('part.iges', text('S      1'))).toBe('iges');
    expect(detectFormat('part.igs', text('S      1'))).toBe('iges');
    expect(detectFormat('drawings.zip', threeMf)).toBe('zip');
  });

  it('refuses a 3MF or ZIP that is not a zip archive and a STEP file without its header', () => {
    expect(detectFormat('part.3mf', binary)).toBeNull();
    expect(detectFormat('drawings.zip', text('hello'))).toBeNull();
    expect(detectFormat('part.step', text('solid nonsense'))).toBeNull();
  });

  it('keeps an STL by its name even when it is damaged, so measuring can say it is unreadable', () => {
    expect(detectFormat('part.stl', binary.subarray(0, 90))).toBe('stl');
  });

  it('recognises a nameless file by its content', () => {
    expect(detectFormat('upload', binary)).toBe('stl');
    expect(detectFormat('upload', ascii)).toBe('stl');
    expect(detectFormat('upload', threeMf)).toBe('zip');
    expect(detectFormat('upload', step)).toBe('step');
    expect(detectFormat('upload', text('just some notes'))).toBeNull();
    expect(detectFormat('notes.txt', binary)).toBe('stl');
  });

  it('accepts a STEP header after a byte-order mark or blank lines', () => {
    expect(detectFormat('part.stp', text('\uFEFF\n\nISO-10303-21;'))).toBe('step');
  });
});

describe('detectStlEncoding', () => {
  it('takes a binary STL whose header starts with "solid" for binary (the 84 + 50·n size rule)', () => {
    const fixture = new Uint8Array(readFileSync(new URL('../../../e2e/fixtures/models/cube-10mm-binary.stl', import.meta.url)));
    expect(new TextDecoder().decode(fixture.subarray(0, 5))).toBe('solid');
    expect(detectStlEncoding(fixture)).toBe('binary');
    expect(detectStlEncoding(writeBinaryStl(cube, 'solid facet endsolid'))).toBe('binary');
  });

  it('takes text starting with "solid" and a facet for ASCII, with leading blanks, CRLF or a UTF-8 name', () => {
    expect(detectStlEncoding(ascii)).toBe('ascii');
    expect(detectStlEncoding(text('  \r\nsolid 零件\r\n facet normal 0 0 1\r\n'))).toBe('ascii');
    expect(detectStlEncoding(text('solid empty\nendsolid empty\n'))).toBe('ascii');
  });

  it('takes a binary STL with bytes after its last record for binary', () => {
    const padded = new Uint8Array(binary.length + 7);
    padded.set(binary);
    expect(detectStlEncoding(padded)).toBe('binary');
  });

  it('gives up on a "solid"-headed binary file that is too short for its count', () => {
    expect(detectStlEncoding(writeBinaryStl(cube, 'solid x').subarray(0, 200))).toBeNull();
    expect(detectStlEncoding(text('solid'))).toBeNull();
    expect(detectStlEncoding(new Uint8Array(10))).toBeNull();
  });
});

describe('isMeshFormat', () => {
  it('is true for the formats that are measured and false for those quoted by hand', () => {
    const formats: Array<DrawingFormat | null> = ['stl', 'obj', '3mf', 'step', 'iges', 'zip', null];
    expect(formats.map(isMeshFormat)).toEqual([true, true, true, false, false, false, false]);
  });
});
