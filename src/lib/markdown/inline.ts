/**
 * Inline marks of the subset in one left-to-right pass: `` `code` ``, `**strong**`, `*emphasis*`,
 * `[text](url)` and backslash escapes. Time is linear in the text whatever it holds: no regular
 * expressions, every open mark is a frame pushed once and popped once, every child moves at most
 * once when an unmatched frame falls back to text, and a link's URL end comes from a table built
 * in one right-to-left pass. Nesting is capped, so no input can build a deep tree.
 */
import type { Inline } from './ast';
import { safeHref } from './url';

/** Marks open at once at most; a deeper opener stays plain text. */
export const MAX_INLINE_NESTING = 8;

type FrameKind = 'root' | 'strong' | 'emphasis' | 'link';

interface Frame {
  kind: FrameKind;
  /** What the opener was, shown as text if the frame never closes. */
  marker: string;
  children: Inline[];
  /** Text not yet made a node: joined once, since appending to one string piece by piece is not linear in V8. */
  pending: string[];
  /** Index of the nearest strong/emphasis frame at or below this one; -1 for none. */
  emphasisAt: number;
  /** Index of the nearest link frame at or below this one; -1 for none. */
  linkAt: number;
}

const ESCAPABLE = '\\`*_[]()#-.!+>{}|~';
const STAR = 42;
const BACKTICK = 96;
const BACKSLASH = 92;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;

const isSpace = (code: number): boolean => code <= 0x20 || code === 0x7f || code === 0xa0;

/** Characters that end a URL inside `( … )`: whitespace, controls, parentheses, angle brackets. */
const endsUrl = (code: number): boolean =>
  isSpace(code) || code === OPEN_PAREN || code === CLOSE_PAREN || code === 60 || code === 62;

/** For each index, the first index at or after it where a URL would have to end (n at the end). */
function urlStops(text: string): Int32Array {
  const stops = new Int32Array(text.length + 1);
  stops[text.length] = text.length;
  for (let i = text.length - 1; i >= 0; i -= 1) {
    stops[i] = endsUrl(text.charCodeAt(i)) ? i : (stops[i + 1] ?? text.length);
  }
  return stops;
}

function newFrame(): Frame {
  return { kind: 'root', marker: '', children: [], pending: [], emphasisAt: -1, linkAt: -1 };
}

function addText(frame: Frame, value: string): void {
  if (value !== '') frame.pending.push(value);
}

/** Turns the frame's pending text into one text node. */
function settle(frame: Frame): void {
  const { pending } = frame;
  if (pending.length === 0) return;
  frame.children.push({ type: 'text', value: pending.length === 1 ? (pending[0] ?? '') : pending.join('') });
  pending.length = 0;
}

function addNode(frame: Frame, node: Inline): void {
  if (node.type === 'text') {
    addText(frame, node.value);
    return;
  }
  settle(frame);
  frame.children.push(node);
}

/**
 * One parse. Frames are reused by depth (at most MAX_INLINE_NESTING + 1 exist), so a long run of
 * marks allocates only the nodes it produces.
 */
class InlineParser {
  private readonly frames: Frame[] = [newFrame()];
  private depth = 1;
  /** Link frames below this depth are dead: a link may not contain another link. */
  private linkFloor = 0;
  private stops: Int32Array | null = null;
  private textStart = 0;

  constructor(private readonly text: string) {}

  private frameAt(index: number): Frame | undefined {
    return index >= 0 && index < this.depth ? this.frames[index] : undefined;
  }

  private top(): Frame {
    return this.frames[this.depth - 1] ?? newFrame();
  }

  private push(kind: Exclude<FrameKind, 'root'>, marker: string): boolean {
    if (this.depth > MAX_INLINE_NESTING) return false;
    const below = this.top();
    const index = this.depth;
    let frame = this.frames[index];
    if (!frame) this.frames.push((frame = newFrame()));
    frame.kind = kind;
    frame.marker = marker;
    frame.children = [];
    frame.pending.length = 0;
    frame.emphasisAt = kind === 'link' ? below.emphasisAt : index;
    frame.linkAt = kind === 'link' ? index : below.linkAt;
    this.depth += 1;
    return true;
  }

  /** Pops every frame above `index` back into text inside the frame at `index`. */
  private unwindTo(index: number): void {
    const target = this.frameAt(index);
    if (!target) return;
    for (let j = index + 1; j < this.depth; j += 1) {
      const frame = this.frames[j];
      if (!frame) continue;
      addText(target, frame.marker);
      for (const child of frame.children) addNode(target, child);
      for (const piece of frame.pending) addText(target, piece);
    }
    this.depth = index + 1;
    this.linkFloor = Math.min(this.linkFloor, this.depth);
  }

