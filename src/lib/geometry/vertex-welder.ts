/**
 * Gives every distinct vertex position an integer id, so triangles that touch share ids.
 *
 * Positions are compared as float32 values (STL stores float32, and exporters write a shared
 * corner identically), which merges text coordinates that differ only past float32 precision.
 * An open-addressing table over typed arrays keeps this to about 20 bytes per distinct vertex
 * and no object per vertex, so a million-triangle mesh welds in tens of megabytes.
 */
export class VertexWelder {
  private slots: Int32Array;
  private mask: number;
  /** float32 bit patterns of each distinct vertex, 3 per id. */
  private keys: Uint32Array;
  private count = 0;
  private readonly scratch = new Float32Array(3);
  private readonly scratchBits = new Uint32Array(this.scratch.buffer);

  constructor(expectedVertices: number) {
    const capacity = nextPowerOfTwo(Math.max(16, expectedVertices * 2));
    this.slots = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
    this.keys = new Uint32Array(Math.max(48, expectedVertices * 3));
  }

  get size(): number {
    return this.count;
  }

  /**
   * x, y, z of every vertex by id, as float32: a view of the keys (they are float32 bit
   * patterns), so it costs nothing and stays valid until the next new vertex.
   */
  positions(): Float32Array {
    return new Float32Array(this.keys.buffer, 0, this.count * 3);
  }

  /** Bytes held by the table, for the benchmark's memory report. */
  get byteLength(): number {
    return this.slots.byteLength + this.keys.byteLength;
  }

  /** The id of the vertex at (x, y, z), new or existing. Coordinates must be finite. */
  idOf(x: number, y: number, z: number): number {
    const scratch = this.scratch;
    // -0 and +0 are the same point but different bit patterns.
    scratch[0] = x === 0 ? 0 : x;
    scratch[1] = y === 0 ? 0 : y;
    scratch[2] = z === 0 ? 0 : z;
    const bits = this.scratchBits;
    const a = bits[0] ?? 0;
    const b = bits[1] ?? 0;
    const c = bits[2] ?? 0;
    const keys = this.keys;
    let slot = hash(a, b, c) & this.mask;
    for (;;) {
      const id = this.slots[slot] ?? -1;
      if (id < 0) break;
      const k = id * 3;
      if (keys[k] === a && keys[k + 1] === b && keys[k + 2] === c) return id;
      slot = (slot + 1) & this.mask;
    }
    const id = this.count;
    if ((id + 1) * 3 > keys.length) this.keys = grow(keys, keys.length * 2);
    this.keys[id * 3] = a;
    this.keys[id * 3 + 1] = b;
    this.keys[id * 3 + 2] = c;
    this.slots[slot] = id;
    this.count = id + 1;
    if (this.count * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    return id;
  }

  private rehash(capacity: number): void {
    const slots = new Int32Array(capacity).fill(-1);
    const mask = capacity - 1;
    const keys = this.keys;
    for (let id = 0; id < this.count; id++) {
      const k = id * 3;
      let slot = hash(keys[k] ?? 0, keys[k + 1] ?? 0, keys[k + 2] ?? 0) & mask;
      while ((slots[slot] ?? -1) >= 0) slot = (slot + 1) & mask;
      slots[slot] = id;
    }
    this.slots = slots;
    this.mask = mask;
  }
}

function hash(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ b ^ (b >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ c ^ (c >>> 16), 0x27d4eb2f);
  return (h ^ (h >>> 15)) >>> 0;
}

function nextPowerOfTwo(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

function grow(array: Uint32Array, length: number): Uint32Array {
  const next = new Uint32Array(length);
  next.set(array);
  return next;
}
