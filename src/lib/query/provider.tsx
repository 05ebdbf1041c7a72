import { createContext, useContext, type ReactNode } from 'react';
import type { QueryClient } from './client';

/** A programmer error of the query layer (a hook used outside its provider). */
export class QueryError extends Error {
  override name = 'QueryError';
}

export const NO_CLIENT_MESSAGE = 'useQueryClient: no QueryClientProvider above this component';

const QueryClientContext = createContext<QueryClient | null>(null);

/** Makes `client` the cache of every useQuery / useMutation below. */
export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}

/**
 * The client of the nearest QueryClientProvider.
 * @throws QueryError NO_CLIENT_MESSAGE without one.
 */
export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new QueryError(NO_CLIENT_MESSAGE);
  return client;
}
