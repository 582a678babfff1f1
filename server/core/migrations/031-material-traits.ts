import type { Migration } from '../migration.ts';
import { materialTraits } from '../../catalogue/material-traits.ts';

/**
 * 材料的类别与性能: each material's family and properties (a JSON of MaterialProperties), which
 * 更便宜 keeps or names as given up. NULL: unknown (an operator's own material), and no cheaper
 * suggestion claims to keep them. The seed materials of a data file of an earlier release get
 * theirs by name, as the seed of this release states them (server/catalogue/material-traits.ts).
 */
export const migration: Migration = {
  version: 31,
  name: 'material traits',
  up: (db) => {
    db.exec('ALTER TABLE materials ADD COLUMN family TEXT');
    db.exec('ALTER TABLE materials ADD COLUMN properties TEXT');
    const update = db.prepare('UPDATE materials SET family = ?, properties = ? WHERE name = ?');
    for (const [name, traits] of Object.entries(materialTraits)) update.run(traits.family, JSON.stringify(traits.properties), name);
  },
};
