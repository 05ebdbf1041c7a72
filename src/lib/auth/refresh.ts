/** The refresh loop: one request every interval while signed in, never two at once. */

/** How often the token is refreshed while signed in: 30 s. */
export const REFRESH_INTERVAL_MS = 30_000;

/** What `startTokenRefresh` needs. */
export interface TokenRefreshOptions {
  /** Fetches a fresh token; aborted when the loop stops. */
  request(signal: AbortSignal): Promise<string>;
  /** Receives each fresh token, unless the loop stopped meanwhile. */
  onToken(token: string): void;
  /** Default `REFRESH_INTERVAL_MS` (30 000 ms). */
  intervalMs?: number;
}

/**
 * Refreshes every `intervalMs`; a tick while a request is still running is skipped. Failures are
 * logged to the console only. Returns `stop`, which also aborts a running request.
 */
export function startTokenRefresh({ request, onToken, intervalMs = REFRESH_INTERVAL_MS }: TokenRefreshOptions): () => void {
  const controller = new AbortController();
  let inFlight = false;
  const tick = () => {
    if (inFlight) return;
    inFlight = true;
    request(controller.signal)
      .then((token) => {
        if (!controller.signal.aborted) onToken(token);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('auth: token refresh failed', error);
      })
      .finally(() => {
        inFlight = false;
      });
  };
  const id = globalThis.setInterval(tick, intervalMs);
  return () => {
    globalThis.clearInterval(id);
    controller.abort();
  };
}
