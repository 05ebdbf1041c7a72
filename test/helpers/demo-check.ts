// A small shape checker for the wire contract: each function lists the problems of one entity
// ("trips[3].price.amount: not an integer"), so a failing test names every broken field at once.
import {
  CONTACT_STATUSES, LEGAL_TYPES, NEWS_STATUSES, PRODUCT_CATEGORIES, REVIEW_STATUSES, ROLES, USER_STATUSES,
} from '../../src/contract';

type Problems = string[];
type Obj = Record<string, unknown>;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Checker {
  constructor(readonly problems: Problems, readonly at: string) {}
  fail(field: string, why: string): void {
    this.problems.push(`${this.at}.${field}: ${why}`);
  }
  string(o: Obj, field: string, { nullable = false, max = 100_000, min = 1 } = {}): void {
    const v = o[field];
    if (v === null && nullable) return;
    if (typeof v !== 'string') return this.fail(field, `not a string (${JSON.stringify(v)})`);
    if (v.length < min || v.length > max) this.fail(field, `length ${v.length} outside ${min}–${max}`);
    if (v !== v.trim()) this.fail(field, 'not trimmed');
  }
  oneOf(o: Obj, field: string, allowed: readonly string[]): void {
    if (!allowed.includes(o[field] as string)) this.fail(field, `${JSON.stringify(o[field])} not one of ${allowed.join(', ')}`);
  }
  time(o: Obj, field: string, nullable = false): void {
    const v = o[field];
    if (v === null && nullable) return;
    if (typeof v !== 'string' || !ISO_TIME.test(v) || new Date(v).toISOString() !== v) this.fail(field, `not an ISO time (${JSON.stringify(v)})`);
  }
  day(o: Obj, field: string): void {
    const v = o[field];
    if (typeof v !== 'string' || !ISO_DAY.test(v) || new Date(`${v}T00:00:00.000Z`).toISOString().slice(0, 10) !== v) this.fail(field, `not a date (${JSON.stringify(v)})`);
  }
  int(o: Obj, field: string, min = 0): void {
    const v = o[field];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min) this.fail(field, `not an integer ≥ ${min} (${JSON.stringify(v)})`);
  }
  email(o: Obj, field: string): void {
    const v = o[field];
    if (typeof v !== 'string' || !EMAIL.test(v) || v.length > 254) this.fail(field, `not an e-mail (${JSON.stringify(v)})`);
  }
  country(o: Obj, field: string, nullable = false): void {
    const v = o[field];
    if (v === null && nullable) return;
    if (typeof v !== 'string' || !/^[A-Z]{2}$/.test(v)) this.fail(field, `not ISO alpha-2 (${JSON.stringify(v)})`);
  }
  strings(o: Obj, field: string): void {
    const v = o[field];
    if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) this.fail(field, 'not a string array');
  }
  nested(o: Obj, field: string, nullable = false): Checker | null {
    const v = o[field];
    if (v === null && nullable) return null;
    if (!isObj(v)) {
      this.fail(field, 'not an object');
      return null;
    }
    return new Checker(this.problems, `${this.at}.${field}`);
  }
}

function review(c: Checker, o: Obj): void {
  c.time(o, 'at');
  const by = c.nested(o, 'by');
  if (by && isObj(o.by)) {
    by.string(o.by, 'id');
    by.string(o.by, 'name');
  }
  c.oneOf(o, 'status', REVIEW_STATUSES);
  c.string(o, 'reason', { nullable: true, max: 500 });
}

function reviewable(c: Checker, o: Obj): void {
  c.oneOf(o, 'status', REVIEW_STATUSES);
  c.string(o, 'reason', { nullable: true, max: 500 });
  c.time(o, 'submittedAt');
  c.time(o, 'reviewedAt', true);
  if (!Array.isArray(o.history)) c.fail('history', 'not an array');
  else o.history.forEach((r, i) => (isObj(r) ? review(new Checker(c.problems, `${c.at}.history[${i}]`), r) : c.fail(`history[${i}]`, 'not an object')));
  c.time(o, 'createdAt');
  c.time(o, 'updatedAt');
}

function person(c: Checker | null, o: unknown): void {
  if (!c || !isObj(o)) return;
  c.string(o, 'id');
  c.string(o, 'firstName', { max: 80 });
  c.string(o, 'lastName', { max: 80 });
  c.email(o, 'email');
}

function money(c: Checker | null, o: unknown): void {
  if (!c || !isObj(o)) return;
  c.int(o, 'amount', 1);
  if (typeof o.currency !== 'string' || !/^[A-Z]{3}$/.test(o.currency)) c.fail('currency', 'not ISO 4217');
}

/** Problems of a User (plus the demo's `password`). */
export function checkUser(value: object, at: string, problems: Problems = []): Problems {
  const o = value as Obj;
  const c = new Checker(problems, at);
  c.string(o, 'id');
  c.email(o, 'email');
  c.string(o, 'firstName', { max: 80 });
  c.string(o, 'lastName', { max: 80 });
  c.string(o, 'phone', { nullable: true, max: 32 });
  c.country(o, 'country', true);
  c.oneOf(o, 'role', ROLES);
  c.oneOf(o, 'status', USER_STATUSES);
  c.string(o, 'avatarUrl', { nullable: true });
  c.time(o, 'createdAt');
  c.time(o, 'updatedAt');
  c.time(o, 'lastLoginAt', true);
  const cert = c.nested(o, 'certification', true);
  if (cert && isObj(o.certification)) {
    const k = o.certification;
    for (const f of ['agency', 'level', 'number']) cert.string(k, f);
    cert.string(k, 'documentUrl', { nullable: true });
    reviewable(cert, { ...k, createdAt: k.submittedAt, updatedAt: k.submittedAt }); // a certification has no created/updated of its own
  }
  if (o.password !== null && typeof o.password !== 'string') c.fail('password', 'not string or null');
  return problems;
}

