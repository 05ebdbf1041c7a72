/**
 * The signed-in session's live stream: one for the admin's tabs in this browser (lib/live elects the
 * tab that reads it), opened with the session's bearer, its events fed to the query cache through
 * the coalescing sync, and closed with the session (in every tab when it is a sign-out).
 */
import type { LiveEventBody, RefreshResponse, TokenClaims } from '../../contract';
import { decodeToken, isSessionUser, renewSession } from '../../lib/auth';
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
 * Follows the signed-in admin's own record: when it changed (an owner gave them another staff
 * role, blocked them…) or the stream lost events (`reset`), one `GET /auth/refresh` brings a token
 * that says what they are now, and the session adopts it (lib/auth), so the screens show what the
 * new role may do within a second, without a new sign-in. Events during a refresh ask for one more
 * after it, never two at once.
 */
export function followOwnRecord(refresh: () => Promise<unknown> = refreshForLive): (body: LiveEventBody) => void {
  let running = false;
  let again = false;
  const run = () => {
    running = true;
    again = false;
    refresh()
      .catch((error: unknown) => console.warn('live: could not refresh the session after a change to the signed-in user', error))
      .finally(() => {
        running = false;
        if (again) run();
      });
  };
  return (body) => {
    const concernsMe = body.type === 'reset' || (body.type === 'record' && body.kind === 'user' && isSessionUser(body.id));
    if (!concernsMe) return;
    if (running) again = true;
    else run();
  };
}

/**
 * Opens the stream into `client`, shared with `adminId`'s other tabs; returns the function that
 * closes it here, and in those tabs too when the session is over (no bearer left: a sign-out).
 */
export function startLiveSession(client: QueryClient, adminId: string): () => void {
  const sync = createLiveSync(client);
  const unsubscribeSync = subscribeLive(sync.handle);
  const unsubscribeSelf = subscribeLive(followOwnRecord());
  const unsubscribe = () => {
    unsubscribeSync();
    unsubscribeSelf();
  };
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
