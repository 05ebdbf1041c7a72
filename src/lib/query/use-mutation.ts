import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { HttpError } from '../http';
import type { MutateOptions } from './client';
import type { MutationEndpoint } from './endpoints';
import { toError } from './entry';
import { useQueryClient } from './provider';

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface UseMutationResult<A, R> {
  /**
   * Runs the write through `client.mutate`. Resolves with its result after invalidating
   * `endpoint.invalidates(result, args)` (coalesced with the other writes in flight; the refetches
   * are not awaited); rejects with the error, which `error` also holds, after rolling back the
   * optimistic writes. A failed write invalidates nothing. `options.optimistic` replaces the hook's.
   */
  mutate(args: A, options?: MutateOptions<A>): Promise<R>;
  status: MutationStatus;
  isPending: boolean;
  error: HttpError | Error | null;
  data: R | undefined;
  /** Back to idle; the outcome of a write still running is then ignored. */
  reset(): void;
}

interface MutationState<R> {
  status: MutationStatus;
  data: R | undefined;
  error: Error | null;
}

const IDLE: MutationState<never> = { status: 'idle', data: undefined, error: null };

/**
 * A write through `endpoint`; the state follows the latest `mutate` call. `options.optimistic`
 * (default none) runs before each request: see MutateOptions.
 */
export function useMutation<A, R>(endpoint: MutationEndpoint<A, R>, options: MutateOptions<A> = {}): UseMutationResult<A, R> {
  const client = useQueryClient();
  const [state, setState] = useState<MutationState<R>>(IDLE);
  const latestCall = useRef(0);
  // Read at call time, so an inline `optimistic` does not make a new `mutate` every render.
  const hookOptions = useRef(options);
  useLayoutEffect(() => {
    hookOptions.current = options;
  });

  const mutate = useCallback(
    async (args: A, callOptions?: MutateOptions<A>): Promise<R> => {
      const call = ++latestCall.current;
      setState({ status: 'pending', data: undefined, error: null });
      let data: R;
      try {
        data = await client.mutate(endpoint, args, callOptions ?? hookOptions.current);
      } catch (error) {
        if (call === latestCall.current) setState({ status: 'error', data: undefined, error: toError(error) });
        throw error;
      }
      if (call === latestCall.current) setState({ status: 'success', data, error: null });
      return data;
    },
    [client, endpoint],
  );

  const reset = useCallback(() => {
    latestCall.current += 1;
    setState(IDLE);
  }, []);

  return { mutate, status: state.status, isPending: state.status === 'pending', error: state.error, data: state.data, reset };
}
