import { Children, cloneElement, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactElement, ReactNode, Ref } from 'react';
import { createPortal } from 'react-dom';
import { lazyModule } from '../lazy';
import type { TooltipPlacement, TooltipPosition } from './tooltip-position';

/** ms the pointer rests on the anchor before the tooltip shows (focus shows at once). */
export const TOOLTIP_DELAY_MS = 300;
/** ms of grace after the pointer leaves, so it can move onto the tooltip (WCAG 1.4.13). */
export const TOOLTIP_HIDE_DELAY_MS = 100;

interface AnchorProps {
  'aria-describedby'?: string;
  ref?: Ref<HTMLElement>;
  onMouseEnter?(event: MouseEvent<HTMLElement>): void;
  onMouseLeave?(event: MouseEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void;
}

export interface TooltipProps {
  content: ReactNode;
  /** Default `top`; `start`/`end` follow the reading direction. Flips when it would overflow. */
  placement?: TooltipPlacement;
  /** One focusable element. It gets `aria-describedby` pointing at the tooltip. */
  children: ReactElement<AnchorProps>;
}

function assignRef(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

const tracker = lazyModule(() => import('./tooltip-tracker'));

/** Loads the placement code now rather than on the first open (tests, idle time). */
export const preloadTooltip = (): Promise<unknown> => tracker.load();

const samePosition = (a: TooltipPosition | null, b: TooltipPosition) =>
  a !== null && a.top === b.top && a.left === b.left && a.side === b.side;

/** A tooltip on hover (after a short delay) and keyboard focus; Esc, blur or leaving hide it. */
export function Tooltip({ content, placement = 'top', children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<TooltipPosition | null>(null);
  const anchor = useRef<HTMLElement | null>(null);
  const tip = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current !== null) globalThis.clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const later = (value: boolean, ms: number) => {
    clear();
    if (ms <= 0) setOpen(value);
    else timer.current = globalThis.setTimeout(() => setOpen(value), ms);
  };

  useEffect(() => clear, [clear]);

  useLayoutEffect(() => {
    if (!open) {
      setPosition(null);
      return;
    }
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    let live = true;
    let stop: (() => void) | undefined;
    const start = ({ trackTooltip }: typeof import('./tooltip-tracker')) => {
      const a = anchor.current;
      const t = tip.current;
      if (!live || !a || !t) return;
      stop = trackTooltip(a, t, placement, (next) => setPosition((current) => (samePosition(current, next) ? current : next)));
    };
    if (tracker.current) start(tracker.current);
    else tracker.load().then(start, () => undefined);
    return () => {
      live = false;
      stop?.();
      document.removeEventListener('keydown', onKey);
    };
  }, [open, placement, content]);

  const child = Children.only(children);
  const own = child.props;
  const ownRef = own.ref;
  const setAnchor = useCallback((node: HTMLElement | null) => {
    anchor.current = node;
    assignRef(ownRef, node);
  }, [ownRef]);

  const anchorProps: AnchorProps = {
    ref: setAnchor,
    'aria-describedby': [own['aria-describedby'], id].filter(Boolean).join(' '),
    onMouseEnter(event) { own.onMouseEnter?.(event); later(true, TOOLTIP_DELAY_MS); },
    onMouseLeave(event) { own.onMouseLeave?.(event); later(false, TOOLTIP_HIDE_DELAY_MS); },
    onFocus(event) { own.onFocus?.(event); later(true, 0); },
    onBlur(event) { own.onBlur?.(event); later(false, 0); },
    onKeyDown(event) {
      own.onKeyDown?.(event);
      if (event.key === 'Escape') later(false, 0);
    },
  };

  const tooltip = (
    <div
      ref={tip}
      id={id}
      role="tooltip"
      className="tooltip"
      hidden={!open}
      data-side={position?.side}
      data-ready={position ? 'true' : 'false'}
      style={position ? { top: position.top, left: position.left } : undefined}
      onMouseEnter={clear}
      onMouseLeave={() => later(false, TOOLTIP_HIDE_DELAY_MS)}
    >
      {content}
    </div>
  );
  return (
    <>
      {cloneElement(child, anchorProps)}
      {typeof document === 'undefined' ? null : createPortal(tooltip, document.body)}
    </>
  );
}
