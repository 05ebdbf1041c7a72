// Query and mutation endpoints whose answers the test hands out one by one, recording every request.
import { defineMutation, defineQuery, type MutationEndpoint, type QueryEndpoint, type Tag } from '../../src/lib/query';

export interface PendingRequest<A, R> {
  args: A;
  signal: AbortSignal;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export interface FakeQuery<A, R> {
  endpoint: QueryEndpoint<A, R>;
  requests: PendingRequest<A, R>[];
  /** The request at `index` (default: the latest). */
  request(index?: number): PendingRequest<A, R>;
}

export function fakeQuery<A, R>(
  name: string,
  provides?: (result: R | undefined, args: A) => Tag[],
  staleTimeMs?: number,
): FakeQuery<A, R> {
  const requests: PendingRequest<A, R>[] = [];
  const endpoint = defineQuery<A, R>({
    name,
    request: (args, signal) =>
      new Promise<R>((resolve, reject) => {
        requests.push({ args, signal, resolve, reject });
        signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
    provides,
    staleTimeMs,
  });
  return {
    endpoint,
    requests,
    request(index = requests.length - 1) {
      const found = requests[index];
      if (!found) throw new Error(`no request #${index} of ${name} (made ${requests.length})`);
      return found;
    },
  };
}

export interface FakeMutation<A, R> {
  endpoint: MutationEndpoint<A, R>;
  requests: Omit<PendingRequest<A, R>, 'signal'>[];
  request(index?: number): Omit<PendingRequest<A, R>, 'signal'>;
}

export function fakeMutation<A, R>(name: string, invalidates?: (result: R | undefined, args: A) => Tag[]): FakeMutation<A, R> {
  const requests: Omit<PendingRequest<A, R>, 'signal'>[] = [];
  const endpoint = defineMutation<A, R>({
    name,
    request: (args) => new Promise<R>((resolve, reject) => requests.push({ args, resolve, reject })),
    invalidates,
  });
  return {
    endpoint,
    requests,
    request(index = requests.length - 1) {
      const found = requests[index];
      if (!found) throw new Error(`no request #${index} of ${name} (made ${requests.length})`);
      return found;
    },
  };
}

/** Lets resolved promises and their continuations run. */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((done) => setImmediate(done));
};
