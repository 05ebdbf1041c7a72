/**
 * The live stream in the signed-in shell, loaded after it: the session that keeps the stream open
 * and feeds the query cache, and the header's indicator.
 */
export { LiveSession } from './live-session';
export { LiveIndicator } from './live-indicator';
