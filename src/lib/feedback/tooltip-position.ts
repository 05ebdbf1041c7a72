/** Where a tooltip goes: a pure function of the anchor's and the tooltip's geometry. */

/** `start`/`end` follow the reading direction: left/right in LTR, right/left in RTL. */
export type TooltipPlacement = 'top' | 'bottom' | 'start' | 'end';
export type TooltipSide = 'top' | 'bottom' | 'left' | 'right';

export interface Rect { top: number; left: number; width: number; height: number }
export interface Size { width: number; height: number }

export interface TooltipPositionInput {
  /** The anchor's viewport rectangle (getBoundingClientRect). */
  anchor: Rect;
  tooltip: Size;
  viewport: Size;
  placement: TooltipPlacement;
  dir: 'ltr' | 'rtl';
  /** px between anchor and tooltip. Default 8. */
  offset?: number;
  /** px the tooltip keeps from the viewport's edges. Default 8. */
  padding?: number;
}

/** Viewport coordinates for `position: fixed`, and the side it ended up on. */
export interface TooltipPosition { top: number; left: number; side: TooltipSide }

const OPPOSITE: Record<TooltipSide, TooltipSide> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** The physical side a placement means in a reading direction. */
export function physicalSide(placement: TooltipPlacement, dir: 'ltr' | 'rtl'): TooltipSide {
  if (placement === 'start') return dir === 'rtl' ? 'right' : 'left';
  if (placement === 'end') return dir === 'rtl' ? 'left' : 'right';
  return placement;
}

function place(side: TooltipSide, anchor: Rect, tooltip: Size, offset: number): { top: number; left: number } {
  const centerX = anchor.left + anchor.width / 2 - tooltip.width / 2;
  const centerY = anchor.top + anchor.height / 2 - tooltip.height / 2;
  switch (side) {
    case 'top': return { top: anchor.top - offset - tooltip.height, left: centerX };
    case 'bottom': return { top: anchor.top + anchor.height + offset, left: centerX };
    case 'left': return { top: centerY, left: anchor.left - offset - tooltip.width };
    case 'right': return { top: centerY, left: anchor.left + anchor.width + offset };
  }
}

/** px by which the tooltip would cross the viewport edge on its side (≤ 0: it fits). */
function overflow(side: TooltipSide, at: { top: number; left: number }, input: Required<TooltipPositionInput>): number {
  const { tooltip, viewport, padding } = input;
  switch (side) {
    case 'top': return padding - at.top;
    case 'bottom': return at.top + tooltip.height - (viewport.height - padding);
    case 'left': return padding - at.left;
    case 'right': return at.left + tooltip.width - (viewport.width - padding);
  }
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

/**
 * Places the tooltip on the side the placement asks for, flips to the opposite side when it
 * would overflow there and the opposite overflows less, then slides it along the other axis to
 * stay inside the viewport.
 */
export function computeTooltipPosition(options: TooltipPositionInput): TooltipPosition {
  const input: Required<TooltipPositionInput> = { offset: 8, padding: 8, ...options };
  let side = physicalSide(input.placement, input.dir);
  const preferred = overflow(side, place(side, input.anchor, input.tooltip, input.offset), input);
  if (preferred > 0) {
    const opposite = OPPOSITE[side];
    if (overflow(opposite, place(opposite, input.anchor, input.tooltip, input.offset), input) < preferred) side = opposite;
  }
  const at = place(side, input.anchor, input.tooltip, input.offset);
  const { tooltip, viewport, padding } = input;
  if (side === 'top' || side === 'bottom') {
    at.left = clamp(at.left, padding, viewport.width - padding - tooltip.width);
  } else {
    at.top = clamp(at.top, padding, viewport.height - padding - tooltip.height);
  }
  return { top: Math.round(at.top), left: Math.round(at.left), side };
}
