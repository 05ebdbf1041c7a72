import { getAuthToken } from './auth-token';
import { sharedBaseUrl } from './config';

/**
 * A body-less call of the shared client's API as a `keepalive` fetch, for a page being unloaded
 * (`pagehide`), where an ordinary request is cancelled with the page: saying "I left" on the way
 * out. Fire and forget: it never rejects, and nothing reads its answer.
 */
export function sendOnUnload(method: string, path: string): void {
  const token = getAuthToken();
  try {
    void globalThis.fetch(`${sharedBaseUrl()}${path}`, {
      method,
      keepalive: true,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).catch(() => undefined);
  } catch {
    // The page is going away; the server's own expiry covers a call that could not leave.
  }
}
