// The review claims store as the signed-in shell owns it (over the fake backend's fetch and the
// live stream), and the wrapper that provides it to the screens a fixture renders.
import type { ReactElement } from 'react';
import { fetchClaims } from '../../src/features/reviews/api';
import { createClaimsStore } from '../../src/features/reviews/claims';
import { ClaimsProvider } from '../../src/features/reviews/claims-provider';
import { subscribeLive } from '../../src/lib/live';

export function shellClaims() {
  const claims = createClaimsStore({ load: fetchClaims, subscribe: subscribeLive });
  return { claims, around: (page: ReactElement) => <ClaimsProvider store={claims}>{page}</ClaimsProvider> };
}
