// Every string the user reads exists in en, es, ar and zh-cn: same keys, the plural forms each
// language needs, the same {{placeholders}}, and every literal t('key') in src/ defined in en.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGES = ['en', 'es', 'ar', 'zh-cn'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Table = { [key: string]: string | Table };
const load = (lang: string): Table => JSON.parse(readFileSync(join(root, 'locales', `${lang}.json`), 'utf8')) as Table;

function flatten(table: Table, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(table)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** Keys with plural suffixes folded to their base: `time.days_one` → `time.days#plural`. */
function shape(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((k) => (PLURAL.test(k) ? k.replace(PLURAL, '#plural') : k)));
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const tables = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(load(l))])) as Record<(typeof LANGUAGES)[number], Map<string, string>>;

for (const lang of LANGUAGES) {
  test(`${lang} has every key of en and no other`, () => {
    const en = shape(tables.en.keys());
    const other = shape(tables[lang].keys());
    assert.deepEqual([...en].filter((k) => !other.has(k)), [], 'missing');
    assert.deepEqual([...other].filter((k) => !en.has(k)), [], 'extra');
  });

  test(`${lang} has the plural forms Intl.PluralRules asks for`, () => {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const bases = new Set([...tables[lang].keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    const missing: string[] = [];
    for (const base of bases) for (const c of needed) if (!tables[lang].has(`${base}_${c}`)) missing.push(`${base}_${c}`);
    assert.deepEqual(missing, []);
  });

  test(`${lang} strings are non-empty and keep en's placeholders`, () => {
    const problems: string[] = [];
    for (const [key, value] of tables[lang]) {
      if (!value.trim()) problems.push(`${key}: empty`);
      const enKey = tables.en.has(key) ? key : PLURAL.test(key) ? `${key.replace(PLURAL, '')}_other` : key;
      const en = tables.en.get(enKey);
      if (en !== undefined) {
        const want = new Set(placeholders(en));
        const got = placeholders(value).filter((p) => p !== 'count');
        for (const p of got) if (!want.has(p)) problems.push(`${key}: unknown placeholder {{${p}}}`);
        for (const p of want) if (p !== 'count' && !got.includes(p)) problems.push(`${key}: lost {{${p}}}`);
      }
    }
    assert.deepEqual(problems, []);
  });
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

test('every literal t() key in src/ exists in en', () => {
  const en = tables.en;
  const missing: string[] = [];
  for (const file of walk(join(root, 'src'))) {
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(/\bt\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) {
      const key = m[1] ?? '';
      if (!en.has(key) && !en.has(`${key}_other`) && !en.has(`${key}_one`)) missing.push(`${file.slice(root.length)}: ${key}`);
    }
  }
  assert.deepEqual(missing, []);
});
