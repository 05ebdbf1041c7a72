import '../../helpers/dom';
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { createI18n, formatDate, type Messages } from '../../../src/lib/i18n';

const en: Messages = {
  greet: 'Hello {{name}}',
  only: { en: 'English only' },
  total: 'Total: {{amount}}',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
};
const es: Messages = { greet: 'Hola {{name}}', items_one: '{{count}} elemento', items_other: '{{count}} elementos' };
const ar: Messages = {
  files_zero: 'لا ملفات',
  files_one: 'ملف واحد',
  files_two: 'ملفان',
  files_few: '{{count}} ملفات',
  files_many: '{{count}} ملفًا',
  files_other: '{{count}} ملف',
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

test('detects the stored language first, then the browser, then en', () => {
  assert.equal(createI18n({ loaders: {}, storage: memoryStorage({ i18nextLng: 'ar-EG' }), navigatorLanguages: ['es'] }).language, 'ar');
  assert.equal(createI18n({ loaders: {}, storage: memoryStorage({ i18nextLng: 'xx' }), navigatorLanguages: ['fr', 'zh-CN'] }).language, 'zh-cn');
  assert.equal(createI18n({ loaders: {}, storage: memoryStorage(), navigatorLanguages: ['fr'] }).language, 'en');
});

test('reads i18nextLng from localStorage by default', () => {
  localStorage.setItem('i18nextLng', 'es-MX');
  assert.equal(createI18n({ loaders: {}, navigatorLanguages: ['en'] }).language, 'es');
});

test('loads the detected language and en in parallel on init, once each', async () => {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const loader = (lng: string, table: Messages) => () =>
    new Promise<{ default: Messages }>((done) => {
      calls.push(lng);
      pending.push(() => done({ default: table }));
    });
  const i18n = createI18n({ loaders: { en: loader('en', en), es: loader('es', es) }, storage: null, navigatorLanguages: ['es'] });
  assert.equal(i18n.ready, false);
  assert.deepEqual(calls, [], 'nothing loads before init');
  const done = i18n.init();
  await Promise.resolve();
  assert.deepEqual(calls.sort(), ['en', 'es'], 'both requested before either answers');
  for (const finish of pending) finish();
  await done;
  assert.equal(i18n.ready, true);
  assert.equal(i18n.t('greet', { name: 'Ana' }), 'Hola Ana');
  assert.equal(i18n.t('only.en'), 'English only');
  await i18n.changeLanguage('en');
  await i18n.changeLanguage('es');
  assert.equal(calls.length, 2, 'loaded tables are cached');
});

test('a storage that throws is read as empty and written nowhere, logged once', async (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const fail = (): never => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const i18n = createI18n({ loaders: {}, resources: { en, es }, storage: { getItem: fail, setItem: fail }, navigatorLanguages: ['es-AR'] });
  assert.equal(i18n.language, 'es', 'the browser decides');
  await i18n.changeLanguage('en');
  assert.equal(i18n.language, 'en');
  assert.equal(i18n.t('greet', { name: 'Ana' }), 'Hello Ana');
  assert.equal(warn.mock.callCount(), 1);
  assert.match(String(warn.mock.calls[0]?.arguments[0]), /"i18nextLng"/);
});

test('switches even when loading the language fails, falling back to en texts', async () => {
  const error = mock.method(console, 'error', () => {});
  const storage = memoryStorage();
  const i18n = createI18n({
    loaders: { ar: () => Promise.reject(new Error('offline')) },
    resources: { en },
    storage,
    navigatorLanguages: ['en'],
  });
  await i18n.changeLanguage('ar');
  assert.equal(i18n.language, 'ar');
  assert.equal(i18n.dir, 'rtl');
  // The page is right to left: the name is isolated even in the fallback's words.
  assert.equal(i18n.t('greet', { name: 'Ana' }), 'Hello \u2068Ana\u2069');
  assert.equal(storage.data.get('i18nextLng'), 'ar');
  assert.equal(error.mock.callCount(), 1);
  assert.match(String(error.mock.calls[0]?.arguments[0]), /"ar"/);
  error.mock.restore();
});

test('a later switch wins over an earlier one still loading', async () => {
  let release: (table: Messages) => void = () => {};
  const i18n = createI18n({
    loaders: { es: () => new Promise<Messages>((done) => { release = done; }) },
    resources: { en, ar },
    storage: null,
    navigatorLanguages: ['en'],
  });
  const slow = i18n.changeLanguage('es');
  await i18n.changeLanguage('ar');
  release(es);
  await slow;
  assert.equal(i18n.language, 'ar');
});

test('falls back to en per key and returns the key itself when missing everywhere, warning once', () => {
  const warn = mock.method(console, 'warn', () => {});
  const i18n = createI18n({ loaders: {}, resources: { en, es }, storage: memoryStorage({ i18nextLng: 'es' }) });
  assert.equal(i18n.t('greet', { name: 'Ana' }), 'Hola Ana');
  assert.equal(i18n.t('only.en'), 'English only');
  assert.equal(i18n.t('no.such.key'), 'no.such.key');
  assert.equal(i18n.t('no.such.key'), 'no.such.key');
  assert.equal(warn.mock.callCount(), 1);
  warn.mock.restore();
});

test('chooses English plural forms by count and formats the number', () => {
  const i18n = createI18n({ loaders: {}, resources: { en }, storage: null, navigatorLanguages: ['en'] });
  assert.equal(i18n.t('items', { count: 1 }), '1 item');
  assert.equal(i18n.t('items', { count: 2 }), '2 items');
  assert.equal(i18n.t('items', { count: 1234 }), '1,234 items');
  assert.equal(i18n.t('total', { amount: 1234.5 }), 'Total: 1,234.5');
});

test('chooses all six Arabic plural forms', () => {
  const i18n = createI18n({ loaders: {}, resources: { en, ar }, storage: null, navigatorLanguages: ['ar'] });
  const n = (value: number) => i18n.formatNumber(value);
  assert.deepEqual(
    [0, 1, 2, 3, 11, 100].map((count) => i18n.t('files', { count })),
    ['لا ملفات', 'ملف واحد', 'ملفان', `${n(3)} ملفات`, `${n(11)} ملفًا`, `${n(100)} ملف`],
  );
});

test('sets <html lang dir> on init and on each switch', async () => {
  const i18n = createI18n({ loaders: {}, resources: { en, ar, 'zh-cn': {} }, storage: null, navigatorLanguages: ['ar'] });
  document.documentElement.lang = '';
  await i18n.init();
  assert.equal(document.documentElement.lang, 'ar');
  assert.equal(document.documentElement.dir, 'rtl');
  await i18n.changeLanguage('zh-cn');
  assert.equal(document.documentElement.lang, 'zh-CN');
  assert.equal(document.documentElement.dir, 'ltr');
});

test('notifies subscribers and bumps the snapshot on a switch', async () => {
  const i18n = createI18n({ loaders: {}, resources: { en, es }, storage: null, navigatorLanguages: ['en'] });
  let calls = 0;
  const stop = i18n.subscribe(() => { calls += 1; });
  const before = i18n.getSnapshot();
  await i18n.changeLanguage('es');
  assert.equal(calls, 1);
  assert.equal(i18n.getSnapshot(), before + 1);
  stop();
  await i18n.changeLanguage('en');
  assert.equal(calls, 1);
});

test('formats numbers and dates in the active language', async () => {
  const i18n = createI18n({ loaders: {}, resources: { en, es, 'zh-cn': {} }, storage: null, navigatorLanguages: ['en'] });
  const date = Date.UTC(2026, 10, 22, 12);
  assert.equal(i18n.formatNumber(12345.6), '12,345.6');
  assert.equal(formatDate(i18n, date, { dateStyle: 'long', timeZone: 'UTC' }), 'November 22, 2026');
  assert.equal(formatDate(i18n, '2026-11-22'), 'Nov 22, 2026');
  assert.equal(formatDate(i18n, 'garbage'), '');
  await i18n.changeLanguage('es');
  assert.equal(i18n.formatNumber(12345.6), '12.345,6');
  assert.equal(formatDate(i18n, date, { dateStyle: 'long', timeZone: 'UTC' }), '22 de noviembre de 2026');
  await i18n.changeLanguage('zh-cn');
  assert.equal(formatDate(i18n, date, { dateStyle: 'long', timeZone: 'UTC' }), '2026年11月22日');
  assert.equal(i18n.formatNumber(0.5, { style: 'percent' }), '50%');
});

test('a remembered date or number is per language, options and value', async () => {
  const i18n = createI18n({ loaders: {}, resources: { en, es }, storage: null, navigatorLanguages: ['en'] });
  const date = Date.UTC(2027, 0, 5, 9, 30);
  const twice = () => [0, 1].map(() => [
    formatDate(i18n, date, { dateStyle: 'medium', timeZone: 'UTC' }),
    formatDate(i18n, date, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    formatDate(i18n, date + 86_400_000, { dateStyle: 'medium', timeZone: 'UTC' }),
    i18n.formatNumber(4800, { style: 'currency', currency: 'AUD' }),
    i18n.formatNumber(4800, { style: 'currency', currency: 'EUR' }),
    i18n.formatNumber(4800),
  ]);
  const [en1, en2] = twice();
  assert.deepEqual(en1, en2);
  assert.deepEqual(en1, ['Jan 5, 2027', 'Jan 5, 2027, 9:30 AM', 'Jan 6, 2027', 'A$4,800.00', '€4,800.00', '4,800']);
  await i18n.changeLanguage('es');
  const [es1, es2] = twice();
  assert.deepEqual(es1, es2);
  assert.deepEqual(es1.map((text) => text.replace(/\s/g, ' ')), ['5 ene 2027', '5 ene 2027, 9:30', '6 ene 2027', '4800,00 AUD', '4800,00 €', '4800']);
});

test('methods keep working when destructured', async () => {
  const { t, changeLanguage } = createI18n({ loaders: {}, resources: { en, es }, storage: null, navigatorLanguages: ['en'] });
  await changeLanguage('es');
  assert.equal(t('greet', { name: 'Ana' }), 'Hola Ana');
});
