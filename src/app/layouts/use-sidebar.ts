import { useCallback, useEffect, useState } from 'react';

/** PRODUCT.md's breakpoints, in px. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
/** Scroll checks are debounced by this much. */
export const SCROLL_DEBOUNCE_MS = 100;

const query = (min: number) => `(min-width: ${min}px)`;

/** Whether the window is at least `min` px wide now (false without a window). */
export function matchesMinWidth(min: number): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query(min)).matches;
}

/** Live `(min-width)` media query. */
export function useMinWidth(min: number): boolean {
  const [value, setValue] = useState(() => matchesMinWidth(min));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query(min));
    const onChange = () => setValue(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [min]);
  return value;
}

/**
 * The sidebar: open by default at ≥ 1280 px, closes by itself when the width falls below that
 * (and opens again when it grows back); below 1024 px it is a modal drawer.
 */
export function useSidebar() {
  const wide = useMinWidth(BREAKPOINTS.xl);
  const desktop = useMinWidth(BREAKPOINTS.lg);
  const [open, setOpen] = useState(wide);
  useEffect(() => setOpen(wide), [wide]);
  const toggle = useCallback(() => setOpen((o) => !o), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close, setOpen, wide, drawer: !desktop, overlay: !wide };
}

/** True once the window has scrolled past `threshold` px; checked at most every 100 ms. */
export function useScrolled(threshold = 4): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => setScrolled(window.scrollY > threshold);
    const onScroll = () => {
      globalThis.clearTimeout(timer);
      timer = globalThis.setTimeout(check, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      globalThis.clearTimeout(timer);
    };
  }, [threshold]);
  return scrolled;
}
