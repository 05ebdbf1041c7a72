/**
 * The shortcuts of the back office as the help dialog lists them (PRODUCT.md "Review work"), by
 * section. Labels are `shortcuts.*` locale keys; each entry's keys are alternatives ("Enter or o").
 */
import type { Permission } from '../../contract';
import type { ShortcutKey } from './keys';

/** Where a group of shortcuts works. */
export type ShortcutSection = 'lists' | 'details' | 'general';
export const SHORTCUT_SECTIONS: readonly ShortcutSection[] = ['lists', 'details', 'general'];

export interface ShortcutHelpItem {
  /** Alternatives that do the same thing, each a binding as `useShortcuts` takes it. */
  keys: readonly ShortcutKey[];
  /** The locale key of what it does. */
  label: string;
  /** What the staff role must hold for the keys to do anything (the help says so to a role without it). */
  permission?: Permission;
}

export const SHORTCUT_HELP: Readonly<Record<ShortcutSection, readonly ShortcutHelpItem[]>> = {
  lists: [
    { keys: ['j'], label: 'shortcuts.actions.nextRow' },
    { keys: ['k'], label: 'shortcuts.actions.previousRow' },
    { keys: ['Enter', 'o'], label: 'shortcuts.actions.openRow' },
    { keys: ['x'], label: 'shortcuts.actions.selectRow', permission: 'reviews.decide' },
    { keys: ['a'], label: 'shortcuts.actions.approve', permission: 'reviews.decide' },
    { keys: ['r'], label: 'shortcuts.actions.reject', permission: 'reviews.decide' },
    { keys: ['u'], label: 'shortcuts.actions.undo', permission: 'reviews.decide' },
    { keys: ['/'], label: 'shortcuts.actions.focusSearch' },
  ],
  details: [
    { keys: ['['], label: 'shortcuts.actions.previousItem' },
    { keys: [']'], label: 'shortcuts.actions.nextItem' },
    { keys: ['a'], label: 'shortcuts.actions.approve', permission: 'reviews.decide' },
    { keys: ['r'], label: 'shortcuts.actions.reject', permission: 'reviews.decide' },
    { keys: ['u'], label: 'shortcuts.actions.undo', permission: 'reviews.decide' },
  ],
  general: [
    { keys: ['Mod+k'], label: 'shortcuts.actions.palette' },
    { keys: ['g p'], label: 'shortcuts.actions.pendingTab' },
    { keys: ['?'], label: 'shortcuts.actions.help' },
  ],
};

// Keys shown by name (translated) rather than as the character they type.
const NAMED_KEYS: Readonly<Record<string, string>> = {
  Enter: 'shortcuts.keys.enter',
  Escape: 'shortcuts.keys.escape',
  Space: 'shortcuts.keys.space',
  ArrowLeft: 'shortcuts.keys.left',
  ArrowRight: 'shortcuts.keys.right',
  ArrowUp: 'shortcuts.keys.up',
  ArrowDown: 'shortcuts.keys.down',
  'Mod+k': 'shortcuts.keys.modK',
};

/** The locale key naming `key` (`Enter` → `shortcuts.keys.enter`); null for a key shown as itself. */
export const keyLabelKey = (key: string): string | null => NAMED_KEYS[key] ?? null;
