/**
 * The cap on open connections, in all and per client address, applied as each is accepted. Behind
 * a proxy (TRUST_PROXY) every connection comes from the proxy, so app.ts passes no per-address cap
 * then; the live streams (routes/events.ts) count here like any other connection.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { limitKey, normalizeAddress } from '../auth/client-address';

/**
 * At most `total` open connections (Node closes the ones beyond at once) and `perAddress` of one
 * client address: the one over is closed as soon as it is accepted, before any byte is read, so
 * slow or idle connections of one client cannot take every descriptor.
 */
export function capConnections(server: Server, total: number, perAddress: number): void {
  server.maxConnections = total;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = limitKey(normalizeAddress(socket.remoteAddress));
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
