/**
 * The words of an export in the admin's language, read from the SPA's own `locales/*.json`: the
 * headings are the screens' column headings and the values the screens' words (statuses, roles,
 * actions), by the very keys the screens use. One source, so a translator's change reaches the
 * screen and the file alike and no second copy can drift; `test/locales.test.ts` already checks
 * that every language has every key. Each file is read once, on the first export in its language.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, normalizeLanguage } from '../../src/contract';
import type { Language } from '../../src/contract';

const LOCALES = new URL('../../locales/', import.meta.url);

type Tree = { readonly [key: string]: string | Tree };

const trees = new Map<Language, Tree>();

function treeOf(language: Language): Tree {
  let tree = trees.get(language);
  if (!tree) {
    tree = JSON.parse(readFileSync(new URL(`${language}.json`, LOCALES), 'utf8')) as Tree;
    trees.set(language, tree);
  }
  return tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A key's text in one language (English when that language lacks it, the key when both do). */
export type Translate = (key: string) => string;

/** The words of `language`. */
export function wordsOf(language: Language): Translate {
  const own = treeOf(language);
  const fallback = treeOf(DEFAULT_LANGUAGE);
  return (key) => lookup(own, key) ?? lookup(fallback, key) ?? key;
}

/** The codes `lang` accepts, for its error message. */
export const LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);

/**
 * The export's language: `lang` when given (null when it names no language of ours, which is the
 * caller's 400), else the first of `Accept-Language` we have (by its q order), else English.
 */
export function exportLanguage(lang: string | null, acceptLanguage: string | undefined): Language | null {
  if (lang !== null && lang !== '') return isLanguage(lang) ? lang : null;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((t) => t.tag !== '' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const language = normalizeLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
