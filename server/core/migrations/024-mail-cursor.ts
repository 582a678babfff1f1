import { schemaStep } from '../schema-step.ts';

/**
 * Mail of the 消息中心 (server/messages/mailer.ts): the last message the mailer has dealt with
 * (sent, or passed over for a customer without an address). One row; made when mail is first
 * configured, at the newest message then, so turning mail on does not send the past.
 */
export const migration = schemaStep(24, 'mail cursor', `
CREATE TABLE IF NOT EXISTS mail_cursor (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  last_message_id INTEGER NOT NULL
);
`);
