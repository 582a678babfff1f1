import { BufferAttribute, BufferGeometry, Mesh, type Color, type Group, type Material, type Object3D } from 'three';
import { ThreeMFLoader } from 'three/examples/jsm/loaders/3MFLoader.js';
import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import type { MeshFormat } from '~/lib/geometry/types';

/**
 * Turns a mesh file into three.js objects drawn with `material`. The files' own materials are
 * dropped: the preview is about shape, and one neutral material reads best in every file.
 * Throws when the file cannot be read.
 */
export function meshObject(buffer: ArrayBuffer, format: MeshFormat, material: Material): Object3D {
  if (format === 'stl') {
    const geometry = new STLLoader().parse(buffer);
    if (!geometry.getAttribute('normal')) geometry.computeVertexNormals();
    return new Mesh(geometry, material);
  }
  const group: Group = format === 'obj' ? new OBJLoader().parse(new TextDecoder().decode(buffer)) : new ThreeMFLoader().parse(buffer);
  let meshes = 0;
  group.traverse((child) => {
    if (child instanceof Mesh && child.geometry instanceof BufferGeometry) {
      meshes += 1;
      if (!child.geometry.getAttribute('normal')) child.geometry.computeVertexNormals();
      child.material = material;
    }
  });
  if (meshes === 0) throw new Error('no mesh in the file');
  return group;
}

/** Frees the GPU buffers of every geometry below `root`. */
export function disposeGeometries(root: Object3D): void {
  root.traverse((child) => {
    if (child instanceof Mesh && child.geometry instanceof BufferGeometry) child.geometry.dispose();
  });
}

/** Triangles (indices in the file's order) to colour alike. */
export interface ColouredTriangles {
  triangles: Uint32Array;
  colour: Color;
}

/**
 * Colours each group's triangles (indices in the file's triangle order, as the analyses give
 * them) in its colour, a later group over an earlier one, and the rest in `base`, through vertex
 * colours. Only for STL and OBJ, whose loaders keep the file's triangle order (OBJ polygons fanned
 * from their first corner, as the measurement does); a 3MF loader may reorder objects and
 * components, so it is not coloured rather than coloured wrongly. Returns whether it coloured.
 */
export function colourTriangles(root: Object3D, format: MeshFormat, groups: readonly ColouredTriangles[], base: Color): boolean {
  if (format === '3mf' || groups.every((group) => group.triangles.length === 0)) return false;
  const geometries: BufferGeometry[] = [];
  root.traverse((child) => {
    if (child instanceof Mesh && child.geometry instanceof BufferGeometry) geometries.push(child.geometry);
  });
  let total = 0;
  for (const geometry of geometries) {
    if (geometry.index) return false;
    total += geometry.getAttribute('position').count / 3;
  }
  // 0: the base colour; g + 1: group g.
  const marked = new Uint16Array(total);
  groups.forEach((group, index) => {
    for (const t of group.triangles) if (t < total) marked[t] = index + 1;
  });
  let offset = 0;
  for (const geometry of geometries) {
    const count = geometry.getAttribute('position').count / 3;
    const colours = new Float32Array(count * 9);
    for (let t = 0; t < count; t++) {
      const mark = marked[offset + t] ?? 0;
      const colour = mark === 0 ? base : (groups[mark - 1]?.colour ?? base);
      for (let at = t * 9; at < t * 9 + 9; at += 3) {
        colours[at] = colour.r;
        colours[at + 1] = colour.g;
        colours[at + 2] = colour.b;
      }
    }
    geometry.setAttribute('color', new BufferAttribute(colours, 3));
    offset += count;
  }
  return true;
}
