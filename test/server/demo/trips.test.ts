import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateDemoData } from '../../../server/demo';
import { approximateUsd } from '../../../server/demo/money';
import { DIVE_SITES } from '../../../server/demo/places';

const NOW = new Date('2026-11-22T10:15:00.000Z');
const TODAY = NOW.toISOString().slice(0, 10);
const options = { adminEmail: 'admin@diving.test', adminPassword: 'secret-pass', now: NOW } as const;
const normal = generateDemoData({ ...options, size: 'normal' }).trips;
const large = generateDemoData({ ...options, size: 'large' }).trips;
const days = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;

test('runs 1 to 14 days, mostly ahead, with pending trips always ahead', () => {
  for (const trip of large) {
    const length = days(trip.startDate, trip.endDate);
    assert.ok(length >= 1 && length <= 14, `${trip.id}: ${length} days`);
    if (trip.status === 'pending') assert.ok(trip.startDate > TODAY, trip.id);
  }
  const past = normal.filter((t) => t.startDate < TODAY).length;
  assert.ok(past > 0 && past < normal.length / 3, `${past} past trips`);
});

test('takes place at real sites, in season', () => {
  for (const trip of large) {
    const site = DIVE_SITES.find((s) => s.name === trip.location.name);
    assert.ok(site, trip.location.name);
    assert.equal(trip.location.country, site.country);
    if (site.season) assert.ok(site.season.includes(Number(trip.startDate.slice(5, 7))), `${trip.id} at ${site.name} on ${trip.startDate}`);
  }
  assert.ok(new Set(normal.map((t) => t.location.country)).size >= 12);
});

test('books places on approved trips only, never more than the capacity', () => {
  for (const trip of large) {
    assert.ok(trip.booked <= trip.capacity, trip.id);
    if (trip.status !== 'approved') assert.equal(trip.booked, 0, trip.id);
  }
  assert.ok(large.some((t) => t.booked === t.capacity));
  assert.ok(large.some((t) => t.status === 'approved' && t.booked === 0));
});

test('prices trips in many currencies at realistic amounts per day', () => {
  const currencies = new Set(normal.map((t) => t.price.currency));
  assert.ok(currencies.size >= 8, [...currencies].join());
  for (const code of ['EUR', 'USD', 'AUD', 'IDR', 'THB', 'EGP', 'MXN']) assert.ok(large.some((t) => t.price.currency === code), code);
  for (const trip of large) {
    assert.ok(Number.isInteger(trip.price.amount), trip.id);
    const perDay = approximateUsd(trip.price) / days(trip.startDate, trip.endDate);
    assert.ok(perDay >= 30 && perDay <= 750, `${trip.id}: ${perDay} USD a day`);
  }
});

test('keeps a healthy pending queue and varied titles', () => {
  const pending = normal.filter((t) => t.status === 'pending').length;
  assert.ok(pending >= 15, `${pending} pending`);
  assert.ok(normal.some((t) => t.status === 'rejected'));
  assert.ok(new Set(normal.map((t) => t.title)).size >= normal.length * 0.8);
  assert.ok(normal.every((t) => t.images.length >= 1 && t.images.length <= 4));
});
