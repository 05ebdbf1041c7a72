import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const text = (lng: string) => readFileSync(new URL(`../locales/${lng}.json`, import.meta.url), 'utf8');

// One thing has one name on every screen: a word the app does not use for it is listed here, with
// the word it uses.
const NOT_USED: Readonly<Record<string, readonly { word: string; use: string }[]>> = {
  'zh-cn': [{ word: '产品', use: '商品' }],
  en: [{ word: 'Save draft', use: 'Save as draft' }],
};

test('each language names one thing with one word', () => {
  for (const [lng, words] of Object.entries(NOT_USED)) {
    const all = text(lng);
    for (const { word, use } of words) assert.ok(!all.includes(word), `${lng} says “${word}” where it says “${use}” elsewhere`);
  }
});
