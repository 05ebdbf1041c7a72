/**
 * The demo's people: one admin per staff role (the owner signs in with the configured e-mail), dive
 * masters with certifications in every review state, and divers from around the world.
 */
import type { Certification, ReviewStatus, StaffRole } from '../../src/contract';
import { certificationFor } from './agencies';
import { IMAGE_COUNTS, imageUrl } from './images';
import { emailFor, personFrom, phoneFor, type Person } from './names';
import type { Random } from './random';
import { CERTIFICATION_REASONS } from './reasons';
import { reviewTimeline, type Reviewer } from './reviews';
import { DAY_MS, HOUR_MS, iso } from './time';
import type { DemoUser } from './types';

export interface UsersOptions {
  diveMasters: number;
  divers: number;
  adminEmail: string;
  adminPassword: string;
  now: number;
  nextId: () => string;
}

export interface GeneratedUsers {
  users: DemoUser[];
  admins: Reviewer[];
  diveMasters: DemoUser[];
  divers: DemoUser[];
}

/**
 * One admin per staff role; `email: null` is the configured admin e-mail. The first three have
 * worked here longest: the review histories, news and legal versions of the demo name them.
 */
const ADMINS: readonly (Person & { email: string | null; ageDays: number; staffRole: StaffRole })[] = [
  { firstName: 'Marina', lastName: 'Costa', latinFirst: 'Marina', latinLast: 'Costa', country: 'PT', email: null, ageDays: 910, staffRole: 'owner' },
  { firstName: 'Layla', lastName: 'Haddad', latinFirst: 'Layla', latinLast: 'Haddad', country: 'JO', email: 'layla.haddad@diving.test', ageDays: 640, staffRole: 'reviewer' },
  { firstName: 'Kenji', lastName: 'Watanabe', latinFirst: 'Kenji', latinLast: 'Watanabe', country: 'JP', email: 'kenji.watanabe@diving.test', ageDays: 380, staffRole: 'editor' },
  { firstName: 'Lucía', lastName: 'Romero', latinFirst: 'Lucia', latinLast: 'Romero', country: 'ES', email: 'lucia.romero@diving.test', ageDays: 210, staffRole: 'support' },
  { firstName: 'Ingrid', lastName: 'Berg', latinFirst: 'Ingrid', latinLast: 'Berg', country: 'NO', email: 'ingrid.berg@diving.test', ageDays: 95, staffRole: 'auditor' },
];
/** How many of `ADMINS` the demo's review histories, news and legal versions name. */
const VETERANS = 3;

const DIVE_MASTER_COUNTRIES: readonly (readonly [string, number])[] = [
  ['EG', 10], ['ID', 10], ['PH', 9], ['TH', 9], ['MX', 8], ['AU', 7], ['ES', 7], ['MY', 4], ['PT', 3], ['FR', 3], ['IT', 3],
  ['JP', 3], ['BR', 3], ['GB', 3], ['US', 3], ['NZ', 2], ['SA', 2], ['NO', 2], ['DE', 2], ['CN', 2], ['JO', 1],
];
const DIVER_COUNTRIES: readonly (readonly [string, number])[] = [
  ['CN', 9], ['US', 8], ['GB', 7], ['DE', 7], ['FR', 7], ['ES', 7], ['AU', 6], ['IT', 5], ['JP', 5], ['MX', 4], ['BR', 4],
  ['NO', 3], ['SA', 3], ['EG', 3], ['ID', 3], ['PH', 3], ['TH', 3], ['MY', 2], ['NZ', 2], ['PT', 2], ['JO', 1],
];

/** Spreads `count` over statuses in fixed proportions, shuffled (so every status appears once count ≥ 3). */
function statusesFor(rng: Random, count: number): ReviewStatus[] {
  const approved = Math.round(count * 0.55);
  const pending = Math.round(count * 0.28);
  const list: ReviewStatus[] = [];
  for (let i = 0; i < count; i++) list.push(i < approved ? 'approved' : i < approved + pending ? 'pending' : 'rejected');
  return rng.shuffle(list);
}

function base(rng: Random, person: Person, email: string, createdMs: number, now: number, id: string): DemoUser {
  return {
    id, email, firstName: person.firstName, lastName: person.lastName,
    phone: phoneFor(rng, person.country), country: person.country,
    role: 'diver', status: 'active', avatarUrl: null,
    createdAt: iso(createdMs), updatedAt: iso(createdMs),
    lastLoginAt: iso(now - Math.floor(rng.next() ** 3 * (now - createdMs))),
    certification: null, password: null,
  };
}

