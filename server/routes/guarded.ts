/**
 * Guarded writes (docs/api.md): a PUT may carry `expectedUpdatedAt`, the `updatedAt` its editor
 * saw. The check runs inside the store transaction (writes run one at a time), so of two writes
 * that saw the same state only the first passes; the other writes nothing and answers 409 with the
 * record as it is now and a message naming who changed it and when.
 */
import type { ConflictBody, Review } from '../../src/contract';
import type { App, RequestContext } from '../context';
import { sendJsonText } from '../http/respond';
import type { Store, Transaction } from '../store/interface';
import type { StoredUser } from '../store/types';
import { lastEdit, type Edit } from '../store/editors';

type Editor = Edit['by'];
import type { Fields } from '../validate';

const ISO_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.\d{1,9})?)?(?:Z|[+-](\d\d):(\d\d))$/;

/**
 * True when `text` is an ISO 8601 date and time that exists on the calendar. `Date.parse` rolls
 * an impossible day over (February 30th reads as March 1st), so each part is checked on its own.
 */
export function isIsoDateTime(text: string): boolean {
  const match = ISO_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 23 && offsetMinutes <= 59;
}

/** Thrown inside a transaction when the record changed since the editor read it; nothing is written. */
export class StaleWrite extends Error {
  override name = 'StaleWrite';

  constructor(readonly body: ConflictBody<unknown>) {
    super(body.message);
  }
}

const EXPECTED = 'expectedUpdatedAt';

/**
 * `expectedUpdatedAt` as epoch ms; undefined when absent (an error when `required`) or malformed.
 * Anything present that is not a date-time string (null, a number, '') records an error, so the
 * route answers 400 at once rather than taking it for "no check" or for nothing at all.
 */
export function readExpectedUpdatedAt(f: Fields, required = false): number | undefined {
  if (!f.has(EXPECTED)) return required ? f.fail(EXPECTED, 'This field is required.') : undefined;
  const errors = f.errors.length;
  const text = f.string(EXPECTED, { max: 64 });
  if (f.errors.length > errors) return undefined;
  if (text === undefined || !isIsoDateTime(text)) return f.fail(EXPECTED, 'Must be an ISO 8601 date and time that exists, e.g. 2024-02-29T10:15:00Z.');
  return Date.parse(text);
}

/** True when a write that expected `expected` may go ahead on a record last changed at `updatedAt`. */
export function isFresh(expected: number | undefined, updatedAt: string): boolean {
  return expected === undefined || Date.parse(updatedAt) === expected;
}

/** The 409 body: `current` as its GET answers it, and who saved it when an editor is told (`by`). */
export function staleWrite(current: unknown, message: string, by?: Editor | null): StaleWrite {
  return new StaleWrite({ success: false, code: 'CONFLICT', message, current, ...(by === undefined ? {} : { by }) });
}

/**
 * The `updatedAt` of a change to a record last changed at `previous`: now, but always after
 * `previous`, so that two writes within one millisecond still tell apart for the check.
 */
export function nextUpdatedAt(app: Pick<App, 'now'>, previous: string | null): string {
  const before = previous === null ? Number.NaN : Date.parse(previous);
  return new Date(Number.isNaN(before) ? app.now() : Math.max(app.now(), before + 1)).toISOString();
}

/** "10:15 UTC" today, "YYYY-MM-DD 10:15 UTC" another day. */
export function formatWhen(at: string, now: number): string {
  const iso = new Date(at).toISOString();
  const day = iso.slice(0, 10);
  const time = `${iso.slice(11, 16)} UTC`;
  return day === new Date(now).toISOString().slice(0, 10) ? time : `${day} ${time}`;
}

/**
 * "Approved by Ana Ruiz at 10:15 UTC", or without a name "Changed at 10:15 UTC by another
 * administrator" (`unknown` says who else it may have been).
 */
export function changeMessage(what: string, by: string | null, at: string, now: number, unknown = 'another administrator'): string {
  const when = formatWhen(at, now);
  return by ? `${what} by ${by} at ${when}` : `${what} at ${when} by ${unknown}`;
}

/** The verb of a review decision. */
export function decisionWord(status: string): string {
  return status === 'approved' ? 'Approved' : status === 'rejected' ? 'Rejected' : 'Set back to pending';
}

/** The verb of a history entry: its decision's, or "Undone" for the entry of an undo. */
export function reviewWord(entry: Review): string {
  return entry.undo ? 'Undone' : decisionWord(entry.status);
}

/**
 * Runs `fn` as a store transaction; when it throws `StaleWrite` answers the 409 and resolves null.
 */
export async function guardedTransact<R>(rc: RequestContext, fn: (tx: Transaction) => Promise<R> | R): Promise<R | null> {
  try {
    return await rc.app.store.transact(fn);
  } catch (error) {
    if (!(error instanceof StaleWrite)) throw error;
    sendJsonText(rc.res, 409, JSON.stringify(error.body));
    return null;
  }
}

/** The last change of a user: its last certification decision, else the noted edit (`store`'s), else unknown. */
function lastUserChange(store: Store, user: StoredUser): { what: string; by: Editor | null } {
  const decision = user.certification?.history.at(-1);
  if (decision && decision.at === user.updatedAt) return { what: reviewWord(decision), by: decision.by };
  const edit = lastEdit(store, 'users', user.id, user.updatedAt);
  return { what: edit?.what ?? 'Changed', by: edit?.by ?? null };
}

/** Who last changed a user and how, as the sentence of a 409. */
export function describeUserChange(store: Store, user: StoredUser, now: number): string {
  const { what, by } = lastUserChange(store, user);
  return changeMessage(what, by?.name ?? null, user.updatedAt, now);
}

/** Who last changed a user, when known. */
export const userChangedBy = (store: Store, user: StoredUser): Editor | null => lastUserChange(store, user).by;

/** What an admin's change to a user did, for the message of a later conflict. */
export function userEditWord(previous: StoredUser, next: StoredUser): string {
  if (previous.status !== next.status) return next.status === 'blocked' ? 'Blocked' : 'Unblocked';
  if (previous.role !== next.role) return 'Role changed';
  return 'Edited';
}
