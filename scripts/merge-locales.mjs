#!/usr/bin/env node
// Merges locale fragments (locales/parts/<area>/<lang>.json) into locales/<lang>.json, deeply,
// with keys sorted; a key defined twice with different values stops the merge.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGES = ['en', 'es', 'ar', 'zh-cn'];
const partsDir = join(root, 'locales', 'parts');

function merge(target, source, path) {
  for (const [key, value] of Object.entries(source)) {
    const here = path ? `${path}.${key}` : key;
    if (value && typeof value === 'object') {
      if (target[key] !== undefined && typeof target[key] !== 'object') throw new Error(`${here}: string and object`);
      target[key] ??= {};
      merge(target[key], value, here);
    } else if (target[key] !== undefined && target[key] !== value) {
      throw new Error(`${here}: defined twice ("${target[key]}" / "${value}")`);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const sortDeep = (o) => (o && typeof o === 'object'
  ? Object.fromEntries(Object.keys(o).sort().map((k) => [k, sortDeep(o[k])]))
  : o);

for (const lang of LANGUAGES) {
  const file = join(root, 'locales', `${lang}.json`);
  const table = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (existsSync(partsDir)) {
    for (const area of readdirSync(partsDir).sort()) {
      const part = join(partsDir, area, `${lang}.json`);
      if (existsSync(part)) merge(table, JSON.parse(readFileSync(part, 'utf8')), '');
    }
  }
  writeFileSync(file, JSON.stringify(sortDeep(table), null, 2) + '\n');
  console.log(`locales/${lang}.json written`);
}
