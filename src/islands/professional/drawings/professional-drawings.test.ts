import { describe, expect, test } from 'vitest';
import { readDrawingUploadResult } from './professional-drawings.ts';

// Sending a drawing needs the browser's XMLHttpRequest: e2e/professional.spec.ts uploads revisions and new drawings.
describe('reading a drawing upload answer', () => {
  const version = { id: 9, name: 'a.stl', size: 684, format: 'stl', geometry: null, warnings: [], createdAt: '2026-03-01T02:00:00.000Z', version: 2 };

  test('takes a well-formed answer', () => {
    expect(readDrawingUploadResult({ drawingId: 3, version, storageSize: 10 })).toEqual({ drawingId: 3, version, storageSize: 10 });
  });

  test.each([null, {}, { drawingId: '3', version, storageSize: 10 }, { drawingId: 3, version: { ...version, version: 0 }, storageSize: 10 }, { drawingId: 3, version: { ...version, id: 'x' }, storageSize: 10 }, { drawingId: 3, version, storageSize: 1.5 }])(
    'refuses %j',
    (body) => {
      expect(readDrawingUploadResult(body)).toBeNull();
    },
  );
});
