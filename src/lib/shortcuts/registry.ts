/**
 * The keyboard-shortcut dispatcher: one keydown listener on the document for every registration.
 * The latest registration wins a key (a details page's `a` over a list's), two-key sequences
 * ("g p") wait at most SEQUENCE_TIMEOUT_MS for their second key, and nothing fires while the user
 * types in a field, holds Ctrl/Meta/Alt, or works in a dialog. A chord (`Mod+k`: Ctrl or ⌘ with a
 * key) is a command, not typing: it fires in a field too, though still not in a dialog.
 */
import { chordOf, hasCommandModifier, isActivation, isInDialog, isTypingTarget, keyOf, parseShortcut, type ShortcutKey } from './keys';

/** How long the second key of a sequence may follow the first. */
export const SEQUENCE_TIMEOUT_MS = 1000;

/** What a binding calls; the event has already had `preventDefault()`. */
export type ShortcutHandler = (event: KeyboardEvent) => void;

/** Key (`'a'`, `'?'`, `'g p'`) → handler. */
export type ShortcutBindings = Readonly<Record<ShortcutKey, ShortcutHandler>>;

export interface ShortcutRegistryOptions {
  /** Where keydown is listened to; default the global `document` when there is one. */
  target?: Document;
  /** Default SEQUENCE_TIMEOUT_MS. */
  sequenceTimeoutMs?: number;
  /** The clock, epoch ms; default `Date.now` looked up at call time (fake timers work). */
  now?: () => number;
}

export interface ShortcutRegistry {
  /** Adds `bindings` on top of the others; returns the function that removes them. */
  register(bindings: () => ShortcutBindings): () => void;
  /** Handles one keydown; true when a binding took it (or it started a sequence). */
  handle(event: KeyboardEvent): boolean;
  /** Every key bound now, newest registration first, without duplicates. */
  activeKeys(): ShortcutKey[];
  /** Called whenever registrations change. */
  subscribe(listener: () => void): () => void;
}

interface Registration {
  read: () => ShortcutBindings;
}

/** Creates a dispatcher; it listens only while something is registered. */
export function createShortcutRegistry(options: ShortcutRegistryOptions = {}): ShortcutRegistry {
  const timeout = options.sequenceTimeoutMs ?? SEQUENCE_TIMEOUT_MS;
  const now = options.now ?? (() => Date.now());
  const doc = () => options.target ?? (typeof document === 'undefined' ? undefined : document);
  const registrations: Registration[] = [];
  const listeners = new Set<() => void>();
  let pending: { key: string; at: number } | null = null;
  let listening: Document | null = null;

  const onKeyDown = (event: KeyboardEvent) => { handle(event); };

  const find = (steps: string): ShortcutHandler | undefined => {
    for (let i = registrations.length - 1; i >= 0; i -= 1) {
      const bindings = registrations[i]?.read() ?? {};
      for (const [binding, handler] of Object.entries(bindings)) {
        if (parseShortcut(binding).join(' ') === steps) return handler;
      }
    }
    return undefined;
  };

  const startsSequence = (key: string): boolean =>
    registrations.some((r) => Object.keys(r.read()).some((b) => {
      const steps = parseShortcut(b);
      return steps.length === 2 && steps[0] === key;
    }));

  const fire = (event: KeyboardEvent, handler: ShortcutHandler): true => {
    event.preventDefault();
    handler(event);
    return true;
  };

  function handle(event: KeyboardEvent): boolean {
    if (event.defaultPrevented || event.isComposing || event.repeat) return false;
    const chord = chordOf(event);
    if (chord !== null) {
      pending = null;
      const handler = isInDialog(event.target, doc()) ? undefined : find(chord);
      return handler ? fire(event, handler) : false;
    }
    const key = keyOf(event);
    if (hasCommandModifier(event) || isTypingTarget(event.target) || isActivation(key, event.target) || isInDialog(event.target, doc())) {
      pending = null;
      return false;
    }
    if (['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'].includes(key)) return false;
    const first = pending;
    pending = null;
    if (first && now() - first.at <= timeout) {
      const handler = find(`${first.key} ${key}`);
      if (handler) return fire(event, handler);
    }
    const single = find(key);
    if (startsSequence(key)) {
      pending = { key, at: now() };
      if (single) return fire(event, single);
      event.preventDefault();
      return true;
    }
    return single ? fire(event, single) : false;
  }

  const changed = () => {
    const target = doc();
    if (registrations.length > 0 && !listening && target) {
      target.addEventListener('keydown', onKeyDown);
      listening = target;
    } else if (registrations.length === 0 && listening) {
      listening.removeEventListener('keydown', onKeyDown);
      listening = null;
      pending = null;
    }
    for (const listener of [...listeners]) listener();
  };

  return {
    register(read) {
      const registration: Registration = { read };
      registrations.push(registration);
      changed();
      return () => {
        const index = registrations.indexOf(registration);
        if (index === -1) return;
        registrations.splice(index, 1);
        changed();
      };
    },
    handle,
    activeKeys() {
      const keys = new Set<ShortcutKey>();
      for (let i = registrations.length - 1; i >= 0; i -= 1) {
        for (const binding of Object.keys(registrations[i]?.read() ?? {})) keys.add(parseShortcut(binding).join(' '));
      }
      return [...keys];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

/** The app's one dispatcher, on the global document. */
export const shortcutRegistry: ShortcutRegistry = createShortcutRegistry();
