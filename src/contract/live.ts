/**
 * The live stream's events (`GET /api/v1/events`, see docs/api.md): what the server announces to
 * signed-in admins so their screens follow each other's changes without polling. Each event goes
 * out as one Server-Sent Event whose `event:` line is `type` and whose `data:` line is the JSON.
 */
import type { IsoDateTime, ReviewStatus } from './index';
import type { ActivityEvent } from './activity';
import { PRESENCE_KINDS, type ClaimEvent, type PresenceEvent } from './collab';

/** The kinds of reviewable record whose decisions are announced. */
export const DECISION_KINDS = ['trip', 'product', 'diveMaster'] as const;
/** One of `DECISION_KINDS`. */
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** The kinds of record whose creation, change or deletion is announced. */
export const LIVE_RECORD_KINDS = ['user', 'news', 'legal', 'siteContact', 'contact'] as const;
/** One of `LIVE_RECORD_KINDS`. */
export type LiveRecordKind = (typeof LIVE_RECORD_KINDS)[number];

/** The collections whose numbers appear as counts (tabs, badges, the dashboard). */
export const COUNTS_KINDS = ['trip', 'product', 'user', 'news', 'contact'] as const;
/** One of `COUNTS_KINDS`. */
export type CountsKind = (typeof COUNTS_KINDS)[number];

/** A review decision was committed. */
export interface DecisionEvent {
  type: 'decision';
  kind: DecisionKind;
  id: string;
  status: ReviewStatus;
  by: { id: string; name: string };
  at: IsoDateTime;
}

/** A record was created, changed or deleted; the SPA refetches what shows it. */
export interface RecordEvent {
  type: 'record';
  kind: LiveRecordKind;
  id: string;
  action: 'created' | 'changed' | 'deleted';
  /** (ext) The record's new `updatedAt`, when it has one (not on a delete). */
  at?: IsoDateTime;
  /** (ext) Who saved it, when known: an open editor names them. */
  by?: { id: string; name: string } | null;
}

/** Counts shown in tabs, badges or the dashboard may have moved, for these collections. */
export interface CountsEvent {
  type: 'counts';
  kinds: readonly CountsKind[];
}

/**
 * Sent instead of a replay when `Last-Event-ID` is older than the server's buffer (or from an
 * earlier run), and made up by the reader when it reopens without an id to resume from: the reader
 * refetches everything it shows. `lastId` is the id the server resumes after.
 */
export interface ResetEvent {
  type: 'reset';
  lastId?: number;
}

/**
 * Every event this contract knows. Closed, so a reader narrows on `type`; what a newer server
 * sends beyond it is dropped where the stream is read (`readLiveEvent`).
 */
export type LiveEventBody = DecisionEvent | RecordEvent | CountsEvent | ActivityEvent | PresenceEvent | ClaimEvent | ResetEvent;

/** The `type` of each event. */
export type LiveEventType = LiveEventBody['type'];

/** An event as kept and sent: the stream's increasing id (the SSE `id:` line) and its body (the `data:` line). */
export interface LiveEvent {
  id: number;
  body: LiveEventBody;
}

/** The `event:` line of a `ResetEvent`. */
export const RESET_EVENT = 'reset' satisfies ResetEvent['type'];

/** Sent on a quiet stream so both ends notice a dead connection; carries no id. */
export const HEARTBEAT_EVENT = 'heartbeat';

/** An event as parsed from the stream, before it is checked: JSON with a `type`. */
export type LiveWireEvent = { type: string; [key: string]: unknown };

const isOneOf = <K extends string>(kinds: readonly K[], value: unknown): value is K => (kinds as readonly unknown[]).includes(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const namesOne = <K extends string>(kinds: readonly K[], body: LiveWireEvent) => isOneOf(kinds, body.kind) && typeof body.id === 'string';

/**
 * How each type is read: null when it lacks what readers rely on (a kind this contract knows, an id).
 * Total over the types, so a new event is a compile error here until it says how it is read.
 */
const READERS: { readonly [T in LiveEventType]: (body: LiveWireEvent) => Extract<LiveEventBody, { type: T }> | null } = {
  decision: (body) => (namesOne(DECISION_KINDS, body) ? (body as unknown as DecisionEvent) : null),
  record: (body) => (namesOne(LIVE_RECORD_KINDS, body) ? (body as unknown as RecordEvent) : null),
  // Counts a newer server adds are dropped; the ones known here still refetch.
  counts: (body) => (Array.isArray(body.kinds) ? { type: 'counts', kinds: body.kinds.filter((kind) => isOneOf(COUNTS_KINDS, kind)) } : null),
  activity: (body) => (isObject(body.entry) ? (body as unknown as ActivityEvent) : null),
  presence: (body) => (namesOne(PRESENCE_KINDS, body) && Array.isArray(body.viewers) ? (body as unknown as PresenceEvent) : null),
  claim: (body) => (namesOne(DECISION_KINDS, body) ? (body as unknown as ClaimEvent) : null),
  reset: (body) => (typeof body.lastId === 'number' ? { type: 'reset', lastId: body.lastId } : { type: 'reset' }),
};

/**
 * The event `body` is, or null for one this reader does not know: a type or kind a newer server
 * sends, or an event missing its kind or id. The stream's readers then see only `LiveEventBody`.
 */
export function readLiveEvent(body: LiveWireEvent): LiveEventBody | null {
  return Object.hasOwn(READERS, body.type) ? READERS[body.type as LiveEventType](body) : null;
}
