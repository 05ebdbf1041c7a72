/**
 * Guarded writes (docs/api.md): a PUT may carry `expectedUpdatedAt`, the `updatedAt` its editor
 * saw. The check runs inside the store transaction (writes run one at a time), so of two writes
 * that saw the same state only the first passes; the other writes nothing and answers 409 with the
 * record as it is now and a message naming who changed it and when.
 */
import type { ConflictBody } from '../../src/contract';
import type { App, RequestContext } from '../context';
import { sendJsonText } from '../http/respond';
import type { Transaction } from '../store/interface';
import type { Edit } from '../store/editors';
import type { Fields } from '../validate';
import { isIsoDateTime } from './iso-date-time';

/** Thrown inside a transaction when the record changed since the editor read it; nothing is written. */
class StaleWrite extends Error {
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
export function staleWrite(current: unknown, message: string, by?: Edit['by'] | null): StaleWrite {
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
