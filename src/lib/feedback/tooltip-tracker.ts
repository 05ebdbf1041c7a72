/** Keeps an open tooltip next to its anchor: measured on open, resize and scroll (loaded on first open). */
import { computeTooltipPosition } from './tooltip-position';
import type { TooltipPlacement, TooltipPosition } from './tooltip-position';

function directionOf(element: Element): 'ltr' | 'rtl' {
  const dir = element.closest('[dir]')?.getAttribute('dir') ?? document.dir;
  return dir === 'rtl' ? 'rtl' : 'ltr';
}

function viewportSize() {
  const root = document.documentElement;
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight };
}

/** Places `tip` at once and again on resize or scroll; returns the function that stops. */
export function trackTooltip(
  anchor: HTMLElement,
  tip: HTMLElement,
  placement: TooltipPlacement,
  onPosition: (position: TooltipPosition) => void,
): () => void {
  const update = () => onPosition(computeTooltipPosition({
    anchor: anchor.getBoundingClientRect(),
    tooltip: { width: tip.offsetWidth, height: tip.offsetHeight },
    viewport: viewportSize(),
    placement,
    dir: directionOf(anchor),
  }));
  update();
  window.addEventListener('resize', update);
  window.addEventListener('scroll', update, true);
  return () => {
    window.removeEventListener('resize', update);
    window.removeEventListener('scroll', update, true);
  };
}
