import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FileName } from './FileName';

const markup = (name: string) => renderToStaticMarkup(<FileName name={name} />);

describe('FileName', () => {
  it('may break after each separator, and nowhere inside a part', () => {
    expect(markup('bracket_housing-v2.final.stl')).toBe('bracket_<wbr/>housing-<wbr/>v2.<wbr/>final.<wbr/>stl');
  });

  it('leaves a name without separators whole, and a trailing separator without a break after it', () => {
    expect(markup('外壳上盖')).toBe('外壳上盖');
    expect(markup('part_')).toBe('part_');
    expect(markup('a__b')).toBe('a_<wbr/>_<wbr/>b');
  });

  it('keeps a decimal number whole', () => {
    expect(markup('PLA 线材 1.75mm')).toBe('PLA 线材 1.75mm');
    expect(markup('plate-1.5mm.v2.stl')).toBe('plate-<wbr/>1.5mm.<wbr/>v2.<wbr/>stl');
  });

  it('writes markup in a name as text', () => {
    expect(markup('<img src=x onerror=alert(1)>.stl')).toBe('&lt;img src=x onerror=alert(1)&gt;.<wbr/>stl');
  });
});
