import { strToU8, zipSync } from 'fflate';
import type { IndexedMesh } from './mesh-builders.ts';

const HEADER = 80;
const RECORD = 50;

/** A binary STL. `header` (ASCII, ≤ 80 bytes) may start with "solid", as some exporters do. */
export function writeBinaryStl(mesh: IndexedMesh, header = 'binary STL'): Uint8Array {
  const count = mesh.indices.length / 3;
  const bytes = new Uint8Array(HEADER + 4 + RECORD * count);
  bytes.set(strToU8(header).subarray(0, HEADER));
  const view = new DataView(bytes.buffer);
  view.setUint32(HEADER, count, true);
  const corner = new Float32Array(9);
  const normal = new Float32Array(3);
  for (let t = 0; t < count; t++) {
    readTriangle(mesh, t, corner, normal);
    const at = HEADER + 4 + RECORD * t;
    for (let i = 0; i < 3; i++) view.setFloat32(at + i * 4, normal[i] ?? 0, true);
    for (let i = 0; i < 9; i++) view.setFloat32(at + 12 + i * 4, corner[i] ?? 0, true);
  }
  return bytes;
}

/** An ASCII STL whose numbers read back as exactly the mesh's float32 coordinates. */
export function writeAsciiStl(mesh: IndexedMesh, solid = 'mesh'): string {
  const count = mesh.indices.length / 3;
  const corner = new Float32Array(9);
  const normal = new Float32Array(3);
  const lines = [`solid ${solid}`];
  for (let t = 0; t < count; t++) {
    readTriangle(mesh, t, corner, normal);
    lines.push(`  facet normal ${normal.join(' ')}`, '    outer loop');
    for (let v = 0; v < 3; v++) lines.push(`      vertex ${corner[v * 3]} ${corner[v * 3 + 1]} ${corner[v * 3 + 2]}`);
    lines.push('    endloop', '  endfacet');
  }
  lines.push(`endsolid ${solid}`, '');
  return lines.join('\n');
}

/** A Wavefront OBJ with one `v` per vertex and one triangular `f` per triangle. */
export function writeObj(mesh: IndexedMesh): string {
  const lines: string[] = [];
  const p = mesh.positions;
  for (let v = 0; v < p.length; v += 3) lines.push(`v ${p[v]} ${p[v + 1]} ${p[v + 2]}`);
  const ix = mesh.indices;
  for (let t = 0; t < ix.length; t += 3) lines.push(`f ${(ix[t] ?? 0) + 1} ${(ix[t + 1] ?? 0) + 1} ${(ix[t + 2] ?? 0) + 1}`);
  lines.push('');
  return lines.join('\n');
}

export interface ThreeMfOptions {
  unit?: 'micron' | 'millimeter' | 'centimeter' | 'inch' | 'foot' | 'meter';
  /** The build item's 3×4 transform (12 numbers, 3MF row-vector order), if any. */
  transform?: readonly number[];
}

/** A minimal 3MF package: content types, root relationship and one model part with one object. */
export function writeThreeMf(mesh: IndexedMesh, options: ThreeMfOptions = {}): Uint8Array {
  const p = mesh.positions;
  const ix = mesh.indices;
  const vertices: string[] = [];
  for (let v = 0; v < p.length; v += 3) vertices.push(`          <vertex x="${p[v]}" y="${p[v + 1]}" z="${p[v + 2]}" />`);
  const triangles: string[] = [];
  for (let t = 0; t < ix.length; t += 3) triangles.push(`          <triangle v1="${ix[t]}" v2="${ix[t + 1]}" v3="${ix[t + 2]}" />`);
  const transform = options.transform ? ` transform="${options.transform.join(' ')}"` : '';
  const model = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<model unit="${options.unit ?? 'millimeter'}" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">`,
    '  <resources>',
    '    <object id="1" type="model">',
    '      <mesh>',
    '        <vertices>',
    ...vertices,
    '        </vertices>',
    '        <triangles>',
    ...triangles,
    '        </triangles>',
    '      </mesh>',
    '    </object>',
    '  </resources>',
    '  <build>',
    `    <item objectid="1"${transform} />`,
    '  </build>',
    '</model>',
    '',
  ].join('\n');
  return zipThreeMf({ '3D/3dmodel.model': model });
}

