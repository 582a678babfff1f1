/** occt-import-js ships no types: its factory as the geometry module uses it. */
declare module 'occt-import-js' {
  import type { OcctFactory } from './lib/geometry/cad/occt.ts';

  const factory: OcctFactory;
  export default factory;
}
