/**
 * The signed-in session's live stream: one for the admin's tabs in this browser (lib/live elects the
 * tab that reads it), opened with the session's bearer, its events fed to the query cache through
 * the coalescing sync, and closed with the session (in every tab when it is a sign-out).
 */
import type { RefreshResponse, TokenClaims } from '../../contract';
import { decodeToken, renewSession } from '../../lib/auth';
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

/** The claims of `token`, or null when it cannot be read. */
function claimsOf(token: string | null): Partial<TokenClaims> | null {
  if (token === null) return null;
  try {
    return decodeToken<Partial<TokenClaims>>(token);
  } catch {
    return null;
  }
}

/**
 * The bearer while it is `adminId`'s: a stream shared under one admin's name is never read with
 * another's token (another tab signed in to another account in the shared storage).
 */
export function bearerOf(adminId: string): () => string | null {
  return () => {
    const token = getAuthToken();
    return claimsOf(token)?.sub === adminId ? token : null;
  };
}

/**
 * Opens the stream into `client`, shared with `adminId`'s other tabs; returns the function that
 * closes it here, and in those tabs too when the session is over (no bearer left: a sign-out).
 */
export function startLiveSession(client: QueryClient, adminId: string): () => void {
  const sync = createLiveSync(client);
  const unsubscribe = subscribeLive(sync.handle);
  const stop = startLive({
    url: () => joinUrl(sharedBaseUrl(), '/events'),
    getToken: bearerOf(adminId),
    refreshToken: refreshForLive,
    share: { key: adminId, session: claimsOf(getAuthToken())?.sid ?? null },
  });
  return () => {
    stop({ everywhere: getAuthToken() === null });
    unsubscribe();
    sync.dispose();
  };
}
