import { useEffect, useRef, type RefObject } from 'react';
import { afterNextPaint } from '../lib/after-paint';

/**
 * A ref whose element takes the focus once the page has painted, unless the user has already put
 * the focus somewhere. Unlike `autoFocus`, which React runs inside its commit and which forces a
 * layout before the first paint (the sign-in form painted later for it at 4x CPU).
 */
export function useAutoFocus<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(
    () =>
      afterNextPaint(() => {
        const active = document.activeElement;
        if (ref.current && (active === null || active === document.body)) ref.current.focus();
      }),
    [],
  );
  return ref;
}
