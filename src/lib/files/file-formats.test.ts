import { describe, expect, it } from 'vitest';
import { acceptedExtensions, fileFormatOf, hasMeshPreview, maxBytesOf } from './file-formats.ts';

describe('file formats by use', () => {
  it.each([
    ['part.STL', 'drawing', 'stl'],
    ['part.stp', 'reference', 'step'],
    ['sketch.jpg', 'drawing', null],
    ['sketch.jpeg', 'reference', 'jpg'],
    ['scan.PNG', 'reference', 'png'],
    ['shot.webp', 'reference', 'webp'],
    ['brief.pdf', 'reference', 'pdf'],
    ['anim.gif', 'reference', null],
    ['README', 'reference', null],
  ] as const)('reads %s as a %s as %s', (name, purpose, format) => {
    expect(fileFormatOf(name, purpose)).toBe(format);
  });

  it('holds pictures and PDFs to 20 MB and drawings to 100 MB', () => {
    expect(maxBytesOf('jpg')).toBe(20 * 1024 * 1024);
    expect(maxBytesOf('pdf')).toBe(20 * 1024 * 1024);
    expect(maxBytesOf('stl')).toBe(100 * 1024 * 1024);
  });

  it('lists the accepted extensions for the file picker', () => {
    expect(acceptedExtensions('drawing')).toBe('.stl,.obj,.3mf,.step,.stp,.iges,.igs,.zip');
    expect(acceptedExtensions('reference')).toBe('.stl,.obj,.3mf,.step,.stp,.iges,.igs,.zip,.jpg,.jpeg,.png,.webp,.pdf');
  });

  it('offers a 3D preview of meshes, and of STEP and IGES files only once the server measured them', () => {
    for (const format of ['stl', 'obj', '3mf'] as const) expect(hasMeshPreview(format)).toBe(true);
    expect(hasMeshPreview('step')).toBe(false);
    expect(hasMeshPreview('iges')).toBe(false);
    expect(hasMeshPreview('step', true)).toBe(true);
    expect(hasMeshPreview('iges', true)).toBe(true);
    for (const format of ['zip', 'png', 'pdf', null] as const) expect(hasMeshPreview(format, true)).toBe(false);
  });
});
