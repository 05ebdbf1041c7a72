import { useCallback, useRef, useState } from 'react';
import type { HttpError } from '../http';
import type { MutationEndpoint } from './endpoints';
import { toError } from './entry';
import { useQueryClient } from './provider';
import type { Tag } from './tags';

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface UseMutationResult<A, R> {
  /**
   * Runs the write. Resolves with its result after invalidating `endpoint.invalidates(result, args)`
   * (the refetches run on; they are not awaited); rejects with the error, which `error` also holds.
   * A failed write invalidates nothing.
   */
  mutate(args: A): Promise<R>;
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

/** A write through `endpoint`; the state follows the latest `mutate` call. */
export function useMutation<A, R>(endpoint: MutationEndpoint<A, R>): UseMutationResult<A, R> {
  const client = useQueryClient();
  const [state, setState] = useState<MutationState<R>>(IDLE);
  const latestCall = useRef(0);

  const mutate = useCallback(
    async (args: A): Promise<R> => {
      const call = ++latestCall.current;
      setState({ status: 'pending', data: undefined, error: null });
      let data: R;
      try {
        data = await endpoint.request(args);
      } catch (error) {
        if (call === latestCall.current) setState({ status: 'error', data: undefined, error: toError(error) });
        throw error;
      }
      client.invalidateTags(invalidatedTags(endpoint, data, args));
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

function invalidatedTags<A, R>(endpoint: MutationEndpoint<A, R>, result: R, args: A): Tag[] {
  try {
    return endpoint.invalidates?.(result, args) ?? [];
  } catch (error) {
    console.error(`query: invalidates() of "${endpoint.name}" threw; nothing was invalidated`, error);
    return [];
  }
}
