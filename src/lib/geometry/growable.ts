/** An append-only Float64Array that doubles when full, for parsers that cannot know the size up front. */
export class GrowableFloat64 {
  private data: Float64Array;
  private length = 0;

  constructor(capacity: number) {
    this.data = new Float64Array(Math.max(16, Math.ceil(capacity)));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  /** The values pushed so far (a view: later pushes may or may not show in it). */
  view(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

/** An append-only Int32Array that doubles when full. */
export class GrowableInt32 {
  private data: Int32Array;
  private length = 0;

  constructor(capacity: number) {
    this.data = new Int32Array(Math.max(16, Math.ceil(capacity)));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }

  get size(): number {
    return this.length;
  }

  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}
