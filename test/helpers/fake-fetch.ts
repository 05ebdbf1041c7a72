// A stand-in for the network in provider tests: globalThis.fetch answers from a table of routes.
// Imported right after test/helpers/dom.ts so the HTTP client only ever sees this fetch.

export interface Reply { status?: number; body?: unknown; delay?: Promise<void> }
export interface Call { method: string; path: string; authorization: string | null; body: unknown }

type Handler = (call: Call) => Reply | Promise<Reply>;

const routes = new Map<string, Handler>();
export const calls: Call[] = [];

/** Answers `METHOD /path` (path after /api/v1) with a handler; other routes get a 404 envelope. */
export function route(key: string, handler: Handler | Reply): void {
  routes.set(key, typeof handler === 'function' ? handler : () => handler);
}

export function resetFetch(): void {
  routes.clear();
  calls.length = 0;
}

export const envelope = (data: unknown) => ({ success: true, data });
export const failure = (status: number, code: string, message: string): Reply => ({ status, body: { success: false, code, message } });

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const request = new Request(new URL(input instanceof Request ? input.url : String(input), 'http://localhost/'), init);
  const path = new URL(request.url).pathname.replace(/^\/api\/v1/, '').replace(/\/$/, '') || '/';
  const text = await request.text();
  const call: Call = { method: request.method, path, authorization: request.headers.get('authorization'), body: text ? (JSON.parse(text) as unknown) : undefined };
  calls.push(call);
  const handler = routes.get(`${call.method} ${path}`);
  const reply = handler ? await handler(call) : failure(404, 'NOT_FOUND', 'Not found');
  if (reply.delay) await reply.delay;
  if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
  return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
    status: reply.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
};
