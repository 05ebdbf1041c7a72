import { useCallback, useEffect, useRef, useState } from 'react';
import type { Transition } from 'history';
import { useRouter } from './context';

/** The state of `useBlocker`: `blocked` holds a navigation until `proceed()` or `reset()`. */
export interface BlockerState {
  state: 'idle' | 'blocked';
  /** Lets the held navigation through. */
  proceed(): void;
  /** Drops the held navigation and stays. */
  reset(): void;
}

/**
 * While `when` is true, holds every navigation away (links, back/forward, `navigate`) so the app can
 * ask first, and lets the browser ask before unloading the page. For forms with unsaved changes.
 */
export function useBlocker(when: boolean): BlockerState {
  const { history, location } = useRouter('useBlocker');
  const [held, setHeld] = useState<Transition | null>(null);
  // proceed() lifts the block until the shown location changes: a POP retry lands asynchronously.
  const [releasedAt, setReleasedAt] = useState<string | null>(null);
  // Each proceed() re-arms the block even when the form stays mounted across the navigation.
  const [armings, setArmings] = useState(0);
  const unblock = useRef<(() => void) | null>(null);
  if (releasedAt !== null && releasedAt !== location.key) setReleasedAt(null);
  const blocking = when && releasedAt !== location.key;

  useEffect(() => {
    if (!blocking) return;
    const stop = history.block((transition) => setHeld(transition));
    unblock.current = stop;
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers show their "leave site?" prompt only with this set
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => {
      stop();
      if (unblock.current === stop) unblock.current = null;
      window.removeEventListener('beforeunload', askBeforeUnload);
      setHeld(null);
    };
  }, [history, blocking, armings]);

  const proceed = useCallback(() => {
    if (!held) return;
    unblock.current?.();
    unblock.current = null;
    setHeld(null);
    setReleasedAt(location.key);
    setArmings((n) => n + 1);
    held.retry();
  }, [held, location.key]);

  const reset = useCallback(() => setHeld(null), []);

  return { state: blocking && held ? 'blocked' : 'idle', proceed, reset };
}
