/**
 * "The network is idle" for a signed-in page. Playwright's `networkidle` counts every request in
 * flight, and a signed-in page always holds one: its live stream (`GET /api/v1/events`), which
 * never ends. This tracks the page's requests but that one and waits for the same quiet as
 * `networkidle` (nothing in flight for 500 ms).
 */
import type { Page, Request } from 'playwright-core';
import { PATIENCE_MS } from './e2e.ts';

const isLiveStream = (request: Request) => new URL(request.url()).pathname.endsWith('/api/v1/events');

export interface NetworkQuiet {
  /** Resolves once no request but the live stream has been in flight for `quietMs` (500). */
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
  stop(): void;
}

/** Starts tracking `page`'s requests; call before the navigation whose requests matter. */
export function watchNetwork(page: Page): NetworkQuiet {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  const started = (request: Request) => {
    if (isLiveStream(request)) return;
    inFlight.add(request);
    changedAt = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(quietMs = 500, timeoutMs = PATIENCE_MS) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - changedAt < quietMs) {
        if (Date.now() > deadline) throw new Error(`the network did not settle: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}
