/**
 * The review claims the signed-in shell owns: it creates one store for the session and passes it
 * down here, so the queues and details pages share what they learn and a new session starts empty.
 * Kept apart from the hooks (components/use-claims.ts) so the shell's chunk carries only this.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ClaimsStore } from './claims';

const ClaimsContext = createContext<ClaimsStore | null>(null);

export function ClaimsProvider({ store, children }: { store: ClaimsStore; children: ReactNode }) {
  return <ClaimsContext.Provider value={store}>{children}</ClaimsContext.Provider>;
}

/** The shell's claims store; throws outside a ClaimsProvider, where no claim could be followed. */
export function useClaimsStore(): ClaimsStore {
  const store = useContext(ClaimsContext);
  if (!store) throw new Error('reviews: useClaimsStore must be used inside <ClaimsProvider>');
  return store;
}
