/** The presence endpoints of docs/api.md ("Presence, claims and undo") over the shared client. */
import type { Presence, PresenceKind } from '../../contract';
import { http, sendOnUnload } from '../http';

const pathOf = (kind: PresenceKind, id: string) => `/presence/${kind}/${encodeURIComponent(id)}`;

/** `PUT /presence/{kind}/{id}`: here (also the heartbeat); answers everyone viewing, the caller included. */
export const announcePresence = (kind: PresenceKind, id: string): Promise<Presence> => http.put<Presence>(pathOf(kind, id));

/** `DELETE /presence/{kind}/{id}`: gone. */
export const leavePresence = (kind: PresenceKind, id: string): Promise<unknown> => http.delete(pathOf(kind, id));

/** The same DELETE as a `keepalive` request that outlives the page (pagehide); never rejects. */
export const leavePresenceOnUnload = (kind: PresenceKind, id: string): void => sendOnUnload('DELETE', pathOf(kind, id));
