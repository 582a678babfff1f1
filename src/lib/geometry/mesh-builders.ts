/**
 * Meshes with known answers, for fixtures, tests and the benchmark. Positions are float32 so
 * every file format written from one mesh holds exactly the same coordinates.
 */
export interface IndexedMesh {
  /** x, y, z per vertex. */
  positions: Float32Array;
  /** Three vertex indices per triangle, counter-clockwise seen from outside. */
  indices: Uint32Array;
}

/** An axis-aligned box from `min` with sizes `sx`, `sy`, `sz`: 8 vertices, 12 triangles. */
export function boxMesh(sx: number, sy: number, sz: number, min: readonly [number, number, number] = [0, 0, 0]): IndexedMesh {
  const [x0, y0, z0] = min;
  const x1 = x0 + sx;
  const y1 = y0 + sy;
  const z1 = z0 + sz;
  // prettier-ignore
  const positions = Float32Array.of(
    x0, y0, z0, x1, y0, z0, x1, y1, z0, x0, y1, z0,
    x0, y0, z1, x1, y0, z1, x1, y1, z1, x0, y1, z1,
  );
  // prettier-ignore
  const indices = Uint32Array.of(
    0, 2, 1, 0, 3, 2, // bottom (z0), facing −z
    4, 5, 6, 4, 6, 7, // top (z1)
    0, 1, 5, 0, 5, 4, // front (y0)
    2, 3, 7, 2, 7, 6, // back (y1)
    1, 2, 6, 1, 6, 5, // right (x1)
    3, 0, 4, 3, 4, 7, // left (x0)
  );
  return { positions, indices };
}

/**
 * A UV sphere: `segments` around the axis, `rings` from pole to pole, one vertex at each
 * pole. Triangles: 2·segments·(rings − 1). Its volume and area are a little below the
 * true sphere's (the vertices lie on the sphere, the faces inside it).
 */
export function uvSphereMesh(radius: number, segments: number, rings: number, center: readonly [number, number, number] = [0, 0, 0]): IndexedMesh {
  const [cx, cy, cz] = center;
  const vertexCount = 2 + segments * (rings - 1);
  const positions = new Float32Array(vertexCount * 3);
  positions.set([cx, cy, cz + radius], 0);
  positions.set([cx, cy, cz - radius], 3);
  for (let ring = 1; ring < rings; ring++) {
    const polar = (Math.PI * ring) / rings;
    for (let s = 0; s < segments; s++) {
      const azimuth = (2 * Math.PI * s) / segments;
      const at = (2 + (ring - 1) * segments + s) * 3;
      positions[at] = cx + radius * Math.sin(polar) * Math.cos(azimuth);
      positions[at + 1] = cy + radius * Math.sin(polar) * Math.sin(azimuth);
      positions[at + 2] = cz + radius * Math.cos(polar);
    }
  }
  const ringVertex = (ring: number, s: number): number => 2 + (ring - 1) * segments + (s % segments);
  const indices = new Uint32Array(2 * segments * (rings - 1) * 3);
  let i = 0;
  const triangle = (a: number, b: number, c: number): void => {
    indices[i++] = a;
    indices[i++] = b;
    indices[i++] = c;
  };
  for (let s = 0; s < segments; s++) {
    triangle(0, ringVertex(1, s), ringVertex(1, s + 1));
    triangle(1, ringVertex(rings - 1, s + 1), ringVertex(rings - 1, s));
    for (let ring = 1; ring < rings - 1; ring++) {
      const a = ringVertex(ring, s);
      const b = ringVertex(ring + 1, s);
      const c = ringVertex(ring + 1, s + 1);
      const d = ringVertex(ring, s + 1);
      triangle(a, b, c);
      triangle(a, c, d);
    }
  }
  return { positions, indices };
}

/** Several meshes in one, each keeping its own vertices. */
export function mergeMeshes(...meshes: IndexedMesh[]): IndexedMesh {
  const positions = new Float32Array(meshes.reduce((sum, mesh) => sum + mesh.positions.length, 0));
  const indices = new Uint32Array(meshes.reduce((sum, mesh) => sum + mesh.indices.length, 0));
  let p = 0;
  let i = 0;
  for (const mesh of meshes) {
    positions.set(mesh.positions, p);
    indices.set(mesh.indices.map((index) => index + p / 3), i);
    p += mesh.positions.length;
    i += mesh.indices.length;
  }
  return { positions, indices };
}