/**
 * A 3MF package of several named objects and a build placing them (`items`: the object's index,
 * and its 3×4 transform if any): a plate of parts or an assembly as slicers and CAD tools export it.
 */
export function writeThreeMfBuild(objects: readonly { name: string; mesh: IndexedMesh }[], items: readonly { object: number; transform?: readonly number[] }[]): Uint8Array {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const resources = objects.map(({ name, mesh }, index) => {
    const p = mesh.positions;
    const ix = mesh.indices;
    const vertices = Array.from({ length: p.length / 3 }, (_, v) => `<vertex x="${p[v * 3]}" y="${p[v * 3 + 1]}" z="${p[v * 3 + 2]}"/>`).join('');
    const triangles = Array.from({ length: ix.length / 3 }, (_, t) => `<triangle v1="${ix[t * 3]}" v2="${ix[t * 3 + 1]}" v3="${ix[t * 3 + 2]}"/>`).join('');
    return `    <object id="${index + 1}" name="${escape(name)}" type="model"><mesh><vertices>${vertices}</vertices><triangles>${triangles}</triangles></mesh></object>`;
  });
  const build = items.map(({ object, transform }) => `    <item objectid="${object + 1}"${transform ? ` transform="${transform.join(' ')}"` : ''} />`);
  const model = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<model unit="millimeter" xml:lang="zh-CN" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">',
    '  <resources>',
    ...resources,
    '  </resources>',
    '  <build>',
    ...build,
    '  </build>',
    '</model>',
    '',
  ].join('\n');
  return zipThreeMf({ '3D/3dmodel.model': model });
}

/** Zips model parts (path → XML) with the content types and the root relationship to the first part. */
export function zipThreeMf(parts: Record<string, string>): Uint8Array {
  const root = Object.keys(parts)[0] ?? '3D/3dmodel.model';
  const contentTypes = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">',
    '  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml" />',
    '  <Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml" />',
    '</Types>',
    '',
  ].join('\n');
  const rels = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">',
    `  <Relationship Target="/${root}" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel" />`,
    '</Relationships>',
    '',
  ].join('\n');
  const files: Record<string, Uint8Array> = { '[Content_Types].xml': strToU8(contentTypes), '_rels/.rels': strToU8(rels) };
  for (const [path, xml] of Object.entries(parts)) files[path] = strToU8(xml);
  // A fixed date keeps regenerated fixtures byte-identical.
  return zipSync(files, { level: 9, mtime: new Date('2024-01-01T00:00:00Z') });
}

function readTriangle(mesh: IndexedMesh, t: number, corner: Float32Array, normal: Float32Array): void {
  for (let v = 0; v < 3; v++) {
    const i = (mesh.indices[t * 3 + v] ?? 0) * 3;
    corner[v * 3] = mesh.positions[i] ?? 0;
    corner[v * 3 + 1] = mesh.positions[i + 1] ?? 0;
    corner[v * 3 + 2] = mesh.positions[i + 2] ?? 0;
  }
  const [ax = 0, ay = 0, az = 0, bx = 0, by = 0, bz = 0, cx = 0, cy = 0, cz = 0] = corner;
  const nx = (by - ay) * (cz - az) - (bz - az) * (cy - ay);
  const ny = (bz - az) * (cx - ax) - (bx - ax) * (cz - az);
  const nz = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  const length = Math.hypot(nx, ny, nz) || 1;
  normal[0] = nx / length;
  normal[1] = ny / length;
  normal[2] = nz / length;
}
