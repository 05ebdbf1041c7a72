/**
 * The signed-in session's live stream: opened with the session's bearer, its events fed to the
 * query cache through the coalescing sync, and closed with the session.
 */
import type { RefreshResponse } from '../../contract';
import { renewSession } from '../../lib/auth';
import { getAuthToken, http, isHttpError, joinUrl, sharedBaseUrl } from '../../lib/http';
import { startLive, subscribeLive } from '../../lib/live';
import type { QueryClient } from '../../lib/query';
import { createLiveSync } from './live-sync';

/**
 * After the stream's 401: one `GET /auth/refresh`, its token adopted for this session. A 401 or
 * 403 here means the session is over (the auth layer signs out on the 401), so false; a network
 * failure rejects and the stream tries again later.
 */
export async function refreshForLive(): Promise<boolean> {
  try {
    const result = await http.raw<Partial<RefreshResponse> | null>('GET', '/auth/refresh');
    return renewSession(result?.accessToken);
  } catch (error) {
    if (isHttpError(error) && (error.status === 401 || error.status === 403)) return false;
    throw error;
  }
}

/** Opens the stream into `client`; returns the function that closes it. */
export function startLiveSession(client: QueryClient): () => void {
  const sync = createLiveSync(client);
  const unsubscribe = subscribeLive(sync.handle);
  const stop = startLive({
    url: () => joinUrl(sharedBaseUrl(), '/events'),
    getToken: getAuthToken,
    refreshToken: refreshForLive,
  });
  return () => {
    stop();
    unsubscribe();
    sync.dispose();
  };
}
