import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { ShortcutKey } from './keys';
import { shortcutRegistry, type ShortcutBindings, type ShortcutRegistry } from './registry';

export interface UseShortcutsOptions {
  /** Bind only while true. Default `true`. */
  enabled?: boolean;
  /** Default the app's `shortcutRegistry` (tests pass their own). */
  registry?: ShortcutRegistry;
}

/**
 * Binds keyboard shortcuts while the component is mounted: `{ a: approve, r: reject, 'g p': toPending }`.
 * Handlers may be new functions on every render: the latest ones run, without re-binding. They
 * never fire while the user types in a field, holds Ctrl/Meta/Alt, or is in a dialog.
 */
export function useShortcuts(bindings: ShortcutBindings, options: UseShortcutsOptions = {}): void {
  const { enabled = true, registry = shortcutRegistry } = options;
  const latest = useRef(bindings);
  useLayoutEffect(() => {
    latest.current = bindings;
  });
  // The set of keys, so the help dialog hears when it changes; handlers alone do not re-register.
  const keys = Object.keys(bindings).join('\n');
  useEffect(() => {
    if (!enabled) return undefined;
    return registry.register(() => latest.current);
  }, [enabled, keys, registry]);
}

/** The keys bound right now, newest registration first (for a help dialog). */
export function useActiveShortcuts(registry: ShortcutRegistry = shortcutRegistry): ShortcutKey[] {
  const joined = useSyncExternalStore(registry.subscribe, () => registry.activeKeys().join('\n'), () => '');
  return joined === '' ? [] : joined.split('\n');
}
