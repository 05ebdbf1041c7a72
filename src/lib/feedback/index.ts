// Feedback: toasts, tooltips and the top progress bar. Each keeps its state in a store outside
// React (lib/store) with an imperative API (`toast.success()`, `progress.start()`), usable from
// anywhere, and a thin view over it (<Toaster>, <ProgressBar>, <Tooltip>). A toast can carry one
// button (`action: { label, onClick }`: Undo, Retry). The tooltip's placement loads with its first
// opening (lib/lazy). Styles: styles/feedback.css.

export {
  ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS, TOAST_EXIT_MS, createToastApi, createToastStore, toast, toastReducer,
  toastStore, visibleToasts,
} from './toast-store';
export type {
  Toast, ToastAction, ToastActionButton, ToastApi, ToastOptions, ToastState, ToastStore, ToastType,
} from './toast-store';
export { TOAST_GAP_PX, Toaster, type ToasterProps } from './toaster';

export { TOOLTIP_DELAY_MS, TOOLTIP_HIDE_DELAY_MS, Tooltip, preloadTooltip } from './tooltip';
export type { TooltipProps } from './tooltip';
export type { Rect, Size, TooltipPlacement, TooltipPosition, TooltipPositionInput, TooltipSide } from './tooltip-position';

export {
  MAX_BEFORE_DONE, PROGRESS_ANIMATION_MS, START_VALUE, TRICKLE_INTERVAL_MS, createProgress, progress, trickleIncrement,
} from './progress';
export type { Progress, ProgressState } from './progress';
export { ProgressBar } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
