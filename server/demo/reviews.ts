/**
 * Review histories of the demo data: when something was created, submitted, decided, maybe
 * rejected, resubmitted and decided again — every moment inside the window the caller gives.
 */
import type { PersonRef, Review, ReviewStatus, Trip } from '../../src/contract';
import type { Random } from './random';
import { DAY_MS, HOUR_MS, iso } from './time';

/** An admin as review entries name them. */
export interface Reviewer {
  id: string;
  name: string;
}

export interface TimelineOptions {
  status: ReviewStatus;
  /** Earliest moment (epoch ms, an integer like `to`) the item may be created. */
  from: number;
  /** Latest moment (epoch ms) of any event. */
  to: number;
  admins: readonly Reviewer[];
  /** Rejection reasons to pick from. */
  reasons: readonly string[];
}

export interface Timeline {
  createdMs: number;
  /** The last event, epoch ms. */
  updatedMs: number;
  submittedAt: string;
  reviewedAt: string | null;
  reason: string | null;
  history: Review[];
}

/** Decisions, oldest first, that end in `status` (pending: the decisions before a resubmission). */
function decisions(rng: Random, status: ReviewStatus): ReviewStatus[] {
  let count: number;
  let last: ReviewStatus;
  if (status === 'pending') {
    count = rng.chance(0.3) ? rng.weighted([[1, 4], [2, 1]]) : 0;
    last = 'rejected';
  } else {
    count = rng.weighted([[1, 70], [2, 22], [3, 8]]);
    last = status;
  }
  const list: ReviewStatus[] = [];
  for (let next = last; list.length < count; ) {
    list.unshift(next);
    next = next === 'approved' ? 'rejected' : rng.chance(0.5) ? 'approved' : 'rejected';
  }
  return list;
}

/** A consistent review timeline for one item. */
export function reviewTimeline(rng: Random, options: TimelineOptions): Timeline {
  const { status, to, admins, reasons } = options;
  const from = Math.min(options.from, to - HOUR_MS);
  const steps = decisions(rng, status);

  // Offsets from creation: each decision after a wait, a resubmission after each rejection that
  // is followed by something (a later decision or the pending state).
  const offsets: { kind: 'decision' | 'resubmit'; at: number; status?: ReviewStatus }[] = [];
  let t = 0;
  steps.forEach((step, i) => {
    const following = i < steps.length - 1 || status === 'pending';
    t += rng.float(2 * HOUR_MS, 4 * DAY_MS) + (step === 'rejected' && i > 0 && steps[i - 1] === 'approved' ? rng.float(5, 60) * DAY_MS : 0);
    offsets.push({ kind: 'decision', at: t, status: step });
    if (step === 'rejected' && following) {
      t += rng.float(6 * HOUR_MS, 20 * DAY_MS);
      offsets.push({ kind: 'resubmit', at: t });
    }
  });

  const span = to - from;
  const scale = t > span * 0.95 ? (span * 0.95) / t : 1;
  const used = t * scale;
  const room = span - used;
  const slack = status === 'pending' ? Math.min(room, rng.next() ** 2 * 21 * DAY_MS) : rng.next() * room;
  const created = from + Math.floor(room - slack);
  const at = (offset: number) => created + Math.floor(offset * scale);

  let submitted = created;
  let decided: number | null = null;
  let reason: string | null = null;
  const history: Review[] = [];
  for (const event of offsets) {
    const when = at(event.at);
    if (event.kind === 'resubmit') {
      submitted = when;
      continue;
    }
    const admin = rng.pick(admins);
    const why = event.status === 'rejected' ? rng.pick(reasons) : null;
    history.push({ at: iso(when), by: { id: admin.id, name: admin.name }, status: event.status ?? 'approved', reason: why });
    decided = when;
    reason = why;
  }
  const last = Math.max(submitted, decided ?? created);
  return {
    createdMs: created,
    updatedMs: last,
    submittedAt: iso(submitted),
    reviewedAt: status === 'pending' || decided === null ? null : iso(decided),
    reason: status === 'rejected' ? reason : null,
    history,
  };
}

/** The fields a reviewed record (a trip, a product) takes from its review timeline. */
export type ReviewedFields = Pick<Trip, 'status' | 'reason' | 'submittedAt' | 'reviewedAt' | 'history' | 'createdAt' | 'updatedAt'>;

/** A record's review fields along `timeline`; `updatedMs` where something after the last review (a booking) touched it. */
export function reviewedFields(status: ReviewStatus, timeline: Timeline, updatedMs = timeline.updatedMs): ReviewedFields {
  return {
    status,
    reason: timeline.reason,
    submittedAt: timeline.submittedAt,
    reviewedAt: timeline.reviewedAt,
    history: timeline.history,
    createdAt: iso(timeline.createdMs),
    updatedAt: iso(updatedMs),
  };
}

/** The person who submitted a reviewed record, as the record embeds them. */
export function submitterOf(user: PersonRef): PersonRef {
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
}
