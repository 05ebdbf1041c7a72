import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createI18n, formatRelativeTime, relativeTimeParts, type Language, type Messages } from '../../../src/lib/i18n';

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

// [distance in ms, English past, English future, Spanish past]
const BOUNDARIES: [number, string, string, string][] = [
  [0, 'a few seconds ago', 'a few seconds ago', 'hace unos segundos'],
  [44 * S, 'a few seconds ago', 'in a few seconds', 'hace unos segundos'],
  [45 * S, 'a minute ago', 'in a minute', 'hace un minuto'],
  [89 * S, 'a minute ago', 'in a minute', 'hace un minuto'],
  [90 * S, '2 minutes ago', 'in 2 minutes', 'hace 2 minutos'],
  [44 * MIN, '44 minutes ago', 'in 44 minutes', 'hace 44 minutos'],
  [45 * MIN, 'an hour ago', 'in an hour', 'hace una hora'],
  [89 * MIN, 'an hour ago', 'in an hour', 'hace una hora'],
  [90 * MIN, '2 hours ago', 'in 2 hours', 'hace 2 horas'],
  [21 * H, '21 hours ago', 'in 21 hours', 'hace 21 horas'],
  [22 * H, 'a day ago', 'in a day', 'hace un día'],
  [35 * H, 'a day ago', 'in a day', 'hace un día'],
  [36 * H, '2 days ago', 'in 2 days', 'hace 2 días'],
  [25 * D, '25 days ago', 'in 25 days', 'hace 25 días'],
  [26 * D, 'a month ago', 'in a month', 'hace un mes'],
  [44 * D, 'a month ago', 'in a month', 'hace un mes'],
  [45 * D, '2 months ago', 'in 2 months', 'hace 2 meses'],
  [319 * D, '10 months ago', 'in 10 months', 'hace 10 meses'],
  [320 * D, 'a year ago', 'in a year', 'hace un año'],
  [547 * D, 'a year ago', 'in a year', 'hace un año'],
  [548 * D, '2 years ago', 'in 2 years', 'hace 2 años'],
  [3653 * D, '10 years ago', 'in 10 years', 'hace 10 años'],
];

test('words each threshold like the fromNow convention, past and future, in English', () => {
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
