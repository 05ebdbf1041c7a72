import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateDemoData, type DemoDataset } from '../../../server/demo';
import { IMAGE_NAMES } from '../../../server/demo/images';
import type { Review } from '../../../src/contract';
import { checkContactMessage, checkLegal, checkNews, checkProduct, checkSiteContact, checkTrip, checkUser } from '../../helpers/demo-check';

const NOW = new Date('2026-11-22T10:15:00.000Z');
const OPTIONS = { size: 'normal', adminEmail: 'admin@diving.test', adminPassword: 'diving-admin', now: NOW } as const;
const DAY_MS = 86_400_000;
const data = generateDemoData(OPTIONS);

const count = <T>(items: readonly T[], predicate: (item: T) => boolean) => items.filter(predicate).length;

test('generates byte-identical data for the same options', () => {
  const again = generateDemoData(OPTIONS);
  assert.deepEqual(again, data);
  assert.equal(JSON.stringify(again), JSON.stringify(data));
});

test('shifts every date by the change of now', () => {
  const later = generateDemoData({ ...OPTIONS, now: new Date(NOW.getTime() + 14 * DAY_MS) });
  const shift = (a: string, b: string) => Date.parse(b) - Date.parse(a);
  data.users.forEach((user, i) => {
    const other = later.users[i];
    assert.ok(other);
    assert.equal(other.email, user.email);
    assert.equal(shift(user.createdAt, other.createdAt), 14 * DAY_MS);
    assert.equal(shift(user.updatedAt, other.updatedAt), 14 * DAY_MS);
  });
  for (const key of ['news', 'contact'] as const) {
    data[key].forEach((item, i) => assert.equal(shift(item.createdAt, later[key][i]?.createdAt ?? ''), 14 * DAY_MS));
  }
  // Seasons may move a trip to another site; the rest keep their shape and move with now.
  const moved = data.trips.filter((trip, i) => shift(trip.startDate, later.trips[i]?.startDate ?? '') === 14 * DAY_MS).length;
  assert.ok(moved >= data.trips.length * 0.8, `${moved} of ${data.trips.length} trips shifted`);
});

test('has the normal sizes', () => {
  assert.equal(data.users.length, 245);
  assert.equal(count(data.users, (u) => u.role === 'admin'), 5);
  assert.equal(count(data.users, (u) => u.role === 'diveMaster'), 60);
  assert.equal(count(data.users, (u) => u.role === 'diver'), 180);
  assert.equal(data.trips.length, 80);
  assert.equal(data.products.length, 120);
  assert.equal(data.news.length, 12);
  assert.deepEqual(data.legal.map((d) => d.type).sort(), ['about', 'privacy', 'terms']);
  assert.equal(data.contact.length, 40);
});

// How fast it generates them is a figure of `npm run bench:server` (a timed test fails on a loaded machine).
test('has the large sizes', () => {
  const large = generateDemoData({ ...OPTIONS, size: 'large' });
  assert.equal(large.users.length, 10_000);
  assert.equal(large.trips.length, 5_000);
  assert.equal(large.products.length, 5_000);
  assert.equal(large.news.length, 12);
  assert.equal(large.contact.length, 40);
  assert.equal(new Set(large.users.map((u) => u.email)).size, 10_000);
  assert.equal(new Set(large.users.map((u) => u.id)).size, 10_000);
  assert.deepEqual(validate(large), []);
  assert.deepEqual(integrity(large), []);
});

test('gives passwords to the admins only, the first one signing in with the configured e-mail', () => {
  const [first, ...others] = data.users.filter((u) => u.role === 'admin');
  assert.equal(first?.email, 'admin@diving.test');
  assert.equal(others.length, 4);
  for (const admin of [first, ...others]) assert.equal(admin?.password, 'diving-admin');
  for (const admin of others) assert.match(admin.email, /^[a-z.]+@diving\.test$/);
  assert.ok(data.users.filter((u) => u.role !== 'admin').every((u) => u.password === null));
});

test('gives one admin each staff role, the owner signing in with the configured e-mail', () => {
  const admins = data.users.filter((u) => u.role === 'admin');
  assert.deepEqual(admins.map((u) => [u.email, u.staffRole]), [
    ['admin@diving.test', 'owner'],
    ['layla.haddad@diving.test', 'reviewer'],
    ['kenji.watanabe@diving.test', 'editor'],
    ['lucia.romero@diving.test', 'support'],
    ['ingrid.berg@diving.test', 'auditor'],
  ]);
  assert.ok(data.users.filter((u) => u.role !== 'admin').every((u) => u.staffRole === undefined));
});

test('keeps admin e-mails unique when the configured one collides', () => {
  const clash = generateDemoData({ ...OPTIONS, adminEmail: 'layla.haddad@diving.test' });
  const emails = clash.users.filter((u) => u.role === 'admin').map((u) => u.email);
  assert.equal(new Set(emails.map((e) => e.toLowerCase())).size, 5);
  assert.equal(emails[0], 'layla.haddad@diving.test');
});

