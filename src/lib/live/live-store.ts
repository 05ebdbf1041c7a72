/**
 * The app's one live stream: started after sign-in, stopped on sign-out, its state in a store for
 * views, and its events fanned out to every subscriber.
 */
import { createStore, useStore, type ReadableStore } from '../store';
import { readLiveEvent, type LiveEventBody } from '../../contract';
import { connectLive, type LiveBody, type LiveConnection, type LiveConnectionOptions, type LiveState, type LiveStatus } from './connection';

const OFFLINE: LiveState = { status: 'offline', retryAt: null, code: null };
const state = createStore<LiveState>(OFFLINE);
const listeners = new Set<(body: LiveEventBody) => void>();
let connection: LiveConnection | null = null;

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

/** What `startLive` needs: the connection's options without its two outputs. */
export type StartLiveOptions = Omit<LiveConnectionOptions, 'onEvent' | 'onState'>;

/** Opens the stream (closing one already open); returns `stopLive`. */
export function startLive(options: StartLiveOptions): () => void {
  stopLive();
  const current = connectLive({ ...options, onEvent: emit, onState: (next) => state.set(next) });
  connection = current;
  return () => {
    if (connection === current) stopLive();
  };
}

/** Closes the stream; the state becomes offline. */
export function stopLive(): void {
  const current = connection;
  connection = null;
  current?.stop();
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
