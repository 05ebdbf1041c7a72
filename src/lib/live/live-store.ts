/**
 * The app's one live stream: started after sign-in (shared with the account's other tabs when
 * asked), stopped on sign-out, its state in a store for views, and its events fanned out to every
 * subscriber.
 */
import { createStore, useStore, type ReadableStore } from '../store';
import { readLiveEvent, type LiveEventBody } from '../../contract';
import type { LiveBody, LiveConnectionOptions, LiveState, LiveStatus } from './connection';
import { readAlone, shareLive, type SharedLiveConnection, type TabShareOptions } from './tab-share';

const OFFLINE: LiveState = { status: 'offline', retryAt: null, code: null };
const state = createStore<LiveState>(OFFLINE);
const listeners = new Set<(body: LiveEventBody) => void>();
let connection: SharedLiveConnection | null = null;

/** The stream's state now and its changes. */
export const liveState: ReadableStore<LiveState> = state;

/**
 * Calls `listener` with every event of the contract the stream delivers (heartbeats excepted,
 * `reset` included), from whichever connection is running. Returns the unsubscribe function.
 */
export function subscribeLive(listener: (body: LiveEventBody) => void): () => void {
  const own = (body: LiveEventBody) => listener(body);
  listeners.add(own);
  return () => {
    listeners.delete(own);
  };
}

/** Fans an event out; one the contract does not know (a newer server's) reaches no one. */
function emit(wire: LiveBody): void {
  const body = readLiveEvent(wire);
  if (!body) return;
  for (const listener of [...listeners]) {
    try {
      listener(body);
    } catch (error) {
      console.error('live: a listener threw', error);
    }
  }
}

/**
 * What `startLive` needs: the connection's options without its two outputs, and, to share one
 * stream with the other tabs of the same account, `share` (without it the tab reads its own).
 */
export type StartLiveOptions = Omit<LiveConnectionOptions, 'onEvent' | 'onState' | 'resume'> & { share?: TabShareOptions };

/** How `stopLive` stops: `everywhere` also ends the stream in the other tabs that share it (a sign-out). */
export interface StopLiveOptions {
  everywhere?: boolean;
}

/** Opens the stream (closing one already open); returns `stopLive` for this stream. */
export function startLive({ share, ...options }: StartLiveOptions): (stop?: StopLiveOptions) => void {
  stopLive();
  const sinks = { onEvent: emit, onState: (next: LiveState) => state.set(next) };
  const current = share ? shareLive({ ...options, ...sinks, share }) : readAlone({ ...options, ...sinks });
  connection = current;
  return (stop) => {
    if (connection === current) stopLive(stop);
  };
}

/** Closes the stream (with `everywhere`, in the other tabs that share it too); the state becomes offline. */
export function stopLive({ everywhere = false }: StopLiveOptions = {}): void {
  const current = connection;
  connection = null;
  if (everywhere) current?.end();
  else current?.stop();
  state.set(OFFLINE);
}

/** Tries to reconnect at once instead of waiting for the next attempt. */
export function retryLiveNow(): void {
  connection?.retryNow();
}

/** The stream's status, rendering again when it changes. */
export function useLiveStatus(): LiveStatus {
  return useStore(state, (value) => value.status);
}

/**
 * Whether what the stream keeps current (who is viewing, who is reviewing) may be out of date: it
 * is reconnecting or offline. Not while it first connects, when the screens have just loaded.
 */
export function useLiveOutOfDate(): boolean {
  return useStore(state, (value) => value.status === 'reconnecting' || value.status === 'offline');
}

/** The stream's status with the time of the next attempt, for a view that shows it. */
export function useLiveState(): LiveState {
  return useStore(state);
}