/** Every entity against the contract's shapes. */
function validate(d: DemoDataset): string[] {
  const problems: string[] = [];
  d.users.forEach((u, i) => checkUser(u, `users[${i}]`, problems));
  d.trips.forEach((t, i) => checkTrip(t, `trips[${i}]`, problems));
  d.products.forEach((p, i) => checkProduct(p, `products[${i}]`, problems));
  d.news.forEach((n, i) => checkNews(n, `news[${i}]`, problems));
  d.legal.forEach((l, i) => checkLegal(l, `legal[${i}]`, problems));
  checkSiteContact(d.siteContact, 'siteContact', problems);
  d.contact.forEach((m, i) => checkContactMessage(m, `contact[${i}]`, problems));
  return problems;
}

/** References between entities: dive masters, sellers, reviewers, authors, uploads. */
function integrity(d: DemoDataset): string[] {
  const problems: string[] = [];
  const users = new Map(d.users.map((u) => [u.id, u]));
  const admins = new Map(d.users.filter((u) => u.role === 'admin').map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
  const images = new Set(IMAGE_NAMES.map((name) => `/api/v1/uploads/${name}`));
  const reviews = (history: readonly Review[], at: string) => history.forEach((r, i) => {
    if (admins.get(r.by.id) !== r.by.name) problems.push(`${at}.history[${i}].by is not an admin`);
  });
  const upload = (url: string | null, at: string) => {
    if (url !== null && !images.has(url)) problems.push(`${at}: ${url} is not a demo image`);
  };
  for (const u of d.users) {
    upload(u.avatarUrl, u.id);
    if ((u.role === 'diveMaster') !== (u.certification !== null)) problems.push(`${u.id}: certification iff dive master`);
    if (u.certification) {
      reviews(u.certification.history, u.id);
      upload(u.certification.documentUrl, u.id);
    }
  }
  for (const t of d.trips) {
    const dm = users.get(t.diveMaster.id);
    if (dm?.role !== 'diveMaster' || dm.email !== t.diveMaster.email || dm.firstName !== t.diveMaster.firstName || dm.lastName !== t.diveMaster.lastName) problems.push(`${t.id}: diveMaster is not a dive master user`);
    if (dm && t.createdAt < dm.createdAt) problems.push(`${t.id}: created before its dive master`);
    reviews(t.history, t.id);
    t.images.forEach((url) => upload(url, t.id));
  }
  for (const p of d.products) {
    const seller = users.get(p.seller.id);
    if (!seller || seller.role === 'admin' || seller.email !== p.seller.email) problems.push(`${p.id}: seller is not a user`);
    if (p.category === 'courses' && seller?.role !== 'diveMaster') problems.push(`${p.id}: course not sold by a dive master`);
    reviews(p.history, p.id);
    p.images.forEach((url) => upload(url, p.id));
  }
  for (const n of d.news) {
    if (admins.get(n.author.id) !== n.author.name) problems.push(`${n.id}: author is not an admin`);
    upload(n.coverImageUrl, n.id);
  }
  for (const l of d.legal) if (l.updatedBy && admins.get(l.updatedBy.id) !== l.updatedBy.name) problems.push(`${l.id}: editor is not an admin`);
  return problems;
}

test('every entity matches the contract', () => {
  assert.deepEqual(validate(data), []);
});

test('every reference points at an existing user, admin or image', () => {
  assert.deepEqual(integrity(data), []);
});

test('trips by approved dive masters list every trip that is approved', () => {
  const users = new Map(data.users.map((u) => [u.id, u]));
  for (const trip of data.trips.filter((t) => t.status === 'approved')) {
    assert.equal(users.get(trip.diveMaster.id)?.certification?.status, 'approved', trip.id);
  }
  assert.ok(count(data.trips, (t) => users.get(t.diveMaster.id)?.certification?.status === 'approved') >= data.trips.length * 0.8);
});

test('the shape checker reports broken fields', () => {
  const trip = data.trips[0];
  assert.ok(trip);
  const broken = { ...trip, endDate: '2020-01-01', booked: trip.capacity + 1, price: { amount: 12.5, currency: 'euro' }, status: 'maybe', createdAt: 'yesterday' };
  const problems = checkTrip(broken, 'trip');
  for (const field of ['endDate', 'booked', 'price.amount', 'price.currency', 'status', 'createdAt']) {
    assert.ok(problems.some((p) => p.startsWith(`trip.${field}:`)), `${field} in ${problems.join('; ')}`);
  }
  assert.ok(checkUser({ ...data.users[0], email: 'not-an-email', country: 'ESP' }, 'user').length >= 2);
});
