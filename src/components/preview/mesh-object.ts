import { BufferGeometry, Mesh, type Group, type Material, type Object3D } from 'three';
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
