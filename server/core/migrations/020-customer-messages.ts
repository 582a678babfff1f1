import { schemaStep } from '../schema-step.ts';

/**
 * 消息中心: one row per factory action on a customer's things, unread until the customer opens
 * it. `link` is a path of the site (checked by the wire shape before it is written).
 */
export const migration = schemaStep(20, 'customer messages', `
CREATE TABLE IF NOT EXISTS customer_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT CHECK (link IS NULL OR (substr(link, 1, 1) = '/' AND substr(link, 2, 1) <> '/')),
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX IF NOT EXISTS customer_messages_customer ON customer_messages(customer_id, id);
CREATE INDEX IF NOT EXISTS customer_messages_unread ON customer_messages(customer_id) WHERE read_at IS NULL;
`);
