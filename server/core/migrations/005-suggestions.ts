import { schemaStep } from '../schema-step.ts';

/**
 * Tables of suggestions (反馈). Each row belongs to one customer; its images' bytes live in the
 * upload folder under `stored_name`. Children cascade with their suggestion, and suggestions with
 * their customer, so emptying `customers` empties these too.
 */
const suggestionSchema = `
CREATE TABLE IF NOT EXISTS suggestions (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('功能建议', '问题反馈', '投诉', '其他')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  contact TEXT,
  status TEXT NOT NULL CHECK (status IN ('待处理', '处理中', '已回复')),
  idempotency_key TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS suggestions_customer_time ON suggestions(customer_id, created_at, id);

CREATE TABLE IF NOT EXISTS suggestion_images (
  id INTEGER PRIMARY KEY,
  suggestion_id INTEGER NOT NULL REFERENCES suggestions(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('png', 'jpeg', 'webp')),
  size INTEGER NOT NULL CHECK (size > 0),
  width INTEGER,
  height INTEGER
);
CREATE INDEX IF NOT EXISTS suggestion_images_suggestion ON suggestion_images(suggestion_id, position);

CREATE TABLE IF NOT EXISTS suggestion_replies (
  id INTEGER PRIMARY KEY,
  suggestion_id INTEGER NOT NULL REFERENCES suggestions(id) ON DELETE CASCADE,
  sender TEXT NOT NULL CHECK (sender IN ('staff', 'customer')),
  author TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS suggestion_replies_suggestion ON suggestion_replies(suggestion_id, created_at, id);

CREATE TABLE IF NOT EXISTS suggestion_events (
  id INTEGER PRIMARY KEY,
  suggestion_id INTEGER NOT NULL REFERENCES suggestions(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('待处理', '处理中', '已回复')),
  note TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS suggestion_events_suggestion ON suggestion_events(suggestion_id, created_at, id);
`;

export const migration = schemaStep(5, 'suggestions', suggestionSchema);
