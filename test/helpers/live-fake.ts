// The app's live stream over a stream the test writes to: `send` delivers one event as the server
// would (an SSE frame), through lib/live's real connection and parser, to every subscriber.
import type { LiveEventBody } from '../../src/contract';
import { startLive, stopLive } from '../../src/lib/live';

export interface FakeLive {
  send(body: LiveEventBody): void;
  stop(): void;
}

export function startFakeLive(): FakeLive {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let id = 0;
  const open = (async () => new Response(new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) }), {
    status: 200, headers: { 'Content-Type': 'text/event-stream' },
  })) as unknown as typeof fetch;
  startLive({ url: '/api/v1/events', getToken: () => 't', fetch: open, isOnline: () => true, watchNetwork: () => () => {}, random: () => 0 });
  return {
    send(body) {
      if (!controller) throw new Error('the live stream is not open yet');
      id += 1;
      controller.enqueue(encoder.encode(`id: ${id}\nevent: ${body.type}\ndata: ${JSON.stringify(body)}\n\n`));
    },
    stop: stopLive,
  };
}
