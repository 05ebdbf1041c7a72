import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  createI18n, formatAge, formatRelativeTime, monthDiff, relativeTimeParts, type Language, type Messages,
} from '../../../src/lib/i18n';

// Months are calendar months in local time, as dayjs counts them: pin the zone so the expected
// words hold on every machine (each test file runs in its own process).
process.env.TZ = 'UTC';

const part = (lang: Language) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${lang}.json`, import.meta.url), 'utf8')) as Messages;

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function i18nIn(language: Language) {
  return createI18n({ loaders: {}, resources: { en: part('en'), [language]: part(language) }, storage: null, navigatorLanguages: [language] });
}

// [distance in ms, English past, English future, Spanish past], from NOW = 2026-11-22 12:00 UTC.
// Every threshold of dayjs's relativeTime plugin on both sides, including the half units where
// its Math.round tips over. Values computed by dayjs 1.11's algorithm (plugin/relativeTime,
// utils monthDiff). Months count on the calendar, so past and future differ around a month and a
// year: 45.5 days back is still "a month ago" but ahead is "in 2 months".
const BOUNDARIES: [number, string, string, string][] = [
  [0, 'a few seconds ago', 'a few seconds ago', 'hace unos segundos'],
  [44 * S, 'a few seconds ago', 'in a few seconds', 'hace unos segundos'],
  [44.4 * S, 'a few seconds ago', 'in a few seconds', 'hace unos segundos'],
  [44.5 * S, 'a minute ago', 'in a minute', 'hace un minuto'],
  [45 * S, 'a minute ago', 'in a minute', 'hace un minuto'],
  [89 * S, 'a minute ago', 'in a minute', 'hace un minuto'],
  [89.5 * S, 'a minute ago', 'in a minute', 'hace un minuto'],
  [90 * S, '2 minutes ago', 'in 2 minutes', 'hace 2 minutos'],
  [44 * MIN, '44 minutes ago', 'in 44 minutes', 'hace 44 minutos'],
  [44.5 * MIN, 'an hour ago', 'in an hour', 'hace una hora'],
  [45 * MIN, 'an hour ago', 'in an hour', 'hace una hora'],
  [89 * MIN, 'an hour ago', 'in an hour', 'hace una hora'],
  [89.5 * MIN, 'an hour ago', 'in an hour', 'hace una hora'],
  [90 * MIN, '2 hours ago', 'in 2 hours', 'hace 2 horas'],
  [21 * H, '21 hours ago', 'in 21 hours', 'hace 21 horas'],
  [21.5 * H, 'a day ago', 'in a day', 'hace un día'],
  [22 * H, 'a day ago', 'in a day', 'hace un día'],
  [35 * H, 'a day ago', 'in a day', 'hace un día'],
  [35.5 * H, 'a day ago', 'in a day', 'hace un día'],
  [36 * H, '2 days ago', 'in 2 days', 'hace 2 días'],
  [25 * D, '25 days ago', 'in 25 days', 'hace 25 días'],
  [25.5 * D, 'a month ago', 'in a month', 'hace un mes'],
  [26 * D, 'a month ago', 'in a month', 'hace un mes'],
  [44 * D, 'a month ago', 'in a month', 'hace un mes'],
  [44.6 * D, 'a month ago', 'in a month', 'hace un mes'],
  [45 * D, 'a month ago', 'in a month', 'hace un mes'],
  [45.5 * D, 'a month ago', 'in 2 months', 'hace un mes'],
  [46 * D, '2 months ago', 'in 2 months', 'hace 2 meses'],
  [318 * D, '10 months ago', 'in 10 months', 'hace 10 meses'],
  [319 * D, '10 months ago', 'in a year', 'hace 10 meses'],
  [319.5 * D, 'a year ago', 'in a year', 'hace un año'],
  [320 * D, 'a year ago', 'in a year', 'hace un año'],
  [546 * D, 'a year ago', 'in a year', 'hace un año'],
  [547 * D, 'a year ago', 'in 2 years', 'hace un año'],
  [548 * D, 'a year ago', 'in 2 years', 'hace un año'],
  [549 * D, '2 years ago', 'in 2 years', 'hace 2 años'],
  [3653 * D, '10 years ago', 'in 10 years', 'hace 10 años'],
];

test('words each threshold as dayjs fromNow does, past and future, in English', () => {
  const i18n = i18nIn('en');
  for (const [distance, past, future] of BOUNDARIES) {
    assert.equal(formatRelativeTime(i18n, NOW - distance, NOW), past, `past ${distance} ms`);
    assert.equal(formatRelativeTime(i18n, NOW + distance, NOW), future, `future ${distance} ms`);
  }
});

test('words each threshold in Spanish', () => {
  const i18n = i18nIn('es');
  for (const [distance, , , past] of BOUNDARIES) {
    assert.equal(formatRelativeTime(i18n, NOW - distance, NOW), past, `past ${distance} ms`);
  }
  assert.equal(formatRelativeTime(i18n, NOW + 3 * D, NOW), 'en 3 días');
});

test('uses every Arabic plural form and the Chinese wording', () => {
  const ar = i18nIn('ar');
  assert.equal(formatRelativeTime(ar, NOW - 2 * D, NOW), 'منذ يومين');
  assert.equal(formatRelativeTime(ar, NOW - 3 * D, NOW), `منذ ${ar.formatNumber(3)} أيام`);
  assert.equal(formatRelativeTime(ar, NOW - 11 * D, NOW), `منذ ${ar.formatNumber(11)} يومًا`);
  assert.equal(formatRelativeTime(ar, NOW + 3 * H, NOW), `بعد ${ar.formatNumber(3)} ساعات`);
  assert.equal(formatRelativeTime(ar, NOW - 10 * S, NOW), 'منذ بضع ثوانٍ');
  const zh = i18nIn('zh-cn');
  assert.equal(formatRelativeTime(zh, NOW - 3 * D, NOW), '3 天前');
  assert.equal(formatRelativeTime(zh, NOW + 30 * MIN, NOW), '30 分钟后');
});

test('reads ISO strings and Date objects, and gives an empty string for an invalid date', () => {
  const i18n = i18nIn('en');
  assert.equal(formatRelativeTime(i18n, new Date(NOW - 3 * D).toISOString(), NOW), '3 days ago');
  assert.equal(formatRelativeTime(i18n, new Date(NOW - 5 * MIN), NOW), '5 minutes ago');
  assert.equal(formatRelativeTime(i18n, 'not a date', NOW), '');
});

test('picks units and counts from the difference alone', () => {
  assert.deepEqual(relativeTimeParts(-3 * D), { direction: 'past', unit: 'days', count: 3 });
  assert.deepEqual(relativeTimeParts(2 * H), { direction: 'future', unit: 'hours', count: 2 });
  assert.deepEqual(relativeTimeParts(0), { direction: 'past', unit: 'seconds' });
});

test('the cases dayjs words differently from a days-only count: 44.6 days and 547 days ahead', () => {
  const i18n = i18nIn('en');
  assert.equal(formatRelativeTime(i18n, NOW - 44.6 * D, NOW), 'a month ago');
  assert.equal(formatRelativeTime(i18n, NOW + 547 * D, NOW), 'in 2 years');
});

test('a plural unit that rounds to one says the singular, as dayjs does ("1 minutes" → "a minute")', () => {
  assert.deepEqual(relativeTimeParts(-89.5 * S, NOW), { direction: 'past', unit: 'minute' });
  assert.deepEqual(relativeTimeParts(-89.5 * MIN, NOW), { direction: 'past', unit: 'hour' });
  assert.deepEqual(relativeTimeParts(-35.5 * H, NOW), { direction: 'past', unit: 'day' });
  assert.deepEqual(relativeTimeParts(-45.5 * D, NOW), { direction: 'past', unit: 'month' });
});

test('counts months on the calendar, clamping to the end of short months', () => {
  const at = (y: number, m: number, d: number, h = 0) => new Date(Date.UTC(y, m, d, h));
  assert.equal(monthDiff(at(2026, 2, 15), at(2026, 0, 15)), 2);
  assert.equal(monthDiff(at(2026, 0, 15), at(2026, 2, 15)), -2);
  assert.equal(monthDiff(at(2026, 1, 28), at(2026, 0, 31)), 1, 'Jan 31 + 1 month is Feb 28');
  assert.equal(monthDiff(at(2026, 11, 7, 12), at(2026, 10, 22, 12)), 0.5, 'half of the 30 days from Nov 22 to Dec 22');
  assert.equal(monthDiff(at(2026, 10, 22), at(2026, 10, 22)), 0);
});

test('measures days in local days across a daylight-saving change, as dayjs does', () => {
  process.env.TZ = 'Europe/Madrid';
  try {
    const now = new Date(2026, 9, 26, 12).getTime(); // the day after summer time ended
    const i18n = i18nIn('en');
    // 36 hours back is only 35 hours of local time: dayjs says "a day ago" (2 days in UTC).
    assert.equal(formatRelativeTime(i18n, now - 36 * H, now), 'a day ago');
    assert.equal(formatRelativeTime(i18n, now - 37 * H, now), '2 days ago');
  } finally {
    process.env.TZ = 'UTC';
  }
});

test('formats an age without "ago" for queues, in every language', () => {
  assert.equal(formatAge(i18nIn('en'), NOW - 3 * D, NOW), '3 days');
  assert.equal(formatAge(i18nIn('en'), NOW - 50 * MIN, NOW), 'an hour');
  assert.equal(formatAge(i18nIn('en'), NOW - 10 * S, NOW), 'a few seconds');
  assert.equal(formatAge(i18nIn('en'), new Date(NOW - 5 * H).toISOString(), NOW), '5 hours');
  assert.equal(formatAge(i18nIn('es'), NOW - 3 * D, NOW), '3 días');
  const ar = i18nIn('ar');
  assert.equal(formatAge(ar, NOW - 2 * D, NOW), 'يومان');
  assert.equal(formatAge(ar, NOW - 3 * D, NOW), `${ar.formatNumber(3)} أيام`);
  assert.equal(formatAge(i18nIn('zh-cn'), NOW - 3 * D, NOW), '3 天');
  assert.equal(formatAge(i18nIn('en'), 'nope', NOW), '');
});
