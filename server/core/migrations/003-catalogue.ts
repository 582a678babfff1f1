import { schemaStep } from '../schema-step.ts';

/**
 * Tables of the consumables catalogue and of the shops' footage, in the conventions of
 * 001-accounts.ts: times are INTEGER milliseconds since the epoch, money integer fen.
 */
const catalogSchema = `
-- Consumables the platform sells from its own stock. stock is what can still be ordered: an
-- order reserves its quantities when it is created and a cancellation gives them back. An item
-- taken off sale keeps its row (old orders name it) but is no longer listed or sold.
CREATE TABLE IF NOT EXISTS consumables (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('resin', 'filament', 'powder', 'postprocess', 'tool')),
  spec TEXT NOT NULL,
  unit TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price > 0),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  -- How many generated images it has (/api/shop-consumable/images/{id}-{n}.svg) and their tint.
  image_count INTEGER NOT NULL CHECK (image_count BETWEEN 1 AND 3),
  tint TEXT NOT NULL CHECK (tint GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
  description TEXT NOT NULL,
  on_sale INTEGER NOT NULL DEFAULT 1 CHECK (on_sale IN (0, 1))
);
CREATE INDEX IF NOT EXISTS consumables_category ON consumables(category, id);

-- Files a shop offers its customers. The bytes are generated from content_key on demand
-- (footage-bytes.ts), so the table holds no blobs.
CREATE TABLE IF NOT EXISTS footage (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES shops(id),
  title TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('model', 'fixture', 'video', 'guide', 'datasheet')),
  file_name TEXT NOT NULL,
  content_key TEXT NOT NULL,
  downloads INTEGER NOT NULL DEFAULT 0 CHECK (downloads >= 0),
  description TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS footage_shop ON footage(shop_id, created_at, id);
`;

export const migration = schemaStep(3, 'catalogue', catalogSchema);
