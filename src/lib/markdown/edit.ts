/**
 * The editor's toolbar and its Enter in a list as text edits: each takes the text and the selection
 * and answers the one range to replace and the selection afterwards. One range, so the editor can apply it as a
 * single native insertion and the browser's undo keeps working.
 */

/** What a toolbar button or shortcut does. */
export type FormatAction = 'bold' | 'italic' | 'code' | 'link' | 'heading' | 'bulletList' | 'numberedList';

/** Replace `text.slice(from, to)` with `insert`, then select `selectionStart`–`selectionEnd`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Words inserted when nothing is selected, in the user's language. */
export interface FormatPlaceholders {
  /** e.g. "bold text" for bold, italic and code. */
  text: string;
  /** e.g. "link text". */
  linkText: string;
  /** The URL put in a new link, selected so it can be typed over. Default `https://`. */
  url?: string;
}

/** The edited text (for tests and for editors without native insertion). */
export function applyEdit(text: string, edit: TextEdit): string {
  return text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
}

function countBefore(text: string, at: number, char: string): number {
  let n = 0;
  while (at - n - 1 >= 0 && text.charAt(at - n - 1) === char) n += 1;
  return n;
}

function countAfter(text: string, at: number, char: string): number {
  let n = 0;
  while (at + n < text.length && text.charAt(at + n) === char) n += 1;
  return n;
}

/** Wraps the selection in `mark` (or unwraps it when it is wrapped already). */
function wrap(text: string, start: number, end: number, mark: string, placeholder: string): TextEdit {
  const char = mark.charAt(0);
  const before = countBefore(text, start, char);
  const after = countAfter(text, end, char);
  // "***x***" is bold and italic: one star means italic, two bold, three both.
  const has = (n: number) => (mark.length === 1 ? n === 1 || n === 3 : n >= 2);
  if (start !== end && has(before) && has(after)) {
    const inner = text.slice(start, end);
    return { from: start - mark.length, to: end + mark.length, insert: inner, selectionStart: start - mark.length, selectionEnd: end - mark.length };
  }
  const inner = start === end ? placeholder : text.slice(start, end);
  return {
    from: start, to: end, insert: mark + inner + mark,
    selectionStart: start + mark.length, selectionEnd: start + mark.length + inner.length,
  };
}

function link(text: string, start: number, end: number, placeholders: FormatPlaceholders): TextEdit {
  const url = placeholders.url ?? 'https://';
  const label = start === end ? placeholders.linkText : text.slice(start, end);
  const insert = `[${label}](${url})`;
  // With a selection the text is there already: select the URL to type it; else the label.
  const urlAt = start + label.length + 3;
  return start === end
    ? { from: start, to: end, insert, selectionStart: start + 1, selectionEnd: start + 1 + label.length }
    : { from: start, to: end, insert, selectionStart: urlAt, selectionEnd: urlAt + url.length };
}

const HEADING_PREFIX = /^#{1,6}[ \t]+/;
const BULLET_PREFIX = /^[ \t]*-[ \t]+/;
const NUMBER_PREFIX = /^[ \t]*\d{1,9}\.[ \t]+/;

/** Adds or removes a prefix on every line the selection touches. */
function prefixLines(text: string, start: number, end: number, action: 'heading' | 'bulletList' | 'numberedList'): TextEdit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const endBreak = text.indexOf('\n', end > start && text.charAt(end - 1) === '\n' ? end - 1 : end);
  const to = endBreak === -1 ? text.length : endBreak;
  const lines = text.slice(from, to).split('\n');
  const pattern = action === 'heading' ? HEADING_PREFIX : action === 'bulletList' ? BULLET_PREFIX : NUMBER_PREFIX;
  const all = lines.every((line) => pattern.test(line));
  const next = lines.map((line, index) => {
    if (all) return line.replace(pattern, '');
    if (pattern.test(line)) return line;
    if (action === 'heading') return `## ${line.replace(HEADING_PREFIX, '')}`;
    const bare = line.replace(BULLET_PREFIX, '').replace(NUMBER_PREFIX, '');
    return action === 'bulletList' ? `- ${bare}` : `${index + 1}. ${bare}`;
  });
  const insert = next.join('\n');
  if (start === end) {
    const cursor = Math.max(from, Math.min(from + insert.length, start + insert.length - (to - from)));
    return { from, to, insert, selectionStart: cursor, selectionEnd: cursor };
  }
  return { from, to, insert, selectionStart: from, selectionEnd: from + insert.length };
}

/** The edit that `action` makes to `text` with the selection `start`–`end`. */
export function formatEdit(text: string, start: number, end: number, action: FormatAction, placeholders: FormatPlaceholders): TextEdit {
  const a = Math.max(0, Math.min(start, end, text.length));
  const b = Math.max(a, Math.min(Math.max(start, end), text.length));
  switch (action) {
    case 'bold': return wrap(text, a, b, '**', placeholders.text);
    case 'italic': return wrap(text, a, b, '*', placeholders.text);
    case 'code': return wrap(text, a, b, '`', placeholders.text);
    case 'link': return link(text, a, b, placeholders);
    default: return prefixLines(text, a, b, action);
  }
}

// A list item's line: its indent, then `-` or a number with `.`, then the space after the marker.
const ITEM_LINE = /^([ \t]*)(?:(-)|(\d{1,9})\.)([ \t]+)/;

/**
 * What Enter does in a list, as every Markdown editor does it: after `- item` or `1. item` a new
 * item starts on the next line (`- `, or the next number); on an item with nothing in it the list
 * ends (its marker goes, the line stays). Null when Enter is an ordinary line break: outside a list,
 * with a selection, or with the cursor inside the marker.
 */
export function listEnterEdit(text: string, start: number, end: number): TextEdit | null {
  if (start !== end) return null;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineBreak = text.indexOf('\n', start);
  const lineEnd = lineBreak === -1 ? text.length : lineBreak;
  const line = text.slice(lineStart, lineEnd);
  const item = ITEM_LINE.exec(line);
  if (!item) return null;
  const prefix = item[0];
  if (start < lineStart + prefix.length) return null;
  if (line.slice(prefix.length).trim() === '') {
    return { from: lineStart, to: lineEnd, insert: '', selectionStart: lineStart, selectionEnd: lineStart };
  }
  const [, indent = '', bullet, number, space = ' '] = item;
  const marker = bullet ?? `${Number(number) + 1}.`;
  const insert = `\n${indent}${marker}${space}`;
  return { from: start, to: start, insert, selectionStart: start + insert.length, selectionEnd: start + insert.length };
}
