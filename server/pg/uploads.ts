/**
 * Uploaded files in PostgreSQL (`uploads`, bytea), so that every server process serves every
 * upload; names are the server's own (server/upload-refs.ts `UPLOAD_NAME`).
 */
import type { Queryable } from './records';

export interface StoredUpload {
  contentType: string;
  bytes: Buffer;
}

/** Stores a new upload; false when the name is taken (names are random: the caller picks another). */
export async function putUpload(sql: Queryable, name: string, contentType: string, bytes: Uint8Array): Promise<boolean> {
  const rows = await sql`INSERT INTO uploads (name, content_type, bytes) VALUES (${name}, ${contentType}, ${Buffer.from(bytes)}) ON CONFLICT (name) DO NOTHING RETURNING name`;
  return rows.length === 1;
}

/** The upload `name`, or undefined. */
export async function getUpload(sql: Queryable, name: string): Promise<StoredUpload | undefined> {
  const [row] = await sql<{ content_type: string; bytes: Buffer }[]>`SELECT content_type, bytes FROM uploads WHERE name = ${name}`;
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : undefined;
}

/** Whether upload `name` exists (a stored URL must name one). */
export async function uploadExists(sql: Queryable, name: string): Promise<boolean> {
  const rows = await sql`SELECT 1 FROM uploads WHERE name = ${name}`;
  return rows.length === 1;
}
