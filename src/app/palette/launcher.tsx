/**
 * What the signed-in shell carries of the palette: the Ctrl+K / ⌘K binding, the open state and a
 * lazy part, so the palette's code (its screens and searches) loads on first use or
 * once the browser is idle after the shell has rendered, never with the first paint.
 */
import { useCallback, useEffect, useState } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy';
import { useShortcuts } from '../../lib/shortcuts';

// useLazyModule rather than lazyPart: lazyPart shared by two lazy chunks would move into the first
// paint's chunk, which has no bytes to spare.
const palette = lazyModule(() => import('./command-palette'));

/** How long after the shell renders the palette's code is fetched when the browser never idles. */
const IDLE_FALLBACK_MS = 3000;

/** The palette's state and element; the shell renders `element` and gives `show` to its button. */
export function usePalette() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  useShortcuts({ 'Mod+k': show });

  useEffect(() => {
    const preload = () => void palette.preload();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(preload, { timeout: IDLE_FALLBACK_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, []);

  const Palette = useLazyModule(palette, open)?.CommandPalette;
  return { open, show, element: Palette ? <Palette open={open} onClose={close} /> : null };
}