/** The same mesh without its last `count` triangles (a box without its last face is open). */
export function dropTriangles(mesh: IndexedMesh, count: number): IndexedMesh {
  return { positions: mesh.positions, indices: mesh.indices.slice(0, mesh.indices.length - count * 3) };
}

/** The same mesh wound the other way round: its normals point inwards. */
export function invertMesh(mesh: IndexedMesh): IndexedMesh {
  const indices = mesh.indices.slice();
  for (let t = 0; t < indices.length; t += 3) {
    const b = indices[t + 1] ?? 0;
    indices[t + 1] = indices[t + 2] ?? 0;
    indices[t + 2] = b;
  }
  return { positions: mesh.positions, indices };
}

/** The true sphere's figures, which a tessellated sphere approaches from below. */
export function sphereVolume(radius: number): number {
  return (4 / 3) * Math.PI * radius ** 3;
}

export function sphereArea(radius: number): number {
  return 4 * Math.PI * radius ** 2;
}

/**
 * A solid made of axis-aligned cells: the grid lines `xs`, `ys`, `zs` (ascending, mm) cut space
 * into cells and `filled(i, j, k)` says which are solid. Every face between a solid cell and an
 * empty one (or the outside) becomes two triangles wound outwards, so the mesh is closed and its
 * volume is exactly the solid cells' (a cup, a pocketed block, a hollow box with its cavity as a
 * second shell wound inwards, a slot or an undercut). Corners at the same point share a vertex.
 */
export function cellsMesh(xs: readonly number[], ys: readonly number[], zs: readonly number[], filled: (i: number, j: number, k: number) => boolean): IndexedMesh {
  const nx = xs.length - 1;
  const ny = ys.length - 1;
  const nz = zs.length - 1;
  const solid = (i: number, j: number, k: number): boolean => i >= 0 && j >= 0 && k >= 0 && i < nx && j < ny && k < nz && filled(i, j, k);
  const ids = new Map<number, number>();
  const positions: number[] = [];
  const indices: number[] = [];
  const vertex = (i: number, j: number, k: number): number => {
    const key = (i * (ny + 1) + j) * (nz + 1) + k;
    let id = ids.get(key);
    if (id === undefined) {
      id = positions.length / 3;
      ids.set(key, id);
      positions.push(xs[i] ?? 0, ys[j] ?? 0, zs[k] ?? 0);
    }
    return id;
  };
  // A quad's corners counter-clockwise seen from where its normal points.
  const quad = (a: number, b: number, c: number, d: number): void => {
    indices.push(a, b, c, a, c, d);
  };
  for (let i = 0; i < nx; i++)
    for (let j = 0; j < ny; j++)
      for (let k = 0; k < nz; k++) {
        if (!solid(i, j, k)) continue;
        if (!solid(i + 1, j, k)) quad(vertex(i + 1, j, k), vertex(i + 1, j + 1, k), vertex(i + 1, j + 1, k + 1), vertex(i + 1, j, k + 1));
        if (!solid(i - 1, j, k)) quad(vertex(i, j, k), vertex(i, j, k + 1), vertex(i, j + 1, k + 1), vertex(i, j + 1, k));
        if (!solid(i, j + 1, k)) quad(vertex(i, j + 1, k), vertex(i, j + 1, k + 1), vertex(i + 1, j + 1, k + 1), vertex(i + 1, j + 1, k));
        if (!solid(i, j - 1, k)) quad(vertex(i, j, k), vertex(i + 1, j, k), vertex(i + 1, j, k + 1), vertex(i, j, k + 1));
        if (!solid(i, j, k + 1)) quad(vertex(i, j, k + 1), vertex(i + 1, j, k + 1), vertex(i + 1, j + 1, k + 1), vertex(i, j + 1, k + 1));
        if (!solid(i, j, k - 1)) quad(vertex(i, j, k), vertex(i, j + 1, k), vertex(i + 1, j + 1, k), vertex(i + 1, j, k));
      }
  return { positions: Float32Array.from(positions), indices: Uint32Array.from(indices) };
}

