/**
 * Demo trips: real dive sites in season, sensible lengths and group sizes, prices in the local
 * currency, bookings only on approved trips, and review timelines that fit the dive master's own.
 */
import type { ReviewStatus, Trip } from '../../src/contract';
import { IMAGE_COUNTS, imageUrl } from './images';
import { priceIn } from './money';
import { DIVE_SITES, type DiveSite, type TripKind } from './places';
import type { Random } from './random';
import { TRIP_REASONS } from './reasons';
import { reviewTimeline, reviewedFields, submitterOf, type Reviewer } from './reviews';
import { DAY_MS, isoDate, startOfDay } from './time';
import { tripDescription, tripTitle } from './trip-texts';
import type { DemoUser } from './types';

export interface TripsOptions {
  count: number;
  diveMasters: readonly DemoUser[];
  admins: readonly Reviewer[];
  now: number;
  nextId: () => string;
}

const DAYS: Record<TripKind, readonly [number, number]> = { day: [1, 7], shore: [1, 5], liveaboard: [4, 12], cave: [1, 4], cold: [1, 3] };
const GROUP: Record<TripKind, readonly [number, number]> = { day: [4, 16], shore: [4, 10], liveaboard: [12, 26], cave: [2, 6], cold: [2, 8] };

/** Start day offset from today: approved trips are sometimes past, pending ones always ahead. */
function startOffset(rng: Random, status: ReviewStatus): number {
  if (status === 'approved' && rng.chance(0.25)) return -rng.int(3, 200);
  if (status === 'rejected' && rng.chance(0.3)) return -rng.int(3, 120);
  return rng.int(status === 'pending' ? 10 : 5, 330);
}

function inSeason(site: DiveSite, ms: number): boolean {
  return !site.season || site.season.includes(new Date(ms).getUTCMonth() + 1);
}

/** When the dive master may have listed trips: after signing up, and after approval if any. */
function activeSince(user: DemoUser): number {
  const approved = user.certification?.status === 'approved' ? user.certification.reviewedAt : null;
  return Date.parse(approved ?? user.createdAt);
}

/** `count` trips by the given dive masters (approved ones list most of them). */
export function generateTrips(rng: Random, options: TripsOptions): Trip[] {
  const { now, admins } = options;
  const approvedMasters = options.diveMasters.filter((u) => u.certification?.status === 'approved');
  const otherMasters = options.diveMasters.filter((u) => u.certification?.status === 'pending');
  const today = startOfDay(now);
  const trips: Trip[] = [];
  for (let i = 0; i < options.count; i++) {
    const r = rng.fork(`trip/${i}`);
    let status = r.weighted<ReviewStatus>([['approved', 50], ['pending', 32], ['rejected', 18]]);
    const byPending = status !== 'approved' && otherMasters.length > 0 && r.chance(0.12);
    const pool = byPending || approvedMasters.length === 0 ? otherMasters : approvedMasters;
    if (pool.length === 0) throw new Error('generateTrips: no dive masters to list trips');
    if (pool !== approvedMasters) status = 'pending';

    let site = r.pick(DIVE_SITES);
    let start = today + startOffset(r, status) * DAY_MS;
    for (let tries = 0; !inSeason(site, start) && tries < 24; tries++) {
      if (tries % 4 === 3) site = r.pick(DIVE_SITES);
      else start = today + startOffset(r, status) * DAY_MS;
    }
    const kind = r.pick(site.kinds);
    const [minDays, maxDays] = DAYS[kind];
    const days = r.int(minDays, maxDays);

    let master = r.pick(pool);
    let latest = Math.min(now, start - (status === 'approved' ? 2 : 1) * DAY_MS);
    for (let tries = 0; latest - activeSince(master) < 2 * DAY_MS && tries < 10; tries++) master = r.pick(pool);
    if (latest - activeSince(master) < 2 * DAY_MS) {
      start = today + r.int(20, 200) * DAY_MS; // nobody could have listed it that early: move it ahead
      latest = now;
    }
    const timeline = reviewTimeline(r, { status, from: activeSince(master), to: latest, admins, reasons: TRIP_REASONS });

    const [minGroup, maxGroup] = GROUP[kind];
    const capacity = r.int(minGroup, maxGroup);
    const past = start < now;
    const filling = past ? r.int(Math.ceil(capacity * 0.6), capacity) : Math.min(capacity, Math.floor(r.next() ** 1.5 * (capacity + 1)));
    const booked = status === 'approved' ? filling : 0;
    const usd = days * r.float(site.usdPerDay[0], site.usdPerDay[1]);
    const currency = site.currency !== 'USD' && r.chance(0.15) ? 'USD' : site.currency;
    const bookingsUntil = Math.min(now, start);
    const bookingWindow = booked > 0 ? Math.max(0, bookingsUntil - timeline.updatedMs) : 0;
    const updated = timeline.updatedMs + Math.floor(r.next() * bookingWindow);
    const pictures = r.sample(Array.from({ length: IMAGE_COUNTS.trip }, (_, k) => k + 1), r.int(1, 4));

    trips.push({
      id: options.nextId(),
      title: tripTitle(r, site, kind, days),
      description: tripDescription(r, site, kind, days),
      location: { name: site.name, country: site.country },
      startDate: isoDate(start),
      endDate: isoDate(start + (days - 1) * DAY_MS),
      price: priceIn(usd, currency),
      capacity,
      booked,
      diveMaster: submitterOf(master),
      images: pictures.map((n) => imageUrl('trip', n)),
      ...reviewedFields(status, timeline, updated),
    });
  }
  return trips;
}