/** Account age in ms: up to four years, newer accounts more common. */
function accountAge(rng: Random): number {
  return Math.floor((rng.next() ** 1.6 * 1400 + 0.2) * DAY_MS);
}

/** The admins, dive masters and divers, with unique e-mail addresses. */
export function generateUsers(rng: Random, options: UsersOptions): GeneratedUsers {
  const { now, nextId } = options;
  const taken = new Set<string>();
  const adminRng = rng.fork('admins');
  const admins = ADMINS.map((person, i) => {
    const wanted = (person.email ?? options.adminEmail).trim();
    const at = wanted.lastIndexOf('@');
    let email = wanted;
    for (let n = 2; taken.has(email.toLowerCase()); n++) email = `${wanted.slice(0, at)}${n}${wanted.slice(at)}`;
    taken.add(email.toLowerCase());
    const created = now - person.ageDays * DAY_MS;
    const user = base(adminRng, person, email, created, now, nextId());
    return { ...user, role: 'admin' as const, staffRole: person.staffRole, avatarUrl: imageUrl('avatar', i + 1), lastLoginAt: iso(now - adminRng.int(1, 72) * HOUR_MS), password: options.adminPassword };
  });
  const reviewers: Reviewer[] = admins.slice(0, VETERANS).map((a) => ({ id: a.id, name: `${a.firstName} ${a.lastName}` }));

  const dmRng = rng.fork('dive-masters');
  const diveMasters = statusesFor(dmRng, options.diveMasters).map((status) => {
    const person = personFrom(dmRng, dmRng.weighted(DIVE_MASTER_COUNTRIES), 0.2);
    const created = now - accountAge(dmRng);
    const user = base(dmRng, person, emailFor(dmRng, person, taken), created, now, nextId());
    const card = certificationFor(dmRng, person.country);
    const timeline = reviewTimeline(dmRng, { status, from: created + HOUR_MS, to: now, admins: reviewers, reasons: CERTIFICATION_REASONS });
    const certification: Certification = {
      status, ...card,
      documentUrl: status === 'approved' || dmRng.chance(0.9) ? imageUrl('cert', dmRng.int(1, IMAGE_COUNTS.cert)) : null,
      submittedAt: timeline.submittedAt, reviewedAt: timeline.reviewedAt, reason: timeline.reason, history: timeline.history,
    };
    return finish(dmRng, { ...user, role: 'diveMaster', certification }, {
      now, created, updated: timeline.updatedMs,
      blocked: status === 'rejected' ? 0.15 : 0.02, noPhone: 0.05, noCountry: 0, avatar: 0.5, neverLoggedIn: 0.03,
    });
  });

  const diverRng = rng.fork('divers');
  const divers = Array.from({ length: options.divers }, () => {
    const person = personFrom(diverRng, diverRng.weighted(DIVER_COUNTRIES));
    const created = now - accountAge(diverRng);
    const user = base(diverRng, person, emailFor(diverRng, person, taken), created, now, nextId());
    return finish(diverRng, user, { now, created, updated: created, blocked: 0.03, noPhone: 0.22, noCountry: 0.08, avatar: 0.3, neverLoggedIn: 0.12 });
  });

  return { users: [...admins, ...diveMasters, ...divers], admins: reviewers, diveMasters, divers };
}

interface Finish {
  now: number;
  created: number;
  /** Latest event so far (epoch ms). */
  updated: number;
  blocked: number;
  noPhone: number;
  noCountry: number;
  avatar: number;
  neverLoggedIn: number;
}

/** Applies the optional fields' odds and maybe a later profile update. */
function finish(rng: Random, user: DemoUser, odds: Finish): DemoUser {
  const lastLoginAt = rng.chance(odds.neverLoggedIn) ? null : user.lastLoginAt;
  // Users edit their profile while signed in: a later update falls before the last sign-in.
  const until = Math.max(odds.updated, lastLoginAt === null ? odds.updated : Date.parse(lastLoginAt));
  const updated = rng.chance(0.4) ? odds.updated + Math.floor(rng.next() * (until - odds.updated)) : odds.updated;
  return {
    ...user,
    status: rng.chance(odds.blocked) ? 'blocked' : 'active',
    phone: rng.chance(odds.noPhone) ? null : user.phone,
    country: rng.chance(odds.noCountry) ? null : user.country,
    avatarUrl: rng.chance(odds.avatar) ? imageUrl('avatar', rng.int(1, IMAGE_COUNTS.avatar)) : null,
    lastLoginAt,
    updatedAt: iso(Math.max(odds.created, updated)),
  };
}
