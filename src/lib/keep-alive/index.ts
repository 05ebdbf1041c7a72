// keep-alive owns holding a place on the server while a page shows something: a heartbeat on a
// timer, a keepalive goodbye on `pagehide`, a return on a `pageshow` from the back-forward cache.
// lib/presence and the review claims use it; timers and the window are injectable.
export { keepAlive, type KeepAlive, type KeepAliveOptions, type PageLifecycleTarget } from './keep-alive';