/** Problems of a Trip. */
export function checkTrip(value: object, at: string, problems: Problems = []): Problems {
  const o = value as Obj;
  const c = new Checker(problems, at);
  c.string(o, 'id');
  c.string(o, 'title', { max: 200 });
  c.string(o, 'description');
  const loc = c.nested(o, 'location');
  if (loc && isObj(o.location)) {
    loc.string(o.location, 'name');
    loc.country(o.location, 'country');
  }
  c.day(o, 'startDate');
  c.day(o, 'endDate');
  if (typeof o.startDate === 'string' && typeof o.endDate === 'string' && o.endDate < o.startDate) c.fail('endDate', 'before startDate');
  money(c.nested(o, 'price'), o.price);
  c.int(o, 'capacity', 1);
  c.int(o, 'booked', 0);
  if (typeof o.booked === 'number' && typeof o.capacity === 'number' && o.booked > o.capacity) c.fail('booked', 'over capacity');
  person(c.nested(o, 'diveMaster'), o.diveMaster);
  c.strings(o, 'images');
  reviewable(c, o);
  return problems;
}

/** Problems of a Product. */
export function checkProduct(value: object, at: string, problems: Problems = []): Problems {
  const o = value as Obj;
  const c = new Checker(problems, at);
  c.string(o, 'id');
  c.string(o, 'name', { max: 200 });
  c.string(o, 'description');
  c.oneOf(o, 'category', PRODUCT_CATEGORIES);
  c.oneOf(o, 'condition', ['new', 'used']);
  money(c.nested(o, 'price'), o.price);
  c.int(o, 'stock', 0);
  person(c.nested(o, 'seller'), o.seller);
  c.strings(o, 'images');
  reviewable(c, o);
  return problems;
}

/** Problems of a News article. */
export function checkNews(value: object, at: string, problems: Problems = []): Problems {
  const o = value as Obj;
  const c = new Checker(problems, at);
  c.string(o, 'id');
  c.string(o, 'title', { max: 200 });
  c.string(o, 'summary', { max: 500 });
  c.string(o, 'content');
  c.string(o, 'coverImageUrl', { nullable: true });
  c.oneOf(o, 'status', NEWS_STATUSES);
  c.time(o, 'publishedAt', true);
  if ((o.status === 'published') !== (o.publishedAt !== null)) c.fail('publishedAt', 'set exactly when published');
  const author = c.nested(o, 'author');
  if (author && isObj(o.author)) {
    author.string(o.author, 'id');
    author.string(o.author, 'name');
  }
  c.time(o, 'createdAt');
  c.time(o, 'updatedAt');
  return problems;
}

/** Problems of a LegalDocument. */
export function checkLegal(value: object, at: string, problems: Problems = []): Problems {
  const o = value as Obj;
  const c = new Checker(problems, at);
  c.string(o, 'id');
  c.oneOf(o, 'type', LEGAL_TYPES);
  c.string(o, 'title', { max: 200 });
  c.string(o, 'content');
  c.int(o, 'version', 1);
  c.time(o, 'updatedAt');
  const by = c.nested(o, 'updatedBy', true);
  if (by && isObj(o.updatedBy)) {
    by.string(o.updatedBy, 'id');
    by.string(o.updatedBy, 'name');
  }
  return problems;
}

/** Problems of the SiteContact. */
export function checkSiteContact(value: object, at: string, problems: Problems = []): Problems {
  const o = value as Obj;
  const c = new Checker(problems, at);
  c.string(o, 'id');
  c.email(o, 'email');
  c.string(o, 'phone', { max: 32 });
  c.string(o, 'whatsapp', { nullable: true, max: 32 });
  for (const f of ['address', 'city']) c.string(o, f);
  c.country(o, 'country');
  c.string(o, 'openingHours', { nullable: true });
  c.string(o, 'mapUrl', { nullable: true });
  const socials = c.nested(o, 'socials');
  if (socials && isObj(o.socials)) {
    for (const f of ['facebook', 'instagram', 'youtube', 'tiktok', 'x']) {
      const v = o.socials[f];
      if (v !== null && (typeof v !== 'string' || !v.startsWith('https://'))) socials.fail(f, 'not an https URL or null');
    }
  }
  c.time(o, 'updatedAt');
  return problems;
}

/** Problems of a ContactMessage. */
export function checkContactMessage(value: object, at: string, problems: Problems = []): Problems {
  const o = value as Obj;
  const c = new Checker(problems, at);
  c.string(o, 'id');
  c.string(o, 'name', { max: 80 });
  c.email(o, 'email');
  c.string(o, 'phone', { nullable: true, max: 32 });
  c.string(o, 'subject', { max: 200 });
  c.string(o, 'message');
  c.oneOf(o, 'status', CONTACT_STATUSES);
  c.time(o, 'createdAt');
  c.time(o, 'updatedAt');
  return problems;
}
