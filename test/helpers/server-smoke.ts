/** Starts a server on a fresh temporary data folder for the smoke tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/app';
import type { RunningServer, ServerConfig } from '../../server/app';

export const ADMIN = { email: 'admin@diving.test', password: 'diving-admin' };

/** A temporary folder removed by the returned function. */
export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Starts a quiet server on an ephemeral port with `dataDir`. */
export function start(dataDir: string, overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  return startServer({ port: 0, dataDir, log: false, staticDir: null, ...overrides });
}

/** Calls the API; returns the status and the parsed JSON body. */
export async function api(
  server: RunningServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

/** Logs in and returns the access token. */
export async function login(server: RunningServer, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const res = await api(server, 'POST', '/auth/login', { body: { email, password } });
  const data = res.body.data as { accessToken?: string } | undefined;
  if (res.status !== 200 || !data?.accessToken) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return data.accessToken;
}
