/**
 * A Server-Sent Events reader for the live-stream tests: opens `GET /api/v1/events` with node:http,
 * parses frames as they arrive, and lets a test wait for an event (or the end) instead of sleeping.
 */
import { request } from 'node:http';
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { Target } from './server';

/** One parsed frame. */
export interface SseFrame {
  id?: string;
  event: string;
  data: unknown;
}

/** An open (or refused) stream. */
export interface SseStream {
  status: number;
  /** The body of a refused stream (the error envelope). */
  body: string;
  frames: SseFrame[];
  /** Resolves with the first frame (already received or later) matching `test`. */
  next(test: (frame: SseFrame) => boolean): Promise<SseFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The request, to pause or destroy the socket. */
  req: ClientRequest;
  res: IncomingMessage;
  close(): void;
}

function parseFrame(block: string): SseFrame | null {
  const frame: { id?: string; event: string; data: string[] } = { event: 'message', data: [] };
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') frame.data.push(value);
  }
  if (frame.data.length === 0) return null;
  return { id: frame.id, event: frame.event, data: JSON.parse(frame.data.join('\n')) as unknown };
}

/** Opens the stream with `token` (none: no header) and `lastEventId`; resolves once the status is known. */
export function openEvents(server: Target, token: string | null, options: { lastEventId?: string } = {}): Promise<SseStream> {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/api/v1/events`, { headers, agent: false });
    req.on('error', reject);
    req.on('response', (res) => {
      const frames: SseFrame[] = [];
      const waiters: { test: (frame: SseFrame) => boolean; done: (frame: SseFrame) => void }[] = [];
      let text = '';
      let body = '';
      const ended = new Promise<void>((done) => {
        res.on('close', () => done());
        res.on('error', () => done());
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (res.statusCode !== 200) {
          body += chunk;
          return;
        }
        text += chunk;
        let cut = text.indexOf('\n\n');
        while (cut >= 0) {
          const frame = parseFrame(text.slice(0, cut));
          text = text.slice(cut + 2);
          cut = text.indexOf('\n\n');
          if (!frame) continue;
          frames.push(frame);
          for (const waiter of [...waiters]) {
            if (waiter.test(frame)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.done(frame);
            }
          }
        }
      });
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        get body() {
          return body;
        },
        frames,
        next: (test) => {
          const found = frames.find(test);
          if (found) return Promise.resolve(found);
          return new Promise((done) => waiters.push({ test, done }));
        },
        ended,
        req,
        res,
        close: () => req.destroy(),
      };
      if (res.statusCode !== 200) res.on('end', () => resolve(stream));
      else resolve(stream);
    });
    req.end();
  });
}

/**
 * Resolves once the whole commit of the first frame matching `test` has reached `stream`: a
 * commit that changes a counted kind (a news article, say) ends with its one `counts` event
 * (server/live/feed.ts), so a test that then counts the frames that come later does not count the
 * rest of that commit.
 */
export async function wholeCommitOf(stream: SseStream, test: (frame: SseFrame) => boolean): Promise<void> {
  const found = await stream.next(test);
  const at = stream.frames.indexOf(found);
  await stream.next((frame) => stream.frames.indexOf(frame) > at && (frame.data as { type?: unknown }).type === 'counts');
}
