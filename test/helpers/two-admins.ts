/**
 * The start the collaboration tests share (presence, claims, undo): a server on a clock the test
 * moves, two admins signed in (Marina, the demo's first admin, and Layla), and Marina's live stream
 * open, so a test can act as either and read what the stream announced.
 */
import type { User } from '../../src/contract';
import { ADMIN, startTestServer } from './server';
import type { TestServer } from './server';
import { login } from './accounts';
import { openEvents, type SseStream } from './sse-client';

/** The time the server reads; a test adds to `now` instead of sleeping. */
export interface MovableClock {
  now: number;
}

export interface TwoAdmins {
  server: TestServer;
  marina: { token: string; user: User };
  layla: { token: string; user: User };
  /** Marina's stream of live events. */
  stream: SseStream;
  close(): Promise<void>;
}

export async function startTwoAdmins(clock: MovableClock): Promise<TwoAdmins> {
  const server = await startTestServer({}, { now: () => clock.now });
  const marina = await login(server);
  const layla = await login(server, 'layla.haddad@diving.test', ADMIN.password);
  const stream = await openEvents(server, marina.token);
  return {
    server, marina, layla, stream,
    async close() {
      stream.close();
      await server.close();
    },
  };
}
