import { describe, expect, it } from 'vitest';
import { MaterialProperties } from '../../src/wire/catalogue.ts';
import { stepTraits } from '../core/migrations/031-material-traits.ts';
import { materialTraits } from './material-traits.ts';
import { seedMaterials } from './seed.ts';

describe('the seed materials\' family and properties', () => {
  it('name every seed material, in the wire\'s shape', () => {
    for (const { name } of seedMaterials) {
      expect(materialTraits[name], name).toBeDefined();
      expect(MaterialProperties.parse(materialTraits[name]?.properties)).toEqual(materialTraits[name]?.properties);
    }
  });

  it('are what schema step 31 writes into an older data file', () => {
    expect(stepTraits).toEqual(materialTraits);
  });
});
