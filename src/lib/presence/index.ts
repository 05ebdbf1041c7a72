// presence owns "who else has this record open": a details page announces itself on arrival and
// every 10 s (PUT /presence/{kind}/{id}), leaves on the way out (DELETE, a keepalive request when
// the page unloads), and follows the live stream's `presence` events for its record. `usePresence`
// answers the other admins viewing; ui's PresenceBar shows them.
export { announcePresence, leavePresence, leavePresenceOnUnload } from './api';
export { PRESENCE_HEARTBEAT_MS, watchPresence, type PresenceTransport, type WatchPresenceOptions } from './watch';
export { usePresence } from './use-presence';
