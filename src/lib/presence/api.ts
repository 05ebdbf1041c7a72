/**
 * The presence endpoints of docs/api.md ("Presence, claims and undo") over the shared client. The
 * leaving call also goes out as a `keepalive` fetch when the page is being unloaded, where the
 * shared client's request would be cancelled with the page.
 */
import type { Presence, PresenceKind } from '../../contract';
import { getAuthToken, http, sharedBaseUrl } from '../http';

const pathOf = (kind: PresenceKind, id: string) => `/presence/${kind}/${encodeURIComponent(id)}`;

/** `PUT /presence/{kind}/{id}`: here (also the heartbeat); answers everyone viewing, the caller included. */
export const announcePresence = (kind: PresenceKind, id: string): Promise<Presence> => http.put<Presence>(pathOf(kind, id));

/** `DELETE /presence/{kind}/{id}`: gone. */
export const leavePresence = (kind: PresenceKind, id: string): Promise<unknown> => http.delete(pathOf(kind, id));

/** The same DELETE as a `keepalive` fetch that outlives the page (pagehide); never rejects. */
export function leavePresenceOnUnload(kind: PresenceKind, id: string): void {
  const token = getAuthToken();
  try {
    void globalThis.fetch(`${sharedBaseUrl()}${pathOf(kind, id)}`, {
      method: 'DELETE',
      keepalive: true,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }).catch(() => undefined);
  } catch {
    // The page is going away: the server's 30 s without a heartbeat drops the viewer anyway.
  }
}
