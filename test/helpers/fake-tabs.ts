/**
 * The tabs of one browser as lib/live's tab sharing sees them: exclusive Web Locks granted in the
 * order asked, and BroadcastChannels that deliver a structured clone of each message to every other
 * channel of the name, after the current task (as a browser queues them). Closing a tab does what
 * the browser does when a page goes: its locks are released, its waiting requests forgotten, its
 * channels closed; its code runs no more, so what it would still post goes nowhere. `pause` holds
 * the messages back until `resume`, for orders a busy browser can produce.
 */
import type { OpenTabChannel, TabLocks } from '../../src/lib/live';

interface Waiter {
  tab: number;
  callback: () => Promise<void>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Channel {
  name: string;
  tab: number;
  closed: boolean;
  onMessage(data: unknown): void;
}

export interface FakeTab {
  locks: TabLocks;
  openChannel: OpenTabChannel;
  close(): void;
}

const abortError = () => new DOMException('The request was aborted.', 'AbortError');

export function fakeBrowser() {
  const holders = new Map<string, Waiter>();
  const queues = new Map<string, Waiter[]>();
  const channels = new Set<Channel>();
  const closedTabs = new Set<number>();
  let held: (() => void)[] | null = null;
  let nextTab = 1;

  const queue = (name: string) => {
    let waiting = queues.get(name);
    if (!waiting) queues.set(name, (waiting = []));
    return waiting;
  };

  const grant = (name: string) => {
    if (holders.has(name)) return;
    const waiter = queue(name).shift();
    if (!waiter) return;
    holders.set(name, waiter);
    queueMicrotask(() => {
      Promise.resolve()
        .then(() => waiter.callback())
        .then(waiter.resolve, waiter.reject)
        .finally(() => {
          if (holders.get(name) !== waiter) return;
          holders.delete(name);
          grant(name);
        });
    });
  };

  const deliver = (run: () => void) => {
    if (held) held.push(run);
    else queueMicrotask(run);
  };

  return {
    tab(): FakeTab {
      const id = nextTab++;
      const locks: TabLocks = {
        request(name, options, callback) {
          return new Promise((resolve, reject) => {
            if (options.signal?.aborted) {
              reject(abortError());
              return;
            }
            const waiter: Waiter = { tab: id, callback, resolve, reject };
            queue(name).push(waiter);
            options.signal?.addEventListener('abort', () => {
              const waiting = queue(name);
              const at = waiting.indexOf(waiter);
              if (at < 0) return;
              waiting.splice(at, 1);
              reject(abortError());
            });
            grant(name);
          });
        },
      };
      const openChannel: OpenTabChannel = (name, onMessage) => {
        const own: Channel = { name, tab: id, closed: false, onMessage };
        channels.add(own);
        return {
          post(message) {
            if (closedTabs.has(id)) return;
            if (own.closed) throw new DOMException('The channel is closed.', 'InvalidStateError');
            for (const other of channels) {
              if (other === own || other.name !== name) continue;
              const copy = structuredClone(message);
              deliver(() => {
                if (!other.closed) other.onMessage(copy);
              });
            }
          },
          close() {
            own.closed = true;
            channels.delete(own);
          },
        };
      };
      return {
        locks,
        openChannel,
        close() {
          closedTabs.add(id);
          for (const channel of channels) if (channel.tab === id) {
            channel.closed = true;
            channels.delete(channel);
          }
          for (const waiting of queues.values()) {
            for (let at = waiting.length - 1; at >= 0; at -= 1) if (waiting[at]!.tab === id) waiting.splice(at, 1);
          }
          for (const [name, holder] of [...holders]) if (holder.tab === id) {
            holders.delete(name);
            grant(name);
          }
        },
      };
    },
    /** Who holds the lock `name`: a tab's number (in the order made, from 1), or null. */
    holder: (name: string) => holders.get(name)?.tab ?? null,
    pause() {
      held ??= [];
    },
    resume() {
      const waiting = held ?? [];
      held = null;
      for (const run of waiting) queueMicrotask(run);
    },
  };
}
