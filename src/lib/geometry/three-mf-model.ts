import { GrowableFloat64, GrowableInt32 } from './growable.ts';
import { MeshReadError } from './types.ts';
import { XmlScanner, name } from './xml-scanner.ts';

/** Millimetres per 3MF unit (3MF core spec, `model@unit`). */
export const UNIT_SCALE: Readonly<Record<string, number>> = {
  micron: 0.001,
  millimeter: 1,
  centimeter: 10,
  inch: 25.4,
  foot: 304.8,
  meter: 1000,
};

/** A reference to an object, maybe in another model part (production extension `p:path`), with a 3×4 transform. */
export interface Placement {
  objectId: string;
  path: string | null;
  transform: Float64Array | null;
}

export interface ModelObject {
  type: string;
  /** The object's `name` ('' when it has none). */
  name: string;
  positions: Float64Array;
  triangles: Int32Array;
  components: Placement[];
}

export interface ModelPart {
  /** Millimetres per model unit. */
  unit: number;
  objects: Map<string, ModelObject>;
  items: Placement[];
}

const MODEL = name('model');
const OBJECT = name('object');
const VERTEX = name('vertex');
const TRIANGLE = name('triangle');
const COMPONENT = name('component');
const ITEM = name('item');
const UNIT = name('unit');
const ID = name('id');
const TYPE = name('type');
const OBJECT_ID = name('objectid');
const TRANSFORM = name('transform');
const PATH = name('path');
const NAME = name('name');
const X = name('x');
const Y = name('y');
const Z = name('z');
const V1 = name('v1');
const V2 = name('v2');
const V3 = name('v3');
const PROGRESS_EVERY = 1 << 22;

/** Reads the objects (meshes and components) and build items of one `.model` part. */
export function parseModelPart(bytes: Uint8Array, onProgress?: (fraction: number) => void): ModelPart {
  const xml = new XmlScanner(bytes);
  const part: ModelPart = { unit: 1, objects: new Map(), items: [] };
  let current: { id: string; type: string; name: string; positions: GrowableFloat64; triangles: GrowableInt32; components: Placement[] } | null = null;
  let sawModel = false;
  let nextProgress = PROGRESS_EVERY;

  while (xml.next()) {
    if (xml.closing) {
      if (current && xml.is(OBJECT)) {
        part.objects.set(current.id, { type: current.type, name: current.name, positions: current.positions.view(), triangles: current.triangles.view(), components: current.components });
        current = null;
      }
      continue;
    }
    if (current && xml.is(VERTEX)) {
      current.positions.push(xml.number(X));
      current.positions.push(xml.number(Y));
      current.positions.push(xml.number(Z));
    } else if (current && xml.is(TRIANGLE)) {
      current.triangles.push(index(xml.number(V1)));
      current.triangles.push(index(xml.number(V2)));
      current.triangles.push(index(xml.number(V3)));
    } else if (current && xml.is(COMPONENT)) {
      current.components.push(placement(xml));
    } else if (xml.is(ITEM)) {
      part.items.push(placement(xml));
    } else if (xml.is(OBJECT)) {
      const id = xml.text(ID);
      if (id === null) throw new MeshReadError('unreadable', 'object without id');
      current = { id, type: xml.text(TYPE) ?? 'model', name: xmlEntities(xml.text(NAME) ?? ''), positions: new GrowableFloat64(64), triangles: new GrowableInt32(64), components: [] };
      if (xml.selfClosing) {
        part.objects.set(id, { type: current.type, name: current.name, positions: new Float64Array(0), triangles: new Int32Array(0), components: [] });
        current = null;
      }
    } else if (xml.is(MODEL)) {
      sawModel = true;
      const unit = xml.text(UNIT) ?? 'millimeter';
      const scale = UNIT_SCALE[unit];
      if (scale === undefined) throw new MeshReadError('unreadable', `unknown unit ${unit}`);
      part.unit = scale;
    }
    if (onProgress && xml.offset >= nextProgress) {
      nextProgress += PROGRESS_EVERY;
      onProgress(xml.offset / bytes.length);
    }
  }
  if (!sawModel) throw new MeshReadError('unreadable', 'no <model> element');
  return part;
}

/** Vertex indices must be whole and not negative; anything else is marked -1 and left out later. */
function index(value: number): number {
  return Number.isInteger(value) && value >= 0 && value < 2 ** 31 ? value : -1;
}

function placement(xml: XmlScanner): Placement {
  const objectId = xml.text(OBJECT_ID);
  if (objectId === null) throw new MeshReadError('unreadable', 'component or item without objectid');
  const values = xml.numberList(TRANSFORM);
  if (values && values.length !== 12) throw new MeshReadError('unreadable', `transform with ${values.length} numbers`);
  return { objectId, path: xml.text(PATH), transform: values ? Float64Array.from(values) : null };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An attribute's text with XML's character references read (`&amp;`, `&#20013;`, `&#x4E2D;`); an unknown one is kept as written. */
export function xmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] !== '#') return ENTITIES[entity] ?? whole;
    const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