  /** Closes the frame at `index` into a node of its parent; `closer` is the closing source, for an empty one. */
  private close(index: number, href: string | null, closer: string): void {
    this.unwindTo(index);
    const frame = this.frameAt(index);
    if (!frame) return;
    this.depth = index;
    this.linkFloor = Math.min(this.linkFloor, this.depth);
    const parent = this.top();
    settle(frame);
    if (frame.children.length === 0) {
      addText(parent, frame.marker + closer);
    } else if (frame.kind === 'link' && href !== null) {
      addNode(parent, { type: 'link', href, children: frame.children });
      this.linkFloor = this.depth;
    } else if (frame.kind === 'strong' || frame.kind === 'emphasis') {
      addNode(parent, { type: frame.kind, children: frame.children });
    }
  }

  private stars(count: number, canOpen: boolean, canClose: boolean): void {
    let left = count;
    while (canClose && left > 0) {
      const at = this.top().emphasisAt;
      const frame = this.frameAt(at);
      if (!frame) break;
      const need = frame.kind === 'strong' ? 2 : 1;
      if (left < need) break;
      this.close(at, null, frame.marker);
      left -= need;
    }
    if (!canOpen || left === 0) {
      addText(this.top(), '*'.repeat(left));
      return;
    }
    // A run opens at most one strong and one emphasis, with its last stars; the rest is text.
    const used = Math.min(left, 3);
    addText(this.top(), '*'.repeat(left - used));
    let rest = used;
    if (rest >= 2 && this.push('strong', '**')) rest -= 2;
    if (rest === 1 && this.push('emphasis', '*')) rest -= 1;
    addText(this.top(), '*'.repeat(rest));
  }

  private flush(end: number): void {
    if (end > this.textStart) addText(this.top(), this.text.slice(this.textStart, end));
  }

  /** Where `[text](` + URL + `)` ends when `i` is its "]", with the URL's href; null if it is no link. */
  private linkEnd(i: number): { end: number; href: string } | null {
    const at = this.top().linkAt;
    if (at < this.linkFloor || at <= 0) return null;
    const { text } = this;
    this.stops ??= urlStops(text);
    const end = this.stops[i + 2] ?? text.length;
    if (text.charCodeAt(end) !== CLOSE_PAREN || end === i + 2) return null;
    const href = safeHref(text.slice(i + 2, end));
    return href === null ? null : { end, href };
  }

  parse(): Inline[] {
    const { text } = this;
    const n = text.length;
    let i = 0;
    while (i < n) {
      const code = text.charCodeAt(i);
      let next = i + 1;
      if (code === BACKSLASH && i + 1 < n && ESCAPABLE.includes(text.charAt(i + 1))) {
        this.flush(i);
        this.textStart = i + 1; // the escaped character starts the next text run
        next = i + 2;
      } else if (code === BACKTICK) {
        // Backticks inside are never marks; with no closing one this is the last backtick of the text.
        const end = text.indexOf('`', i + 1);
        if (end > i + 1) {
          this.flush(i);
          addNode(this.top(), { type: 'code', value: text.slice(i + 1, end) });
          this.textStart = end + 1;
        }
        next = end === -1 ? i + 1 : end + 1;
      } else if (code === STAR) {
        let end = i;
        while (end < n && text.charCodeAt(end) === STAR) end += 1;
        const before = i > 0 ? text.charCodeAt(i - 1) : 0x20;
        const after = end < n ? text.charCodeAt(end) : 0x20;
        this.flush(i);
        this.stars(end - i, !isSpace(after), !isSpace(before));
        this.textStart = next = end;
      } else if (code === OPEN_BRACKET && this.depth <= MAX_INLINE_NESTING) {
        this.flush(i);
        this.push('link', '[');
        this.textStart = next;
      } else if (code === CLOSE_BRACKET && text.charCodeAt(i + 1) === OPEN_PAREN) {
        const link = this.linkEnd(i);
        if (link) {
          this.flush(i);
          this.close(this.top().linkAt, link.href, text.slice(i, link.end + 1));
          this.textStart = next = link.end + 1;
        }
      }
      i = next;
    }
    this.flush(n);
    this.unwindTo(0);
    const root = this.frames[0] ?? newFrame();
    settle(root);
    return root.children;
  }
}

/** True when `text` holds a character that can start or end a mark (so the parser has work). */
function hasMarks(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === STAR || code === BACKTICK || code === BACKSLASH || code === OPEN_BRACKET || code === CLOSE_BRACKET) return true;
  }
  return false;
}

/** Parses the inline marks of one block's text. */
export function parseInline(text: string): Inline[] {
  // Plain text (most list items and many paragraphs) needs no parser and no frames.
  if (!hasMarks(text)) return text === '' ? [] : [{ type: 'text', value: text }];
  return new InlineParser(text).parse();
}
