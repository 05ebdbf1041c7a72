/**
 * The dev outbox's messages in the `outbox` table (the `OutboxRows` of server/outbox.ts): every
 * process adds to and lists the same messages, the latest `MAX_MESSAGES`.
 */
import type { OutboxMessage } from '../../src/contract';
import { MAX_MESSAGES } from '../outbox';
import type { OutboxRows } from '../outbox';
import type { Queryable } from './records';

export function createPgOutboxRows(sql: Queryable): OutboxRows {
  return {
    async add(message) {
      await sql`INSERT INTO outbox (message) VALUES (${JSON.stringify(message)}::text::jsonb)`;
      // Older than the latest MAX_MESSAGES: gone, as from the in-memory list.
      await sql`DELETE FROM outbox WHERE id <= (SELECT id FROM outbox ORDER BY id DESC OFFSET ${MAX_MESSAGES} LIMIT 1)`;
    },
    async latest() {
      const rows = await sql<{ message: OutboxMessage }[]>`SELECT message FROM outbox ORDER BY id DESC LIMIT ${MAX_MESSAGES}`;
      return rows.map((row) => row.message);
    },
  };
}
