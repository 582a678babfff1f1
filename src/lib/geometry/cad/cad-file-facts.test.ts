import { describe, expect, it } from 'vitest';
import { cadFileFacts } from './cad-file-facts.ts';

const encode = (text: string) => new TextEncoder().encode(text);
const step = (schema: string, data: string, end = 'END-ISO-10303-21;\n') => encode(`ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('${schema}'));\nENDSEC;\nDATA;\n${data}ENDSEC;\n${end}`);

describe('what a STEP file says about itself', () => {
  it('is whole only with its end marker, and empty when its data section holds nothing but comments', () => {
    expect(cadFileFacts(step('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }', '/* nothing */\n'), 'step')).toMatchObject({ complete: true, empty: true, schema: 'AUTOMOTIVE_DESIGN' });
    expect(cadFileFacts(step('AP242_MANAGED_MODEL_BASED_3D_ENGINEERING_MIM_LF', "#1 = CARTESIAN_POINT('',(0.,0.,0.));\n"), 'step')).toMatchObject({ complete: true, empty: false, shapeEntities: true });
    expect(cadFileFacts(step('CONFIG_CONTROL_DESIGN', '#1 = MANIFOLD_SOLID_BREP(\'\',#2);\n', ''), 'step')).toMatchObject({ complete: false, declaresSolid: true });
  });

  // Whether a schema is read is the parser's to say (see measure-cad.ts); the facts only tell whether the file holds mechanical STEP's shapes at all.
  it('reads the schema its header names, and tells a file of another application by its entities, not by that name', () => {
    expect(cadFileFacts(step('IFC2X3', '#1 = IFCWALL();\n#2 = IFCCARTESIANPOINT((0.,0.,0.));\n'), 'step')).toMatchObject({ schema: 'IFC2X3', shapeEntities: false });
    expect(cadFileFacts(step('CONFIGURATION_CONTROL_3D_DESIGN_ED2_MIM_LF { 1 0 10303 403 2 1 2 }', "#1 = CARTESIAN_POINT('',(0.,0.,0.));\n"), 'step')).toMatchObject({ schema: 'CONFIGURATION_CONTROL_3D_DESIGN_ED2_MIM_LF', shapeEntities: true });
    expect(cadFileFacts(step('SOME_FUTURE_AP', "#1 = ( CARTESIAN_POINT('',(0.,0.,0.)) );\n"), 'step')).toMatchObject({ shapeEntities: true });
  });

  it('names its products as the parser decodes them: quotes, encoded Chinese, raw UTF-8, ids and names', () => {
    const products = (data: string) => cadFileFacts(step('AP214', data), 'step').products;
    expect(products("#1 = PRODUCT('NUT-M6','nut','',(#9));\n#2 = PRODUCT('Part1','','',(#9));\n")).toEqual(['NUT-M6', 'nut', 'Part1']);
    expect(products("#1 = PRODUCT('o''ring','o''ring','',(#9));\n")).toEqual(["o'ring"]);
    // 螺母 (nut) as \X2\ hex, and as raw UTF-8 bytes some systems write.
    expect(products("#1 = PRODUCT('\\X2\\87BA6BCD\\X0\\','\\X2\\87BA6BCD\\X0\\','',(#9));\n")).toEqual(['螺母']);
    const raw = new Uint8Array([...encode("ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('AP214'));\nENDSEC;\nDATA;\n#1 = PRODUCT('"), ...encode('螺母'), ...encode("','',(#9));\nENDSEC;\nEND-ISO-10303-21;\n")]);
    expect(cadFileFacts(raw, 'step').products).toContain('螺母');
    // Not an IFC entity that ends in the word.
    expect(products("#1 = IFCPRODUCT('a','b');\n")).toEqual([]);
  });

  it('states its length unit: the one its global context assigns, not the millimetre an inch is defined by', () => {
    const units = (length: string) =>
      step(
        'AP214',
        `#10 = ( GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNIT_ASSIGNED_CONTEXT((#11,#13)) REPRESENTATION_CONTEXT('','') );\n#11 = ${length};\n#12 = ( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.) );\n#13 = ( NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.) );\n`,
      );
    expect(cadFileFacts(units("( CONVERSION_BASED_UNIT('INCH',#14) LENGTH_UNIT() NAMED_UNIT(#15) )"), 'step').unit).toBe('inch');
    expect(cadFileFacts(units('( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.) )'), 'step').unit).toBe('mm');
    expect(cadFileFacts(units('( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT($,.METRE.) )'), 'step').unit).toBe('m');
    expect(cadFileFacts(units('( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.CENTI.,.METRE.) )'), 'step').unit).toBe('cm');
  });
});

describe('what an IGES file says about itself', () => {
  const record = (text: string, section: string, index: number) => `${text.padEnd(72)}${section}${String(index).padStart(7)}`;
  const iges = (unitFlag: string, entities: string[], terminate = true) => {
    const lines = [record('start', 'S', 1), record(`1H,,1H;,4Hpart,8Hpart.igs,,,32,38,6,308,15,,1.,${unitFlag},2HMM,1,0.;`, 'G', 1)];
    entities.forEach((entity, at) => {
      lines.push(record(entity, 'D', at * 2 + 1), record(entity.slice(0, 8), 'D', at * 2 + 2));
    });
    if (terminate) lines.push(record(`S      1G      1D${String(entities.length * 2).padStart(7)}P      0`, 'T', 1));
    return encode(`${lines.join('\n')}\n`);
  };

  it('reads its unit flag, whether it declares a solid (entity 186), whether it is whole and whether it holds anything', () => {
    expect(cadFileFacts(iges('1', ['     186       1']), 'iges')).toMatchObject({ unit: 'inch', declaresSolid: true, complete: true, empty: false });
    expect(cadFileFacts(iges('2', ['     128       1']), 'iges')).toMatchObject({ unit: 'mm', declaresSolid: false });
    expect(cadFileFacts(iges('2', []), 'iges')).toMatchObject({ complete: true, empty: true });
    expect(cadFileFacts(iges('2', ['     128       1'], false), 'iges')).toMatchObject({ complete: false });
  });
});
