/**
 * Blocks of the subset, one line at a time: `#`/`##`/`###` headings, `- ` and `1. ` list items
 * (a following line that is not a new block continues the item), paragraphs separated by blank
 * lines. Any other line (`####`, `>`, indented code, tables, HTML) is paragraph text. Linear: each
 * line is looked at once, by index, without regular expressions.
 */
import type { Block, HeadingLevel, Inline, ListBlock, MarkdownDocument } from './ast';
import { parseInline } from './inline';

/** What one line starts, by its leading marker. */
type LineKind =
  | { kind: 'blank' }
  | { kind: 'heading'; level: HeadingLevel; text: string }
  | { kind: 'item'; ordered: boolean; number: number; text: string }
  | { kind: 'text'; text: string };

const MAX_ORDINAL_DIGITS = 9;

const isBlankChar = (code: number): boolean => code === 32 || code === 9;

function classify(line: string): LineKind {
  let start = 0;
  while (start < line.length && isBlankChar(line.charCodeAt(start))) start += 1;
  if (start === line.length) return { kind: 'blank' };
  const body = line.slice(start).trimEnd();
  const first = body.charCodeAt(0);
  if (first === 35 /* # */) {
    let hashes = 0;
    while (hashes < body.length && body.charCodeAt(hashes) === 35) hashes += 1;
    const text = body.slice(hashes).trim();
    if (hashes <= 3 && isBlankChar(body.charCodeAt(hashes)) && text !== '') {
      return { kind: 'heading', level: hashes as HeadingLevel, text };
    }
    return { kind: 'text', text: body };
  }
  if (first === 45 /* - */ && isBlankChar(body.charCodeAt(1))) {
    return { kind: 'item', ordered: false, number: 1, text: body.slice(2).trim() };
  }
  let digits = 0;
  while (digits < body.length && digits <= MAX_ORDINAL_DIGITS) {
    const code = body.charCodeAt(digits);
    if (code < 48 || code > 57) break;
    digits += 1;
  }
  if (digits > 0 && digits <= MAX_ORDINAL_DIGITS && body.charCodeAt(digits) === 46 /* . */ && isBlankChar(body.charCodeAt(digits + 1))) {
    return { kind: 'item', ordered: true, number: Number(body.slice(0, digits)), text: body.slice(digits + 2).trim() };
  }
  return { kind: 'text', text: body };
}

/**
 * Blocks of the last parse by their source, so a parse after a small edit hands back the very same
 * objects for the blocks that did not change (a renderer then skips them). One per editor.
 */
export interface BlockCache {
  blocks: Map<string, Block>;
}

/** An empty cache for `parseMarkdown`. */
export function createBlockCache(): BlockCache {
  return { blocks: new Map() };
}

/**
 * Parses a whole document of the subset. With a `cache`, unchanged blocks are reused from the
 * previous parse (same objects), and the cache then holds this parse's blocks only.
 */
export function parseMarkdown(source: string, cache?: BlockCache): MarkdownDocument {
  const blocks: Block[] = [];
  const seen = new Map<string, Block>();
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[][] } | null = null;

  const add = (key: string, build: () => Block): void => {
    const block = seen.get(key) ?? cache?.blocks.get(key) ?? build();
    if (cache) seen.set(key, block);
    blocks.push(block);
  };
  const endParagraph = (): void => {
    if (paragraph.length > 0) {
      const text = paragraph.join('\n');
      add(`p\u0000${text}`, () => ({ type: 'paragraph', children: parseInline(text) }));
    }
    paragraph = [];
  };
  const endList = (): void => {
    if (!list) return;
    const { ordered, start } = list;
    const texts = list.items.map((lines) => lines.join('\n'));
    add(`${ordered ? 'ol' : 'ul'}${start}\u0000${texts.join('\u0001')}`, (): ListBlock => {
      const items: Inline[][] = texts.map((text) => parseInline(text));
      return { type: 'list', ordered, start, items };
    });
    list = null;
  };

  let from = 0;
  while (from <= source.length) {
    let to = source.indexOf('\n', from);
    if (to === -1) to = source.length;
    // A Windows or old-Mac line end leaves a "\r": it is whitespace to the classifier.
    const raw = source.slice(from, to);
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    from = to + 1;
    const kind = classify(line.replaceAll('\r', ' '));
    if (kind.kind === 'blank') {
      endParagraph();
      endList();
    } else if (kind.kind === 'heading') {
      endParagraph();
      endList();
      const { level, text } = kind;
      add(`h${level}\u0000${text}`, () => ({ type: 'heading', level, children: parseInline(text) }));
    } else if (kind.kind === 'item') {
      endParagraph();
      if (list && list.ordered !== kind.ordered) endList();
      list ??= { ordered: kind.ordered, start: kind.number, items: [] };
      list.items.push([kind.text]);
    } else if (list) {
      list.items[list.items.length - 1]?.push(kind.text);
    } else {
      paragraph.push(kind.text);
    }
  }
  endParagraph();
  endList();
  if (cache) cache.blocks = seen;
  return { blocks };
}
