import { boxMesh, type IndexedMesh } from './mesh-builders.ts';
import { zipThreeMf } from './mesh-writers.ts';

/**
 * A small 3MF whose components fan out: a 10 mm cube, placed `fanOut[0]` times by a second
 * object, that one placed `fanOut[1]` times by a third, and so on, with `items` build items of
 * the last. `[1000, 1000]` with two items places two million cubes (24 million triangles) from
 * about 1.3 KB. `cube` may be another mesh. For the tests and the benchmark of the measurer's bounds.
 */
export function writeFanOutThreeMf(fanOut: readonly number[], items = 2, cube: IndexedMesh = boxMesh(10, 10, 10)): Uint8Array {
  const p = cube.positions;
  const ix = cube.indices;
  const vertices = Array.from({ length: p.length / 3 }, (_, v) => `<vertex x="${p[v * 3]}" y="${p[v * 3 + 1]}" z="${p[v * 3 + 2]}"/>`).join('');
  const triangles = Array.from({ length: ix.length / 3 }, (_, t) => `<triangle v1="${ix[t * 3]}" v2="${ix[t * 3 + 1]}" v3="${ix[t * 3 + 2]}"/>`).join('');
  const objects = [`<object id="1" type="model"><mesh><vertices>${vertices}</vertices><triangles>${triangles}</triangles></mesh></object>`];
  fanOut.forEach((count, level) => {
    objects.push(`<object id="${level + 2}" type="model"><components>${`<component objectid="${level + 1}"/>`.repeat(count)}</components></object>`);
  });
  const top = fanOut.length + 1;
  const model =
    '<?xml version="1.0" encoding="UTF-8"?>\n<model unit="millimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">' +
    `<resources>${objects.join('')}</resources><build>${`<item objectid="${top}"/>`.repeat(items)}</build></model>`;
  return zipThreeMf({ '3D/3dmodel.model': model });
}
