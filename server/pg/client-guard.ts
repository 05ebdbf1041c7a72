/**
 * The postgres client (3.4.9) can throw from a `setImmediate` on a connection whose socket has just
 * closed (`nextWrite` in its connection.js; reported upstream as porsager/postgres#1154 and #1208):
 * the query on that connection has already been rejected with CONNECTION_CLOSED, which our pool
 * answers as 503, so the throw reaches no caller and would end the process whenever the database
 * goes away mid-write. This lets exactly that error pass (the pool reconnects by itself) and keeps
 * Node's own behaviour for anything else: print it and exit 1.
 */
let installed = false;

/** True for the client's throw on a socket it has already closed, and nothing else. */
export function isClosedSocketWrite(error: unknown): boolean {
  return error instanceof TypeError
    && /reading 'write'/.test(error.message)
    && /postgres[\\/]src[\\/]connection\.js/.test(error.stack ?? '')
    && /nextWrite/.test(error.stack ?? '');
}

/** Installs the filter once per process (every pool calls it). */
export function surviveClosedSocketWrites(): void {
  if (installed) return;
  installed = true;
  process.on('uncaughtException', (error) => {
    if (isClosedSocketWrite(error)) {
      console.error('PostgreSQL: a write met a connection the database had closed; the pool reconnects.');
      return;
    }
    console.error(error);
    process.exit(1);
  });
}
