// live owns the server's event stream (docs/api.md "Live events"): reading it with fetch and a
// stream reader (the bearer in a header, `Last-Event-ID` on reconnect), parsing the SSE frames, the
// heartbeat watchdog, reconnecting with backoff and jitter (at once when the network comes back),
// a 401's one token refresh, a 429's Retry-After, and the status views show; one stream for the
// tabs of one browser and account (a leader elected with Web Locks reads it and tells the others
// over a BroadcastChannel). What an event means for the screens is the app's business: it
// subscribes with `subscribeLive`.
export { BACKOFF_MAX_MS, BACKOFF_MIN_MS, backoffDelay } from './backoff';
export {
  HEARTBEAT_MISSES, HEARTBEAT_MS, connectLive, retryAfterMs,
  type LiveBody, type LiveConnection, type LiveConnectionOptions, type LiveResume, type LiveState, type LiveStatus,
} from './connection';
export {
  TAB_SHARE_PREFIX, readAlone, shareLive,
  type OpenTabChannel, type SharedLiveConnection, type SharedLiveOptions, type TabChannel, type TabLocks, type TabRole, type TabShareOptions,
} from './tab-share';
export { createSseParser, type SseFrame, type SseParser, type SseParserHandlers } from './sse-parser';
export {
  liveState, retryLiveNow, startLive, stopLive, subscribeLive, useLiveOutOfDate, useLiveState, useLiveStatus, type StartLiveOptions,
  type StopLiveOptions,
} from './live-store';