/** The same mesh turned by `degrees` about the x axis (through the origin). */
export function rotateAboutX(mesh: IndexedMesh, degrees: number): IndexedMesh {
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const positions = mesh.positions.slice();
  for (let v = 0; v < positions.length; v += 3) {
    const y = mesh.positions[v + 1] ?? 0;
    const z = mesh.positions[v + 2] ?? 0;
    positions[v + 1] = y * cos - z * sin;
    positions[v + 2] = y * sin + z * cos;
  }
  return { positions, indices: mesh.indices };
}

/** An open-top box (a cup) `size` mm wide with walls and floor `wall` mm thick: thin walls without a closed cavity. */
export function cupMesh(size: number, wall: number, height = size): IndexedMesh {
  return cellsMesh([0, wall, size - wall, size], [0, wall, size - wall, size], [0, wall, height], (i, j, k) => !(i === 1 && j === 1 && k === 1));
}

/**
 * A straight prism: the closed profile `profile` (x, y in mm, counter-clockwise, star-shaped from
 * its first point, which sees every other) swept from z = 0 to `height`. The ends are fans from
 * the first point. A regular polygon of many sides is a turned pin; an L with an arc at its inner
 * corner is a block with a filleted internal corner.
 */
export function prismMesh(profile: ReadonlyArray<readonly [number, number]>, height: number): IndexedMesh {
  const n = profile.length;
  const positions = new Float32Array(n * 6);
  profile.forEach(([x, y], i) => {
    positions.set([x, y, 0], i * 3);
    positions.set([x, y, height], (n + i) * 3);
  });
  const indices: number[] = [];
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    indices.push(i, j, n + j, i, n + j, n + i);
  }
  for (let i = 1; i + 1 < n; i++) indices.push(0, i + 1, i, n, n + i, n + i + 1);
  return { positions, indices: Uint32Array.from(indices) };
}

/** A round pin of `diameter` and `length` along z, its round face `segments` flat facets. */
export function pinMesh(diameter: number, length: number, segments = 64): IndexedMesh {
  const r = diameter / 2;
  return prismMesh(Array.from({ length: segments }, (_, i) => [r * Math.cos((2 * Math.PI * i) / segments), r * Math.sin((2 * Math.PI * i) / segments)] as const), length);
}

/**
 * A square block `side` wide and `height` tall (from z = 0) with a round hole of `holeDiameter`
 * straight through it along z, the hole `segments` flat facets (a multiple of 4, so the block's
 * corners are vertices): a drilled hole, not an internal corner.
 */
export function blockWithHoleMesh(side: number, holeDiameter: number, height: number, segments = 32): IndexedMesh {
  const n = segments;
  const half = side / 2;
  const r = holeDiameter / 2;
  const positions = new Float32Array(n * 4 * 3);
  // Per i: outer bottom (i), inner bottom (n + i), outer top (2n + i), inner top (3n + i).
  for (let i = 0; i < n; i++) {
    const angle = (2 * Math.PI * i) / n;
    const dx = Math.cos(angle), dy = Math.sin(angle);
    const scale = half / Math.max(Math.abs(dx), Math.abs(dy));
    const outer = [half + dx * scale, half + dy * scale];
    const inner = [half + dx * r, half + dy * r];
    positions.set([outer[0] ?? 0, outer[1] ?? 0, 0], i * 3);
    positions.set([inner[0] ?? 0, inner[1] ?? 0, 0], (n + i) * 3);
    positions.set([outer[0] ?? 0, outer[1] ?? 0, height], (2 * n + i) * 3);
    positions.set([inner[0] ?? 0, inner[1] ?? 0, height], (3 * n + i) * 3);
  }
  const indices: number[] = [];
  const quad = (a: number, b: number, c: number, d: number): void => {
    indices.push(a, b, c, a, c, d);
  };
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    quad(i, j, 2 * n + j, 2 * n + i); // outside
    quad(n + i, 3 * n + i, 3 * n + j, n + j); // the hole
    quad(2 * n + i, 2 * n + j, 3 * n + j, 3 * n + i); // top
    quad(i, n + i, n + j, j); // bottom
  }
  return { positions, indices: Uint32Array.from(indices) };
}
