/**
 * The live stream's events (`GET /api/v1/events`, see docs/api.md): what the server announces to
 * signed-in admins so their screens follow each other's changes without polling. Each event goes
 * out as one Server-Sent Event whose `event:` line is `type` and whose `data:` line is the JSON.
 */
import type { IsoDateTime, ReviewStatus } from './index';
import type { ActivityEvent } from './activity';
import type { ClaimEvent, PresenceEvent } from './collab';

/** A kind of reviewable record whose decisions are announced. */
export type DecisionKind = 'trip' | 'product' | 'diveMaster';

/** A kind of record whose creation, change or deletion is announced. */
export type LiveRecordKind = 'user' | 'news' | 'legal' | 'siteContact' | 'contact';

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
  kinds: readonly ('trip' | 'product' | 'user' | 'news' | 'contact')[];
}

/**
 * Every event the stream carries. The union stays open: a reader ignores a `type` it does not know.
 */
export type LiveEventBody = DecisionEvent | RecordEvent | CountsEvent | ActivityEvent | PresenceEvent | ClaimEvent | { type: string; [key: string]: unknown };

/** An event as kept and sent: the stream's increasing id (the SSE `id:` line) and its body (the `data:` line). */
export interface LiveEvent {
  id: number;
  body: LiveEventBody;
}

/**
 * Sent instead of a replay when `Last-Event-ID` is older than the server's buffer (or from an
 * earlier run): the reader refetches everything it shows.
 */
export const RESET_EVENT = 'reset';

/** Sent on a quiet stream so both ends notice a dead connection; carries no id. */
export const HEARTBEAT_EVENT = 'heartbeat';
