import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES, detectLanguage, directionOf, normalizeLanguage } from '../../../src/lib/i18n';

test('lists the four languages with their native names', () => {
  assert.deepEqual(
    LANGUAGES.map((l) => [l.code, l.label, l.dir]),
    [['en', 'English', 'ltr'], ['es', 'Español', 'ltr'], ['ar', 'العربية', 'rtl'], ['zh-cn', '简体中文', 'ltr']],
  );
});

test('normalises regional and script tags onto a supported language', () => {
  assert.equal(normalizeLanguage('zh-CN'), 'zh-cn');
  assert.equal(normalizeLanguage('zh-Hans'), 'zh-cn');
  assert.equal(normalizeLanguage('zh'), 'zh-cn');
  assert.equal(normalizeLanguage('zh_CN'), 'zh-cn');
  assert.equal(normalizeLanguage('es-MX'), 'es');
  assert.equal(normalizeLanguage('ar-EG'), 'ar');
  assert.equal(normalizeLanguage('EN-gb'), 'en');
  assert.equal(normalizeLanguage('fr-FR'), null);
  assert.equal(normalizeLanguage(''), null);
  assert.equal(normalizeLanguage(null), null);
});

test('prefers the stored language, then the browser languages in order, then en', () => {
  assert.equal(detectLanguage('ar', ['es-ES']), 'ar');
  assert.equal(detectLanguage('cimode', ['fr', 'es-MX', 'ar']), 'es');
  assert.equal(detectLanguage(null, ['de', 'zh-Hans-CN']), 'zh-cn');
  assert.equal(detectLanguage(null, ['de', 'fr']), 'en');
  assert.equal(detectLanguage(null, [], 'es'), 'es');
});

test('gives Arabic the right-to-left direction', () => {
  assert.equal(directionOf('ar'), 'rtl');
  assert.equal(directionOf('zh-cn'), 'ltr');
});
