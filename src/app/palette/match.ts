/**
 * Matching the palette's query against names, the way the server's list search does (docs/api.md
 * "Lists"): split on spaces, every word must occur, compared without case or accents with the
 * contract's own folding; and where each word occurs, to mark it in the original text.
 */
import { foldText } from '../../contract/list-apply';

const COMBINING = /[\u0300-\u036f]/;

/** The query's words, folded; none for a blank query. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter((w) => w !== '');
}

/** Whether every word occurs in one of `texts`, taken together. */
export function matchesAll(texts: readonly string[], words: readonly string[]): boolean {
  const haystack = foldText(texts.join('\n'));
  return words.every((w) => haystack.includes(w));
}

/** A run of the original text: `[start, end)`, marked or not. */
export interface TextRun {
  text: string;
  marked: boolean;
}

/**
 * `text` cut into runs, those where a word occurs marked (overlaps merged). Folding may change a
 * character's length (NFD, then marks dropped), so each folded character keeps the index of the
 * original one it came from and a match maps back to whole original characters.
 */
export function highlightRuns(text: string, words: readonly string[]): TextRun[] {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldText(char);
    folded += f;
    for (let i = 0; i < f.length; i += 1) origin.push(index);
    index += char.length;
  }
  origin.push(text.length);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1 && word !== ''; at = folded.indexOf(word, at + 1)) {
      const start = origin[at] ?? text.length;
      const lastOrigin = origin[at + word.length - 1] ?? start;
      let end = lastOrigin + ((text.codePointAt(lastOrigin) ?? 0) > 0xffff ? 2 : 1);
      // Accents written apart (e + ◌́) fold to nothing: they belong to the letter before them.
      while (end < text.length && COMBINING.test(text[end] ?? '')) end += 1;
      for (let i = start; i < end && i < text.length; i += 1) marked[i] = true;
    }
  }
  const runs: TextRun[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = runs[runs.length - 1];
    const char = text[i] ?? '';
    if (last && last.marked === marked[i]) last.text += char;
    else runs.push({ text: char, marked: marked[i] ?? false });
  }
  return runs;
}
