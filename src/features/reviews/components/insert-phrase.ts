/**
 * Inserting a ready phrase into a reason being written: at the caret (replacing a selection),
 * spaced from the words around it, so a phrase never glues onto the admin's text. A phrase the
 * reason already holds is not added again (a second click would only repeat it to the seller).
 */

/** The reason after inserting, and where the caret goes (just after the phrase). */
export interface PhraseInsertion {
  text: string;
  caret: number;
}

/**
 * Puts `phrase` between `text[0, start)` and `text[end, …)`; `start`/`end` outside the text
 * (or a caret that was never placed) mean "append". Adds a space on either side where the
 * neighbour is not already whitespace. When `text` already holds `phrase`, it stays as it is and
 * the caret goes just after the phrase there.
 */
export function insertPhrase(text: string, phrase: string, start = text.length, end = start): PhraseInsertion {
  const already = phrase === '' ? -1 : text.indexOf(phrase);
  if (already !== -1) return { text, caret: already + phrase.length };
  const from = clamp(Math.min(start, end), text.length);
  const to = clamp(Math.max(start, end), text.length);
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after === '' || /^\s/.test(after) ? '' : ' ';
  const inserted = `${lead}${phrase}${trail}`;
  return { text: before + inserted + after, caret: before.length + lead.length + phrase.length };
}

const clamp = (n: number, max: number) => (Number.isFinite(n) ? Math.max(0, Math.min(Math.trunc(n), max)) : max);
