/**
 * Keys and targets: how a binding is written ("a", "?", "Enter", "g p"), how an event's key is
 * named, and when a key press belongs to what the user is typing rather than to a shortcut.
 */

/** A binding as written: one key, or two separated by a space (`'g p'`: g, then p). */
export type ShortcutKey = string;

/** The two steps of a binding: `['g', 'p']` or `['a']`. The space bar is written `Space`. */
export function parseShortcut(binding: ShortcutKey): string[] {
  const trimmed = binding.trim();
  if (trimmed === '') return [];
  return trimmed.split(/\s+/);
}

/** The name a binding uses for the key of `event`: `event.key`, with the space bar as `Space`. */
export function keyOf(event: Pick<KeyboardEvent, 'key'>): string {
  return event.key === ' ' ? 'Space' : event.key;
}

/** The prefix of a chord binding: Ctrl or ⌘ held with one key (`Mod+k`). */
export const CHORD_PREFIX = 'Mod+';

/**
 * The chord `event` makes (`Mod+k` for Ctrl+K or ⌘K, either on any system), or null when neither is
 * held, Alt or Shift is too (other commands), or the key is not a character. On a layout whose keys
 * type no Latin letter (Arabic), the letter comes from the key's position, as the browser's own
 * shortcuts do.
 */
export function chordOf(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): ShortcutKey | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const letter = /^Key([A-Z])$/.exec(event.code ?? '')?.[1];
  const key = /^[\x21-\x7e]$/.test(event.key) ? event.key : letter;
  return key ? `${CHORD_PREFIX}${key.toLowerCase()}` : null;
}

/** Ctrl, Meta (⌘) or Alt held: the browser's or the OS's shortcut, never ours. Shift is allowed (`?`). */
export function hasCommandModifier(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return event.ctrlKey || event.metaKey || event.altKey;
}

// Inputs that take no text: a key press on them is not typing (`x` on a row's checkbox selects).
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'color', 'range']);

/** Whether keys pressed on `target` are typing: a text input, a textarea, a select, an editable region. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!isElement(target)) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !NON_TEXT_INPUTS.has((target.getAttribute('type') ?? 'text').toLowerCase());
  if ((target as HTMLElement).isContentEditable) return true;
  const editable = target.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

// Enter and Space already activate these; a shortcut on them must not fire as well.
const ACTIVATES = 'button, a[href], summary, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="checkbox"], [role="switch"]';

/** Whether `key` on `target` is the element's own activation (Enter on a button, Space on a checkbox). */
export function isActivation(key: string, target: EventTarget | null): boolean {
  if (key !== 'Enter' && key !== 'Space') return false;
  if (!isElement(target)) return false;
  if (target.closest(ACTIVATES)) return true;
  return key === 'Space' && target.tagName.toLowerCase() === 'input';
}

/** Whether `target` sits in a dialog, or a modal dialog is open: page shortcuts wait until it closes. */
export function isInDialog(target: EventTarget | null, doc: Document | undefined): boolean {
  if (isElement(target) && target.closest('dialog, [role="dialog"], [role="alertdialog"]')) return true;
  return doc?.querySelector('dialog[open][aria-modal="true"]') != null;
}

function isElement(target: EventTarget | null): target is Element {
  return typeof target === 'object' && target !== null && typeof (target as Element).closest === 'function'
    && typeof (target as Element).tagName === 'string';
}
