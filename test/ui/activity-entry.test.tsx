import '../helpers/dom';
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import type { ActivityChange, ActivityEntry, ActivityRecordKind } from '../../src/contract';
import { I18nProvider, createI18n, type Language, type Messages } from '../../src/lib/i18n';
import { EntryChanges } from '../../src/ui';

const table = (language: string) => JSON.parse(readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Messages;
const en = table('en');

afterEach(() => cleanup());

/** The lines `changes` of a record of `kind` read as in `language`, one string per field. */
function lines(language: Language, kind: ActivityRecordKind, changes: ActivityChange[]): string[] {
  const resources = language === 'en' ? { en } : { en, [language]: table(language) };
  const i18n = createI18n({ loaders: {}, resources, storage: null, navigatorLanguages: [language] });
  const entry: Pick<ActivityEntry, 'record' | 'changes'> = { record: { kind, id: 'x1', name: 'Something' }, changes };
  const { container } = render(<I18nProvider i18n={i18n}><EntryChanges entry={entry} /></I18nProvider>);
  // The arrow is for the eye and "changed to" for a screen reader; the visible words are compared,
  // without the isolates t() puts around a parameter in Arabic.
  for (const hidden of container.querySelectorAll('.sr-only')) hidden.remove();
  const out = [...container.querySelectorAll('li')].map((li) => (li.textContent ?? '').replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ').trim());
  cleanup();
  return out;
}

const status = (from: string, to: string): ActivityChange[] => [{ field: 'status', from, to }];

test('changes read in English with the labels and value names the screens use', () => {
  assert.deepEqual(lines('en', 'trip', status('pending', 'approved')), ['Status: Pending → Approved']);
  assert.deepEqual(lines('en', 'product', status('approved', 'pending')), ['Status: Approved → Pending']);
  assert.deepEqual(lines('en', 'user', [{ field: 'role', from: 'diver', to: 'diveMaster' }]), ['Role: Dive buddy → Dive master']);
  assert.deepEqual(lines('en', 'user', [{ field: 'lastName', from: 'Test', to: 'Tester' }, { field: 'phone', from: null, to: '+34932000412' }]),
    ['Last name: Test → Tester', 'Phone: +34932000412']);
  assert.deepEqual(lines('en', 'contact', status('new', 'in_progress')), ['Status: New → In progress']);
  assert.deepEqual(lines('en', 'legal', [{ field: 'version', from: 3, to: 4 }]), ['Version: Version 3 → Version 4']);
  assert.deepEqual(lines('en', 'news', [{ field: 'content', from: 'Old text', to: 'New text' }]), ['Content: edited']);
  assert.deepEqual(lines('en', 'siteContact', [{ field: 'country', from: 'ES', to: 'EG' }]), ['Country: Spain → Egypt']);
  assert.deepEqual(lines('en', 'user', [{ field: 'phone', from: '+34932000412', to: null }]), ['Phone: +34932000412 → (none)']);
});

test('the same changes read in Spanish and in Arabic, where the arrow points the reading way', () => {
  assert.deepEqual(lines('es', 'trip', status('pending', 'approved')), ['Estado: Pendiente → Aprobado']);
  assert.deepEqual(lines('es', 'contact', status('new', 'in_progress')), ['Estado: Nuevo → En curso']);
  assert.deepEqual(lines('ar', 'user', [{ field: 'role', from: 'diver', to: 'diveMaster' }]), ['الدور: رفيق غوص ← مرشد غوص']);
});

test('a code or field this build does not know is shown as it is, and no change is a dash', () => {
  assert.deepEqual(lines('en', 'trip', status('pending', 'escalated')), ['Status: Pending → escalated']);
  assert.deepEqual(lines('en', 'user', [{ field: 'nickname', from: 'Al', to: 'Ali' }]), ['nickname: Al → Ali']);
  const i18n = createI18n({ loaders: {}, resources: { en }, storage: null, navigatorLanguages: ['en'] });
  const { container } = render(<I18nProvider i18n={i18n}><EntryChanges entry={{ record: null, changes: [] }} /></I18nProvider>);
  assert.equal(container.textContent, '—');
});
