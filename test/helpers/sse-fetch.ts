/**
 * A fetch for lib/live's connection whose every call waits for the test to answer it: 200 opens a
 * stream the test writes SSE text to, ends or breaks; any other status is a refusal.
 */

export interface SseAttempt {
  headers: Headers;
  signal: AbortSignal;
  /** Answers the attempt with a status (and headers); 200 opens a stream fed through `send`. */
  answer(status: number, headers?: Record<string, string>): void;
  send(text: string): void;
  end(): void;
  fail(): void;
}

/** The fetch and every attempt made through it, in order. */
export function sseFetch(): { fetch: typeof fetch; attempts: SseAttempt[] } {
  const attempts: SseAttempt[] = [];
  const fetchFake = ((_url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      const signal = init.signal as AbortSignal;
      signal.addEventListener('abort', () => {
        reject(new DOMException('aborted', 'AbortError'));
        try {
          controller.error(new DOMException('aborted', 'AbortError'));
        } catch {
          // already closed
        }
      });
      attempts.push({
        headers: new Headers(init.headers),
        signal,
        answer: (status, headers = {}) => resolve(new Response(status === 200 ? body : null, { status, headers })),
        send: (text) => controller.enqueue(new TextEncoder().encode(text)),
        end: () => controller.close(),
        fail: () => reject(new TypeError('network down')),
      });
    })) as unknown as typeof fetch;
  return { fetch: fetchFake, attempts };
}

/** What a connection under test takes from the test: `net`'s fetch, `clock`'s time, no jitter, online. */
export function drivenBy(
  net: { fetch: typeof fetch },
  clock: { now(): number; setTimeout(run: () => void, ms: number): unknown; clearTimeout(id: unknown): void },
) {
  return { fetch: net.fetch, setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout, now: clock.now, random: () => 0, isOnline: () => true };
}
