/**
 * `npx node scripts/make-model-fixtures.ts`: writes the mesh fixtures with known answers to
 * e2e/fixtures/models/ (used by the geometry unit tests and the upload e2e). Deterministic:
 * running it again gives byte-identical files. Each file stays under 200 KB.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { boxMesh, dropTriangles, invertMesh, uvSphereMesh } from '../src/lib/geometry/mesh-builders.ts';
import { writeAsciiStl, writeBinaryStl, writeObj, writeThreeMf, writeThreeMfBuild } from '../src/lib/geometry/mesh-writers.ts';

const out = 'e2e/fixtures/models';
const MAX_BYTES = 200 * 1024;

const cube = boxMesh(10, 10, 10);
const sphere = uvSphereMesh(10, 48, 24, [15, 15, 10]);
const binaryCube = writeBinaryStl(cube, 'solid cube-10mm: a binary STL whose header starts with "solid"');

/** The cube as six quads, written by hand in the forms real exporters use (v/vt/vn, v//vn, negative indices). */
const quadCube = `# 10 mm cube, six quads
o cube
v 0 0 0
v 10 0 0
v 10 10 0
v 0 10 0
v 0 0 10
v 10 0 10
v 10 10 10
v 0 10 10
vt 0 0
vt 1 0
vt 1 1
vt 0 1
vn 0 0 -1
vn 0 0 1
vn 0 -1 0
vn 0 1 0
vn 1 0 0
vn -1 0 0
usemtl grey
f 1/1/1 4/2/1 3/3/1 2/4/1
f 5/1/2 6/2/2 7/3/2 8/4/2
f 1//3 2//3 6//3 5//3
f 3//4 4//4 8//4 7//4
f 2/1 3/2 7/3 6/4
f -5 -8 -4 -1
`;

const files: Record<string, Uint8Array | string> = {
  'cube-10mm-binary.stl': binaryCube,
  'cube-10mm-ascii.stl': writeAsciiStl(cube, 'cube-10mm'),
  'cube-10mm.obj': quadCube,
  'cube-10mm.3mf': writeThreeMf(cube),
  'cube-1cm.3mf': writeThreeMf(boxMesh(1, 1, 1), { unit: 'centimeter' }),
  'sphere-r10.stl': writeBinaryStl(sphere, 'UV sphere r = 10 mm, 48 x 24'),
  'sphere-r10.obj': writeObj(sphere),
  'sphere-r10.3mf': writeThreeMf(sphere),
  'open-box.stl': writeAsciiStl(dropTriangles(cube, 2), 'open-box'),
  'inverted-cube.stl': writeBinaryStl(invertMesh(cube), 'cube with inward normals'),
  'truncated.stl': binaryCube.subarray(0, binaryCube.length - 30),
  'plate-of-parts.3mf': platesOfParts(),
};

/**
 * A 3MF build of three named objects placed seven times: 底板 (60 × 40 × 5) once, 支架 (20 × 10 × 15)
 * twice (once turned a quarter about z), 销钉 (5 × 5 × 20) four times.
 */
function platesOfParts(): Uint8Array {
  const at = (x: number, y: number) => [1, 0, 0, 0, 1, 0, 0, 0, 1, x, y, 0];
  return writeThreeMfBuild(
    [
      { name: '底板', mesh: boxMesh(60, 40, 5) },
      { name: '支架', mesh: boxMesh(20, 10, 15) },
      { name: '销钉', mesh: boxMesh(5, 5, 20) },
    ],
    [
      { object: 0, transform: at(0, 0) },
      { object: 1, transform: at(70, 0) },
      { object: 1, transform: [0, 1, 0, -1, 0, 0, 0, 0, 1, 110, 0, 0] },
      ...[0, 1, 2, 3].map((index) => ({ object: 2, transform: at(130 + index * 10, 0) })),
    ],
  );
}

mkdirSync(out, { recursive: true });
for (const [name, content] of Object.entries(files)) {
  const path = join(out, name);
  writeFileSync(path, content);
  const size = statSync(path).size;
  if (size > MAX_BYTES) throw new Error(`${path} is ${size} bytes, over ${MAX_BYTES}`);
  console.log(`${path.padEnd(44)} ${String(size).padStart(7)} B`);
}
