// Keyboard shortcuts: single keys and two-key sequences ("g p", the second within a second),
// bound by components with useShortcuts and dispatched by one keydown listener on the document,
// the latest binding winning a key. Nothing fires while the user types in a field, holds
// Ctrl/Meta/Alt, or works in a dialog; a chord (`Mod+k`, Ctrl or ⌘ with a key) fires in a field
// too. The catalogue lists the product's shortcuts for the help dialog (ui's ShortcutsDialog,
// opened with `?`); its texts are the `shortcuts.*` locale keys.
export {
  CHORD_PREFIX, chordOf, hasCommandModifier, isActivation, isInDialog, isTypingTarget, keyOf, parseShortcut, type ShortcutKey,
} from './keys';
export {
  SEQUENCE_TIMEOUT_MS, createShortcutRegistry, shortcutRegistry,
  type ShortcutBindings, type ShortcutHandler, type ShortcutRegistry, type ShortcutRegistryOptions,
} from './registry';
export { useActiveShortcuts, useShortcuts, type UseShortcutsOptions } from './use-shortcuts';
export {
  SHORTCUT_HELP, SHORTCUT_SECTIONS, keyLabelKey, type ShortcutHelpItem, type ShortcutSection,
} from './catalogue';
